import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect.js';

/**
 * Writes that change what the orders and kitchen screens show. Lines and add-ons are only ever
 * inserted in the transaction of their order's INSERT (spec: an order with its lines is one
 * operation), which bumps already, so their inserts need no trigger: the POS's hot path pays one
 * bump per order, not one per line. A table renamed or deleted changes the group titles.
 */
const WATCHED = [
  { table: 'orders', events: ['INSERT', 'UPDATE', 'DELETE'] },
  { table: 'order_items', events: ['UPDATE', 'DELETE'] },
  { table: 'order_item_addons', events: ['UPDATE', 'DELETE'] },
  { table: 'store_tables', events: ['UPDATE', 'DELETE'] },
] as const;

/**
 * A counter the database bumps on any such write, whoever the writer is (any module, any instance),
 * like catalogue_version: GET /orders and GET /kitchen keep their answer while it has not moved.
 */
export function ordersVersion(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('orders_version')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('version', 'integer', (c) => c.notNull())
        .execute();
      await sql`INSERT INTO orders_version (id, version) VALUES (1, 0)`.execute(db);
      const bump = sql.raw('UPDATE orders_version SET version = version + 1 WHERE id = 1;');
      if (dialect === 'postgres') {
        await sql`CREATE FUNCTION bump_orders_version() RETURNS trigger LANGUAGE plpgsql
          AS $$ BEGIN ${bump} RETURN NULL; END $$`.execute(db);
        for (const { table, events } of WATCHED) {
          await sql`CREATE TRIGGER ${sql.raw(`${table}_orders_version`)}
            AFTER ${sql.raw(events.join(' OR '))} ON ${sql.table(table)}
            FOR EACH STATEMENT EXECUTE FUNCTION bump_orders_version()`.execute(db);
        }
        return;
      }
      for (const { table, events } of WATCHED) {
        for (const event of events) {
          await sql`CREATE TRIGGER ${sql.raw(`${table}_${event.toLowerCase()}_orders_version`)}
            AFTER ${sql.raw(event)} ON ${sql.table(table)} BEGIN ${bump} END`.execute(db);
        }
      }
    },
  };
}
