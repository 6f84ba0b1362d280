import type { KitchenResponse, OrdersResponse } from '@comandero/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp, type BuiltApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { openDatabase, type DatabaseHandle } from '../../db/database.js';
import { cookieHeader, createTestApp, testDatabases, type TestApp } from '../../../test/test-app.js';
import { cartLine, seedPosCatalogue, type PosCatalogue } from '../../../test/fixtures/orders.js';

/*
 * Two server instances on one database (two processes on one SQLite file, or two on one PostgreSQL):
 * each keeps its screens', customer pages' and dashboard's answers, and must never serve one that
 * misses a write the other committed (the data families' counters of migration 0018).
 */
describe.each(testDatabases)('kept answers across two instances on %s', (kind) => {
  let t: TestApp;
  let c: PosCatalogue;
  let other: BuiltApp;
  let second: DatabaseHandle;
  let mine: string;
  let theirs: string;

  beforeEach(async () => {
    t = await createTestApp(kind);
    c = await seedPosCatalogue(t.database.db);
    second =
      kind === 'postgres'
        ? openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, pgSchema: t.database.pgSchema })
        : openDatabase({ sqliteFile: t.database.sqliteFile });
    other = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: t.dataDir }),
      database: second,
      sessionSecret: t.deps.sessionSecret,
    });
    mine = await t.signIn();
    const signIn = await other.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signin',
      payload: { username: 'admin', password: 'admin-pass-123' },
    });
    theirs = cookieHeader(signIn);
  });
  afterEach(async () => {
    await other.app.close();
    await second.close();
    await t.close();
  });

  const read = async <T>(url: string): Promise<T> => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { cookie: mine } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };
  const write = async (url: string, payload: object) => {
    const res = await other.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: { cookie: theirs }, payload });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { orderId: number };
  };
  const openIds = (groups: OrdersResponse) => groups.flatMap((g) => g.orders.map((o) => o.id)).sort((a, b) => a - b);
  const lineStatuses = (orders: KitchenResponse, id: number) =>
    orders.find((o) => o.id === id)?.items.map((i) => i.status);

  it('the orders and kitchen screens show the other instance’s new orders and its edits at once', async () => {
    const first = await write('/pos/create-order', { cart: [cartLine(c.items.water, 1)] });
    expect(openIds(await read<OrdersResponse>('/orders'))).toEqual([first.orderId]);
    expect(lineStatuses(await read<KitchenResponse>('/kitchen'), first.orderId)).toEqual(['created']);

    // A new order only: the screens add it to what they kept.
    const next = await write('/pos/create-order', { cart: [cartLine(c.items.burger, 2)] });
    expect(openIds(await read<OrdersResponse>('/orders'))).toEqual([first.orderId, next.orderId]);
    expect((await read<KitchenResponse>('/kitchen')).map((o) => o.id)).toEqual([first.orderId, next.orderId]);

    // An edit of a kept order: the kitchen bumps the first order's line.
    await write(`/kitchen/order/${first.orderId}/bump`, {});
    expect(lineStatuses(await read<KitchenResponse>('/kitchen'), first.orderId)).toEqual(['preparing']);
    const onScreen = (await read<OrdersResponse>('/orders')).flatMap((g) => g.orders);
    expect(onScreen.find((o) => o.id === first.orderId)?.items.map((i) => i.status)).toEqual(['preparing']);

    // And a new order after the edit is added again.
    const third = await write('/pos/create-order', { cart: [cartLine(c.items.water, 3)] });
    expect(openIds(await read<OrdersResponse>('/orders'))).toEqual([first.orderId, next.orderId, third.orderId]);
  });

  it('customer pages and the dashboard show the other instance’s customers and orders at once', async () => {
    const search = '/customers/paged?filter=anxela';
    expect((await read<{ totalCount: number }>(search)).totalCount).toBe(0);
    const before = await read<{ ordersCount: number }>('/dashboard');
    await write('/customers/add', { phone: '3015550301', name: 'Ánxela Vidal' });
    expect((await read<{ customers: { name: string }[] }>(search)).customers.map((x) => x.name)).toEqual([
      'Ánxela Vidal',
    ]);
    await write('/pos/create-order', { cart: [cartLine(c.items.water, 1)] });
    expect((await read<{ ordersCount: number }>('/dashboard')).ordersCount).toBe(before.ordersCount + 1);
  });

  it('a kept screen is refused at once to a session the other instance ended or a user it took the scope from', async () => {
    const get = (url: string, cookie: string) =>
      t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { cookie } });
    expect((await get('/orders', mine)).statusCode).toBe(200);
    expect((await get('/orders', mine)).statusCode).toBe(200);
    const ended = await other.app.inject({ method: 'POST', url: '/api/v1/auth/signout', headers: { cookie: mine } });
    expect(ended.statusCode, ended.body).toBe(200);
    expect((await get('/orders', mine)).statusCode).toBe(401);

    await t.createUser('cocina', { scope: 'KITCHEN' });
    const cook = await t.signIn('cocina', 'user-pass-123');
    expect((await get('/kitchen', cook)).statusCode).toBe(200);
    await second.db.updateTable('users').set({ scope: 'POS' }).where('username', '=', 'cocina').execute();
    expect((await get('/kitchen', cook)).statusCode).toBe(403);
  });

  it('a kept screen or menu costs one query: the session check reads the stamp with the session', async () => {
    await write('/pos/create-order', { cart: [cartLine(c.items.water, 1)] });
    const screens = ['/orders', '/kitchen', '/pos/init'];
    for (const url of screens) await read(url);
    const queries = vi.spyOn(t.database.db.getExecutor(), 'executeQuery');
    for (const url of screens) await read(url);
    expect(queries).toHaveBeenCalledTimes(screens.length);
    queries.mockRestore();
  });
});
