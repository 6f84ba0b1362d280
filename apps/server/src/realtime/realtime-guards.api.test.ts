import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../../test/test-app.js';
import { RELAY_INTERVAL_MS } from './realtime.js';

const connected = (s: Socket) =>
  new Promise<void>((resolve, reject) => {
    s.once('connect', () => resolve());
    s.once('connect_error', (e) => reject(e));
  });

describe.each(testDatabases)('realtime guards on %s', (kind) => {
  let t: TestApp;
  let url: string;
  let now: Date;
  const sockets: Socket[] = [];
  beforeEach(async () => {
    now = new Date('2025-06-01T15:00:00Z');
    t = await createTestApp(kind, { clock: { now: () => now } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    sockets.splice(0).forEach((s) => s.close());
    await t.close();
  });

  const open = (cookie: string, headers: Record<string, string> = {}) => {
    const s = connect(url, { transports: ['websocket'], extraHeaders: { cookie, ...headers }, reconnection: false });
    sockets.push(s);
    return s;
  };

  it('refuses a handshake from a foreign Origin and accepts its own', async () => {
    const cookie = await t.signIn();
    await expect(connected(open(cookie, { origin: 'http://evil.example' }))).rejects.toThrow();
    await expect(
      connected(open(cookie, { origin: 'http://caja.evil', 'sec-fetch-site': 'cross-site' })),
    ).rejects.toThrow();
    await connected(open(cookie, { origin: url }));
  });

  it('relays at most one order_update per socket per interval of the app clock', async () => {
    const [ca, cb] = [await t.signIn(), await t.signIn()];
    const [a, b] = [open(ca), open(cb)];
    await Promise.all([connected(a), connected(b)]);
    const heard: { orderIds?: number[] }[] = [];
    // With the PostgreSQL adapter each broadcast is delivered after its NOTIFY completes, so the
    // relay and the server's marker may arrive in either order: wait for both, then count.
    let waiting: { relays: number; resolve: () => void } | undefined;
    const relays = () => heard.filter((p) => !p.orderIds).length;
    b.on('order_update', (p: { orderIds?: number[] }) => {
      heard.push(p);
      if (waiting && heard.some((h) => h.orderIds?.[0] === 99) && relays() >= waiting.relays) waiting.resolve();
    });
    const markerAndRelays = (count: number) => {
      const done = new Promise<void>((resolve) => (waiting = { relays: count, resolve }));
      t.deps.realtime.emitOrderUpdate({ orderIds: [99] });
      return done;
    };

    for (let i = 0; i < 1000; i++) a.emit('order_update_backend', { orderIds: [i] });
    await a.emitWithAck('order_update_backend', { orderIds: [1000] });
    await markerAndRelays(1);
    expect(relays()).toBe(1);

    heard.length = 0;
    now = new Date(now.getTime() + RELAY_INTERVAL_MS);
    await a.emitWithAck('order_update_backend', { orderIds: [1] });
    await markerAndRelays(1);
    expect(relays()).toBe(1);
  });

  it('sends order events only to users whose scopes work with orders', async () => {
    await t.createUser('perfil', { scope: 'CUSTOMERS' });
    await t.createUser('cocina', { scope: 'KITCHEN' });
    const [co, cc] = [await t.signIn('perfil', 'user-pass-123'), await t.signIn('cocina', 'user-pass-123')];
    const [outsider, cook] = [open(co), open(cc)];
    await Promise.all([connected(outsider), connected(cook)]);
    const outsiderHeard: string[] = [];
    outsider.on('new_order', () => outsiderHeard.push('new_order'));
    outsider.on('order_update', () => outsiderHeard.push('order_update'));
    const cookHeard = new Promise((resolve) => cook.once('new_order', resolve));
    const dropped = new Promise((resolve) => outsider.once('disconnect', resolve));

    t.deps.realtime.emitNewOrder({ tokenNo: 1, orderId: 5 });
    t.deps.realtime.emitOrderUpdate({ orderIds: [5] });
    expect(await cookHeard).toEqual({ tokenNo: 1, orderId: 5 });
    // The disconnect travels the same socket after the events, so by now it would have heard them.
    const session = await t.database.db
      .selectFrom('device_sessions')
      .innerJoin('users', 'users.id', 'device_sessions.user_id')
      .select('device_sessions.id')
      .where('users.username', '=', 'perfil')
      .executeTakeFirstOrThrow();
    t.deps.realtime.disconnectSession(session.id);
    await dropped;
    expect(outsiderHeard).toEqual([]);
  });
});
