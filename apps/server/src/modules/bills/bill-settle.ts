import { BILLS_MESSAGES as M } from '@comandero/contracts';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/types.js';
import { conflict } from '../../http/http-error.js';
import { LostRace } from '../orders/order-guards.js';
import type { SplitRow, StoredBillLine } from './bills.repository.js';

type Tx = Transaction<Database>;

/**
 * Raises the paid quantity of the order lines a bill covers. By items: each line by the bill's
 * quantity, only while that keeps it within the line's quantity (a short count means another bill
 * paid it first). In equal parts no part owns a line: the last part paid marks them all.
 */
export async function markLinesPaid(
  tx: Tx,
  split: SplitRow,
  lines: readonly StoredBillLine[],
  orderIds: readonly number[],
): Promise<void> {
  if (split.mode === 'equal') {
    const unpaid = await tx
      .selectFrom('bills')
      .select('id')
      .where('split_id', '=', split.id)
      .where('status', '=', 'open')
      .execute();
    if (unpaid.length > 0) return;
    await tx
      .updateTable('order_items')
      .set({ paid_quantity: sql<number>`quantity` })
      .where('order_id', 'in', orderIds)
      .where('status', '!=', 'cancelled')
      .where('paid_quantity', '=', 0)
      .execute();
    return;
  }
  for (const l of lines) {
    if (l.order_item_id === null) continue;
    const res = await tx
      .updateTable('order_items')
      .set({ paid_quantity: sql<number>`paid_quantity + ${l.quantity}` })
      .where('id', '=', l.order_item_id)
      .where('status', '!=', 'cancelled')
      .where(sql<boolean>`paid_quantity + ${l.quantity} <= quantity`)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw new LostRace();
  }
}

/**
 * Orders whose charged lines are all paid become paid and completed (invoice: the bill that paid
 * their last line); the split closes with its last bill. Returns whether the table is settled: the
 * split is closed and no order of the table is left to pay.
 */
export async function closeSettledOrders(
  tx: Tx,
  splitId: number,
  orderIds: readonly number[],
  invoiceId: number,
  nowIso: string,
): Promise<boolean> {
  const owing = await tx
    .selectFrom('order_items')
    .select('order_id')
    .where('order_id', 'in', orderIds)
    .where('status', '!=', 'cancelled')
    .where(sql<boolean>`paid_quantity < quantity`)
    .execute();
  const stillOwing = new Set(owing.map((o) => o.order_id));
  // An order whose lines an earlier bill finished is paid already: only the still pending ones close now.
  const pending = await tx
    .selectFrom('orders')
    .select('id')
    .where('id', 'in', orderIds)
    .where('payment_status', '=', 'pending')
    .execute();
  const settled = pending.map((o) => o.id).filter((id) => !stillOwing.has(id));
  if (settled.length > 0) {
    const res = await tx
      .updateTable('orders')
      .set({ status: 'completed', payment_status: 'paid', invoice_id: invoiceId, updated_at: nowIso })
      .where('id', 'in', settled)
      .where('status', '=', 'created')
      .where('payment_status', '=', 'pending')
      .executeTakeFirst();
    // An order paid or closed by another route meanwhile: this split no longer describes the table.
    if (Number(res.numUpdatedRows) !== settled.length) throw conflict(M.tableChanged);
  }
  const unpaid = await tx
    .selectFrom('bills')
    .select('id')
    .where('split_id', '=', splitId)
    .where('status', '=', 'open')
    .execute();
  if (unpaid.length > 0) return false;
  const split = await tx
    .updateTable('bill_splits')
    .set({ status: 'paid', updated_at: nowIso })
    .where('id', '=', splitId)
    .returning('table_id')
    .executeTakeFirstOrThrow();
  // Rounds ordered after the cut and never added to a bill keep the table open, to be paid apart.
  const later = await tx
    .selectFrom('orders')
    .select('id')
    .where('table_id', '=', split.table_id)
    .where('status', '=', 'created')
    .where('payment_status', '=', 'pending')
    .executeTakeFirst();
  return later === undefined;
}

/**
 * Whether the split's bills still charge exactly the orders' charged lines: a line cancelled (or an
 * order changed) after the split was cut makes the parts wrong, and the table must be split again.
 */
export async function splitStillCoversOrders(tx: Tx, splitId: number, orderIds: readonly number[]): Promise<boolean> {
  const billed = await tx
    .selectFrom('bill_lines as l')
    .innerJoin('bills as b', 'b.id', 'l.bill_id')
    .select((eb) => eb.fn.sum<number | string | null>('l.gross').as('gross'))
    .where('b.split_id', '=', splitId)
    .executeTakeFirst();
  const charged = await tx
    .selectFrom('order_items')
    .select((eb) => eb.fn.sum<number | string | null>('line_total').as('gross'))
    .where('order_id', 'in', orderIds)
    .where('status', '!=', 'cancelled')
    .executeTakeFirst();
  return Number(billed?.gross ?? 0) === Number(charged?.gross ?? 0);
}
