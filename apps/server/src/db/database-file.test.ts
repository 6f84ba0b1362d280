import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './database.js';
import { openSqlite } from './sqlite.js';
import { SQLite } from './sqlite-addon.js';

const mode = (file: string) => fs.statSync(file).mode & 0o777;

describe('the SQLite file', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is readable by the server user only, with its folder and write-ahead log', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cmd-db-'));
    dirs.push(root);
    const file = path.join(root, 'data', 'comandero.sqlite');
    const handle = openDatabase({ sqliteFile: file });
    try {
      await sql`create table t (x integer)`.execute(handle.db);
      await sql`insert into t values (1)`.execute(handle.db);
      expect(mode(path.dirname(file))).toBe(0o700);
      expect(mode(file)).toBe(0o600);
      expect(mode(`${file}-wal`)).toBe(0o600);
    } finally {
      await handle.close();
    }
  });

  it('takes the write lock when its transaction begins, so a read-then-write transaction cannot lose it', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cmd-db-'));
    dirs.push(root);
    const file = path.join(root, 'x.sqlite');
    const db = openSqlite(file);
    // Another connection beside it, as the order writer thread's is; this one never waits for the lock.
    const other = new SQLite(file, { timeout: 0 });
    try {
      await sql`create table t (x integer)`.execute(db);
      let otherWrite: unknown = null;
      await db.transaction().execute(async (tx) => {
        await sql`select count(*) from t`.execute(tx);
        try {
          other.prepare('insert into t values (2)').run();
        } catch (err) {
          otherWrite = err;
        }
        await sql`insert into t values (1)`.execute(tx);
      });
      // With a deferred BEGIN the other write would have gone in, and ours failed with SQLITE_BUSY_SNAPSHOT.
      expect(otherWrite).toMatchObject({ code: 'SQLITE_BUSY' });
      expect(other.prepare('select x from t').all()).toEqual([{ x: 1 }]);
    } finally {
      other.close();
      await db.destroy();
    }
  });
});
