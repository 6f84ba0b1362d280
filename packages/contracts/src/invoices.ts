import { z } from 'zod';
import { isBlank } from './form-fields.js';
import { orderIdsField, type Order } from './orders.js';
import type { PosInitResponse } from './pos.js';

/**
 * Invoices screen wire shapes (spec §3 Invoice, §7 Invoices). Money in pesos; dates are ISO-8601
 * UTC instants. An invoice settles one order (pay and send from the POS) or several (complete and
 * pay on the orders screen).
 */

export const INVOICE_MESSAGES = {
  searchTooLong: '¡El texto de búsqueda no puede superar 100 caracteres!',
} as const;

/** Search answers at most this many invoices, newest first. */
export const INVOICE_SEARCH_LIMIT = 50;

/** spec §3 Invoice, plus the payment type (the extra fields after `orders`). */
export type Invoice = {
  invoice_id: number;
  created_at: string;
  /** Subtotal excluding taxes. */
  sub_total: number;
  tax_total: number;
  /** What the customer paid. */
  total: number;
  table_id: number | null;
  table_title: string | null;
  floor: string | null;
  delivery_type: string;
  customer_type: string;
  /** The customer's phone; null for walk-ins and once the customer was deleted. */
  customer_id: string | null;
  /** The customer's name, or the name kept on the orders once the customer was deleted. */
  name: string | null;
  email: string | null;
  /** The orders it settles, oldest first. */
  orders: { order_id: number; token_no: number }[];
  payment_type_id: number | null;
  /** The payment type's title, or "Sin especificar" when the invoice was paid without one. */
  payment_type: string;
};

/** GET /invoices/init: what reprinting a receipt needs, in the shapes of GET /pos/init. */
export type InvoicesInitResponse = Pick<PosInitResponse, 'printSettings' | 'storeSettings'>;

/** POST /invoices/orders: the orders (with their lines) of the ids given, as the orders screen shows them. */
export const invoiceOrdersBody = z.object({ orderIds: orderIdsField });
export type InvoiceOrdersBody = z.input<typeof invoiceOrdersBody>;
export type InvoiceOrdersResponse = Order[];

/** GET /invoices/search?q: an invoice number, an order number, a phone or part of a name. */
export const invoiceSearchQuery = z.object({
  q: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : isBlank(v) ? '' : v),
    z.string({ error: INVOICE_MESSAGES.searchTooLong }).max(100, INVOICE_MESSAGES.searchTooLong),
  ),
});
