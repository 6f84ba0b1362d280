import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { DialectName } from '../db/dialect.js';

/**
 * Runs reads that must see one moment of the database (a part of a report and the marks it is
 * kept under: a later fold adds exactly the rows this moment did not see). Pooled plain reads each
 * see their own moment. PostgreSQL: a read-only REPEATABLE READ transaction. SQLite: a deferred
 * BEGIN on the server's connection, whose snapshot starts at the first read; Kysely's own BEGIN is
 * turned into BEGIN IMMEDIATE there (sqlite.ts), which would take the write lock for a read.
 */
export function readSnapshot<T>(db: Db, dialect: DialectName, read: (db: Db) => Promise<T>): Promise<T> {
  const begin = dialect === 'postgres' ? sql`BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY` : sql`BEGIN DEFERRED`;
  return db.connection().execute(async (conn) => {
    await begin.execute(conn);
    try {
      const result = await read(conn);
      await sql`COMMIT`.execute(conn);
      return result;
    } catch (err) {
      await sql`ROLLBACK`.execute(conn);
      throw err;
    }
  });
}
