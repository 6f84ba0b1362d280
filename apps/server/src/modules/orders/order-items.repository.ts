import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/types.js';

export type VoidRecord = { reason: string | null; userId: number; nowIso: string };

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
        .select(['status', 'paid_quantity', 'quantity', 'held', 'voided_at'])
        .where('id', '=', itemId)
        .executeTakeFirstOrThrow();
    },

    async setStatus(tx: Transaction<Database>, itemId: number, status: string, nowIso: string): Promise<void> {
      await tx.updateTable('order_items').set({ status, updated_at: nowIso }).where('id', '=', itemId).execute();
    },

    /**
     * Cancels the line and records its void, only while it is still in `from`: the kitchen moves
     * lines without the order's lock, so a cook may have started it since it was read.
     */
    async markVoided(tx: Transaction<Database>, itemId: number, from: string, v: VoidRecord): Promise<boolean> {
      const res = await tx
        .updateTable('order_items')
        .set({
          status: 'cancelled',
          voided_at: v.nowIso,
          voided_by: v.userId,
          void_reason: v.reason,
          void_from_status: from,
          void_acknowledged_at: null,
          updated_at: v.nowIso,
        })
        .where('id', '=', itemId)
        .where('status', '=', from)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },

    /** A voided line set back to a live status (the spec lets the orders screen do so) is no longer void. */
    async clearVoid(tx: Transaction<Database>, itemId: number, status: string, nowIso: string): Promise<void> {
      await tx
        .updateTable('order_items')
        .set({
          status,
          voided_at: null,
          voided_by: null,
          void_reason: null,
          void_from_status: null,
          void_acknowledged_at: null,
          updated_at: nowIso,
        })
        .where('id', '=', itemId)
        .execute();
    },
  };
}
