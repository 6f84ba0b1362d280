import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/types.js';

type Tx = Transaction<Database>;

/**
 * What a split does to the table's orders and their lines: which orders it holds, their row locks,
 * the paid quantity of each line and the orders it settles. Every write is conditional; its count
 * tells the caller whether the rows were still as it read them.
 */

/**
 * Touches open, unpaid orders (of `tableId`, when given), taking their row locks: a payment, a
 * move or a void of them waits for this transaction. Answers how many were still open and unpaid.
 */
export async function touchUnpaidOrders(
  tx: Tx,
  orderIds: readonly number[],
  nowIso: string,
  tableId?: number,
): Promise<number> {
  let touch = tx
    .updateTable('orders')
    .set({ updated_at: nowIso })
    .where('id', 'in', orderIds)
    .where('status', '=', 'created')
    .where('payment_status', '=', 'pending');
  if (tableId !== undefined) touch = touch.where('table_id', '=', tableId);
  const res = await touch.executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/** Whether any of the orders is held by a split already. */
export async function anyHeldBySplit(tx: Tx, orderIds: readonly number[]): Promise<boolean> {
  const held = await tx.selectFrom('bill_split_orders').select('order_id').where('order_id', 'in', orderIds).execute();
  return held.length > 0;
}

/** Unique on order_id: an order is held by one split at most, whoever gets past the split's lock. */
export async function holdOrders(tx: Tx, splitId: number, orderIds: readonly number[]): Promise<void> {
  await tx
    .insertInto('bill_split_orders')
    .values(orderIds.map((order_id) => ({ split_id: splitId, order_id })))
    .execute();
}

export async function heldOrderIds(tx: Tx, splitId: number): Promise<number[]> {
  const rows = await tx
    .selectFrom('bill_split_orders')
    .select('order_id')
    .where('split_id', '=', splitId)
    .orderBy('order_id')
    .execute();
  return rows.map((r) => r.order_id);
}

/** The charged lines of the orders not paid at all yet, wholly paid (the last equal part). */
export async function payUnpaidLines(tx: Tx, orderIds: readonly number[]): Promise<void> {
  await tx
    .updateTable('order_items')
    .set({ paid_quantity: sql<number>`quantity` })
    .where('order_id', 'in', orderIds)
    .where('status', '!=', 'cancelled')
    .where('paid_quantity', '=', 0)
    .execute();
}

/** Raises a charged line's paid quantity, only while that keeps it within its quantity. */
export async function payLineQuantity(tx: Tx, orderItemId: number, quantity: number): Promise<boolean> {
  const res = await tx
    .updateTable('order_items')
    .set({ paid_quantity: sql<number>`paid_quantity + ${quantity}` })
    .where('id', '=', orderItemId)
    .where('status', '!=', 'cancelled')
    .where(sql<boolean>`paid_quantity + ${quantity} <= quantity`)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** The orders, among these, with a charged line not wholly paid. */
export async function owingOrderIds(tx: Tx, orderIds: readonly number[]): Promise<Set<number>> {
  const owing = await tx
    .selectFrom('order_items')
    .select('order_id')
    .where('order_id', 'in', orderIds)
    .where('status', '!=', 'cancelled')
    .where(sql<boolean>`paid_quantity < quantity`)
    .execute();
  return new Set(owing.map((o) => o.order_id));
}

export async function pendingOrderIds(tx: Tx, orderIds: readonly number[]): Promise<number[]> {
  const pending = await tx
    .selectFrom('orders')
    .select('id')
    .where('id', 'in', orderIds)
    .where('payment_status', '=', 'pending')
    .execute();
  return pending.map((o) => o.id);
}

/** Open unpaid orders become paid and completed by `invoiceId`; answers how many still were. */
export async function settleOrders(
  tx: Tx,
  orderIds: readonly number[],
  invoiceId: number,
  nowIso: string,
): Promise<number> {
  const res = await tx
    .updateTable('orders')
    .set({ status: 'completed', payment_status: 'paid', invoice_id: invoiceId, updated_at: nowIso })
    .where('id', 'in', orderIds)
    .where('status', '=', 'created')
    .where('payment_status', '=', 'pending')
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

/** Whether the table has an open, unpaid order (rounds ordered after the cut and never billed). */
export async function tableHasUnpaidOrder(tx: Tx, tableId: number): Promise<boolean> {
  const later = await tx
    .selectFrom('orders')
    .select('id')
    .where('table_id', '=', tableId)
    .where('status', '=', 'created')
    .where('payment_status', '=', 'pending')
    .executeTakeFirst();
  return later !== undefined;
}

/** What the split's bills charge before discounts, and what the orders' charged lines do (centavos). */
export async function billedAndCharged(
  tx: Tx,
  splitId: number,
  orderIds: readonly number[],
): Promise<{ billed: number; charged: number }> {
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
  return { billed: Number(billed?.gross ?? 0), charged: Number(charged?.gross ?? 0) };
}

/** The payment's party: each order's service and customer, oldest first. */
export function partyOf(tx: Tx, orderIds: readonly number[]) {
  return tx
    .selectFrom('orders')
    .select(['delivery_type', 'customer_id'])
    .where('id', 'in', orderIds)
    .orderBy('id')
    .execute();
}
