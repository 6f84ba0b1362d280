import { BILLS_MESSAGES as M } from '@comandero/contracts';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/types.js';
import { conflict } from '../../http/http-error.js';
import { LostRace } from '../orders/order-guards.js';
import {
  billedAndCharged,
  owingOrderIds,
  payLineQuantity,
  payUnpaidLines,
  pendingOrderIds,
  settleOrders,
  tableHasUnpaidOrder,
} from './bill-orders.repository.js';
import { closeSplit } from './bill-writes.repository.js';
import { openBillIds, type SplitRow, type StoredBillLine } from './bills.repository.js';

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
    if ((await openBillIds(tx, { splitId: split.id })).length > 0) return;
    await payUnpaidLines(tx, orderIds);
    return;
  }
  for (const l of lines) {
    if (l.order_item_id === null) continue;
    if (!(await payLineQuantity(tx, l.order_item_id, l.quantity))) throw new LostRace();
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
  const stillOwing = await owingOrderIds(tx, orderIds);
  // An order whose lines an earlier bill finished is paid already: only the still pending ones close now.
  const settled = (await pendingOrderIds(tx, orderIds)).filter((id) => !stillOwing.has(id));
  if (settled.length > 0) {
    // An order paid or closed by another route meanwhile: this split no longer describes the table.
    if ((await settleOrders(tx, settled, invoiceId, nowIso)) !== settled.length) throw conflict(M.tableChanged);
  }
  if ((await openBillIds(tx, { splitId })).length > 0) return false;
  const tableId = await closeSplit(tx, splitId, nowIso);
  // Rounds ordered after the cut and never added to a bill keep the table open, to be paid apart.
  return !(await tableHasUnpaidOrder(tx, tableId));
}

/**
 * Whether the split's bills still charge exactly the orders' charged lines: a line cancelled (or an
 * order changed) after the split was cut makes the parts wrong, and the table must be split again.
 */
export async function splitStillCoversOrders(tx: Tx, splitId: number, orderIds: readonly number[]): Promise<boolean> {
  const { billed, charged } = await billedAndCharged(tx, splitId, orderIds);
  return billed === charged;
}
