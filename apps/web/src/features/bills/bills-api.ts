import {
  type AddBillOrdersBody,
  type BillDiscountBody,
  BILLS_API,
  type BillTipBody,
  type CreateSplitBody,
  IDEMPOTENCY_HEADER,
  type PayBillBody,
} from '@comandero/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { floorText } from '../../i18n/orders';
import { apiCall } from '../../lib/api-call';
import { useAfterFloorChange } from '../../lib/floor/use-live-refresh';
import { withToast } from '../../lib/toast';

export const BILLS_KEY = ['orders', 'bills'] as const;
export const splitKey = (tableId: number) => [...BILLS_KEY, 'table', tableId] as const;

/** The table's open split, or null; an answer without `split` counts as none. */
export function useTableSplit(tableId: number | null, enabled = true) {
  return useQuery({
    queryKey: splitKey(tableId ?? 0),
    queryFn: async () => (await apiCall(BILLS_API.forTable, { params: { tableId: String(tableId) } })).split ?? null,
    enabled: tableId !== null && enabled,
    staleTime: 0,
  });
}

export { useDiscountReasons } from '../../lib/discount-reasons';

/**
 * A bill action with the server's toasts. Afterwards the splits and every floor list are refetched
 * (also after a refusal, which usually means this screen was out of date) and the other screens told.
 */
function useBillAction<A, R extends { message?: string }>(fn: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  const afterFloor = useAfterFloorChange();
  return useMutation<R, Error, A>({
    mutationFn: withToast(fn, { fallback: floorText.actionFailed }),
    onSettled: async (data) => {
      const split = (data as { split?: { orderIds: number[] } | null } | undefined)?.split;
      await Promise.all([queryClient.invalidateQueries({ queryKey: BILLS_KEY }), afterFloor(split?.orderIds ?? [])]);
    },
  });
}

/** With the attempt's Idempotency-Key, a split retried after a lost answer is made once (issue 25). */
export const useCreateSplit = () =>
  useBillAction(({ idempotencyKey, ...body }: CreateSplitBody & { idempotencyKey: string }) =>
    apiCall(BILLS_API.split, { body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }),
  );

export const useMergeBill = () =>
  useBillAction(({ billId, intoBillId }: { billId: number; intoBillId: number }) =>
    apiCall(BILLS_API.merge, { params: { id: billId }, body: { intoBillId } }),
  );

export const useBillDiscount = () =>
  useBillAction(({ billId, ...body }: BillDiscountBody & { billId: number }) =>
    apiCall(BILLS_API.discount, { params: { id: billId }, body }),
  );

export const useRemoveBillDiscount = () =>
  useBillAction(({ billId, lineId }: { billId: number; lineId: number | null }) =>
    apiCall(BILLS_API.removeDiscount, { params: { id: billId }, body: { lineId } }),
  );

export const useBillTip = () =>
  useBillAction(({ billId, ...body }: BillTipBody & { billId: number }) =>
    apiCall(BILLS_API.tip, { params: { id: billId }, body }),
  );

/** With the attempt's Idempotency-Key, a doubled or retried payment is stored once (issue 18). */
export const usePayBill = () =>
  useBillAction(({ billId, idempotencyKey, ...body }: PayBillBody & { billId: number; idempotencyKey: string }) =>
    apiCall(BILLS_API.pay, { params: { id: billId }, body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }),
  );

export const useCancelSplit = () =>
  useBillAction(({ splitId }: { splitId: number }) => apiCall(BILLS_API.cancel, { params: { splitId }, body: {} }));

export const useAddBillOrders = () =>
  useBillAction(({ billId, ...body }: AddBillOrdersBody & { billId: number }) =>
    apiCall(BILLS_API.addOrders, { params: { id: billId }, body }),
  );
