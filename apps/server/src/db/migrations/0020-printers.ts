import { sql, type Kysely } from 'kysely';
import { idColumn, type DialectName } from '../dialect.js';

/**
 * Issue 20, first slice: network ESC/POS printers and the stations that route categories and single
 * items to them. A printer in use by a station cannot be deleted (the service answers 409 first; the
 * foreign keys refuse it too). A deleted category or menu item simply leaves the station's routes.
 *
 * Numbered 0020 because 0018 and 0019 are reserved by another branch.
 */
export function printers(dialect: DialectName) {
  const id = idColumn(dialect);
  return {
    async up(db: Kysely<unknown>) {
      const s = db.schema;
      await id(s.createTable('printers'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('host', 'text', (c) => c.notNull())
        .addColumn('port', 'integer', (c) => c.notNull().defaultTo(9100))
        .addColumn('paper_width', 'integer', (c) => c.notNull().defaultTo(80))
        .addColumn('code_page', 'text', (c) => c.notNull().defaultTo('cp858'))
        .addColumn('has_cash_drawer', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addCheckConstraint('printers_port_range', sql`port BETWEEN 1 AND 65535`)
        .addCheckConstraint('printers_paper_width', sql`paper_width IN (80, 57)`)
        .addCheckConstraint('printers_code_page', sql`code_page IN ('cp858', 'wpc1252')`)
        .addCheckConstraint('printers_cash_drawer_flag', sql`has_cash_drawer IN (0, 1)`)
        .execute();

      await id(s.createTable('stations'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('printer_id', 'integer', (c) => c.notNull().references('printers.id'))
        .addColumn('backup_printer_id', 'integer', (c) => c.references('printers.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addCheckConstraint(
          'stations_backup_differs',
          sql`backup_printer_id IS NULL OR backup_printer_id <> printer_id`,
        )
        .execute();

      // One row per routed category or routed item: exactly one of the two is set.
      await s
        .createTable('station_routes')
        .addColumn('station_id', 'integer', (c) => c.notNull().references('stations.id').onDelete('cascade'))
        .addColumn('category_id', 'integer', (c) => c.references('categories.id').onDelete('cascade'))
        .addColumn('item_id', 'integer', (c) => c.references('menu_items.id').onDelete('cascade'))
        .addCheckConstraint('station_routes_one_target', sql`(category_id IS NULL) <> (item_id IS NULL)`)
        .execute();
      // NULLs are distinct in a unique index on both databases, so each index covers its own kind.
      await s
        .createIndex('station_routes_category_uq')
        .on('station_routes')
        .columns(['station_id', 'category_id'])
        .unique()
        .execute();
      await s
        .createIndex('station_routes_item_uq')
        .on('station_routes')
        .columns(['station_id', 'item_id'])
        .unique()
        .execute();
    },
  };
}
