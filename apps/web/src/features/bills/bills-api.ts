import {
  IDEMPOTENCY_HEADER,
  type AddBillOrdersBody,
  type BillDiscountBody,
  type BillSplitResponse,
  type BillTipBody,
  type CreateSplitBody,
  type PayBillBody,
  type PayBillResponse,
} from '@comandero/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { floorText } from '../../i18n/orders';
import { api } from '../../lib/api-client';
import { useAfterFloorChange } from '../../lib/floor/use-live-refresh';
import { withToast } from '../../lib/toast';

export const BILLS_KEY = ['orders', 'bills'] as const;
export const splitKey = (tableId: number) => [...BILLS_KEY, 'table', tableId] as const;

/** The table's open split, or null; an answer without `split` counts as none. */
export function useTableSplit(tableId: number | null, enabled = true) {
  return useQuery({
    queryKey: splitKey(tableId ?? 0),
    queryFn: async () => (await api.get<BillSplitResponse>(`/orders/bills/table/${tableId}`)).split ?? null,
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

export const useCreateSplit = () =>
  useBillAction((body: CreateSplitBody) => api.post<BillSplitResponse>('/orders/bills/split', body));

export const useMergeBill = () =>
  useBillAction(({ billId, intoBillId }: { billId: number; intoBillId: number }) =>
    api.post<BillSplitResponse>(`/orders/bills/${billId}/merge`, { intoBillId }),
  );

export const useBillDiscount = () =>
  useBillAction(({ billId, ...body }: BillDiscountBody & { billId: number }) =>
    api.post<BillSplitResponse>(`/orders/bills/${billId}/discount`, body),
  );

export const useRemoveBillDiscount = () =>
  useBillAction(({ billId, lineId }: { billId: number; lineId: number | null }) =>
    api.post<BillSplitResponse>(`/orders/bills/${billId}/discount/remove`, { lineId }),
  );

export const useBillTip = () =>
  useBillAction(({ billId, ...body }: BillTipBody & { billId: number }) =>
    api.post<BillSplitResponse>(`/orders/bills/${billId}/tip`, body),
  );

/** With the attempt's Idempotency-Key, a doubled or retried payment is stored once (issue 18). */
export const usePayBill = () =>
  useBillAction(({ billId, idempotencyKey, ...body }: PayBillBody & { billId: number; idempotencyKey: string }) =>
    api.post<PayBillResponse>(`/orders/bills/${billId}/pay`, body, {
      headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    }),
  );

export const useCancelSplit = () =>
  useBillAction(({ splitId }: { splitId: number }) =>
    api.post<BillSplitResponse>(`/orders/bills/${splitId}/cancel`, {}),
  );

export const useAddBillOrders = () =>
  useBillAction(({ billId, ...body }: AddBillOrdersBody & { billId: number }) =>
    api.post<BillSplitResponse>(`/orders/bills/${billId}/add-orders`, body),
  );
