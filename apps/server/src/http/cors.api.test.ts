import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, cookieHeader, createTestApp, testDatabases, type TestApp } from '../../test/test-app.js';
import { CORS_MAX_AGE_S } from './cors.js';

const FRONT = 'http://caja.localhost:5173';
const OTHER = 'http://evil.example';

const corsHeaders = (headers: Record<string, unknown>) =>
  Object.keys(headers).filter((h) => h.startsWith('access-control-'));

describe.each(testDatabases)('front end on another origin, on %s', (kind) => {
  let t: TestApp;
  const sockets: Socket[] = [];
  beforeEach(async () => {
    t = await createTestApp(kind, { env: { ALLOWED_ORIGINS: `${FRONT}/` } });
  });
  afterEach(async () => {
    sockets.splice(0).forEach((s) => s.close());
    await t.close();
  });

  const preflight = (origin: string) =>
    t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/pos/create-order',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,idempotency-key',
      },
    });

  it('approves a preflight from the configured origin, with credentials and a cached answer', async () => {
    const res = await preflight(FRONT);
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(FRONT);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(String(res.headers['access-control-allow-methods']).split(', ')).toEqual(
      expect.arrayContaining(['GET', 'POST', 'DELETE']),
    );
    expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('idempotency-key');
    expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('content-type');
    expect(res.headers['access-control-max-age']).toBe(String(CORS_MAX_AGE_S));
    expect(String(res.headers.vary)).toMatch(/origin/i);
  });

  it('gives any other origin no CORS header at all, and still refuses its state-changing calls', async () => {
    const pre = await preflight(OTHER);
    expect(corsHeaders(pre.headers)).toEqual([]);
    expect(pre.statusCode).toBe(404);

    const post = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signin',
      headers: { origin: OTHER, 'sec-fetch-site': 'cross-site' },
      payload: ADMIN,
    });
    expect(post.statusCode).toBe(403);
    expect(corsHeaders(post.headers)).toEqual([]);
    expect(post.cookies).toHaveLength(0);
  });

  it('lets the configured origin sign in with cookies and then call the API with them', async () => {
    const headers = { origin: FRONT, 'sec-fetch-site': 'same-site' };
    const signIn = await t.app.inject({ method: 'POST', url: '/api/v1/auth/signin', headers, payload: ADMIN });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.headers['access-control-allow-origin']).toBe(FRONT);
    expect(signIn.headers['access-control-allow-credentials']).toBe('true');
    const cookie = cookieHeader(signIn);

    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { ...headers, cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.username).toBe(ADMIN.username);
    expect(me.headers['access-control-allow-origin']).toBe(FRONT);

    // The customer list's totals travel in headers the front end must be allowed to read.
    const customers = await t.app.inject({ method: 'GET', url: '/api/v1/customers', headers: { ...headers, cookie } });
    expect(customers.statusCode).toBe(200);
    expect(customers.headers['x-total-count']).toBeDefined();
    expect(String(customers.headers['access-control-expose-headers']).toLowerCase()).toContain('x-total-count');

    // The front end must be able to read a 401 to send its user to sign in.
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['access-control-allow-origin']).toBe(FRONT);
  });

  describe('socket.io', () => {
    let url: string;
    beforeEach(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    });

    const open = (cookie: string, origin: string) => {
      // Polling first, as a browser does: that is where engine.io's own CORS answer matters.
      const s = connect(url, {
        transports: ['polling', 'websocket'],
        extraHeaders: { cookie, origin, 'sec-fetch-site': 'same-site' },
        reconnection: false,
      });
      sockets.push(s);
      return new Promise<void>((resolve, reject) => {
        s.once('connect', () => resolve());
        s.once('connect_error', (e) => reject(e));
      });
    };

    it('accepts a handshake from the configured origin and refuses another', async () => {
      const cookie = await t.signIn();
      await open(cookie, FRONT);
      await expect(open(cookie, OTHER)).rejects.toThrow();
    });

    it('answers the polling handshake with CORS headers for the configured origin only', async () => {
      const handshake = (origin: string) => fetch(`${url}/socket.io/?EIO=4&transport=polling`, { headers: { origin } });
      const ok = await handshake(FRONT);
      expect(ok.status).toBe(200);
      expect(ok.headers.get('access-control-allow-origin')).toBe(FRONT);
      expect(ok.headers.get('access-control-allow-credentials')).toBe('true');
      const refused = await handshake(OTHER);
      expect(refused.status).toBe(403);
      expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    });
  });
});
