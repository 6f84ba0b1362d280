import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type DatabaseHandle } from './database.js';
import { preparedQueries } from './prepared-query.js';

const pgUrl = process.env.TEST_DATABASE_URL;

async function admin(statement: string) {
  const c = new pg.Client({ connectionString: pgUrl });
  await c.connect();
  await c.query(statement);
  await c.end();
}

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
  let schema = '';
  afterEach(async () => {
    await handle?.close();
    await admin(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  });

  async function open(pgPreparedStatements: boolean) {
    schema = `t_${randomBytes(6).toString('hex')}`;
    await admin(`CREATE SCHEMA ${schema}`);
    handle = openDatabase({ databaseUrl: pgUrl, pgSchema: schema, pgPreparedStatements });
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
