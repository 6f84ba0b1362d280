import type { BillLineBase, PricedBill } from '@comandero/contracts';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/types.js';
import { priceStoredBill } from './bill-view.js';
import type { StoredBillLine } from './bills.repository.js';

type Tx = Transaction<Database>;

/** The stored discount columns of a bill or a line; all null: none. */
export type DiscountColumns = {
  discount_kind: string | null;
  discount_value: number | null;
  discount_reason: string | null;
};

/**
 * Writes of a split, its bills and their lines, inside the caller's transaction. A conditional write
 * answers whether its row was still in the state it needs (the caller refuses otherwise).
 */

export async function insertSplit(
  tx: Tx,
  split: { tableId: number; mode: string; partCount: number; userId: number; nowIso: string },
): Promise<number> {
  const row = await tx
    .insertInto('bill_splits')
    .values({
      table_id: split.tableId,
      mode: split.mode,
      status: 'open',
      part_count: split.partCount,
      created_by: split.userId,
      created_at: split.nowIso,
      updated_at: split.nowIso,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertBill(
  tx: Tx,
  bill: { splitId: number; partIndex: number; userId: number; nowIso: string },
  lines: readonly BillLineBase[],
  priced: PricedBill,
): Promise<number> {
  const row = await tx
    .insertInto('bills')
    .values({
      split_id: bill.splitId,
      part_index: bill.partIndex,
      status: 'open',
      items_total: priced.itemsTotal,
      discount_total: priced.discountTotal,
      net_total: priced.netTotal,
      tax_total: priced.taxTotal,
      total: priced.total,
      created_by: bill.userId,
      created_at: bill.nowIso,
      updated_at: bill.nowIso,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertBillLines(tx, row.id, lines, priced);
  return row.id;
}

/** Lines priced with `priced` (its lines in the same order) onto the bill `billId`. */
export async function insertBillLines(
  tx: Tx,
  billId: number,
  lines: readonly BillLineBase[],
  priced: PricedBill,
): Promise<void> {
  if (lines.length === 0) return;
  await tx
    .insertInto('bill_lines')
    .values(
      lines.map((l, i) => ({
        bill_id: billId,
        order_item_id: l.orderItemId,
        quantity: l.quantity,
        gross: l.gross,
        base_tax: l.baseTax,
        tax_title: l.taxTitle,
        tax_rate_bp: l.taxRateBp,
        tax_type: l.taxType,
        tax_amount: priced.lines[i].taxAmount,
        payable: priced.lines[i].payable,
      })),
    )
    .execute();
}

/** Re-prices a bill from its stored lines and discounts, keeping the stored figures in step. */
export async function repriceBill(tx: Tx, billId: number, nowIso: string): Promise<PricedBill> {
  const bill = await tx.selectFrom('bills').selectAll().where('id', '=', billId).executeTakeFirstOrThrow();
  const lines = await tx.selectFrom('bill_lines').selectAll().where('bill_id', '=', billId).orderBy('id').execute();
  const priced = priceStoredBill(bill, lines);
  for (const [i, l] of lines.entries()) {
    const p = priced.lines[i];
    await tx
      .updateTable('bill_lines')
      .set({ discount_amount: p.lineDiscount, tax_amount: p.taxAmount, payable: p.payable })
      .where('id', '=', l.id)
      .execute();
  }
  await tx
    .updateTable('bills')
    .set({
      items_total: priced.itemsTotal,
      discount_total: priced.discountTotal,
      net_total: priced.netTotal,
      tax_total: priced.taxTotal,
      total: priced.total,
      updated_at: nowIso,
    })
    .where('id', '=', billId)
    .execute();
  return priced;
}

/** Touches an open bill (its row lock); false when it is no longer open. */
export async function touchOpenBill(tx: Tx, billId: number, nowIso: string): Promise<boolean> {
  const res = await tx
    .updateTable('bills')
    .set({ updated_at: nowIso })
    .where('id', '=', billId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Marks an open bill paid; false when another payment got it first. */
export async function claimBillPaid(tx: Tx, billId: number, nowIso: string): Promise<boolean> {
  const res = await tx
    .updateTable('bills')
    .set({ status: 'paid', paid_at: nowIso, updated_at: nowIso })
    .where('id', '=', billId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function linkBillInvoice(tx: Tx, billId: number, invoiceId: number): Promise<void> {
  await tx.updateTable('bills').set({ invoice_id: invoiceId }).where('id', '=', billId).execute();
}

export async function setBillDiscount(tx: Tx, billId: number, columns: DiscountColumns): Promise<void> {
  await tx.updateTable('bills').set(columns).where('id', '=', billId).execute();
}

export async function setLineDiscount(tx: Tx, lineId: number, columns: DiscountColumns): Promise<void> {
  await tx.updateTable('bill_lines').set(columns).where('id', '=', lineId).execute();
}

export async function setBillTip(tx: Tx, billId: number, tip: number, nowIso: string): Promise<void> {
  await tx.updateTable('bills').set({ tip, updated_at: nowIso }).where('id', '=', billId).execute();
}

/** Merges line `from` into its twin line `into` (quantities and amounts add up) and drops it. */
export async function joinLine(tx: Tx, from: StoredBillLine, into: StoredBillLine): Promise<void> {
  await tx
    .updateTable('bill_lines')
    .set({
      quantity: into.quantity + from.quantity,
      gross: into.gross + from.gross,
      base_tax: into.base_tax + from.base_tax,
    })
    .where('id', '=', into.id)
    .execute();
  await tx.deleteFrom('bill_lines').where('id', '=', from.id).execute();
}

export async function moveLine(tx: Tx, lineId: number, billId: number): Promise<void> {
  await tx.updateTable('bill_lines').set({ bill_id: billId }).where('id', '=', lineId).execute();
}

export async function deleteBill(tx: Tx, billId: number): Promise<void> {
  await tx.deleteFrom('bills').where('id', '=', billId).execute();
}

/**
 * Drops a split with its bills, lines and held orders; answers the orders it held. The explicit
 * deletes do not rely on SQLite enforcing the cascades.
 */
export async function deleteSplit(tx: Tx, splitId: number, billIds: readonly number[]): Promise<number[]> {
  if (billIds.length > 0) {
    await tx.deleteFrom('bill_lines').where('bill_id', 'in', billIds).execute();
    await tx.deleteFrom('bills').where('id', 'in', billIds).execute();
  }
  const orders = await tx.selectFrom('bill_split_orders').select('order_id').where('split_id', '=', splitId).execute();
  await tx.deleteFrom('bill_split_orders').where('split_id', '=', splitId).execute();
  await tx.deleteFrom('bill_splits').where('id', '=', splitId).execute();
  return orders.map((o) => o.order_id);
}

/** Closes a split with its last bill paid; answers its table. */
export async function closeSplit(tx: Tx, splitId: number, nowIso: string): Promise<number> {
  const split = await tx
    .updateTable('bill_splits')
    .set({ status: 'paid', updated_at: nowIso })
    .where('id', '=', splitId)
    .returning('table_id')
    .executeTakeFirstOrThrow();
  return split.table_id;
}
