import {
  DELIVERY_TYPES,
  type DeliveryType,
  type Invoice,
  type InvoiceDetail,
  type InvoiceOrdersResponse,
  type InvoicesInitResponse,
} from '@comandero/contracts';
import { cartLineOf } from '../../lib/order-receipt-line';
import { billReceiptOf, type ReceiptData } from '../../lib/pos-storage';

const customerOf = (invoice: Invoice): ReceiptData['customer'] =>
  invoice.customer_id !== null || invoice.name ? { phone: invoice.customer_id ?? '', name: invoice.name ?? '' } : null;

const customerTypeOf = (invoice: Invoice) => (invoice.customer_type === 'CUSTOMER' ? 'CUSTOMER' : 'WALKIN');

const deliveryTypeOf = (invoice: Invoice): DeliveryType | null =>
  DELIVERY_TYPES.find((d) => d === invoice.delivery_type) ?? null;

/**
 * Receipt data (spec §3) of an invoice for /print-receipt: the non-cancelled lines of its orders and
 * the invoice's own totals (what was charged, never re-priced). The receipt number is the
 * invoice's; the token prints only when it settled a single order.
 */
export function invoiceReceiptData(
  invoice: Invoice,
  orders: InvoiceOrdersResponse['orders'],
  init: InvoicesInitResponse,
  detail?: Pick<InvoiceDetail, 'einvoice'>,
): ReceiptData | null {
  const first = orders[0];
  const lines = orders.flatMap((o) => o.items.filter((i) => i.status !== 'cancelled').map(cartLineOf));
  if (!first || lines.length === 0) return null;
  return {
    cartItems: lines,
    deliveryType: first.delivery_type,
    customerType: customerTypeOf(invoice),
    customer: customerOf(invoice),
    tableId: invoice.table_id,
    tableTitle: invoice.table_title,
    currency: init.storeSettings.currency,
    itemsTotal: invoice.sub_total,
    taxTotal: invoice.tax_total,
    payableTotal: invoice.total,
    tokenNo: orders.length === 1 ? first.token_no : null,
    // An invoice prints its own number, never its first order's (order 1 and invoice 1 differ).
    orderId: invoice.invoice_id,
    date: invoice.created_at,
    printSettings: init.printSettings,
    storeSettings: init.storeSettings,
    ...(detail?.einvoice ? { einvoice: detail.einvoice } : {}),
  };
}

/**
 * Receipt data of an invoice that paid one bill of a split table: the bill's receipt ("Cuenta 2 de 3",
 * discounts, each tax, the tip with its notice, each payment with tendered and change) as the
 * server rebuilt it from the stored bill, numbered by the invoice like the receipt printed at payment.
 */
export function billInvoiceReceiptData(
  invoice: Invoice,
  detail: InvoiceDetail,
  init: InvoicesInitResponse,
): ReceiptData | null {
  const bill = detail.bill;
  if (!bill) return null;
  return {
    cartItems: [],
    deliveryType: deliveryTypeOf(invoice),
    customerType: customerTypeOf(invoice),
    customer: customerOf(invoice),
    tableId: invoice.table_id,
    tableTitle: invoice.table_title,
    currency: init.storeSettings.currency,
    itemsTotal: bill.itemsTotal,
    taxTotal: bill.taxTotal,
    payableTotal: bill.total,
    tokenNo: null,
    orderId: invoice.invoice_id,
    date: invoice.created_at,
    printSettings: init.printSettings,
    storeSettings: init.storeSettings,
    bill: billReceiptOf(bill),
    ...(detail.einvoice ? { einvoice: detail.einvoice } : {}),
  };
}
