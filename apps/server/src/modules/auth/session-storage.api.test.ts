import { COOKIES } from '@comandero/contracts';
import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionKeyOutOfDb } from '../../db/migrations/0011-session-key-out-of-db.js';
import { hashToken, signAccessToken, type AccessClaims } from '../../lib/tokens.js';
import { ADMIN, createTestApp, testDatabases, type TestApp } from '../../../test/test-app.js';

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()) as AccessClaims;

describe.each(testDatabases)('what the database keeps of a session on %s', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind);
  });
  afterEach(async () => {
    await t.close();
  });

  const signIn = async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/signin', payload: ADMIN });
    expect(res.statusCode).toBe(200);
    const value = (name: string) => res.cookies.find((c) => c.name === name)!.value;
    return { access: value(COOKIES.access), refresh: value(COOKIES.refresh) };
  };
  const me = (access: string) =>
    t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie: `${COOKIES.access}=${access}` } });
  const refresh = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh-token',
      headers: { cookie: `${COOKIES.refresh}=${token}` },
    });

  it('stores only hashes: no stored value is, or contains, what the cookies carry', async () => {
    const { access, refresh: refreshToken } = await signIn();
    const { sid } = claimsOf(access);
    const [secretId, refreshSecret] = refreshToken.split('.');
    expect(secretId).toBe(sid);
    const rows = await t.database.db.selectFrom('device_sessions').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe(hashToken(sid));
    const stored = JSON.stringify(rows);
    for (const carried of [sid, refreshSecret!, refreshToken, access]) expect(stored).not.toContain(carried);
    // Nor is the signing key in the database any more.
    const meta = await t.database.db.selectFrom('app_meta').select(['key', 'value']).execute();
    expect(meta.map((m) => m.key)).not.toContain('session_secret');
    expect(JSON.stringify(meta)).not.toContain(t.deps.sessionSecret);
  });

  it('a database reader cannot turn a stored row into a session, even holding the key', async () => {
    const { access } = await signIn();
    const row = await t.database.db
      .selectFrom('device_sessions')
      .select(['id', 'user_id', 'refresh_token_hash'])
      .executeTakeFirstOrThrow();
    const exp = Math.floor(Date.now() / 1000) + 600;
    const forged = signAccessToken({ sid: row.id, uid: row.user_id, exp }, t.deps.sessionSecret);
    expect((await me(forged)).statusCode).toBe(401);
    expect((await refresh(`${row.id}.${row.refresh_token_hash}`)).statusCode).toBe(401);
    // The same forge with the id the cookie carries is accepted: the refusal above is about the id.
    const genuine = signAccessToken({ sid: claimsOf(access).sid, uid: row.user_id, exp }, t.deps.sessionSecret);
    expect((await me(genuine)).statusCode).toBe(200);
    expect((await me(access)).statusCode).toBe(200);
  });

  it('lists the device under its stored key and removes it by that key', async () => {
    const mine = await signIn();
    const other = await signIn();
    const cookie = `${COOKIES.access}=${mine.access}`;
    const devices = (await t.app.inject({ method: 'GET', url: '/api/v1/auth/devices', headers: { cookie } })).json<
      { device_id: string; isMyDevice: boolean }[]
    >();
    const otherKey = hashToken(claimsOf(other.access).sid);
    expect(devices).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ device_id: hashToken(claimsOf(mine.access).sid), isMyDevice: true }),
        expect.objectContaining({ device_id: otherKey, isMyDevice: false }),
      ]),
    );
    const removed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/remove-device',
      headers: { cookie },
      payload: { device_id: otherKey },
    });
    expect(removed.statusCode).toBe(200);
    expect((await me(other.access)).statusCode).toBe(401);
    expect((await refresh(other.refresh)).statusCode).toBe(401);
    expect((await me(mine.access)).statusCode).toBe(200);
  });

  it('migration 0011 drops the key kept in the database and the sessions stored under plain ids', async () => {
    await signIn();
    await t.database.db
      .insertInto('app_meta')
      .values({ key: 'session_secret', value: 'x'.repeat(64) })
      .execute();
    await t.database.db.insertInto('app_meta').values({ key: 'unrelated', value: 'kept' }).execute();
    await sessionKeyOutOfDb().up(t.database.db as unknown as Kysely<unknown>);
    expect(await t.database.db.selectFrom('device_sessions').select('id').execute()).toHaveLength(0);
    const meta = await t.database.db.selectFrom('app_meta').select(['key', 'value']).execute();
    expect(meta.map((m) => m.key)).not.toContain('session_secret');
    expect(meta).toContainEqual({ key: 'unrelated', value: 'kept' });
  });
});
