import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './database.js';

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
});
