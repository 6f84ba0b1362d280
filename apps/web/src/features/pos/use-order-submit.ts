import {
  IDEMPOTENCY_HEADER,
  POS_MESSAGES,
  submitTotals,
  type CreateOrderAndInvoiceBody,
  type CreateOrderBody,
  type OrderResult,
} from '@comandero/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { posText } from '../../i18n/pos';
import { api } from '../../lib/api-client';
import { ApiError, errorMessage } from '../../lib/api-error';
import type { PosState } from './cart-state';
import { createIdempotencyKeys } from './idempotency';
import { POS_INIT_KEY } from './pos-api';

export type SubmitKind = 'kitchen' | 'pay';

const ROUTES = { kitchen: '/pos/create-order', pay: '/pos/create-order-and-invoice' } as const;
const FALLBACKS = { kitchen: posText.submit.kitchenFailed, pay: posText.submit.payFailed } as const;

/** The §7 body; totals are sent on both routes so a stale catalogue is caught before the kitchen sees it. */
export function orderBody(state: PosState, paymentTypeId?: number): CreateOrderBody | CreateOrderAndInvoiceBody {
  return {
    cart: state.cart,
    deliveryType: state.deliveryType || null,
    customerType: state.customerType,
    customerId: state.customerType === 'CUSTOMER' ? state.customer : null,
    tableId: state.tableId,
    ...submitTotals(state.cart),
    ...(paymentTypeId === undefined ? {} : { paymentTypeId }),
  };
}

/**
 * Order submit (spec §4): a loading toast, then success (the caller clears the cart and prints) or
 * the server message / fallback. A ref guards the in-flight request synchronously, because two
 * clicks can land before React re-renders the disabled button.
 */
export function useOrderSubmit(onSuccess: (result: OrderResult, kind: SubmitKind, sent: PosState) => void) {
  const queryClient = useQueryClient();
  const keys = useRef(createIdempotencyKeys()).current;
  const inFlight = useRef(false);
  const [pending, setPending] = useState<SubmitKind | null>(null);

  async function submit(kind: SubmitKind, state: PosState, paymentTypeId?: number): Promise<boolean> {
    if (inFlight.current) return false;
    inFlight.current = true;
    setPending(kind);
    const body = orderBody(state, paymentTypeId);
    const key = keys.keyFor(`${kind}:${JSON.stringify(body)}`);
    const toastId = toast.loading(posText.submit.sending);
    try {
      const result = await api.post<OrderResult>(ROUTES[kind], body, { headers: { [IDEMPOTENCY_HEADER]: key } });
      keys.done();
      toast.dismiss(toastId);
      toast.success(result.message);
      onSuccess(result, kind, state);
      return true;
    } catch (err) {
      toast.dismiss(toastId);
      toast.error(errorMessage(err, FALLBACKS[kind]));
      if (err instanceof ApiError && err.status === 409 && err.message === POS_MESSAGES.pricesChanged) {
        void queryClient.invalidateQueries({ queryKey: POS_INIT_KEY });
      }
      return false;
    } finally {
      inFlight.current = false;
      setPending(null);
    }
  }

  return { submit, pending };
}
