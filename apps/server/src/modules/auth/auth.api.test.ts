import { COOKIES, MESSAGES } from '@comandero/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, cookieHeader, createTestApp, testDatabases, type TestApp } from '../../../test/test-app.js';

const cookieValue = (cookies: string, name: string) =>
  cookies
    .split('; ')
    .find((c) => c.startsWith(`${name}=`))
    ?.slice(name.length + 1);

describe.each(testDatabases)('auth on %s', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind, { env: { SIGNIN_MAX_ATTEMPTS: '3' } });
  });
  afterEach(async () => {
    await t.close();
  });

  it('signs in, sets httpOnly access and refresh cookies plus a readable marker, and returns the user', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/signin', payload: ADMIN });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ username: 'admin', role: 'admin', name: 'Administrador' });
    expect(body.user.password_hash).toBeUndefined();
    expect(body.refresh).toBeUndefined();
    const byName = Object.fromEntries(res.cookies.map((c) => [c.name, c]));
    expect(byName[COOKIES.access].httpOnly).toBe(true);
    expect(byName[COOKIES.refresh].httpOnly).toBe(true);
    expect(byName[COOKIES.refresh].path).toBe('/api/v1/auth');
    expect(byName[COOKIES.marker].httpOnly).toBeFalsy();
    expect(res.body).not.toContain(byName[COOKIES.refresh].value);
  });

  it('refuses wrong credentials with the same message for unknown user and wrong password', async () => {
    const wrongPass = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signin',
      payload: { username: 'admin', password: 'nope' },
    });
    const noUser = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signin',
      payload: { username: 'ghost', password: 'nope' },
    });
    expect(wrongPass.statusCode).toBe(401);
    expect(noUser.statusCode).toBe(401);
    expect(wrongPass.json()).toEqual({ message: MESSAGES.badCredentials });
    expect(noUser.json()).toEqual(wrongPass.json());
    expect(wrongPass.cookies).toHaveLength(0);
  });

  it('answers malformed bodies with a Spanish 400 and creates no session', async () => {
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signin',
      payload: { username: '', password: 'x' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('El nombre de usuario es requerido');
    const noPass = await t.app.inject({ method: 'POST', url: '/api/v1/auth/signin', payload: { username: 'admin' } });
    expect(noPass.json().message).toBe('La contraseña es requerida');
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signin',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().message).toBe(MESSAGES.badRequest);
    const sessions = await t.database.db.selectFrom('device_sessions').select('id').execute();
    expect(sessions).toHaveLength(0);
  });

  it('rate-limits repeated failures per IP and username with a Spanish 429, leaving other users alone', async () => {
    for (let i = 0; i < 3; i++) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/signin',
        payload: { username: 'admin', password: 'bad' },
      });
      expect(r.statusCode).toBe(401);
    }
    const blocked = await t.app.inject({ method: 'POST', url: '/api/v1/auth/signin', payload: ADMIN });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(MESSAGES.tooManySignIns);
    await t.createUser('otra', { password: 'otra-pass-123' });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/auth/signin',
          payload: { username: 'otra', password: 'otra-pass-123' },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('rotates the refresh token and keeps the rotated one working', async () => {
    const cookies = await t.signIn();
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh-token',
      headers: { cookie: cookies },
    });
    expect(first.statusCode).toBe(200);
    const rotated = cookieHeader(first, cookies);
    expect(cookieValue(rotated, COOKIES.refresh)).not.toBe(cookieValue(cookies, COOKIES.refresh));
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie: rotated } });
    expect(me.statusCode).toBe(200);
    // The old token's fate (race grace, then reuse = revocation) is in refresh-race.api.test.ts.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh-token',
      headers: { cookie: rotated },
    });
    expect(again.statusCode).toBe(200);
  });

  it('signs out: the session can neither call the API nor refresh', async () => {
    const cookies = await t.signIn();
    const out = await t.app.inject({ method: 'POST', url: '/api/v1/auth/signout', headers: { cookie: cookies } });
    expect(out.statusCode).toBe(200);
    expect(out.json().message).toBe(MESSAGES.signedOut);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie: cookies } })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh-token', headers: { cookie: cookies } }))
        .statusCode,
    ).toBe(401);
  });

  it('lists devices with isMyDevice and removes another device, which can no longer refresh or call', async () => {
    const tablet = await t.signIn();
    const laptop = await t.signIn();
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/auth/devices', headers: { cookie: laptop } });
    expect(list.statusCode).toBe(200);
    const devices = list.json() as { device_id: string; isMyDevice: boolean; device_name: string }[];
    expect(devices).toHaveLength(2);
    expect(devices.filter((d) => d.isMyDevice)).toHaveLength(1);
    const other = devices.find((d) => !d.isMyDevice)!;
    const mine = devices.find((d) => d.isMyDevice)!;
    const selfRemove = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/remove-device',
      headers: { cookie: laptop },
      payload: { device_id: mine.device_id },
    });
    expect(selfRemove.statusCode).toBe(400);
    const removed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/remove-device',
      headers: { cookie: laptop },
      payload: { device_id: other.device_id },
    });
    expect(removed.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie: tablet } })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh-token', headers: { cookie: tablet } }))
        .statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie: laptop } })).statusCode,
    ).toBe(200);
  });

  it("cannot remove another user's device", async () => {
    await t.createUser('mesero', { scope: 'POS', password: 'mesero-pass-1' });
    const waiter = await t.signIn('mesero', 'mesero-pass-1');
    const admin = await t.signIn();
    const adminDevices = (
      await t.app.inject({ method: 'GET', url: '/api/v1/auth/devices', headers: { cookie: admin } })
    ).json() as { device_id: string }[];
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/remove-device',
      headers: { cookie: waiter },
      payload: { device_id: adminDevices[0].device_id },
    });
    expect(res.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie: admin } })).statusCode).toBe(
      200,
    );
  });

  it('refuses state-changing requests from a foreign Origin and accepts its own', async () => {
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signin',
      headers: { origin: 'https://evil.example', host: 'pos.local:3000' },
      payload: ADMIN,
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe(MESSAGES.foreignOrigin);
    expect(foreign.cookies).toHaveLength(0);
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signin',
      headers: { origin: 'http://pos.local:3000', host: 'pos.local:3000' },
      payload: ADMIN,
    });
    expect(own.statusCode).toBe(200);
  });

  it('gives a user new scopes at the next request, without signing in again', async () => {
    await t.createUser('cajero', { scope: '', password: 'cajero-pass-1' });
    const cookies = await t.signIn('cajero', 'cajero-pass-1');
    const before = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie: cookies } });
    expect(before.json().user.scope).toBe('');
    await t.database.db.updateTable('users').set({ scope: 'POS,DASHBOARD' }).where('username', '=', 'cajero').execute();
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie: cookies } });
    expect(after.json().user.scope).toBe('POS,DASHBOARD');
  });
});

describe('device ip behind a proxy', () => {
  const device = async (t: TestApp) => {
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signin',
      payload: ADMIN,
      headers: { 'x-forwarded-for': '203.0.113.9' },
      remoteAddress: '10.0.0.2',
    });
    const row = await t.database.db.selectFrom('device_sessions').select('device_ip').executeTakeFirstOrThrow();
    return row.device_ip;
  };

  it('ignores X-Forwarded-For unless a trusted proxy is configured', async () => {
    const plain = await createTestApp('sqlite');
    const proxied = await createTestApp('sqlite', { env: { TRUST_PROXY: '1' } });
    try {
      expect(await device(plain)).toBe('10.0.0.2');
      expect(await device(proxied)).toBe('203.0.113.9');
    } finally {
      await plain.close();
      await proxied.close();
    }
  });
});
