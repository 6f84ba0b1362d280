import {
  toMajor,
  UNSPECIFIED_PAYMENT_TYPE,
  type InvoiceBill,
  type InvoiceDetail,
  type InvoiceTax,
} from '@comandero/contracts';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/types.js';
import { loadSplit } from '../bills/bills.repository.js';
import { toSplitView } from '../bills/bill-view.js';
import { taxLabel } from '../payments/priced-view.js';

type InvoiceRow = Pick<
  Selectable<Database['invoices']>,
  'id' | 'sub_total' | 'tax_total' | 'total' | 'tip' | 'discount_total' | 'payment_type_id' | 'payment_type_title'
> & { current_payment_title: string | null };

/**
 * The bill an invoice paid, through the split view the table showed: the same label ("Cuenta 2 de 3"),
 * lines, discounts, taxes and payments the receipt printed after paying, re-read from the stored bill.
 */
async function billOf(db: Db, invoiceId: number): Promise<InvoiceBill | undefined> {
  const row = await db
    .selectFrom('bills')
    .select(['id', 'split_id'])
    .where('invoice_id', '=', invoiceId)
    .executeTakeFirst();
  if (!row) return undefined;
  const record = await loadSplit(db, row.split_id);
  const view = record && toSplitView(record).bills.find((b) => b.id === row.id);
  if (!record || !view) return undefined;
  return {
    id: view.id,
    splitId: view.splitId,
    partIndex: view.partIndex,
    partCount: view.partCount,
    label: view.label,
    lines: view.lines,
    itemsTotal: view.itemsTotal,
    discountTotal: view.discountTotal,
    billDiscount: view.billDiscount,
    netTotal: view.netTotal,
    taxTotal: view.taxTotal,
    taxes: view.taxes,
    total: view.total,
    tip: view.tip,
    due: view.due,
    payments: view.payments,
    orderIds: record.orderIds,
  };
}

/** Each tax of the charged lines of the invoice's orders, in the order the lines were taken. */
async function orderTaxes(db: Db, invoiceId: number): Promise<{ itemsTotal: number; taxes: InvoiceTax[] }> {
  const lines = await db
    .selectFrom('order_items as i')
    .innerJoin('orders as o', 'o.id', 'i.order_id')
    .select(['i.line_total', 'i.tax_title', 'i.tax_rate_bp', 'i.tax_type', 'i.tax_amount'])
    .where('o.invoice_id', '=', invoiceId)
    .where('i.status', '!=', 'cancelled')
    .orderBy('i.id')
    .execute();
  const taxes = new Map<
    string,
    { title: string | null; bp: number; type: 'inclusive' | 'exclusive'; amount: number }
  >();
  for (const l of lines) {
    if (l.tax_type !== 'inclusive' && l.tax_type !== 'exclusive') continue;
    const bp = l.tax_rate_bp ?? 0;
    const key = `${l.tax_type}|${bp}|${l.tax_title ?? ''}`;
    const entry = taxes.get(key) ?? { title: l.tax_title, bp, type: l.tax_type, amount: 0 };
    entry.amount += l.tax_amount;
    taxes.set(key, entry);
  }
  return {
    itemsTotal: lines.reduce((a, l) => a + l.line_total, 0),
    taxes: [...taxes.values()].map((t) => ({
      title: t.title,
      rate: t.bp / 100,
      type: t.type,
      label: taxLabel(t.title, t.bp, t.type),
      amount: toMajor(t.amount),
    })),
  };
}

/** GET /invoices/{id}/detail; undefined when there is no such invoice. */
export async function loadInvoiceDetail(db: Db, invoiceId: number): Promise<InvoiceDetail | undefined> {
  const invoice: InvoiceRow | undefined = await db
    .selectFrom('invoices')
    .leftJoin('payment_types as p', 'p.id', 'invoices.payment_type_id')
    .select([
      'invoices.id',
      'invoices.sub_total',
      'invoices.tax_total',
      'invoices.total',
      'invoices.tip',
      'invoices.discount_total',
      'invoices.payment_type_id',
      'invoices.payment_type_title',
      'p.title as current_payment_title',
    ])
    .where('invoices.id', '=', invoiceId)
    .executeTakeFirst();
  if (!invoice) return undefined;
  // The invoice's own amounts are the money of record; the bill or the lines itemise them.
  const head = {
    invoiceId: invoice.id,
    netTotal: toMajor(invoice.sub_total),
    taxTotal: toMajor(invoice.tax_total),
    total: toMajor(invoice.total),
    tip: toMajor(invoice.tip),
    due: toMajor(invoice.total + invoice.tip),
  };
  const bill = await billOf(db, invoiceId);
  if (bill) {
    const { itemsTotal, discountTotal, taxes, payments } = bill;
    return { ...head, itemsTotal, discountTotal, taxes, payments, bill };
  }
  const { itemsTotal, taxes } = await orderTaxes(db, invoiceId);
  return {
    ...head,
    itemsTotal: toMajor(itemsTotal),
    // A discount on whole orders (the orders screen's settle, the POS's pay-and-send): no bill itemises it.
    discountTotal: toMajor(invoice.discount_total),
    taxes,
    // Paid whole with one type (or none named): one payment of what was due, no cash counted.
    payments: [
      {
        paymentTypeId: invoice.payment_type_id,
        title: invoice.payment_type_title ?? invoice.current_payment_title ?? UNSPECIFIED_PAYMENT_TYPE,
        amount: head.due,
        tendered: null,
        change: 0,
      },
    ],
    bill: null,
  };
}
