import type { VoidReason, VoidReasonBody, VoidReasonsResponse } from '@comandero/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSettingsMutation } from '../shared/use-settings-mutation';

export type { VoidReason };

/** The key the orders screen's void dialog reads the list under too, so a change shows there at once. */
const REASONS_KEY = ['orders', 'void-reasons'] as const;
const BASE = '/orders/void-reasons';

export function useVoidReasonList() {
  return useQuery({ queryKey: REASONS_KEY, queryFn: async () => (await api.get<VoidReasonsResponse>(BASE)).reasons });
}

export function useSaveVoidReason() {
  return useSettingsMutation(
    ({ id, body }: { id: number | null; body: VoidReasonBody }) =>
      api.post<VoidReasonsResponse>(id === null ? BASE : `${BASE}/${id}/update`, body),
    [REASONS_KEY],
  );
}

export function useDeleteVoidReason() {
  return useSettingsMutation((id: number) => api.post<VoidReasonsResponse>(`${BASE}/${id}/delete`, {}), [REASONS_KEY]);
}
