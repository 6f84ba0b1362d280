import type { KitchenResponse, OrdersResponse } from '@comandero/contracts';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases, type TestApp } from '../../../test/test-app.js';
import { cartLine, openPosApp, placeOrder, type PosCatalogue } from '../../../test/fixtures/orders.js';

/*
 * The screens keep their orders and, while no kept order was edited, read only the scope's orders
 * they do not have (kept-order-records.ts). Those are found by id, not as "newer than the newest
 * kept": on PostgreSQL an id is taken at insert, so an order may commit after one with a higher id.
 */
describe.each(testDatabases)('the screens’ kept orders on %s', (kind) => {
  let t: TestApp;
  let c: PosCatalogue;
  let cookie: string;

  beforeEach(async () => {
    ({ t, c, cookie } = await openPosApp(kind));
  });
  afterEach(async () => {
    await t.close();
  });

  const read = async <T>(url: string): Promise<T> => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };
  const screens = async () => ({
    orders: (await read<OrdersResponse>('/orders')).flatMap((g) => g.orders.map((o) => o.id)).sort((a, b) => a - b),
    kitchen: (await read<KitchenResponse>('/kitchen')).map((o) => o.id).sort((a, b) => a - b),
  });
  /** The next order's id (PostgreSQL: as if a transaction had taken the ids up to it and not yet committed). */
  const nextIdAfter = async (id: number) => {
    if (kind === 'postgres')
      await sql`SELECT setval(pg_get_serial_sequence('orders', 'id'), ${id})`.execute(t.database.db);
  };

  it('an order with a lower id than one already kept still reaches both screens', async () => {
    const first = await placeOrder(t, cookie, [cartLine(c.items.water, 1)]);
    expect(await screens()).toEqual({ orders: [first.orderId], kitchen: [first.orderId] });
    await nextIdAfter(first.orderId + 100);
    const high = await placeOrder(t, cookie, [cartLine(c.items.burger, 1)]);
    const kept = [first.orderId, high.orderId];
    expect(await screens()).toEqual({ orders: kept, kitchen: kept });
    // The screens keep `high` now; an order with a lower id commits after it.
    await nextIdAfter(first.orderId + 50);
    const low = await placeOrder(t, cookie, [cartLine(c.items.lemonade, 1)]);
    if (kind === 'postgres') expect(low.orderId).toBeLessThan(high.orderId);
    const all = [...kept, low.orderId].sort((a, b) => a - b);
    expect(await screens()).toEqual({ orders: all, kitchen: all });
  });
});
