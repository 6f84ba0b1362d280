import type { AddressInfo } from 'node:net';
import { io as connect } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app.js';
import { REFRESH_TTL_S } from './auth-cookies.js';
import { SESSION_PURGE_INTERVAL_MS } from './session-purge.js';

describe.each(testDatabases)('expired session purge on %s', (kind) => {
  let t: TestApp | null;
  let now: Date;
  beforeEach(async () => {
    now = new Date('2025-06-01T15:00:00Z');
    // Only the interval timers are fake: database and socket I/O keep their real timers.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    t = await createTestApp(kind, { clock: { now: () => now } });
  });
  afterEach(async () => {
    await t?.close();
    vi.useRealTimers();
  });

  const app = () => t as TestApp;
  const sessionIds = async () =>
    (await app().database.db.selectFrom('device_sessions').select('id').orderBy('created_at').execute()).map(
      (r) => r.id,
    );

  it('deletes lapsed sessions hourly by the app clock, drops their sockets, and stops on close', async () => {
    const oldCookie = await app().signIn();
    await app().app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app().app.server.address() as AddressInfo).port}`;
    const socket = connect(url, {
      transports: ['websocket'],
      extraHeaders: { cookie: oldCookie },
      reconnection: false,
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const dropped = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    now = new Date(now.getTime() + REFRESH_TTL_S * 1000 + 1000);
    await app().signIn();
    expect(await sessionIds()).toHaveLength(2);
    vi.advanceTimersByTime(SESSION_PURGE_INTERVAL_MS);
    expect(await dropped).toBe('io server disconnect');
    await vi.waitFor(async () => expect(await sessionIds()).toHaveLength(1));
    socket.close();

    await app().close();
    t = null;
    expect(vi.getTimerCount()).toBe(0);
  });

  it('leaves live sessions alone', async () => {
    await app().signIn();
    now = new Date(now.getTime() + REFRESH_TTL_S * 1000 - 1000);
    vi.advanceTimersByTime(SESSION_PURGE_INTERVAL_MS);
    await app().app.close(); // awaits the purge under way
    expect(await sessionIds()).toHaveLength(1);
  });
});
