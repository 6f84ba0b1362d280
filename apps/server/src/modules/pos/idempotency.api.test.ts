import { POS_MESSAGES } from '@comandero/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app.js';
import {
  IDEMPOTENCY_KEY_MAX_AGE_MS,
  IDEMPOTENCY_PURGE_INTERVAL_MS,
  purgeOldIdempotencyKeys,
} from './idempotency-purge.js';
import { cartLine, seedPosCatalogue, writtenCounts, type PosCatalogue } from '../../../test/fixtures/pos.js';

const HOUR = 60 * 60 * 1000;

describe.each(testDatabases)('POS Idempotency-Key on %s', (kind) => {
  let t: TestApp | null;
  let c: PosCatalogue;
  let cookie: string;
  let now: Date;

  beforeEach(async () => {
    now = new Date('2025-06-01T15:00:00Z');
    // Only the interval timers are fake: database I/O keeps its real timers.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    t = await createTestApp(kind, { clock: { now: () => now } });
    c = await seedPosCatalogue(t.database.db);
    cookie = await t.signIn();
  });
  afterEach(async () => {
    await t?.close();
    vi.useRealTimers();
  });

  const app = () => t as TestApp;
  const order = (payload: object, key: string) =>
    app().app.inject({
      method: 'POST',
      url: '/api/v1/pos/create-order',
      payload,
      headers: { cookie, 'Idempotency-Key': key },
    });
  const water = (quantity = 1) => ({ cart: [cartLine(c.items.water, quantity)], tableId: null });
  const keyCount = async () => (await writtenCounts(app().database.db)).keys;

  it('refuses the same key with another body with 409 and writes nothing', async () => {
    const first = await order(water(1), 'clave-1');
    expect(first.statusCode).toBe(200);
    const other = await order(water(2), 'clave-1');
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({ message: POS_MESSAGES.idempotencyKeyReused });
    expect(await writtenCounts(app().database.db)).toMatchObject({ orders: 1, orderItems: 1, keys: 1 });

    // The same order spelled differently (key order, line title, blank vs null) is still a retry.
    const line = cartLine(c.items.water, 1);
    const respelled = await order(
      { tableId: '', cart: [{ ...line, title: 'Agua fria' }], customerType: '' },
      'clave-1',
    );
    expect(respelled.statusCode).toBe(200);
    expect(respelled.json()).toEqual(first.json());
    expect(await writtenCounts(app().database.db)).toMatchObject({ orders: 1 });
  });

  it('gives concurrent submits of one key with two bodies one order and one 409', async () => {
    const results = await Promise.all([order(water(1), 'carrera'), order(water(3), 'carrera')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = results.find((r) => r.statusCode === 409);
    expect(refused?.json()).toEqual({ message: POS_MESSAGES.idempotencyKeyReused });
    expect(await writtenCounts(app().database.db)).toMatchObject({ orders: 1, keys: 1 });
  });

  it('purges keys older than two days by the app clock, hourly, and stops on close', async () => {
    expect((await order(water(), 'vieja')).statusCode).toBe(200);
    now = new Date(now.getTime() + IDEMPOTENCY_KEY_MAX_AGE_MS - HOUR);
    cookie = await app().signIn(); // the morning's access token has expired by now
    expect((await order(water(), 'reciente')).statusCode).toBe(200);
    expect(await purgeOldIdempotencyKeys(app().deps)).toBe(0);
    // Still within two days: a retry is answered with the first order.
    expect((await order(water(), 'vieja')).json().tokenNo).toBe(1);

    now = new Date(now.getTime() + 2 * HOUR);
    vi.advanceTimersByTime(IDEMPOTENCY_PURGE_INTERVAL_MS);
    await vi.waitFor(async () => expect(await keyCount()).toBe(1));
    const left = await app().database.db.selectFrom('idempotency_keys').select('key').execute();
    expect(left.map((k) => k.key)).toEqual(['reciente']);

    await app().close();
    t = null;
    expect(vi.getTimerCount()).toBe(0);
  });
});
