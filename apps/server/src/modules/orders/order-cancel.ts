import { ORDERS_MESSAGES as M } from '@comandero/contracts';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/types.js';
import { conflict } from '../../http/http-error.js';
import { requestCancelledOrderTickets } from '../printers/print-hooks.js';
import { LostRace } from './order-guards.js';
import { ordersRepository } from './orders.repository.js';
import { returnOrdersStock } from '../inventory/stock-returns.js';

/**
 * Cancels open, unpaid orders with the reason given (null from a spec client), in the caller's
 * transaction so an audit row can join it. A short count of changed rows (another screen paid or
 * closed one meanwhile) throws LostRace and the caller rolls everything back.
 */
export async function cancelOrders(
  tx: Transaction<Database>,
  input: { ids: readonly number[]; reason: string | null; userId: number; nowIso: string },
): Promise<number[]> {
  // Parts of a split bill may already be paid: cancelling would lose that money's orders.
  if (await ordersRepository(tx).inOpenSplit(tx, input.ids)) throw conflict(M.billSplitOpen);
  const res = await tx
    .updateTable('orders')
    .set({
      status: 'cancelled',
      cancel_reason: input.reason,
      cancelled_at: input.nowIso,
      cancelled_by: input.userId,
      updated_at: input.nowIso,
    })
    .where('id', 'in', input.ids)
    .where('status', '=', 'created')
    // A paid order was charged: it may be completed, never cancelled.
    .where('payment_status', '=', 'pending')
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== input.ids.length) throw new LostRace();
  // Issue 20: "ANULADO" at the stations still making their lines.
  await requestCancelledOrderTickets(tx, { orderIds: input.ids, reason: input.reason }, input.nowIso);
  // Issue 24: their lines' stock comes back (or is waste, where the kitchen had started). Answers
  // the menu items whose availability flipped.
  return returnOrdersStock(tx, input.ids, input);
}
