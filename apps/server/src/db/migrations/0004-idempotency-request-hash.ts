import type { Kysely } from 'kysely';

/**
 * An Idempotency-Key remembers a hash of the request it answered, so the same key with another
 * body is refused instead of answered with an unrelated order. Rows from before have no hash.
 * The purge job deletes old keys by creation time.
 */
export function idempotencyRequestHash() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('idempotency_keys').addColumn('request_hash', 'text').execute();
      await db.schema.createIndex('idempotency_keys_created_idx').on('idempotency_keys').column('created_at').execute();
    },
  };
}
