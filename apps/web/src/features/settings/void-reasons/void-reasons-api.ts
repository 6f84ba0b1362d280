import { VOID_REASONS_API, type VoidReason, type VoidReasonBody } from '@comandero/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-call';
import { useSettingsMutation } from '../shared/use-settings-mutation';

export type { VoidReason };

/** The key the orders screen's void dialog reads the list under too, so a change shows there at once. */
const REASONS_KEY = ['orders', 'void-reasons'] as const;

export function useVoidReasonList() {
  return useQuery({ queryKey: REASONS_KEY, queryFn: async () => (await apiCall(VOID_REASONS_API.list)).reasons });
}

export function useSaveVoidReason() {
  return useSettingsMutation(
    ({ id, body }: { id: number | null; body: VoidReasonBody }) =>
      id === null
        ? apiCall(VOID_REASONS_API.add, { body })
        : apiCall(VOID_REASONS_API.rename, { params: { id }, body }),
    [REASONS_KEY],
  );
}

export function useDeleteVoidReason() {
  return useSettingsMutation(
    (id: number) => apiCall(VOID_REASONS_API.remove, { params: { id }, body: {} }),
    [REASONS_KEY],
  );
}
