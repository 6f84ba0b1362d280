import { z } from 'zod';
import { receiptEinvoiceSchema } from './einvoice-receipt.js';
import { billPaymentSchema, billTaxSchema, billViewSchema, type BillView } from './bills.js';
import { isBlank } from './form-fields.js';
import { invoiceRefundSchema } from './invoice-voids.js';
import { orderIdsField, type OrderPaymentSummary } from './orders.js';
import { posInitAnswer } from './pos.js';

/**
 * Invoices screen wire shapes (spec §3 Invoice, §7 Invoices). Money in pesos; dates are ISO-8601
 * UTC instants. An invoice settles one order (pay and send from the POS) or several (complete and
 * pay on the orders screen).
 */

export const INVOICE_MESSAGES = {
  searchTooLong: '¡El texto de búsqueda no puede superar 100 caracteres!',
  notFound: '¡La factura no existe!',
} as const;

/** Search answers at most this many invoices, newest first. */
export const INVOICE_SEARCH_LIMIT = 50;

/** spec §3 Invoice, plus the payment type (the extra fields after `orders`). */
export const invoiceSchema = z.object({
  invoice_id: z.number(),
  created_at: z.string(),
  /** Subtotal excluding taxes. */
  sub_total: z.number(),
  tax_total: z.number(),
  /** What the customer paid. */
  total: z.number(),
  table_id: z.number().nullable(),
  table_title: z.string().nullable(),
  floor: z.string().nullable(),
  delivery_type: z.string(),
  customer_type: z.string(),
  /** The customer's phone; null for walk-ins and once the customer was deleted. */
  customer_id: z.string().nullable(),
  /** The customer's name, or the name kept on the orders once the customer was deleted. */
  name: z.string().nullable(),
  email: z.string().nullable(),
  /** The orders it settles, oldest first. */
  orders: z.array(z.object({ order_id: z.number(), token_no: z.number() })),
  payment_type_id: z.number().nullable(),
  /** The payment type's title, or "Sin especificar" when the invoice was paid without one. */
  payment_type: z.string(),
  /**
   * Issue 10, optional (not in the spec): on the invoice of one bill of a split table, that bill's
   * label ("Cuenta 2 de 3"); absent on every other invoice. Such an invoice names no order unless it
   * paid the table's last line: the table's orders go to the invoice that settled them.
   */
  bill_label: z.string().optional(),
  /** "Anular venta", optional: when and why the sale was annulled; absent while it stands. */
  voided_at: z.string().optional(),
  void_reason: z.string().optional(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** GET /invoices/init: what reprinting a receipt needs, in the shapes of GET /pos/init. */
export const invoicesInitAnswer = posInitAnswer.pick({ printSettings: true, storeSettings: true });
export type InvoicesInitResponse = z.infer<typeof invoicesInitAnswer>;

/**
 * POST /invoices/orders: the orders (with their lines) of the ids given, as the orders screen shows
 * them, and their sums from the stored lines, as POST /orders/complete-order-payment-summary answers
 * (the seed system's shape, which its receipt reads: issue 18). Pesos.
 */
export const invoiceOrdersBody = z.object({ orderIds: orderIdsField });
export type InvoiceOrdersBody = z.input<typeof invoiceOrdersBody>;
export type InvoiceOrdersResponse = OrderPaymentSummary;

/** GET /invoices/search?q: an invoice number, an order number, a phone or part of a name. */
export const invoiceSearchQuery = z.object({
  q: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : isBlank(v) ? '' : v),
    z.string({ error: INVOICE_MESSAGES.searchTooLong }).max(100, INVOICE_MESSAGES.searchTooLong),
  ),
});

/** One payment of an invoice (pesos); tendered and change only where cash was handed over. */
export type InvoicePayment = BillView['payments'][number];

/** One tax of an invoice, e.g. { label: 'INC 8 % incluido', amount } or { label: 'IVA 19 %', amount }. */
export type InvoiceTax = BillView['taxes'][number];

/** The bill of a split table an invoice paid, as its receipt prints it ("Cuenta 2 de 3"). */
export const invoiceBillSchema = billViewSchema
  .pick({
    id: true,
    splitId: true,
    partIndex: true,
    partCount: true,
    label: true,
    lines: true,
    itemsTotal: true,
    discountTotal: true,
    billDiscount: true,
    netTotal: true,
    taxTotal: true,
    taxes: true,
    total: true,
    tip: true,
    due: true,
    payments: true,
  })
  .extend({
    /** The table's orders the split settled, oldest first. */
    orderIds: z.array(z.number()),
  });
export type InvoiceBill = z.infer<typeof invoiceBillSchema>;

/**
 * GET /invoices/{id}/detail (issue 10; not in the spec, whose shapes stay as they are): what Facturas
 * shows under a row and what a reprint prints, from the stored invoice, its lines and its payments.
 * Pesos. An invoice of whole orders has one payment (its payment type, for its total) and no
 * discounts; an invoice of a split bill has its bill's payments, discounts, tip and receipt.
 */
export const invoiceDetailAnswer = z.object({
  invoiceId: z.number(),
  /** The lines before discounts, inclusive taxes inside. */
  itemsTotal: z.number(),
  discountTotal: z.number(),
  /** Subtotal excluding taxes (the invoice's sub_total). */
  netTotal: z.number(),
  taxTotal: z.number(),
  /** What was charged (the invoice's total); the tip is outside it. */
  total: z.number(),
  tip: z.number(),
  /** total + tip: what the payments covered. */
  due: z.number(),
  taxes: z.array(billTaxSchema),
  payments: z.array(billPaymentSchema),
  bill: invoiceBillSchema.nullable(),
  /** Issue 23: the invoice's DE-POS for a reprint, when it has one. */
  einvoice: receiptEinvoiceSchema.optional(),
  /** "Anular venta", optional: what a void gives (or gave) back, and when, why and by whom it was annulled. */
  refund: invoiceRefundSchema.optional(),
  voided_at: z.string().optional(),
  void_reason: z.string().optional(),
  voided_by: z.string().optional(),
});
export type InvoiceDetail = z.infer<typeof invoiceDetailAnswer>;
