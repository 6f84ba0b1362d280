import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN, cookieHeader, createTestApp, testDatabases, type TestApp } from '../../../test/test-app.js';

type Mode = { name: string; env: Record<string, string>; headers: Record<string, string>; secure: boolean };

const MODES: Mode[] = [
  { name: 'plain HTTP', env: {}, headers: {}, secure: false },
  // Without TRUST_PROXY nobody vouches for the header: anyone could send it.
  { name: 'an untrusted X-Forwarded-Proto', env: {}, headers: { 'x-forwarded-proto': 'https' }, secure: false },
  { name: 'COOKIE_SECURE=1', env: { COOKIE_SECURE: '1' }, headers: {}, secure: true },
  {
    name: 'X-Forwarded-Proto https from a trusted proxy',
    env: { TRUST_PROXY: '1' },
    headers: { 'x-forwarded-proto': 'http, https' },
    secure: true,
  },
];

const namesFor = (secure: boolean) =>
  secure
    ? { access: '__Host-cmd_access', refresh: '__Secure-cmd_refresh', marker: '__Host-cmd_session' }
    : { access: 'cmd_access', refresh: 'cmd_refresh', marker: 'cmd_session' };

/** The raw Set-Cookie lines by cookie name, to read attributes exactly as the browser gets them. */
function setCookieLines(res: LightMyRequestResponse): Map<string, string> {
  const raw = res.headers['set-cookie'];
  const lines = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  return new Map(lines.map((l) => [l.slice(0, l.indexOf('=')), l]));
}

const connected = (s: Socket) =>
  new Promise<void>((resolve, reject) => {
    s.once('connect', () => resolve());
    s.once('connect_error', (e) => reject(e));
  });

describe.each(testDatabases)('session cookies by transport on %s', (kind) => {
  let t: TestApp | undefined;
  const sockets: Socket[] = [];
  afterEach(async () => {
    sockets.splice(0).forEach((s) => s.close());
    await t?.close();
    t = undefined;
  });

  it.each(MODES)('with $name: sign-in, refresh, socket and sign-out use the mode’s cookies', async (mode) => {
    t = await createTestApp(kind, { env: mode.env });
    const app = t.app;
    const names = namesFor(mode.secure);
    const post = (url: string, cookie = '', payload?: object) =>
      app.inject({ method: 'POST', url, headers: { ...mode.headers, cookie }, ...(payload ? { payload } : {}) });
    const me = (cookie: string) =>
      app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { ...mode.headers, cookie } });

    const signIn = await post('/api/v1/auth/signin', '', ADMIN);
    expect(signIn.statusCode).toBe(200);
    const lines = setCookieLines(signIn);
    expect([...lines.keys()].sort()).toEqual(Object.values(names).sort());
    for (const [name, line] of lines) {
      expect(/;\s*Secure/i.test(line), line).toBe(mode.secure);
      expect(line, name).not.toMatch(/;\s*Domain=/i);
    }
    expect(lines.get(names.access)).toMatch(/;\s*Path=\/(;|$)/);
    expect(lines.get(names.marker)).toMatch(/;\s*Path=\/(;|$)/);
    expect(lines.get(names.refresh)).toMatch(/;\s*Path=\/api\/v1\/auth(;|$)/);
    const jar = cookieHeader(signIn);
    expect((await me(jar)).statusCode).toBe(200);

    if (mode.secure) {
      // The same token under the plain name (planted over HTTP, say) does not count here.
      const token = signIn.cookies.find((c) => c.name === names.access)!.value;
      expect((await me(`cmd_access=${token}`)).statusCode).toBe(401);
    }

    const refreshed = await post('/api/v1/auth/refresh-token', jar);
    expect(refreshed.statusCode).toBe(200);
    const rotated = setCookieLines(refreshed);
    expect([...rotated.keys()].sort()).toEqual(Object.values(names).sort());
    for (const line of rotated.values()) expect(/;\s*Secure/i.test(line), line).toBe(mode.secure);
    const jar2 = cookieHeader(refreshed, jar);
    expect(jar2).not.toBe(jar);
    expect((await me(jar2)).statusCode).toBe(200);

    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const open = (cookie: string) => {
      const s = connect(url, {
        transports: ['websocket'],
        extraHeaders: { cookie, ...mode.headers },
        reconnection: false,
      });
      sockets.push(s);
      return s;
    };
    await connected(open(jar2));
    await expect(connected(open('cmd_access=nada'))).rejects.toThrow('unauthorized');

    const out = await post('/api/v1/auth/signout', jar2);
    expect(out.statusCode).toBe(200);
    const cleared = setCookieLines(out);
    expect([...cleared.keys()].sort()).toEqual(Object.values(names).sort());
    for (const line of cleared.values()) {
      // A prefixed cookie's removal is ignored by browsers unless it is Secure too.
      expect(/;\s*Secure/i.test(line), line).toBe(mode.secure);
      expect(line).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/i);
    }
    expect((await me(jar2)).statusCode).toBe(401);
    await expect(connected(open(jar2))).rejects.toThrow('unauthorized');
  });

  it('one server behind a trusted proxy answers each request by its own transport', async () => {
    t = await createTestApp(kind, { env: { TRUST_PROXY: '1' } });
    const signIn = (headers: Record<string, string>) =>
      t!.app.inject({ method: 'POST', url: '/api/v1/auth/signin', headers, payload: ADMIN });
    const https = await signIn({ 'x-forwarded-proto': 'https' });
    const http = await signIn({});
    expect([...setCookieLines(https).keys()].sort()).toEqual(Object.values(namesFor(true)).sort());
    expect([...setCookieLines(http).keys()].sort()).toEqual(Object.values(namesFor(false)).sort());
    // An HTTPS session's cookies are not read from a plain request, and the other way round.
    const me = (cookie: string, headers: Record<string, string>) =>
      t!.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { ...headers, cookie } });
    expect((await me(cookieHeader(https), { 'x-forwarded-proto': 'https' })).statusCode).toBe(200);
    expect((await me(cookieHeader(https), {})).statusCode).toBe(401);
    expect((await me(cookieHeader(http), { 'x-forwarded-proto': 'https' })).statusCode).toBe(401);
  });
});
