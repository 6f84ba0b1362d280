import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-app.js';
import { migrateToLatest, type DatabaseHandle } from './database.js';
import { preparedQueries } from './prepared-query.js';

const pgUrl = process.env.TEST_DATABASE_URL;

/** The category title read by a prepared shape from `calls` sequential requests; the errors' codes. */
async function readTitles(handle: DatabaseHandle, id: number, calls: number) {
  const run = preparedQueries();
  const db = handle.db;
  const codes: string[] = [];
  const titles: string[] = [];
  for (let i = 0; i < calls; i++) {
    try {
      const [row] = await run(db, 'probe', [id], () =>
        db.selectFrom('categories').select('title').where('id', '=', id),
      );
      titles.push(row.title);
    } catch (err) {
      codes.push(String((err as { code?: unknown }).code));
    }
  }
  return { codes, titles };
}

describe.runIf(pgUrl)('named prepared statements on PostgreSQL', () => {
  let handle: DatabaseHandle | undefined;
  let drop = async () => {};
  afterEach(async () => {
    await handle?.close();
    await drop();
  });

  async function open(pgPreparedStatements: boolean) {
    ({ handle, drop } = await openTestDatabase('postgres', { pgPreparedStatements }));
    await migrateToLatest(handle);
    const { id } = await handle.db
      .insertInto('categories')
      .values({ title: 'Bebidas', created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  it('after a column changes type, a connection fails its prepared read once, then prepares it anew', async () => {
    const id = await open(true);
    // Many concurrent reads: the statement gets prepared on several of the pool's connections.
    const run = preparedQueries();
    const db = handle!.db;
    await Promise.all(
      Array.from({ length: 30 }, () =>
        run(db, 'probe', [id], () => db.selectFrom('categories').select('title').where('id', '=', id)),
      ),
    );
    await sql`ALTER TABLE categories ALTER COLUMN title TYPE varchar(300)`.execute(db);
    const { codes, titles } = await readTitles(handle!, id, 40);
    expect(codes.length).toBeGreaterThan(0);
    expect(codes.length).toBeLessThanOrEqual(10);
    expect(new Set(codes)).toEqual(new Set(['0A000']));
    expect(titles).toHaveLength(40 - codes.length);
    expect(new Set(titles)).toEqual(new Set(['Bebidas']));
    // Every connection has recovered: the last reads all succeed.
    expect((await readTitles(handle!, id, 20)).codes).toEqual([]);
  });

  it('PG_PREPARED_STATEMENTS=0 prepares nothing by name, so a type change costs no failed read', async () => {
    const id = await open(false);
    const db = handle!.db;
    expect((await readTitles(handle!, id, 5)).codes).toEqual([]);
    await sql`ALTER TABLE categories ALTER COLUMN title TYPE varchar(300)`.execute(db);
    const { codes, titles } = await readTitles(handle!, id, 20);
    expect(codes).toEqual([]);
    expect(titles).toHaveLength(20);
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_prepared_statements`.execute(db);
    expect(rows[0].n).toBe(0);
  });
});
