import { sql, type Kysely } from 'kysely';

/**
 * Issue 12: the key that signs access tokens leaves the database (SESSION_SECRET, or a file in
 * DATA_DIR), and sessions are stored under the hash of the id their cookies carry. Tokens signed
 * by the old key, and sessions stored under their plain id, can no longer be honoured: everyone
 * signs in again once.
 */
export function sessionKeyOutOfDb() {
  return {
    async up(db: Kysely<unknown>) {
      await sql`DELETE FROM app_meta WHERE key = 'session_secret'`.execute(db);
      await sql`DELETE FROM device_sessions`.execute(db);
      // A refresh now finds its session by primary key; the old-token lookup is gone.
      await db.schema.dropIndex('device_sessions_previous_refresh_idx').ifExists().execute();
    },
  };
}
