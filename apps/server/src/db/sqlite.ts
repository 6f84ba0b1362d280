import fs from 'node:fs';
import path from 'node:path';
import { foldForSearch } from '@comandero/contracts';
import { Kysely, SqliteDialect, type SqliteDatabase } from 'kysely';
import { SQLite, type SqliteConnection, type SqliteStatement } from './sqlite-addon.js';
import type { Database } from './types.js';

/**
 * One connection to the SQLite file (or ':memory:'), with the settings every connection needs: the
 * server's own and the order writer's on its thread (order-writer-thread.ts).
 */
export function openSqlite(file: string): Kysely<Database> {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const sqlite = new SQLite(file);
  // The file holds password hashes and every sale: only the server's own user may read it (and
  // its -wal/-shm companions, which SQLite creates with the main file's permissions).
  if (file !== ':memory:') fs.chmodSync(file, 0o600);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // FULL: an acknowledged order survives a power cut, at a measured cost (DESIGN §6).
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('busy_timeout = 5000');
  // Searches fold accents and case the way the browser does (customers-search.ts).
  sqlite.function('fold_search', { deterministic: true }, (text: unknown) =>
    typeof text === 'string' ? foldForSearch(text) : null,
  );
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
}

/**
 * Kysely opens a transaction with a plain BEGIN, which takes the write lock only at the first write.
 * With two connections on the file (the order writer's thread and the server's), a transaction that
 * read first and writes after the other one committed would fail at once with SQLITE_BUSY_SNAPSHOT
 * instead of waiting. BEGIN IMMEDIATE takes the lock up front, so the busy timeout makes it wait.
 */
const BEGIN = 'begin';
const BEGIN_IMMEDIATE = 'begin immediate';

/**
 * Kysely prepares every query anew, and parsing SQL was a tenth of an order's cost under load.
 * Statements are reused by SQL text (most recently used kept); SQLite re-prepares them by itself
 * after a schema change. Safe because the one connection runs one statement at a time.
 */
function withStatementCache(sqlite: SqliteConnection, size = 300): SqliteDatabase {
  const cache = new Map<string, SqliteStatement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      const sql = text === BEGIN ? BEGIN_IMMEDIATE : text;
      let stmt = cache.get(sql);
      if (stmt) {
        cache.delete(sql);
      } else {
        stmt = sqlite.prepare(sql);
        if (cache.size >= size) cache.delete(cache.keys().next().value as string);
      }
      cache.set(sql, stmt);
      return stmt;
    },
  };
}
