import { toMajor, type OutsideOrderView } from '@comandero/contracts';
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db/types.js';
import { loadOrderRecords, type OrderRecord } from '../orders/order-read.repository.js';
import { chargedLines } from '../orders/order-view.js';

/**
 * Open, unpaid orders of a table that no split holds: on a split table, the rounds ordered after
 * the cut. They stay out of its bills until the cashier adds them to one (or cancels and cuts again).
 */
export function loadOutsideOrders(db: Kysely<Database>, tableId: number): Promise<OrderRecord[]> {
  return loadOrderRecords(
    db,
    sql<SqlBool>`o.table_id = ${tableId} AND o.status = ${'created'} AND o.payment_status = ${'pending'}
      AND NOT EXISTS (SELECT 1 FROM bill_split_orders so WHERE so.order_id = o.id)`,
  );
}

export const toOutsideOrderView = (o: OrderRecord): OutsideOrderView => ({
  id: o.id,
  tokenNo: o.token_no,
  date: o.created_at,
  total: toMajor(o.total),
  lines: chargedLines(o.items).map((i) => ({
    title: i.variant_title ? `${i.item_title} (${i.variant_title})` : i.item_title,
    quantity: i.quantity,
  })),
});
