import { JsonText } from '../../lib/json-text.js';
import type { OrderRecord } from './order-read.repository.js';
import { groupByTable, toWireOrder } from './order-view.js';

/**
 * Each order's wire JSON, written once per record: a kept record (kept-order-records.ts) stays the
 * same object until its order changes, so the rebuild after a new order writes the new order alone
 * and joins the others' text, instead of mapping and serialising 200 open orders again.
 */
const written = new WeakMap<OrderRecord, string>();

export function orderJson(record: OrderRecord): string {
  let json = written.get(record);
  if (json === undefined) {
    json = JSON.stringify(toWireOrder(record));
    written.set(record, json);
  }
  return json;
}

const listJson = (records: readonly OrderRecord[]) => `[${records.map(orderJson).join(',')}]`;

/** GET /kitchen: the orders as read, oldest first. */
export const ordersJson = (records: readonly OrderRecord[]): JsonText => new JsonText(listJson(records));

/** GET /orders: the orders per table (groupByTable), the same text JSON.stringify writes of the groups. */
export function groupedOrdersJson(records: readonly OrderRecord[]): JsonText {
  const groups = groupByTable(records).map(
    ({ orders, order_ids, ...head }) =>
      `${JSON.stringify(head).slice(0, -1)},"orders":${listJson(orders)},"order_ids":${JSON.stringify(order_ids)}}`,
  );
  return new JsonText(`[${groups.join(',')}]`);
}
