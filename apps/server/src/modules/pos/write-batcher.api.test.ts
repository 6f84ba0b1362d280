import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app.js';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/types.js';
import { writeBatcher, type WriteAll } from './write-batcher.js';

type Work = (tx: Transaction<Database>) => Promise<unknown>;

/** A batch whose inputs are the writes themselves, run one after the other. */
const eachInTurn: WriteAll<Work, unknown> = async (tx, works) => {
  const out: unknown[] = [];
  for (const work of works) out.push(await work(tx));
  return out;
};

describe.each(testDatabases)('write batcher (group commit) on %s', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind);
  });
  afterEach(async () => {
    await t.close();
  });

  const titles = async () =>
    (await t.database.db.selectFrom('categories').select('title').orderBy('id').execute()).map((r) => r.title);

  it('commits the jobs that arrive together once, and a failing job leaves no trace', async () => {
    const batcher = writeBatcher(t.database.db, eachInTurn);
    const now = new Date().toISOString();
    const job = (title: string, fail = false) =>
      batcher.run(async (tx) => {
        await tx.insertInto('categories').values({ title, created_at: now }).execute();
        if (fail) throw new Error(`falla ${title}`);
        return title;
      });
    const results = await Promise.allSettled([job('a'), job('b', true), job('c'), job('d', true), job('e')]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual([
      'a',
      'falla b',
      'c',
      'falla d',
      'e',
    ]);
    expect(await titles()).toEqual(['a', 'c', 'e']);

    // Alone in its batch, a failing job is rolled back as well.
    await expect(job('f', true)).rejects.toThrow('falla f');
    await expect(job('g')).resolves.toBe('g');
    expect(await titles()).toEqual(['a', 'c', 'e', 'g']);
  });

  it('settles a job whose transaction cannot even start, and keeps serving later jobs', async () => {
    const db = t.database.db;
    let failures = 1;
    // A database handle whose transaction() throws synchronously the first times (e.g. destroyed pool).
    const flaky = {
      transaction: () => {
        if (failures <= 0) return db.transaction();
        failures--;
        throw new Error('sin conexion');
      },
    } as unknown as Db;
    const batcher = writeBatcher(flaky, eachInTurn);
    const now = new Date().toISOString();
    const job = (title: string) =>
      batcher.run(async (tx) => {
        await tx.insertInto('categories').values({ title, created_at: now }).execute();
        return title;
      });
    // Alone in its batch: the transaction fails to start and the job is rejected.
    await expect(job('h')).rejects.toThrow('sin conexion');
    // Later jobs still run (the queue did not stay "scheduled").
    await expect(job('i')).resolves.toBe('i');
    expect(failures).toBe(0);
    expect(await titles()).toEqual(['i']);
    // In a batch: the batch transaction fails to start, each job is run alone and succeeds.
    failures = 1;
    expect(await Promise.all([job('j'), job('k')])).toEqual(['j', 'k']);
    expect(await titles()).toEqual(['i', 'j', 'k']);
  });

  it('settles no job before its batch is committed', async () => {
    const batcher = writeBatcher(t.database.db, eachInTurn);
    const seen: string[][] = [];
    const now = new Date().toISOString();
    await Promise.all(
      ['x', 'y', 'z'].map((title) =>
        batcher
          .run((tx) => tx.insertInto('categories').values({ title, created_at: now }).execute())
          // Read through another path than the transaction: only committed rows are visible.
          .then(async () => seen.push(await titles())),
      ),
    );
    for (const s of seen) expect(s).toEqual(['x', 'y', 'z']);
  });
});
