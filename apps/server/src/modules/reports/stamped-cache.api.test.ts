import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app.js';
import { CACHE_MAX_AGE_MS, stampedCache } from './stamped-cache.js';

describe.each(testDatabases)('stamped cache on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const countCustomers = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('customers')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  // PostgreSQL's stamp is the server's WAL position, which other test files move at any time: there
  // only the answers are checked, and the number of computations on SQLite, where the stamp is ours.
  const computedTimes = (compute: ReturnType<typeof vi.fn>, n: number) => {
    if (kind === 'sqlite') expect(compute).toHaveBeenCalledTimes(n);
  };

  it('computes once while nothing is written, again after any write, and shares a computation in flight', async () => {
    const cached = stampedCache<number>(t.deps);
    const compute = vi.fn(countCustomers);
    const [a, b] = await Promise.all([cached('k', compute), cached('k', compute)]);
    expect([a, b]).toEqual([0, 0]);
    expect(await cached('k', compute)).toBe(0);
    computedTimes(compute, 1);
    const now = new Date().toISOString();
    await t.database.db
      .insertInto('customers')
      .values({ phone: '3000000001', name: 'Nueva', created_at: now, updated_at: now })
      .execute();
    expect(await cached('k', compute)).toBe(1);
    computedTimes(compute, 2);
    expect(await cached('other', compute)).toBe(1);
    computedTimes(compute, 3);
  });

  it('forgets a failed computation and an answer older than the maximum age', async () => {
    const cached = stampedCache<number>(t.deps);
    await expect(cached('k', () => Promise.reject(new Error('falla')))).rejects.toThrow('falla');
    expect(await cached('k', async () => 7)).toBe(7);
    const clock = vi.spyOn(performance, 'now').mockReturnValue(performance.now() + CACHE_MAX_AGE_MS + 1);
    expect(await cached('k', async () => 8)).toBe(8);
    clock.mockRestore();
  });
});
