import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../../test/test-app.js';

function open(url: string, cookie?: string): Socket {
  return connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    extraHeaders: cookie ? { cookie } : {},
    reconnection: false,
  });
}

const connected = (s: Socket) =>
  new Promise<void>((resolve, reject) => {
    s.once('connect', () => resolve());
    s.once('connect_error', (e) => reject(e));
  });

describe.each(testDatabases)('realtime on %s', (kind) => {
  let t: TestApp;
  let url: string;
  const sockets: Socket[] = [];
  beforeEach(async () => {
    t = await createTestApp(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    sockets.splice(0).forEach((s) => s.close());
    await t.close();
  });

  it('refuses sockets without a session', async () => {
    const s = open(url);
    sockets.push(s);
    await expect(connected(s)).rejects.toThrow(/unauthorized/);
  });

  it('does not echo a client new_order_backend: each order is announced once, by the server', async () => {
    const [ca, cb] = [await t.signIn(), await t.signIn()];
    const a = open(url, ca);
    const b = open(url, cb);
    sockets.push(a, b);
    await Promise.all([connected(a), connected(b)]);
    const heard: string[] = [];
    b.on('new_order', () => heard.push('new_order'));
    // Events of one socket are handled in order, so once b hears the update, a's first event is done.
    const updated = new Promise((resolve) => b.once('order_update', resolve));
    a.emit('new_order_backend', { tokenNo: 3, orderId: 9 });
    a.emit('order_update_backend', { orderIds: [9] });
    await updated;
    expect(heard).toEqual([]);
  });

  it('delivers server events to signed-in sockets and relays client order updates to the others', async () => {
    const [ca, cb] = [await t.signIn(), await t.signIn()];
    const a = open(url, ca);
    const b = open(url, cb);
    sockets.push(a, b);
    await Promise.all([connected(a), connected(b)]);
    const gotServerEvent = new Promise((resolve) => b.once('new_order', resolve));
    t.deps.realtime.emitNewOrder({ tokenNo: 7, orderId: 42 });
    expect(await gotServerEvent).toEqual({ tokenNo: 7, orderId: 42 });
    const relayed = new Promise((resolve) => b.once('order_update', resolve));
    a.emit('order_update_backend', { orderIds: [1] });
    expect(await relayed).toEqual({});
  });

  it('drops the live socket of a removed device at once', async () => {
    const tabletCookie = await t.signIn();
    const laptopCookie = await t.signIn();
    const tablet = open(url, tabletCookie);
    sockets.push(tablet);
    await connected(tablet);
    const devices = (
      await t.app.inject({ method: 'GET', url: '/api/v1/auth/devices', headers: { cookie: laptopCookie } })
    ).json() as {
      device_id: string;
      isMyDevice: boolean;
    }[];
    const dropped = new Promise<string>((resolve) => tablet.once('disconnect', resolve));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/remove-device',
      headers: { cookie: laptopCookie },
      payload: { device_id: devices.find((d) => !d.isMyDevice)!.device_id },
    });
    expect(res.statusCode).toBe(200);
    expect(await dropped).toBe('io server disconnect');
  });
});
