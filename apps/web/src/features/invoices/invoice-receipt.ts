import type { Invoice, InvoiceOrdersResponse, InvoicesInitResponse } from '@comandero/contracts';
import { cartLineOf } from '../../lib/order-receipt-line';
import type { ReceiptData } from '../../lib/pos-storage';

/**
 * Receipt data (spec §3) of an invoice for /print-receipt: the non-cancelled lines of its orders and
 * the invoice's own totals (what was charged, never re-priced). The receipt number is its first
 * order; the token prints only when it settled a single order.
 */
export function invoiceReceiptData(
  invoice: Invoice,
  orders: InvoiceOrdersResponse,
  init: InvoicesInitResponse,
): ReceiptData | null {
  const first = orders[0];
  const lines = orders.flatMap((o) => o.items.filter((i) => i.status !== 'cancelled').map(cartLineOf));
  if (!first || lines.length === 0) return null;
  const customerType = invoice.customer_type === 'CUSTOMER' ? 'CUSTOMER' : 'WALKIN';
  return {
    cartItems: lines,
    deliveryType: first.delivery_type,
    customerType,
    customer:
      invoice.customer_id !== null || invoice.name
        ? { phone: invoice.customer_id ?? '', name: invoice.name ?? '' }
        : null,
    tableId: invoice.table_id,
    tableTitle: invoice.table_title,
    currency: init.storeSettings.currency,
    itemsTotal: invoice.sub_total,
    taxTotal: invoice.tax_total,
    payableTotal: invoice.total,
    tokenNo: orders.length === 1 ? first.token_no : null,
    orderId: first.id,
    date: invoice.created_at,
    printSettings: init.printSettings,
    storeSettings: init.storeSettings,
  };
}
