import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app.js';
import { writeBatcher } from './write-batcher.js';

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
    const batcher = writeBatcher(t.database.db);
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

  it('settles no job before its batch is committed', async () => {
    const batcher = writeBatcher(t.database.db);
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
