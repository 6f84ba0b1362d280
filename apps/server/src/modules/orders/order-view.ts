import {
  DINE_OUT_GROUP_TITLE,
  toMajor,
  totalsOf,
  type CustomerType,
  type DeliveryType,
  type Order,
  type OrderGroup,
  type OrderItemStatus,
  type OrderPaymentSummary,
  type OrderStatus,
  type PaymentStatus,
  type PricedLine,
  type PricingTotals,
} from '@comandero/contracts';
import type { ItemRecord, OrderRecord } from './order-read.repository.js';

/** The stored lines as the pricing module sees them: the price the customer was quoted, not today's menu. */
export function snapshotLine(line: ItemRecord): PricedLine {
  const appliedTaxType = line.tax_type === 'exclusive' || line.tax_type === 'inclusive' ? line.tax_type : null;
  const taxAmount = appliedTaxType ? line.tax_amount : 0;
  return {
    unitPrice: line.unit_price,
    lineTotal: line.line_total,
    taxAmount,
    appliedTaxType,
    payable: appliedTaxType === 'exclusive' ? line.line_total + taxAmount : line.line_total,
  };
}

/** A cancelled line is not charged. */
export const chargedLines = (lines: readonly ItemRecord[]) => lines.filter((l) => l.status !== 'cancelled');

/** Totals (centavos) of the charged lines of some orders, and how many lines they sum. */
export function snapshotTotals(orders: readonly OrderRecord[]): { totals: PricingTotals; lineCount: number } {
  const lines = orders.flatMap((o) => chargedLines(o.items));
  return { totals: totalsOf(lines.map(snapshotLine)), lineCount: lines.length };
}

/** The spec's payment summary of some orders: their sums from the stored lines (pesos) and the orders. */
export function paymentSummaryOf(records: readonly OrderRecord[]): OrderPaymentSummary {
  const { totals } = snapshotTotals(records);
  return {
    subtotal: toMajor(totals.netTotal),
    taxTotal: toMajor(totals.taxTotal),
    total: toMajor(totals.payableTotal),
    itemsTotal: toMajor(totals.itemsTotal),
    orders: records.map(toWireOrder),
  };
}

export function toWireOrder(o: OrderRecord): Order {
  return {
    id: o.id,
    date: o.created_at,
    delivery_type: o.delivery_type as DeliveryType,
    customer_type: o.customer_type as CustomerType,
    customer_id: o.customer_id,
    customer_name: o.customer_name,
    table_id: o.table_id,
    table_title: o.table_title,
    floor: o.floor,
    status: o.status as OrderStatus,
    payment_status: o.payment_status as PaymentStatus,
    token_no: o.token_no,
    items: o.items.map((i) => ({
      id: i.id,
      order_id: i.order_id,
      item_id: i.item_id,
      item_title: i.item_title,
      variant_id: i.variant_id,
      variant_title: i.variant_title,
      variant_price: i.variant_price === null ? null : toMajor(i.variant_price),
      quantity: i.quantity,
      status: i.status as OrderItemStatus,
      date: i.created_at,
      addons: i.addons.map((a) => ({ id: a.addon_id, title: a.title, price: toMajor(a.price) })),
      notes: i.notes,
      price: toMajor(i.unit_price),
      line_total: toMajor(i.line_total),
      tax_title: i.tax_title,
      tax_rate: i.tax_rate_bp === null ? null : i.tax_rate_bp / 100,
      tax_type: i.tax_type,
      tax_amount: toMajor(i.tax_amount),
      // Only on a voided line (issue 11): every other line keeps the spec's shape exactly.
      ...(i.voided_at === null
        ? {}
        : { voided_at: i.voided_at, void_reason: i.void_reason, void_acknowledged_at: i.void_acknowledged_at }),
      // Only on a line with a course (issue 21), for the same reason.
      ...(i.course_id === null
        ? {}
        : {
            course_id: i.course_id,
            course_title: i.course_title ?? '',
            course_position: i.course_position ?? 0,
            held: i.held === 1,
            fired_at: i.fired_at,
          }),
    })),
    item_total: toMajor(o.item_total),
    tax_total: toMajor(o.tax_total),
    total: toMajor(o.total),
    invoice_id: o.invoice_id,
    // Only on an order replayed from a device's offline queue (issue 22): every other order keeps
    // the spec's shape exactly.
    ...(o.offline === 1 ? { offline: true, device_time: o.device_time } : {}),
  };
}

const byTitle = new Intl.Collator('es', { numeric: true, sensitivity: 'base' });

/** What grouping needs of an order: a wire order, or a stored record written later (order-json.ts). */
type Tabled = Pick<Order, 'id' | 'table_id' | 'table_title' | 'floor'>;
export type TableGroup<O extends Tabled = Order> = Omit<OrderGroup, 'orders'> & { orders: O[] };

/**
 * One group per table (by title, "Mesa 2" before "Mesa 10", then floor and id), then one group for
 * the orders without a table. The orders keep the oldest-first order they were read in.
 */
export function groupByTable<O extends Tabled>(orders: readonly O[]): TableGroup<O>[] {
  const tables = new Map<number, TableGroup<O>>();
  const dineOut: TableGroup<O> = {
    table_id: null,
    table_title: DINE_OUT_GROUP_TITLE,
    floor: null,
    orders: [],
    order_ids: [],
  };
  for (const order of orders) {
    let group = dineOut;
    if (order.table_id !== null) {
      group = tables.get(order.table_id) ?? {
        table_id: order.table_id,
        table_title: order.table_title ?? '',
        floor: order.floor,
        orders: [],
        order_ids: [],
      };
      tables.set(order.table_id, group);
    }
    group.orders.push(order);
    group.order_ids.push(order.id);
  }
  const groups = [...tables.values()].sort(
    (a, b) =>
      byTitle.compare(a.table_title, b.table_title) ||
      byTitle.compare(a.floor ?? '', b.floor ?? '') ||
      (a.table_id ?? 0) - (b.table_id ?? 0),
  );
  if (dineOut.orders.length > 0) groups.push(dineOut);
  return groups;
}
