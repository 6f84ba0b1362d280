import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/types.js';

/** The line's order is still open: the kitchen never moves lines of a completed or cancelled order. */
const orderOpen = (eb: ExpressionBuilder<Database, 'order_items'>) =>
  eb.exists(
    eb
      .selectFrom('orders as o')
      .select(sql<number>`1`.as('one'))
      .whereRef('o.id', '=', 'order_items.order_id')
      .where('o.status', '=', 'created'),
  );

/**
 * Kitchen moves are conditional UPDATEs on the status the cook saw: of two cooks bumping one line,
 * the second finds it no longer in that status (PostgreSQL re-checks the WHERE once the first
 * commits; SQLite runs them one after the other) and changes nothing.
 */
export function kitchenRepository(db: Db) {
  return {
    async moveItem(itemId: number, from: string, to: string, nowIso: string): Promise<number | undefined> {
      const row = await db
        .updateTable('order_items')
        .set({ status: to, updated_at: nowIso })
        .where('id', '=', itemId)
        .where('status', '=', from)
        .where('held', '=', 0)
        .where(orderOpen)
        .returning('order_id')
        .executeTakeFirst();
      return row?.order_id;
    },

    /** Moves every line of the order that is in `from` (of `onlyIds`, when given); answers the ids moved. */
    async moveOrder(
      orderId: number,
      from: string,
      to: string,
      nowIso: string,
      onlyIds?: readonly number[],
    ): Promise<number[]> {
      if (onlyIds?.length === 0) return [];
      let query = db
        .updateTable('order_items')
        .set({ status: to, updated_at: nowIso })
        .where('order_id', '=', orderId)
        .where('status', '=', from)
        // A held course (issue 21) is not the kitchen's to bump until fired.
        .where('held', '=', 0)
        .where(orderOpen);
      if (onlyIds) query = query.where('id', 'in', onlyIds);
      const rows = await query.returning('id').execute();
      return rows.map((r) => r.id).sort((a, b) => a - b);
    },

    /** Marks a void as seen by the kitchen, once: of two cooks tapping it, one changes the row. */
    async ackVoid(itemId: number, nowIso: string): Promise<number | undefined> {
      const row = await db
        .updateTable('order_items')
        .set({ void_acknowledged_at: nowIso })
        .where('id', '=', itemId)
        .where('voided_at', 'is not', null)
        .where('void_acknowledged_at', 'is', null)
        .where(orderOpen)
        .returning('order_id')
        .executeTakeFirst();
      return row?.order_id;
    },

    itemState(itemId: number) {
      return db
        .selectFrom('order_items as i')
        .innerJoin('orders as o', 'o.id', 'i.order_id')
        .select(['i.status', 'i.held', 'o.status as order_status'])
        .where('i.id', '=', itemId)
        .executeTakeFirst();
    },

    /** The order's status and its fired lines; empty when the order does not exist. */
    orderState(orderId: number) {
      return db
        .selectFrom('orders as o')
        .leftJoin('order_items as i', (j) => j.onRef('i.order_id', '=', 'o.id').on('i.held', '=', 0))
        .select(['o.status as order_status', 'i.id', 'i.item_id', 'i.status'])
        .where('o.id', '=', orderId)
        .execute();
    },

    /** Today's open orders with the status of each line, oldest first, for the token screen. */
    displayRows(businessDay: string) {
      return db
        .selectFrom('orders as o')
        .leftJoin('store_tables as t', 't.id', 'o.table_id')
        .innerJoin('order_items as i', 'i.order_id', 'o.id')
        .select(['o.id', 'o.token_no', 't.table_title', 'o.delivery_type', 'o.created_at', 'i.status'])
        .where('o.status', '=', 'created')
        .where('o.business_day', '=', businessDay)
        .orderBy('o.created_at')
        .orderBy('o.id')
        .execute();
    },
  };
}
