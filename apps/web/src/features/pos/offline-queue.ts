import {
  cartTotals,
  toMinor,
  type CreateOrderAndInvoiceBody,
  type CreateOrderBody,
  type PosInitResponse,
} from '@comandero/contracts';
import toast from 'react-hot-toast';
import { offlineText } from '../../i18n/offline';
import {
  deviceTimeOf,
  offlinePaymentGate,
  outboxRuntime,
  type OfflineSettings,
  type OutboxView,
  type PinVerifier,
} from '../offline';
import type { PosState } from './cart-state';
import type { PayExtras } from './pay-extras';

type SubmitKind = 'kitchen' | 'pay';

/** What the POS keeps of a queued order, to show it, edit it or re-price it later. */
export type QueuedPos = { state: PosState; paymentTypeId?: number; extras?: PayExtras };

/** The POS screen's part in queueing an order offline. */
export type OfflineQueueing = {
  userId: string;
  settings: OfflineSettings | undefined;
  paymentTypes: PosInitResponse['paymentTypes'];
  viewOf: (state: PosState, paymentTypeId?: number) => OutboxView;
  /** Over the queued-payments limit: a manager's PIN may allow it. Resolves true once allowed. */
  askPin: (limitMinor: number, verifier: PinVerifier) => Promise<boolean>;
  onQueued: (id: number, kind: SubmitKind, sent: PosState) => void;
};

type Attempt = {
  kind: SubmitKind;
  key: string;
  body: CreateOrderBody | CreateOrderAndInvoiceBody;
  state: PosState;
  paymentTypeId?: number;
  extras?: PayExtras;
};

/** Centavos the customer pays: the cart priced with the shared module, plus the tip. */
export const amountOf = (state: PosState, extras?: PayExtras) =>
  cartTotals(state.cart).payableTotal + (extras && extras.tip > 0 ? toMinor(extras.tip) : 0);

/**
 * Queues an order the server could not be reached for (issue 22), priced on the device as the cart
 * shows it, under the Idempotency-Key of the attempt, with the device time and `offline: true`. A
 * payment is queued only in cash, where the store allows it and within its limit (or with the PIN).
 */
export async function queueOffline(
  q: OfflineQueueing,
  a: Attempt,
): Promise<{ queued: true } | { queued: false; message: string }> {
  const total = amountOf(a.state, a.extras);
  let managerApproved = false;
  if (a.kind === 'pay') {
    const type = q.paymentTypes.find((t) => t.id === a.paymentTypeId);
    const gate = offlinePaymentGate(type, total, outboxRuntime().openEntries(), q.settings);
    if (gate.allowed === false) {
      toast.error(gate.message);
      return { queued: false, message: gate.message };
    }
    if (gate.allowed === 'pin') {
      if (!(await q.askPin(gate.limitMinor, gate.verifier))) return { queued: false, message: offlineText.pin.refused };
      managerApproved = true;
    }
  }
  const deviceTime = deviceTimeOf(new Date());
  const pos: QueuedPos = { state: a.state, paymentTypeId: a.paymentTypeId, extras: a.extras };
  const id = await outboxRuntime().enqueue({
    key: a.key,
    route: a.kind,
    body: { ...a.body, deviceTime, offline: true, ...(managerApproved ? { managerApproved: true } : {}) },
    total,
    deviceTime,
    userId: q.userId,
    view: q.viewOf(a.state, a.paymentTypeId),
    pos,
  });
  toast.success(offlineText.queued);
  q.onQueued(id, a.kind, a.state);
  return { queued: true };
}
