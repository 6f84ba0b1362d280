import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/types.js';

/** Item writes of the orders screen (the kitchen's conditional moves live in the kitchen module). */
export function orderItemsRepository(db: Db) {
  return {
    orderOf(itemId: number): Promise<{ order_id: number } | undefined> {
      return db.selectFrom('order_items').select('order_id').where('id', '=', itemId).executeTakeFirst();
    },

    /**
     * Touches the order if it is still open. On PostgreSQL this takes the order's row lock, so the
     * item change below cannot interleave with a payment, cancel or complete of the same order.
     */
    async lockOpenOrder(tx: Transaction<Database>, orderId: number, nowIso: string) {
      const res = await tx
        .updateTable('orders')
        .set({ updated_at: nowIso })
        .where('id', '=', orderId)
        .where('status', '=', 'created')
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1) return undefined;
      return tx.selectFrom('orders').select('payment_status').where('id', '=', orderId).executeTakeFirstOrThrow();
    },

    lineStatus(tx: Transaction<Database>, itemId: number) {
      return tx
        .selectFrom('order_items')
        .select(['status', 'paid_quantity'])
        .where('id', '=', itemId)
        .executeTakeFirstOrThrow();
    },

    async setStatus(tx: Transaction<Database>, itemId: number, status: string, nowIso: string): Promise<void> {
      await tx.updateTable('order_items').set({ status, updated_at: nowIso }).where('id', '=', itemId).execute();
    },
  };
}
