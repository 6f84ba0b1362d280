import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

export type SeenOrder = { id: number; table_id: number | null; payment_status: string };

/** Reads and writes of a table move; every call runs on the move's transaction. */
export function tableMoveRepository(tx: Kysely<Database>) {
  return {
    tablesFound(ids: readonly number[]) {
      return tx.selectFrom('store_tables').select('id').where('id', 'in', ids).execute();
    },

    /** Open orders of the tables, by id: the same list twice means nothing changed in between. */
    openOrders(tableIds: readonly number[]): Promise<SeenOrder[]> {
      return tx
        .selectFrom('orders')
        .select(['id', 'table_id', 'payment_status'])
        .where('table_id', 'in', tableIds)
        .where('status', '=', 'created')
        .orderBy('id')
        .execute();
    },

    /**
     * Touches the orders only where they are still open with the payment status read, taking their
     * row locks on PostgreSQL; false when any of them changed (paid or closed by another screen).
     */
    async lockAsSeen(seen: readonly SeenOrder[], nowIso: string): Promise<boolean> {
      const pending = seen.filter((o) => o.payment_status === 'pending').map((o) => o.id);
      const paid = seen.filter((o) => o.payment_status !== 'pending').map((o) => o.id);
      const res = await tx
        .updateTable('orders')
        .set({ updated_at: nowIso })
        .where('status', '=', 'created')
        .where((eb) =>
          eb.or([
            ...(pending.length ? [eb.and([eb('id', 'in', pending), eb('payment_status', '=', 'pending')])] : []),
            ...(paid.length ? [eb.and([eb('id', 'in', paid), eb('payment_status', '=', 'paid')])] : []),
          ]),
        )
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === seen.length;
    },

    /** Whether either table is being settled bill by bill, or a bill already paid part of a line. */
    async splitOrPaidLine(tableIds: readonly number[], orderIds: readonly number[]): Promise<boolean> {
      const split = await tx
        .selectFrom('bill_splits')
        .select('id')
        .where('table_id', 'in', tableIds)
        .where('status', '=', 'open')
        .executeTakeFirst();
      if (split) return true;
      const paidLine = await tx
        .selectFrom('order_items')
        .select('id')
        .where('order_id', 'in', orderIds)
        .where('paid_quantity', '>', 0)
        .executeTakeFirst();
      return paidLine !== undefined;
    },

    /** Every table with its count of open orders, for the move dialog. */
    async floorTables() {
      const rows = await tx
        .selectFrom('store_tables as t')
        .leftJoin('orders as o', (join) => join.onRef('o.table_id', '=', 't.id').on('o.status', '=', 'created'))
        .select(['t.id', 't.table_title', 't.floor', 't.seating_capacity'])
        .select((eb) => eb.fn.count<number | string>('o.id').as('open_orders'))
        .groupBy(['t.id', 't.table_title', 't.floor', 't.seating_capacity'])
        .execute();
      return rows.map((r) => ({ ...r, open_orders: Number(r.open_orders) }));
    },

    async repoint(orderIds: readonly number[], tableId: number, nowIso: string): Promise<void> {
      await tx
        .updateTable('orders')
        .set({ table_id: tableId, updated_at: nowIso })
        .where('id', 'in', orderIds)
        .execute();
    },
  };
}
