import {
  priceBill,
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
import { discountOf, toSplitView } from '../bills/bill-view.js';
import { loadOrderRecords, ordersOfInvoice } from '../orders/order-read.repository.js';
import { billLinesOf } from '../orders/order-settle.js';
import { pricedFigures } from '../payments/priced-view.js';

type InvoiceRow = Pick<
  Selectable<Database['invoices']>,
  | 'id'
  | 'sub_total'
  | 'tax_total'
  | 'total'
  | 'tip'
  | 'discount_total'
  | 'discount_kind'
  | 'discount_value'
  | 'discount_reason'
  | 'payment_type_id'
  | 'payment_type_title'
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

/**
 * The items and taxes of an invoice of whole orders, priced again from the stored lines with the
 * invoice's stored discount by the very pricing its payment used (settle and the POS's pay-and-send):
 * the discount spread over the lines the same way, so the itemised taxes add up to its tax total.
 */
async function orderTaxes(
  db: Db,
  invoice: Pick<InvoiceRow, 'id' | 'discount_kind' | 'discount_value' | 'discount_reason'>,
): Promise<{ itemsTotal: number; taxes: InvoiceTax[] }> {
  const records = await loadOrderRecords(db, ordersOfInvoice(invoice.id));
  const discount = discountOf(invoice.discount_kind, invoice.discount_value, invoice.discount_reason);
  const figures = pricedFigures(priceBill(billLinesOf(records), { billDiscount: discount }), discount);
  return { itemsTotal: figures.itemsTotal, taxes: figures.taxes };
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
      'invoices.discount_kind',
      'invoices.discount_value',
      'invoices.discount_reason',
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
  const { itemsTotal, taxes } = await orderTaxes(db, invoice);
  return {
    ...head,
    itemsTotal,
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
