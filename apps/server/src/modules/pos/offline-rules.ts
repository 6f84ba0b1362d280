import { deviceTimeProblem, OFFLINE_MESSAGES } from '@comandero/contracts';
import { badRequest, conflict } from '../../http/http-error.js';

type OfflineFields = { deviceTime?: string; offline?: boolean };

/**
 * Issue 22: the rules on how an order travelled, checked after an idempotent replay has had its
 * chance (a key already stored answers its first result whatever the rules say today).
 *
 * - A device time must be plausible against the server's clock: not minutes ahead (a wrong tablet
 *   clock would misdate the order) nor older than a week (a forgotten queue needs a person).
 * - A payment replayed from the offline queue must be cash: card and transfer need the network at
 *   the moment of paying. And the store may forbid queued payments altogether (409: the store's
 *   choice, which may change back). Cash still needs an open drawer, checked by the writer.
 *
 * The queue's limit is not checked here: the queue is the device's, and the server sees its orders
 * one at a time. The browser asks for the manager's PIN and the order records managerApproved.
 */
export function checkOfflineDelivery(
  body: OfflineFields,
  withInvoice: boolean,
  paysCash: boolean,
  paymentsAllowed: number | null | undefined,
  now: Date,
): void {
  if (body.deviceTime !== undefined) {
    const problem = deviceTimeProblem(body.deviceTime, now.getTime());
    if (problem) throw badRequest(problem);
  }
  if (!withInvoice || body.offline !== true) return;
  if (!paysCash) throw badRequest(OFFLINE_MESSAGES.paymentKindNotOffline);
  if (paymentsAllowed === 0) throw conflict(OFFLINE_MESSAGES.paymentsForbidden);
}
