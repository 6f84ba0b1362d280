import type { Kysely } from 'kysely';

/**
 * Issue 22, the POS selling offline. Each order records when the device took it (null for an order
 * sent online by a client that does not say), whether it was replayed from a device's offline
 * queue, and whether a manager's PIN allowed its queued payment above the store's limit. The store
 * chooses whether cash payments may be queued at all, the most the queue may hold (centavos, null
 * for no limit), and keeps a PBKDF2-SHA-256 verifier of the manager PIN (never the PIN itself).
 *
 * store_settings is a catalogue table: its writes bump catalogue_version, so the /pos/init answer
 * that carries these settings is rebuilt when they change.
 */
export function offlineSales() {
  return {
    async up(db: Kysely<unknown>) {
      const orders = () => db.schema.alterTable('orders');
      await orders().addColumn('device_time', 'text').execute();
      await orders()
        .addColumn('offline', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await orders()
        .addColumn('manager_approved', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      const store = () => db.schema.alterTable('store_settings');
      await store()
        .addColumn('offline_payments_allowed', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await store().addColumn('offline_queue_limit', 'bigint').execute();
      await store().addColumn('manager_pin_salt', 'text').execute();
      await store().addColumn('manager_pin_iterations', 'integer').execute();
      await store().addColumn('manager_pin_hash', 'text').execute();
    },
  };
}
