import type { DiscountReasonBody } from '@comandero/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSettingsMutation } from '../shared/use-settings-mutation';

export type DiscountReason = { id: number; title: string };
type ReasonsResponse = { message?: string; reasons: DiscountReason[] };

/** The key the discount dialog of a bill reads the list under too, so a change shows there at once. */
const REASONS_KEY = ['orders', 'bills', 'discount-reasons'] as const;
const BASE = '/orders/bills/discount-reasons';

export function useDiscountReasonList() {
  return useQuery({ queryKey: REASONS_KEY, queryFn: async () => (await api.get<ReasonsResponse>(BASE)).reasons });
}

export function useSaveDiscountReason() {
  return useSettingsMutation(
    ({ id, body }: { id: number | null; body: DiscountReasonBody }) =>
      api.post<ReasonsResponse>(id === null ? BASE : `${BASE}/${id}/update`, body),
    [REASONS_KEY],
  );
}

export function useDeleteDiscountReason() {
  return useSettingsMutation((id: number) => api.post<ReasonsResponse>(`${BASE}/${id}/delete`, {}), [REASONS_KEY]);
}
