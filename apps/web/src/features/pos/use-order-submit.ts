import {
  CASH_DRAWER_MESSAGES,
  IDEMPOTENCY_HEADER,
  POS_API,
  POS_MESSAGES,
  submitTotals,
  type CreateOrderAndInvoiceBody,
  type CreateOrderBody,
  type OrderResult,
  type PosInitResponse,
} from '@comandero/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { posText } from '../../i18n/pos';
import { apiCall } from '../../lib/api-call';
import { ApiError, errorMessage } from '../../lib/api-error';
import { isUnreachable } from '../offline';
import type { PosState } from './cart-state';
import type { PayExtras } from './pay-extras';
import { POS_INIT_QUERY_KEY } from '../../lib/query-keys';
import { createIdempotencyKeys } from '../../lib/idempotency-keys';
import { fetchPosInit } from './pos-api';
import { queueOffline, type OfflineQueueing } from './offline-queue';

export type SubmitKind = 'kitchen' | 'pay';

const ROUTES = { kitchen: POS_API.createOrder, pay: POS_API.createOrderAndInvoice } as const;
const SUBMIT_TIMEOUT_MS = 20_000;
const FALLBACKS = { kitchen: posText.submit.kitchenFailed, pay: posText.submit.payFailed } as const;

/**
 * The §7 body; totals are sent on both routes so a stale catalogue is caught before the kitchen sees it.
 * `state.heldCourses` is sent as given (the POS passes heldToSend's); none held, the field is left out.
 */
export function orderBody(
  state: PosState,
  paymentTypeId?: number,
  extras?: PayExtras,
): CreateOrderBody | CreateOrderAndInvoiceBody {
  return {
    cart: state.cart,
    deliveryType: state.deliveryType || null,
    customerType: state.customerType,
    customerId: state.customerType === 'CUSTOMER' ? state.customer : null,
    tableId: state.tableId,
    ...(state.heldCourses && state.heldCourses.length > 0 ? { heldCourses: state.heldCourses } : {}),
    ...submitTotals(state.cart),
    ...(paymentTypeId === undefined ? {} : { paymentTypeId }),
    // Issue 18: only a tip is sent (the spec's body otherwise); the cash received stays on the receipt.
    ...(extras && extras.tip > 0 ? { tip: extras.tip, confirmAboveSuggested: extras.confirmAboveSuggested } : {}),
  };
}

export type OrderSubmitHandlers = {
  onSuccess: (result: OrderResult, kind: SubmitKind, sent: PosState, extras?: PayExtras) => void;
  /** The server refused the order for its content: here is the fresh catalogue to re-price the cart with. */
  onCatalogueRefreshed: (init: PosInitResponse) => void;
  /** Issue 22: with the server out of reach the order is queued on the device instead. */
  offline?: OfflineQueueing;
};

/** 409s that say nothing about the catalogue: a reused key, and cash with no open drawer (issue 18). */
const OTHER_CONFLICTS: readonly string[] = [
  POS_MESSAGES.idempotencyKeyReused,
  CASH_DRAWER_MESSAGES.cashNeedsOpenDrawer,
  CASH_DRAWER_MESSAGES.cashNeedsTerminal,
];

/**
 * A 400 (an item, option, table or payment type is no longer valid) or a 409 (prices changed) means
 * the POS works from an outdated catalogue.
 */
function isCatalogueRefusal(err: unknown): boolean {
  if (!(err instanceof ApiError)) return false;
  return err.status === 400 || (err.status === 409 && !OTHER_CONFLICTS.includes(err.message));
}

/**
 * Order submit (spec §4): a loading toast, then success (the caller clears the cart and prints) or
 * the server message / fallback. A ref guards the in-flight request synchronously, because two
 * clicks can land before React re-renders the disabled button.
 */
export function useOrderSubmit({ onSuccess, onCatalogueRefreshed, offline }: OrderSubmitHandlers) {
  const queryClient = useQueryClient();
  const keys = useRef(createIdempotencyKeys()).current;
  const inFlight = useRef(false);
  const [pending, setPending] = useState<SubmitKind | null>(null);
  // The last failure, for the open submit dialog: its modal hides the toasts from screen readers.
  const [error, setError] = useState<string | null>(null);

  async function refreshCatalogue() {
    try {
      // fetchQuery, not invalidate: the cart must be re-priced even when the refetched data is equal
      // to the cached one (structural sharing would keep the same object and no effect would run).
      const init = await queryClient.fetchQuery({ queryKey: POS_INIT_QUERY_KEY, queryFn: fetchPosInit, staleTime: 0 });
      onCatalogueRefreshed(init);
    } catch {
      // The refusal was already shown; the next submit or visit tries again.
    }
  }

  async function submit(
    kind: SubmitKind,
    state: PosState,
    paymentTypeId?: number,
    extras?: PayExtras,
  ): Promise<boolean> {
    if (inFlight.current) return false;
    inFlight.current = true;
    setPending(kind);
    setError(null);
    const body = orderBody(state, paymentTypeId, extras);
    const key = keys.keyFor(`${kind}:${JSON.stringify(body)}`);
    // Queues the order under the key this attempt had: if the lost request did reach the server, the
    // replay is answered that order instead of storing a second one.
    const queue = async () => {
      if (!offline) return false;
      const outcome = await queueOffline(offline, { kind, key, body, state, paymentTypeId, extras });
      if (outcome.queued) keys.done();
      else setError(outcome.message);
      return outcome.queued;
    };
    if (offline && typeof navigator !== 'undefined' && !navigator.onLine) {
      try {
        return await queue();
      } finally {
        inFlight.current = false;
        setPending(null);
      }
    }
    const toastId = toast.loading(posText.submit.sending);
    try {
      const headers = { [IDEMPOTENCY_HEADER]: key };
      // Without an answer by then the server counts as out of reach, and the order is queued (issue 22).
      const signal = offline ? AbortSignal.timeout(SUBMIT_TIMEOUT_MS) : undefined;
      const result = await apiCall(ROUTES[kind], { body, headers, signal });
      keys.done();
      toast.dismiss(toastId);
      toast.success(result.message);
      onSuccess(result, kind, state, extras);
      return true;
    } catch (err) {
      toast.dismiss(toastId);
      if (offline && isUnreachable(err)) return await queue();
      const message = errorMessage(err, FALLBACKS[kind]);
      toast.error(message);
      setError(message);
      // A 4xx answer means nothing was written: the next attempt is a new one. A lost answer (network
      // error) or a 5xx keeps the key, so a retry returns the order if it did commit.
      if (err instanceof ApiError && err.status >= 400 && err.status < 500) keys.done();
      if (isCatalogueRefusal(err)) await refreshCatalogue();
      return false;
    } finally {
      inFlight.current = false;
      setPending(null);
    }
  }

  return { submit, pending, error, clearError: () => setError(null) };
}
