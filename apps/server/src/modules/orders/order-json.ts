import type { Order } from '@comandero/contracts';
import { JsonText, jsonArrayBytes, toJsonBytes } from '../../lib/json-text.js';
import type { OrderRecord } from './order-read.repository.js';
import { groupByTable, toWireOrder } from './order-view.js';

/**
 * Each order's wire JSON, written once per record: a kept record (kept-order-records.ts) stays the
 * same object until its order changes, so the rebuild after a new order writes the new order alone
 * and joins the others' text, instead of mapping and serialising 200 open orders again.
 */
function jsonWriter(view: (record: OrderRecord) => Order) {
  const written = new WeakMap<OrderRecord, Buffer>();
  return (record: OrderRecord): Buffer => {
    let json = written.get(record);
    if (json === undefined) {
      json = toJsonBytes(view(record));
      written.set(record, json);
    }
    return json;
  };
}

export const orderJson = jsonWriter(toWireOrder);

/** The kitchen's view of an order: the lines of a held course are not the kitchen's until fired (issue 21). */
const kitchenJson = jsonWriter((r) =>
  toWireOrder(r.items.some((i) => i.held === 1) ? { ...r, items: r.items.filter((i) => i.held !== 1) } : r),
);

/** GET /kitchen: the orders as read, oldest first, without their held lines. */
export const kitchenOrdersJson = (records: readonly OrderRecord[]): JsonText =>
  new JsonText(jsonArrayBytes(records.map(kitchenJson)));

/** GET /orders: the orders per table (groupByTable), the same text JSON.stringify writes of the groups. */
export function groupedOrdersJson(records: readonly OrderRecord[]): JsonText {
  const groups = groupByTable(records).map(({ orders, order_ids, ...head }) =>
    jsonArrayBytes(
      orders.map(orderJson),
      Buffer.from(`${JSON.stringify(head).slice(0, -1)},"orders":`),
      Buffer.from(`,"order_ids":${JSON.stringify(order_ids)}}`),
    ),
  );
  return new JsonText(jsonArrayBytes(groups));
}
