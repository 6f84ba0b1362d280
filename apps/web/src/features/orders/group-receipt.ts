import type { CartLine, OrderGroup, OrderItem, OrdersInitResponse } from '@comandero/contracts';
import { toMajor, toMinor } from '@comandero/contracts';
import type { ReceiptData } from '../../lib/pos-storage';

/**
 * A stored order line as the receipt page's cart line. The receipt prices lines with the shared
 * pricing module, so the line is rebuilt from the snapshot such that it prices to the quoted unit
 * price: the add-ons keep their own prices and the base (variant or item) takes the rest.
 */
export function cartLineOf(item: OrderItem): CartLine {
  const addons = item.addons.map((a, i) => ({
    id: a.id ?? -(i + 1),
    item_id: item.item_id ?? 0,
    title: a.title,
    price: a.price,
  }));
  const base = toMajor(toMinor(item.price) - addons.reduce((sum, a) => sum + toMinor(a.price), 0));
  return {
    id: item.item_id ?? 0,
    title: item.item_title,
    price: base,
    net_price: null,
    image: null,
    category_id: null,
    category_title: null,
    tax_id: null,
    tax_title: item.tax_title,
    tax_rate: item.tax_rate,
    tax_type: item.tax_type,
    quantity: item.quantity,
    notes: item.notes,
    variant_id: item.variant_id,
    variant:
      item.variant_title !== null
        ? { id: item.variant_id ?? 0, item_id: item.item_id ?? 0, title: item.variant_title, price: base }
        : null,
    addons_ids: addons.map((a) => a.id),
    addons,
  };
}

/**
 * Receipt data (spec §3) of a table group for /print-receipt: its non-cancelled lines and the
 * orders' stored totals (never re-priced from today's menu). The receipt number is the group's
 * first order; the token prints only when the group is a single order.
 */
export function groupReceiptData(group: OrderGroup, init: OrdersInitResponse): ReceiptData | null {
  const orders = group.orders;
  const first = orders[0];
  const lines = orders.flatMap((o) => o.items.filter((i) => i.status !== 'cancelled').map(cartLineOf));
  if (!first || lines.length === 0) return null;
  const sum = (pick: (o: (typeof orders)[number]) => number) =>
    toMajor(orders.reduce((s, o) => s + toMinor(pick(o)), 0));
  const named = orders.find((o) => o.customer_id !== null);
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
    orderId: first.id,
    date: first.date,
    printSettings: init.printSettings,
    storeSettings: init.storeSettings,
  };
}
