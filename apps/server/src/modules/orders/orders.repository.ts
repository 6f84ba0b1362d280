import { sql, type Kysely, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/types.js';
import { loadOrderRecords, ordersById } from './order-read.repository.js';
import { snapshotTotals } from './order-view.js';

export type OrderState = { id: number; status: string; payment_status: string };

type Executor = Kysely<Database>;

/**
 * Order-level writes. Each one is a conditional UPDATE whose WHERE restates the state the action
 * needs, and whose count of changed rows says whether every order was still in it: on PostgreSQL
 * the second of two racing writers re-checks the WHERE after the first commits and changes nothing,
 * on SQLite writers are serialised. A short count rolls the whole action back.
 */
export function ordersRepository(db: Db) {
  return {
    states(ids: readonly number[], executor: Executor = db): Promise<OrderState[]> {
      return executor.selectFrom('orders').select(['id', 'status', 'payment_status']).where('id', 'in', ids).execute();
    },

    /** Completes open orders, paid or not (cancelling, with its reason, is order-cancel.ts). */
    async setStatus(tx: Transaction<Database>, ids: readonly number[], to: 'completed', nowIso: string) {
      const res = await tx
        .updateTable('orders')
        .set({ status: to, updated_at: nowIso })
        .where('id', 'in', ids)
        .where('status', '=', 'created')
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === ids.length;
    },

    /** Claims open unpaid orders for one payment; false when any of them was not. */
    async claimForPayment(tx: Transaction<Database>, ids: readonly number[], nowIso: string): Promise<boolean> {
      const res = await tx
        .updateTable('orders')
        .set({ status: 'completed', payment_status: 'paid', updated_at: nowIso })
        .where('id', 'in', ids)
        .where('status', '=', 'created')
        .where('payment_status', '=', 'pending')
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === ids.length;
    },

    /** Whether any of the orders belongs to a split bill still being paid (issue 10). */
    async inOpenSplit(executor: Executor, ids: readonly number[]): Promise<boolean> {
      const row = await executor
        .selectFrom('bill_split_orders as so')
        .innerJoin('bill_splits as s', 's.id', 'so.split_id')
        .select('so.order_id')
        .where('so.order_id', 'in', ids)
        .where('s.status', '=', 'open')
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Marks every charged line of the orders wholly paid, only where no bill paid part of it: a line
     * can never be paid twice, whichever route pays it. False when some line was already paid.
     */
    async markLinesPaid(tx: Transaction<Database>, ids: readonly number[]): Promise<boolean> {
      const charged = tx.selectFrom('order_items').where('order_id', 'in', ids).where('status', '!=', 'cancelled');
      const { n } = await charged.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const res = await tx
        .updateTable('order_items')
        .set({ paid_quantity: sql<number>`quantity` })
        .where('order_id', 'in', ids)
        .where('status', '!=', 'cancelled')
        .where('paid_quantity', '=', 0)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === Number(n);
    },

    async linkInvoice(tx: Transaction<Database>, ids: readonly number[], invoiceId: number): Promise<void> {
      await tx.updateTable('orders').set({ invoice_id: invoiceId }).where('id', 'in', ids).execute();
    },

    activePaymentTypeTitle(id: number): Promise<{ title: string; is_cash: number | null } | undefined> {
      return db
        .selectFrom('payment_types')
        .select(['title', 'is_cash'])
        .where('id', '=', id)
        .where('is_active', '=', 1)
        .executeTakeFirst();
    },

    /** Keeps an open order's stored totals equal to the sum of its charged lines. */
    async refreshTotals(tx: Transaction<Database>, orderId: number, nowIso: string): Promise<void> {
      const { totals } = snapshotTotals(await loadOrderRecords(tx, ordersById([orderId])));
      await tx
        .updateTable('orders')
        .set({
          item_total: totals.itemsTotal,
          tax_total: totals.taxTotal,
          total: totals.payableTotal,
          updated_at: nowIso,
        })
        .where('id', '=', orderId)
        .execute();
    },
  };
}

export type OrdersRepository = ReturnType<typeof ordersRepository>;
