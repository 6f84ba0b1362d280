import type { Socket } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { openDatabase, type DatabaseHandle } from '../../db/database.js';
import { cookieHeader, createTestApp, testDatabases, type TestApp } from '../../../test/test-app.js';
import { connectedSocket, listenLocally } from '../../../test/test-sockets.js';
import { cartLine, placeOrder, seedPosCatalogue, type PosCatalogue } from '../../../test/fixtures/orders.js';

describe.each(testDatabases)('order events on %s', (kind) => {
  let t: TestApp;
  let c: PosCatalogue;
  let cookie: string;
  let url: string;
  const sockets: Socket[] = [];

  beforeEach(async () => {
    t = await createTestApp(kind);
    c = await seedPosCatalogue(t.database.db);
    cookie = await t.signIn();
    url = await listenLocally(t.app);
  });
  afterEach(async () => {
    sockets.splice(0).forEach((s) => s.close());
    await t.close();
  });

  it('a kitchen bump reaches the orders screens as order_update after its commit', async () => {
    const socket = await connectedSocket(url, cookie);
    sockets.push(socket);
    const placed = await placeOrder(t, cookie, [cartLine(c.items.water, 1)]);
    const lineStatus = async () =>
      (
        await t.database.db
          .selectFrom('order_items')
          .select('status')
          .where('order_id', '=', placed.orderId)
          .executeTakeFirstOrThrow()
      ).status;
    // What a screen reads when the event arrives must already be the new state.
    const heard = new Promise<[unknown, string]>((resolve) =>
      socket.once('order_update', (payload: unknown) => void lineStatus().then((status) => resolve([payload, status]))),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/kitchen/order/${placed.orderId}/bump`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(await heard).toEqual([{ orderIds: [placed.orderId] }, 'preparing']);
  });
});

describe.each(testDatabases.filter((k) => k === 'postgres'))('order events across instances on %s', (kind) => {
  let t: TestApp;
  let c: PosCatalogue;
  let cookie: string;
  let url: string;
  const sockets: Socket[] = [];
  const closers: (() => Promise<void>)[] = [];

  beforeEach(async () => {
    t = await createTestApp(kind);
    c = await seedPosCatalogue(t.database.db);
    cookie = await t.signIn();
    url = await listenLocally(t.app);
  });
  afterEach(async () => {
    sockets.splice(0).forEach((s) => s.close());
    for (const close of closers.splice(0).reverse()) await close();
    await t.close();
  });

  it('a socket of one instance hears new_order and order_update of another instance on the same database', async () => {
    // A second server process: its own pool and socket.io adapter on the same schema.
    const second: DatabaseHandle = openDatabase({
      databaseUrl: process.env.TEST_DATABASE_URL,
      pgSchema: t.database.pgSchema,
    });
    const other = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent' }),
      database: second,
      // Instances on one database share the key (SESSION_SECRET in production).
      sessionSecret: t.deps.sessionSecret,
    });
    closers.push(
      () => second.close(),
      () => other.app.close(),
    );
    await other.app.listen({ port: 0, host: '127.0.0.1' });

    const socket = await connectedSocket(url, cookie);
    sockets.push(socket);
    const signIn = await other.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signin',
      payload: { username: 'admin', password: 'admin-pass-123' },
    });
    const otherCookie = cookieHeader(signIn);

    const announced = new Promise((resolve) => socket.once('new_order', resolve));
    const created = await other.app.inject({
      method: 'POST',
      url: '/api/v1/pos/create-order',
      headers: { cookie: otherCookie },
      payload: { cart: [cartLine(c.items.water, 1)] },
    });
    expect(created.statusCode).toBe(200);
    const { orderId, tokenNo } = created.json() as { orderId: number; tokenNo: number };
    expect(await announced).toEqual({ orderId, tokenNo });

    const updated = new Promise((resolve) => socket.once('order_update', resolve));
    const bump = await other.app.inject({
      method: 'POST',
      url: `/api/v1/kitchen/order/${orderId}/bump`,
      headers: { cookie: otherCookie },
    });
    expect(bump.statusCode).toBe(200);
    expect(await updated).toEqual({ orderIds: [orderId] });
  });
});
