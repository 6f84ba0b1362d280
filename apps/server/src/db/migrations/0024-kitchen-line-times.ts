import type { Kysely } from 'kysely';
import { idColumn, type DialectName } from '../dialect.js';

/**
 * Issue 21, kitchen screens per station: when a kitchen screen completed a line, per station that
 * makes it (the stations the printers' routes send it to; null for no station's lines). The start
 * is the order's time or, for a held course, when it was fired. Names are copied, so the reports
 * read the same after a station or an item is renamed or deleted. A recall deletes the line's rows;
 * the next completion writes them again.
 *
 * Numbered 0024 because 0023 is another slice's.
 */
export function kitchenLineTimes(dialect: DialectName) {
  const id = idColumn(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await id(db.schema.createTable('kitchen_line_times'))
        .addColumn('order_item_id', 'integer', (c) => c.notNull().references('order_items.id').onDelete('cascade'))
        .addColumn('station_id', 'integer')
        .addColumn('station_name', 'text')
        .addColumn('item_title', 'text', (c) => c.notNull())
        .addColumn('started_at', 'text', (c) => c.notNull())
        .addColumn('completed_at', 'text', (c) => c.notNull())
        .addColumn('prep_ms', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('kitchen_line_times_completed_at')
        .on('kitchen_line_times')
        .column('completed_at')
        .execute();
      await db.schema
        .createIndex('kitchen_line_times_order_item_id')
        .on('kitchen_line_times')
        .column('order_item_id')
        .execute();
    },
  };
}
