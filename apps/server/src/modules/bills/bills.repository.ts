import type { TipRoundTo } from '@comandero/contracts';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/types.js';
import type { OrderRecord } from '../orders/order-read.repository.js';
import { cashPaymentTypeIds } from '../payments/tenders.js';
import { asksTipFor, readTipSetting } from '../settings/tip-setting.repository.js';
import { loadOutsideOrders } from './outside-orders.js';

type Executor = Kysely<Database> | Transaction<Database>;

export type SplitRow = Selectable<Database['bill_splits']>;
export type BillRow = Selectable<Database['bills']>;
export type StoredBillLine = Selectable<Database['bill_lines']>;
export type BillLineRow = StoredBillLine & {
  item_title: string | null;
  variant_title: string | null;
  /** The order line's snapshot, for the receipt (issue 18): unit price in centavos, notes, add-on titles. */
  unit_price: number | null;
  notes: string | null;
  addons: string[];
};
export type PaymentRow = Selectable<Database['bill_payments']>;

export type SplitRecord = {
  split: SplitRow;
  orderIds: number[];
  bills: (BillRow & { lines: BillLineRow[]; payments: PaymentRow[] })[];
  /** The store's suggested tip (basis points) and whether this table's service asks for one. */
  tip: { bp: number; ask: boolean; roundTo: TipRoundTo };
  cashPaymentTypeIds: number[];
  /** While the split is open: the table's open, unpaid orders that none of its bills holds. */
  outsideOrders: OrderRecord[];
};

/** Reads of a split with its bills, lines, payments and outside orders (a fixed number of queries). */
export async function loadSplit(db: Executor, splitId: number): Promise<SplitRecord | undefined> {
  const split = await db.selectFrom('bill_splits').selectAll().where('id', '=', splitId).executeTakeFirst();
  if (!split) return undefined;
  const orders = await db
    .selectFrom('bill_split_orders')
    .select('order_id')
    .where('split_id', '=', splitId)
    .orderBy('order_id')
    .execute();
  const bills = await db
    .selectFrom('bills')
    .selectAll()
    .where('split_id', '=', splitId)
    .orderBy('part_index')
    .orderBy('id')
    .execute();
  const billIds = bills.map((b) => b.id);
  const rows = billIds.length
    ? await db
        .selectFrom('bill_lines as l')
        .leftJoin('order_items as i', 'i.id', 'l.order_item_id')
        .selectAll('l')
        .select(['i.item_title', 'i.variant_title', 'i.unit_price', 'i.notes'])
        .where('l.bill_id', 'in', billIds)
        .orderBy('l.id')
        .execute()
    : [];
  const itemIds = [...new Set(rows.flatMap((l) => (l.order_item_id === null ? [] : [l.order_item_id])))];
  const addonRows = itemIds.length
    ? await db
        .selectFrom('order_item_addons')
        .select(['order_item_id', 'title'])
        .where('order_item_id', 'in', itemIds)
        .orderBy('id')
        .execute()
    : [];
  const lines: BillLineRow[] = rows.map((l) => ({
    ...l,
    addons: addonRows.filter((a) => a.order_item_id === l.order_item_id).map((a) => a.title),
  }));
  const setting = await readTipSetting(db);
  const cashTypeIds = await cashPaymentTypeIds(db);
  const first = orders.length
    ? await db.selectFrom('orders').select('delivery_type').where('id', '=', orders[0].order_id).executeTakeFirst()
    : undefined;
  // A closed split's table may have been served again since: those orders are no business of it.
  const outsideOrders = split.status === 'open' ? await loadOutsideOrders(db, split.table_id) : [];
  const payments = billIds.length
    ? await db.selectFrom('bill_payments').selectAll().where('bill_id', 'in', billIds).orderBy('id').execute()
    : [];
  return {
    split,
    orderIds: orders.map((o) => o.order_id),
    tip: { bp: setting.bp, ask: asksTipFor(setting, first?.delivery_type), roundTo: setting.roundTo },
    cashPaymentTypeIds: cashTypeIds,
    outsideOrders,
    bills: bills.map((b) => ({
      ...b,
      lines: lines.filter((l) => l.bill_id === b.id),
      payments: payments.filter((p) => p.bill_id === b.id),
    })),
  };
}

export const splitExists = (db: Executor, splitId: number) =>
  db.selectFrom('bill_splits').select('id').where('id', '=', splitId).executeTakeFirst();

/** The split a bill row points to (its foreign key): there is one. */
export const splitOfBillRow = (db: Executor, splitId: number) =>
  db.selectFrom('bill_splits').select(['id', 'table_id']).where('id', '=', splitId).executeTakeFirstOrThrow();

export function openSplitOfTable(db: Executor, tableId: number) {
  return db
    .selectFrom('bill_splits')
    .select('id')
    .where('table_id', '=', tableId)
    .where('status', '=', 'open')
    .executeTakeFirst();
}

export function splitOfBill(db: Executor, billId: number) {
  return db.selectFrom('bills').select(['split_id', 'status']).where('id', '=', billId).executeTakeFirst();
}

/**
 * Locks an open split for the rest of the transaction (a touch of its row): every write to a
 * split's bills goes through here first, so on PostgreSQL they queue instead of interleaving.
 */
export async function lockOpenSplit(tx: Transaction<Database>, splitId: number, nowIso: string): Promise<boolean> {
  const res = await tx
    .updateTable('bill_splits')
    .set({ updated_at: nowIso })
    .where('id', '=', splitId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** A bill with its lines as stored (lines in the database's order, as the payment has always priced them). */
export async function storedBill(tx: Executor, billId: number): Promise<{ bill: BillRow; lines: StoredBillLine[] }> {
  const bill = await tx.selectFrom('bills').selectAll().where('id', '=', billId).executeTakeFirstOrThrow();
  const lines = await tx.selectFrom('bill_lines').selectAll().where('bill_id', '=', billId).execute();
  return { bill, lines };
}

export const billStatus = (tx: Executor, billId: number) =>
  tx.selectFrom('bills').select('status').where('id', '=', billId).executeTakeFirst();

/** The bills of a split still to pay, or those among `billIds`. */
export async function openBillIds(tx: Executor, of: { splitId: number } | { billIds: number[] }): Promise<number[]> {
  let open = tx.selectFrom('bills').select('id').where('status', '=', 'open');
  open = 'splitId' in of ? open.where('split_id', '=', of.splitId) : open.where('id', 'in', of.billIds);
  return (await open.execute()).map((b) => b.id);
}

export const billsOfSplit = (tx: Executor, splitId: number) =>
  tx.selectFrom('bills').select(['id', 'status']).where('split_id', '=', splitId).execute();

export async function anyBillPayment(tx: Executor, billIds: readonly number[]): Promise<boolean> {
  const paid = await tx.selectFrom('bill_payments').select('id').where('bill_id', 'in', billIds).execute();
  return paid.length > 0;
}

/** A line of the bill: its gross for a discount's bound. */
export const billLine = (tx: Executor, billId: number, lineId: number) =>
  tx
    .selectFrom('bill_lines')
    .select(['id', 'gross'])
    .where('id', '=', lineId)
    .where('bill_id', '=', billId)
    .executeTakeFirst();

export const linesOfBill = (tx: Executor, billId: number) =>
  tx.selectFrom('bill_lines').selectAll().where('bill_id', '=', billId).execute();
