import { USER_MESSAGES } from '@comandero/contracts';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, testDatabases, type ApiClient, type TestApp } from '../../../test/test-app.js';
import { connectedSocket, listenLocally } from '../../../test/test-sockets.js';
import { verifyPassword } from '../../lib/passwords.js';

const M = USER_MESSAGES;

describe.each(testDatabases)('users on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  let url: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    url = await listenLocally(t.app);
    await t.createUser('gerente', { scope: 'SETTINGS' });
    admin = await t.signIn();
    call = apiClient(t, admin).send;
    manager = await t.signIn('gerente', 'user-pass-123');
  });
  afterAll(async () => {
    await t.close();
  });

  let call: ApiClient['send'];
  const signInStatus = async (username: string, password: string) =>
    (await t.app.inject({ method: 'POST', url: '/api/v1/auth/signin', payload: { username, password } })).statusCode;
  const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie } });

  /** A live socket of the cookie's session, and a promise of its being dropped by the server. */
  async function liveSocket(cookie: string): Promise<{ socket: Socket; dropped: Promise<string> }> {
    const socket = await connectedSocket(url, cookie);
    return { socket, dropped: new Promise((resolve) => socket.once('disconnect', resolve)) };
  }

  it('adds a user with scopes from the fixed list, hashed like the admin, never answering the hash', async () => {
    const res = await call(
      'POST',
      '/users/add',
      {
        username: 'cajera1',
        password: 'clave-segura-1',
        name: ' Laura Cano ',
        designation: 'Cajera',
        phone: '300 555 1234',
        email: '',
        userScopes: ['REPORTS', 'POS', 'POS'],
      },
      admin,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: M.added,
      user: {
        username: 'cajera1',
        name: 'Laura Cano',
        role: 'staff',
        photo: null,
        designation: 'Cajera',
        phone: '300 555 1234',
        email: null,
        scope: 'POS,REPORTS',
      },
    });
    const row = await t.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('username', '=', 'cajera1')
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row.password_hash, 'clave-segura-1')).toBe(true);
    expect(await signInStatus('cajera1', 'clave-segura-1')).toBe(200);

    const list = await call('GET', '/users', undefined, manager);
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toMatch(/password|argon/);
    // Admins first, then by name regardless of case: "gerente" before "Laura Cano" (cajera1).
    expect(list.json().map((u: { username: string }) => u.username)).toEqual(['admin', 'gerente', 'cajera1']);
  });

  it('refuses duplicates (409, any case), unknown scopes and missing fields', async () => {
    const dup = await call('POST', '/users/add', { username: 'CAJERA1', password: 'otra-clave-1', name: 'X' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ message: M.duplicate });
    for (const [payload, message] of [
      [{ username: 'nuevo', password: 'clave-segura-1' }, M.nameRequired],
      [{ password: 'clave-segura-1', name: 'X' }, M.usernameRequired],
      [{ username: 'nuevo', name: 'X' }, M.passwordRequired],
      [{ username: 'nuevo', name: 'X', password: 'corta' }, M.passwordTooShort],
      [{ username: 'con espacio', name: 'X', password: 'clave-segura-1' }, M.usernameInvalid],
      [{ username: 'nuevo', name: 'X', password: 'clave-segura-1', userScopes: ['ROOT'] }, M.scopesInvalid],
      [{ username: 'nuevo', name: 'X', password: 'clave-segura-1', email: 'no' }, M.emailInvalid],
    ] as const) {
      const res = await call('POST', '/users/add', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await call('GET', '/users')).json()).toHaveLength(3);
  });

  it('updates the profile and scopes, never the username; the new scopes apply at once', async () => {
    const cajera = await t.signIn('cajera1', 'clave-segura-1');
    expect((await call('GET', '/reports', undefined, cajera)).statusCode).toBe(200);
    const res = await call('POST', '/users/update/cajera1', {
      username: 'otro',
      name: 'Laura Cano Ruiz',
      userScopes: 'POS, INVOICES',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      username: 'cajera1',
      name: 'Laura Cano Ruiz',
      scope: 'POS,INVOICES',
      designation: null,
    });
    expect((await call('GET', '/reports', undefined, cajera)).statusCode).toBe(403);
    expect((await call('GET', '/invoices', undefined, cajera)).statusCode).toBe(200);
    expect((await call('POST', '/users/update/nadie', { name: 'X' })).statusCode).toBe(404);
    expect((await call('POST', '/users/update/cajera1', { name: '' })).json()).toEqual({ message: M.nameRequired });
  });

  it('admins cannot be edited, reset or deleted, not even by an admin', async () => {
    await t.createUser('jefe', { role: 'admin' });
    for (const [method, path, payload] of [
      ['POST', '/users/update/jefe', { name: 'Nuevo nombre' }],
      ['POST', '/users/update-password/jefe', { password: 'clave-nueva-123' }],
      ['DELETE', '/users/delete/jefe', undefined],
      ['POST', '/users/update/admin', { name: 'Nuevo nombre' }],
    ] as const) {
      for (const who of [admin, manager]) {
        const res = await call(method, path, payload, who);
        expect(res.statusCode, `${method} ${path}`).toBe(403);
        expect(res.json()).toEqual({ message: M.adminUntouchable });
      }
    }
    expect(await signInStatus('jefe', 'user-pass-123')).toBe(200);
  });

  it('nobody can delete themselves', async () => {
    for (const [who, username] of [
      [manager, 'gerente'],
      [admin, 'admin'],
    ]) {
      const res = await call('DELETE', `/users/delete/${username}`, undefined, who);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: M.selfDelete });
    }
    expect((await me(manager)).statusCode).toBe(200);
  });

  it('a password reset ends every session of the user at once, sockets included', async () => {
    const tablet = await t.signIn('cajera1', 'clave-segura-1');
    const phone = await t.signIn('cajera1', 'clave-segura-1');
    const live = await liveSocket(tablet);
    const res = await call('POST', '/users/update-password/cajera1', { password: 'clave-nueva-456' }, manager);
    expect(res.json()).toEqual({ message: M.passwordUpdated });
    expect(await live.dropped).toBe('io server disconnect');
    for (const cookie of [tablet, phone]) expect((await me(cookie)).statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh-token',
      headers: { cookie: phone },
    });
    expect(refresh.statusCode).toBe(401);
    expect(await signInStatus('cajera1', 'clave-segura-1')).toBe(401);
    expect(await signInStatus('cajera1', 'clave-nueva-456')).toBe(200);
    // Other users' sessions are untouched.
    expect((await me(manager)).statusCode).toBe(200);
    live.socket.close();
  });

  it('removing a user ends their sessions and sockets at once', async () => {
    const cajera = await t.signIn('cajera1', 'clave-nueva-456');
    const live = await liveSocket(cajera);
    const res = await call('DELETE', '/users/delete/cajera1', undefined, manager);
    expect(res.json()).toEqual({ message: M.deleted });
    expect(await live.dropped).toBe('io server disconnect');
    expect((await me(cajera)).statusCode).toBe(401);
    expect(await signInStatus('cajera1', 'clave-nueva-456')).toBe(401);
    expect((await call('DELETE', '/users/delete/cajera1')).statusCode).toBe(404);
    live.socket.close();
  });

  it('only SETTINGS holders (and admin) manage users', async () => {
    await t.createUser('mesero9', { scope: 'POS,REPORTS' });
    const mesero = await t.signIn('mesero9', 'user-pass-123');
    expect((await call('GET', '/users', undefined, mesero)).statusCode).toBe(403);
    expect((await call('POST', '/users/update-password/gerente', { password: 'x-12345678' }, mesero)).statusCode).toBe(
      403,
    );
  });

  it('a non-admin grants only the scopes they hold; scopes the user already had may stay', async () => {
    await t.createUser('jefe-sala', { scope: 'SETTINGS,ORDERS' });
    const chief = await t.signIn('jefe-sala', 'user-pass-123');
    const body = (userScopes: string[]) => ({ name: 'Mesero', designation: '', phone: '', email: '', userScopes });

    const beyond = await call(
      'POST',
      '/users/add',
      { username: 'mesero-x', password: 'clave-segura-1', ...body(['ORDERS', 'REPORTS']) },
      chief,
    );
    expect(beyond.statusCode).toBe(403);
    expect(beyond.json().message).toBe(M.scopesBeyondGranter);
    expect((await call('GET', '/users')).json().some((u: { username: string }) => u.username === 'mesero-x')).toBe(
      false,
    );

    const within = await call(
      'POST',
      '/users/add',
      { username: 'mesero-x', password: 'clave-segura-1', ...body(['ORDERS']) },
      chief,
    );
    expect(within.statusCode).toBe(200);

    // Raising their own access is refused like anyone else's.
    expect(
      (await call('POST', '/users/update/jefe-sala', body(['SETTINGS', 'ORDERS', 'REPORTS']), chief)).statusCode,
    ).toBe(403);

    // A user given REPORTS by the admin keeps it when the chief edits them, and may lose it.
    await t.createUser('cajero-r', { scope: 'POS,REPORTS' });
    const keep = await call('POST', '/users/update/cajero-r', body(['REPORTS', 'ORDERS']), chief);
    expect(keep.statusCode).toBe(200);
    expect(keep.json().user.scope).toBe('ORDERS,REPORTS');
    expect((await call('POST', '/users/update/cajero-r', body(['REPORTS', 'POS']), chief)).statusCode).toBe(403);

    // The admin grants anything.
    expect((await call('POST', '/users/update/cajero-r', body(['REPORTS', 'POS', 'KITCHEN']), admin)).statusCode).toBe(
      200,
    );
  });
});
