import { DISCOUNT_REASONS_API, type DiscountReasonBody } from '@comandero/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call';
import { useSettingsMutation } from '../shared/use-settings-mutation';

export type DiscountReason = { id: number; title: string };

/** The key the discount dialog of a bill reads the list under too, so a change shows there at once. */
const REASONS_KEY = ['orders', 'bills', 'discount-reasons'] as const;

export function useDiscountReasonList() {
  return useQuery({ queryKey: REASONS_KEY, queryFn: async () => (await apiCall(DISCOUNT_REASONS_API.list)).reasons });
}

export function useSaveDiscountReason() {
  return useSettingsMutation(
    ({ id, body }: { id: number | null; body: DiscountReasonBody }) =>
      id === null
        ? apiCall(DISCOUNT_REASONS_API.add, { body })
        : apiCall(DISCOUNT_REASONS_API.rename, { params: { id }, body }),
    [REASONS_KEY],
  );
}

export function useDeleteDiscountReason() {
  return useSettingsMutation(
    (id: number) => apiCall(DISCOUNT_REASONS_API.remove, { params: { id }, body: {} }),
    [REASONS_KEY],
  );
}
