import { toMinor, type PosInitOffline } from '@comandero/contracts';
import { isCashType, type PaymentTypeOption } from '../../lib/payment-plan';
import { offlineText } from '../../i18n/offline';
import type { PinVerifier } from './manager-pin';
import type { OutboxEntry } from './outbox';

/** GET /pos/init's `offline` block (issue 22); absent on a server without it. */
export type OfflineSettings = PosInitOffline;

export type PaymentGate =
  | { allowed: true }
  | { allowed: false; message: string }
  /** Over the limit: a manager's PIN may allow it (the order is then queued with managerApproved). */
  | { allowed: 'pin'; limitMinor: number; verifier: PinVerifier };

/**
 * May this payment (centavos) be queued offline? Only cash; only where the store allows it; and above
 * the limit on queued payments only with the manager's PIN. The server checks the first two again on
 * arrival. Without the settings block (an older server) a cash payment is queued as before the limit.
 */
export function offlinePaymentGate(
  paymentType: PaymentTypeOption | undefined,
  amountMinor: number,
  queued: readonly OutboxEntry[],
  settings: OfflineSettings | undefined,
): PaymentGate {
  const cash = settings?.cashPaymentTypeIds
    ? !!paymentType && settings.cashPaymentTypeIds.includes(paymentType.id)
    : isCashType(paymentType);
  if (!cash) return { allowed: false, message: offlineText.payment.cardRefused };
  if (!settings) return { allowed: true };
  if (!settings.paymentsAllowed) return { allowed: false, message: offlineText.payment.forbidden };
  if (settings.queueLimit === null) return { allowed: true };
  const limitMinor = toMinor(settings.queueLimit);
  const waiting = queued.filter((e) => e.route === 'pay' && e.state !== 'sent').reduce((sum, e) => sum + e.total, 0);
  if (waiting + amountMinor <= limitMinor) return { allowed: true };
  if (!settings.managerPin) return { allowed: false, message: offlineText.payment.noPin };
  return { allowed: 'pin', limitMinor, verifier: settings.managerPin };
}
