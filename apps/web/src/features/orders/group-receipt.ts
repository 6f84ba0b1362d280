import type { OrderGroup, OrdersInitResponse } from '@comandero/contracts';
import { toMajor, toMinor } from '@comandero/contracts';
import { cartLineOf } from '../../lib/order-receipt-line';
import type { ReceiptData } from '../../lib/pos-storage';

/**
 * Receipt data (spec §3) of a table group for /print-receipt: its non-cancelled lines and the
 * orders' stored totals (never re-priced from today's menu). Until every order is paid on one
 * invoice it is a pre-bill ("Pre-cuenta — no es factura") with no number, so it can never be taken
 * for an invoice; paid on one invoice, it is that invoice's receipt with its number. The token
 * prints only when the group is a single order.
 */
export function groupReceiptData(group: OrderGroup, init: OrdersInitResponse): ReceiptData | null {
  const orders = group.orders;
  const first = orders[0];
  const lines = orders.flatMap((o) => o.items.filter((i) => i.status !== 'cancelled').map(cartLineOf));
  if (!first || lines.length === 0) return null;
  const sum = (pick: (o: (typeof orders)[number]) => number) =>
    toMajor(orders.reduce((s, o) => s + toMinor(pick(o)), 0));
  const named = orders.find((o) => o.customer_id !== null);
  const invoiceId = first.invoice_id;
  const onOneInvoice =
    invoiceId !== null && orders.every((o) => o.payment_status === 'paid' && o.invoice_id === invoiceId);
  return {
    cartItems: lines,
    deliveryType: first.delivery_type,
    customerType: named ? named.customer_type : first.customer_type,
    customer: named ? { phone: named.customer_id ?? '', name: named.customer_name ?? '' } : null,
    tableId: group.table_id,
    tableTitle: group.table_id === null ? null : group.table_title,
    currency: init.storeSettings.currency,
    itemsTotal: sum((o) => o.item_total),
    taxTotal: sum((o) => o.tax_total),
    payableTotal: sum((o) => o.total),
    tokenNo: orders.length === 1 ? first.token_no : null,
    orderId: onOneInvoice ? invoiceId : first.id,
    ...(onOneInvoice ? {} : { kind: 'prebill' as const }),
    date: first.date,
    printSettings: init.printSettings,
    storeSettings: init.storeSettings,
  };
}
