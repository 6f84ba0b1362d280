import { MESSAGES } from '@comandero/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, testDatabases, type TestApp } from '../../../test/test-app.js';

// SIGNIN_MAX_ATTEMPTS=3 per IP and username; the per-IP limit is five times that: 15.
describe.each(testDatabases)('sign-in attempt limits on %s', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind, { env: { SIGNIN_MAX_ATTEMPTS: '3' } });
  });
  afterEach(async () => {
    await t.close();
  });

  const signIn = (username: string, password: string, remoteAddress = '198.51.100.7') =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/signin', payload: { username, password }, remoteAddress });

  const tally = (codes: number[]) =>
    codes.reduce<Record<number, number>>((m, c) => ({ ...m, [c]: (m[c] ?? 0) + 1 }), {});

  it('lets only the allowed number of parallel wrong passwords reach the password check', async () => {
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => signIn('admin', `mala-${i}`)));
    expect(tally(results.map((r) => r.statusCode))).toEqual({ 401: 3, 429: 27 });
    const blocked = results.find((r) => r.statusCode === 429);
    expect(blocked?.json()).toEqual({ message: MESSAGES.tooManySignIns });
    expect((await signIn(ADMIN.username, ADMIN.password)).statusCode).toBe(429);
    expect(await t.database.db.selectFrom('device_sessions').select('id').execute()).toHaveLength(0);
  });

  it('limits one address spraying many usernames, leaving other addresses alone', async () => {
    const spray = await Promise.all(Array.from({ length: 20 }, (_, i) => signIn(`usuario${i}`, 'x')));
    expect(tally(spray.map((r) => r.statusCode))).toEqual({ 401: 15, 429: 5 });
    expect((await signIn(ADMIN.username, ADMIN.password)).statusCode).toBe(429);
    expect((await signIn(ADMIN.username, ADMIN.password, '198.51.100.8')).statusCode).toBe(200);
  });

  it('does not count good sign-ins against the address', async () => {
    for (let i = 0; i < 16; i++) expect((await signIn(ADMIN.username, ADMIN.password)).statusCode).toBe(200);
    expect((await signIn('nadie', 'x')).statusCode).toBe(401);
  });
});
