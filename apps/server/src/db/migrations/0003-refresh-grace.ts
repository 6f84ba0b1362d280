import type { Kysely } from 'kysely';

/**
 * Keeps the refresh token a session held before its last rotation, and when it rotated. Two tabs
 * refreshing together present the same token: the loser must be told apart from a thief replaying
 * an old one (the first is answered without touching cookies, the second revokes the session).
 */
export function refreshGrace() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('device_sessions').addColumn('previous_refresh_hash', 'text').execute();
      await db.schema.alterTable('device_sessions').addColumn('refresh_rotated_at', 'text').execute();
      // Old tokens are looked up on every refresh that misses the current hash.
      await db.schema
        .createIndex('device_sessions_previous_refresh_idx')
        .on('device_sessions')
        .column('previous_refresh_hash')
        .execute();
      // The purge job deletes by expiry.
      await db.schema.createIndex('device_sessions_expires_idx').on('device_sessions').column('expires_at').execute();
    },
  };
}
