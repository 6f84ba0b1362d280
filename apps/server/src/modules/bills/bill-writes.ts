import type { BillLineBase, PricedBill } from '@comandero/contracts';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/types.js';
import { priceStoredBill } from './bill-view.js';

type Tx = Transaction<Database>;

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
