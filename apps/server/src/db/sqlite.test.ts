import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqlite } from './sqlite.js';

describe('a SQLite connection beside another one (the order writer thread)', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('takes the write lock when its transaction begins, so a read-then-write transaction cannot lose it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cmd-sqlite-'));
    dirs.push(dir);
    const file = path.join(dir, 'x.sqlite');
    const db = openSqlite(file);
    // The other connection does not wait for the lock: a write while ours is held fails at once.
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
