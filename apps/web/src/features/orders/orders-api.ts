import type {
  CompleteAndPaySettleBody,
  OrderPaymentSummaryWithQuote,
  SettleDiscount,
  UpdateItemStatusBody,
} from '@comandero/contracts';
import { IDEMPOTENCY_HEADER, ORDERS_API, VOID_REASONS_API } from '@comandero/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { floorText } from '../../i18n/orders';
import { useSocketStatus } from '../../lib/socket';
import { withToast } from '../../lib/toast';
import { ORDERS_INIT_KEY, ORDERS_KEY } from '../../lib/floor/floor-keys';
import { useAfterFloorChange } from '../../lib/floor/use-live-refresh';
import { apiCall } from '../../lib/api-call';
import { OFFLINE_POLL_MS } from '../../lib/floor/offline-poll';

export function useOrders() {
  const offline = useSocketStatus() === 'offline';
  return useQuery({
    queryKey: ORDERS_KEY,
    queryFn: () => apiCall(ORDERS_API.list),
    staleTime: 0,
    refetchInterval: offline ? OFFLINE_POLL_MS : false,
  });
}

export function useOrdersInit() {
  return useQuery({ queryKey: ORDERS_INIT_KEY, queryFn: () => apiCall(ORDERS_API.init) });
}

/** The spec's summary; with the issue 18 quote (priced with `discount`) for the pay steps. */
export function fetchPaymentSummary(
  orderIds: number[],
  discount: SettleDiscount | null = null,
): Promise<OrderPaymentSummaryWithQuote> {
  return apiCall(ORDERS_API.paymentSummary, {
    body: {
      orderIds,
      ...(discount ? { discount } : {}),
    },
  });
}

const toastOptions = { fallback: floorText.actionFailed };

/**
 * An order action with the spec's toasts (fallback "Error procesando su solicitud, …"); every list
 * is refetched afterwards, also after a failure: a 409 usually means this screen was out of date.
 */
function useOrderAction<A, R extends { message: string }>(fn: (arg: A) => Promise<R>, idsOf: (arg: A) => number[]) {
  const afterChange = useAfterFloorChange();
  return useMutation<R, Error, A>({
    mutationFn: withToast(fn, toastOptions),
    onSettled: (_data, _error, arg) => afterChange(idsOf(arg)),
  });
}

export type ItemStatusChange = UpdateItemStatusBody & { itemId: number; orderId: number };

export function useUpdateItemStatus() {
  return useOrderAction(
    ({ itemId, status }: ItemStatusChange) =>
      apiCall(ORDERS_API.updateStatus, { params: { id: itemId }, body: { status } }),
    (arg) => [arg.orderId],
  );
}

export type FireCourse = { orderId: number; courseId: number };

/** Issue 21: sends an order's held course to the kitchen now ("Marchar plato fuerte"). */
export function useFireCourse() {
  return useOrderAction(
    ({ orderId, courseId }: FireCourse) =>
      apiCall(ORDERS_API.fireCourse, { params: { id: orderId }, body: { courseId } }),
    (arg) => [arg.orderId],
  );
}

export type CancelOrders = { orderIds: number[]; reason: string };

export function useCancelOrders() {
  return useOrderAction(
    (body: CancelOrders) => apiCall(ORDERS_API.cancel, { body }),
    (body) => body.orderIds,
  );
}

export type VoidItem = { itemId: number; orderId: number; reason: string };

export function useVoidItem() {
  return useOrderAction(
    ({ itemId, reason }: VoidItem) => apiCall(ORDERS_API.voidItem, { params: { id: itemId }, body: { reason } }),
    (arg) => [arg.orderId],
  );
}

export type TableMove = { mode: 'transfer' | 'merge'; fromTableId: number; toTableId: number; orderIds: number[] };

/** Mover mesa / Unir mesas; `orderIds` (the tables' orders as this screen saw them) are announced after. */
export function useMoveTable() {
  return useOrderAction(
    ({ mode, fromTableId, toTableId }: TableMove) =>
      apiCall(mode === 'transfer' ? ORDERS_API.transfer : ORDERS_API.mergeTables, {
        body: { fromTableId, toTableId },
      }),
    (arg) => arg.orderIds,
  );
}

/** Settings edit this list under the same key, so a new reason shows here at once. */
export function useVoidReasons() {
  return useQuery({
    queryKey: ['orders', 'void-reasons'],
    queryFn: async () => (await apiCall(VOID_REASONS_API.list)).reasons,
  });
}

/** Every table with its open orders, read fresh each time the move dialog opens. */
export function useFloorTables() {
  return useQuery({
    queryKey: ['orders', 'tables'],
    queryFn: async () => (await apiCall(ORDERS_API.tables)).tables,
    staleTime: 0,
    gcTime: 0,
  });
}

export function useCompleteOrders() {
  return useOrderAction(
    (orderIds: number[]) => apiCall(ORDERS_API.complete, { body: { orderIds } }),
    (ids) => ids,
  );
}

export type PayAndComplete = {
  pay: CompleteAndPaySettleBody & { orderIds: number[] };
  alsoComplete: number[];
  /** The payment attempt's key: a doubled or retried payment is stored once (issue 18). */
  idempotencyKey?: string;
};

/**
 * Pays the group's unpaid orders with one invoice, then completes the ones paid earlier (at the
 * POS), so the whole table closes with one tap.
 */
export function usePayAndComplete() {
  return useOrderAction(
    async ({ pay, alsoComplete, idempotencyKey }: PayAndComplete) => {
      const headers = idempotencyKey ? { [IDEMPOTENCY_HEADER]: idempotencyKey } : undefined;
      const paid = await apiCall(ORDERS_API.completeAndPay, { body: pay, headers });
      if (alsoComplete.length > 0) await apiCall(ORDERS_API.complete, { body: { orderIds: alsoComplete } });
      return paid;
    },
    ({ pay, alsoComplete }) => [...pay.orderIds, ...alsoComplete],
  );
}
