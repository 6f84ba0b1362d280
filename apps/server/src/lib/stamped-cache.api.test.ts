import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../../test/test-app.js';
import { dataStamp } from './data-stamp.js';
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

  const customersStamp = () => dataStamp(t.database.db, ['customers']);
  const now = () => new Date().toISOString();

  it('computes once while nothing is written, again after any write, and shares a computation in flight', async () => {
    const cached = stampedCache<number, unknown>(customersStamp());
    const compute = vi.fn(countCustomers);
    const [a, b] = await Promise.all([cached('k', compute), cached('k', compute)]);
    expect([a, b]).toEqual([0, 0]);
    expect(await cached('k', compute)).toBe(0);
    expect(compute).toHaveBeenCalledTimes(1);
    await t.database.db
      .insertInto('customers')
      .values({ phone: '3000000001', name: 'Nueva', name_search: 'nueva', created_at: now(), updated_at: now() })
      .execute();
    expect(await cached('k', compute)).toBe(1);
    expect(compute).toHaveBeenCalledTimes(2);
    expect(await cached('other', compute)).toBe(1);
    expect(compute).toHaveBeenCalledTimes(3);
  });

  it('keeps an answer through writes to data of other families, and gives the computation its stamp', async () => {
    const cached = stampedCache<number, unknown>(customersStamp());
    const compute = vi.fn((_stamp: unknown) => countCustomers());
    const before = await cached('k', compute);
    await t.database.db
      .insertInto('users')
      .values({
        username: 'otra',
        name: 'Otra',
        role: 'staff',
        scope: '',
        password_hash: 'x',
        designation: null,
        created_at: now(),
        updated_at: now(),
      })
      .execute();
    expect(await cached('k', compute)).toBe(before);
    expect(compute).toHaveBeenCalledTimes(1);
    await t.database.db.updateTable('customers').set({ name: 'Cambiada' }).execute();
    expect(await cached('k', compute)).toBe(before);
    expect(compute).toHaveBeenCalledTimes(2);
    expect(compute.mock.calls[1][0]).toEqual(await customersStamp()());
  });

  it('forgets a failed computation and an answer older than the maximum age', async () => {
    const cached = stampedCache<number, unknown>(customersStamp());
    await expect(cached('k', () => Promise.reject(new Error('falla')))).rejects.toThrow('falla');
    expect(await cached('k', async () => 7)).toBe(7);
    const clock = vi.spyOn(performance, 'now').mockReturnValue(performance.now() + CACHE_MAX_AGE_MS + 1);
    expect(await cached('k', async () => 8)).toBe(8);
    clock.mockRestore();
  });
});
