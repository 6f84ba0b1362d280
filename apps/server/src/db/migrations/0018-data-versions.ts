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
export const DATA_FAMILIES: Record<string, { table: string; events: Event[] }[]> = {
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
};

/**
 * A counter per family of our own data, bumped by triggers in the transaction of the write, whoever
 * the writer is (any module, any instance): a kept answer is current while its families' counters
 * have not moved. It replaces PostgreSQL's WAL position, which every write to any database of the
 * server moves, and SQLite's change count.
 */
export function dataVersions(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('data_versions')
        .addColumn('family', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('version', 'integer', (c) => c.notNull())
        .execute();
      for (const family of Object.keys(DATA_FAMILIES)) {
        await sql`INSERT INTO data_versions (family, version) VALUES (${family}, 0)`.execute(db);
      }
      if (dialect === 'postgres') {
        await sql`CREATE FUNCTION bump_data_version() RETURNS trigger LANGUAGE plpgsql
          AS $$ BEGIN UPDATE data_versions SET version = version + 1 WHERE family = TG_ARGV[0]; RETURN NULL; END $$`.execute(
          db,
        );
        for (const [family, watched] of Object.entries(DATA_FAMILIES)) {
          for (const { table, events } of watched) {
            // TRUNCATE exists for statement triggers only, and empties the table like a DELETE.
            const on = [...events, ...(events.includes('DELETE') ? ['TRUNCATE'] : [])].join(' OR ');
            await sql`CREATE TRIGGER ${sql.raw(`${table}_${family}_version`)}
              AFTER ${sql.raw(on)} ON ${sql.table(table)}
              FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version(${sql.lit(family)})`.execute(db);
          }
        }
        return;
      }
      for (const [family, watched] of Object.entries(DATA_FAMILIES)) {
        const bump = sql.raw(`UPDATE data_versions SET version = version + 1 WHERE family = '${family}';`);
        for (const { table, events } of watched) {
          for (const event of events) {
            await sql`CREATE TRIGGER ${sql.raw(`${table}_${event.toLowerCase()}_${family}_version`)}
              AFTER ${sql.raw(event)} ON ${sql.table(table)} BEGIN ${bump} END`.execute(db);
          }
        }
      }
    },
  };
}
