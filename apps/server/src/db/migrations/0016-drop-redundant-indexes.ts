import type { Kysely } from 'kysely';

/**
 * Single-column indexes of the first schema that a later composite index begins with (0007): the
 * composite one serves every query they served, and each index is one more write on the order
 * path's hottest tables.
 */
const REDUNDANT = [
  'orders_created_idx', // orders_created_status_customer_idx (created_at, …)
  'orders_customer_idx', // orders_customer_created_idx (customer_id, …)
  'invoices_created_idx', // invoices_created_report_idx (created_at, …)
];

export function dropRedundantIndexes() {
  return {
    async up(db: Kysely<unknown>) {
      for (const name of REDUNDANT) await db.schema.dropIndex(name).ifExists().execute();
    },
  };
}
