import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect.js';

type Event = 'INSERT' | 'UPDATE' | 'DELETE';
const ALL: Event[] = ['INSERT', 'UPDATE', 'DELETE'];
const EDITS: Event[] = ['UPDATE', 'DELETE'];

/**
 * Families of data that kept answers depend on, and the writes that bump each one's counter.
 * Lines and add-ons are only ever inserted with their order (see 0005), whose INSERT bumps already.
 * - customers: the customer pages (a new order does not change them).
 * - reservations: the dashboard's list of today's bookings.
 * - sales: what the dashboard and the reports sum (orders, invoices, bills, tips' waiters).
 * - sales_edits: the same but new orders and invoices, which are dated now: while it has not
 *   moved, a report's past days only changed if rows were inserted there (reports.service.ts).
 * - order_edits: every write but an order's INSERT that orders_version counts (0005); while it has
 *   not moved, the orders and kitchen screens only gained new orders and read just those.
 */
export const DATA_FAMILIES = {
  customers: [{ table: 'customers', events: ALL }],
  reservations: [{ table: 'reservations', events: ALL }],
  sales: [
    { table: 'orders', events: ALL },
    { table: 'order_items', events: EDITS },
    { table: 'order_item_addons', events: EDITS },
    { table: 'invoices', events: ALL },
    { table: 'bills', events: ALL },
    { table: 'bill_payments', events: ALL },
    { table: 'bill_split_orders', events: ALL },
    { table: 'users', events: ALL },
  ],
  sales_edits: [
    { table: 'orders', events: EDITS },
    { table: 'order_items', events: EDITS },
    { table: 'order_item_addons', events: EDITS },
    { table: 'invoices', events: EDITS },
    { table: 'bills', events: ALL },
    { table: 'bill_payments', events: ALL },
    { table: 'bill_split_orders', events: ALL },
    { table: 'users', events: ALL },
  ],
  order_edits: [
    { table: 'orders', events: EDITS },
    { table: 'order_items', events: EDITS },
    { table: 'order_item_addons', events: EDITS },
    { table: 'store_tables', events: EDITS },
  ],
} satisfies Record<string, { table: string; events: Event[] }[]>;

export type DataVersionFamily = keyof typeof DATA_FAMILIES;

/**
 * A counter per family of our own data, in ONE row, bumped by row triggers whoever the writer is
 * (any module, any instance): a kept answer is current while its families' counters have not
 * moved. It replaces PostgreSQL's WAL position (moved by any write to any database of the server)
 * and SQLite's change count.
 *
 * Why this shape (the first version, a row per family bumped by statement triggers, was reverted):
 * - Row triggers never fire for a statement that changed no row, so a refused delete moves nothing.
 * - On PostgreSQL every transaction touching several families updated several shared rows in
 *   different orders, and 20 terminals ordering at once deadlocked. Here there is one row, and the
 *   bump is a constraint trigger deferred to COMMIT: it takes the row's lock after every other lock
 *   of its transaction, holds it only for the commit, and nothing waits on anything while holding
 *   it, so no cycle can form. A transaction-local setting makes it one update per family per
 *   transaction, however many rows the transaction wrote. The new value is part of the committing
 *   transaction, so no reader sees it before the rows it counts.
 * - On SQLite there is one writer at a time; plain row triggers bump in the write's transaction.
 */
export function dataVersions(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      const families = Object.keys(DATA_FAMILIES) as DataVersionFamily[];
      let table = db.schema.createTable('data_versions').addColumn('id', 'integer', (c) => c.primaryKey());
      for (const family of families) table = table.addColumn(family, 'integer', (c) => c.notNull().defaultTo(0));
      await table.execute();
      await sql`INSERT INTO data_versions (id) VALUES (1)`.execute(db);
      if (dialect === 'postgres') {
        await sql`CREATE FUNCTION bump_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
          DECLARE
            family text := TG_ARGV[0];
          BEGIN
            IF current_setting('comandero.bumped_' || family, true) = '1' THEN RETURN NULL; END IF;
            PERFORM set_config('comandero.bumped_' || family, '1', true);
            EXECUTE format('UPDATE data_versions SET %I = %I + 1 WHERE id = 1', family, family);
            RETURN NULL;
          END $$`.execute(db);
        for (const [family, watched] of Object.entries(DATA_FAMILIES)) {
          for (const { table: name, events } of watched) {
            await sql`CREATE CONSTRAINT TRIGGER ${sql.raw(`${name}_${family}_version`)}
              AFTER ${sql.raw(events.join(' OR '))} ON ${sql.table(name)}
              DEFERRABLE INITIALLY DEFERRED
              FOR EACH ROW EXECUTE FUNCTION bump_data_version(${sql.lit(family)})`.execute(db);
          }
        }
        return;
      }
      for (const [family, watched] of Object.entries(DATA_FAMILIES)) {
        const bump = sql.raw(`UPDATE data_versions SET ${family} = ${family} + 1 WHERE id = 1;`);
        for (const { table: name, events } of watched) {
          for (const event of events) {
            await sql`CREATE TRIGGER ${sql.raw(`${name}_${event.toLowerCase()}_${family}_version`)}
              AFTER ${sql.raw(event)} ON ${sql.table(name)} FOR EACH ROW BEGIN ${bump} END`.execute(db);
          }
        }
      }
    },
  };
}
