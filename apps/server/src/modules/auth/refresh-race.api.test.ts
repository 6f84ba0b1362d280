import { COOKIES } from '@comandero/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cookieHeader, createTestApp, testDatabases, type TestApp } from '../../../test/test-app.js';
import { REFRESH_RACE_GRACE_MS } from './auth.service.js';

const setCookies = (res: LightMyRequestResponse) =>
  Object.fromEntries((res.cookies as { name: string; value: string }[]).map((c) => [c.name, c.value]));

describe.each(testDatabases)('refresh races and reuse on %s', (kind) => {
  let t: TestApp;
  let now: Date;
  beforeEach(async () => {
    now = new Date('2025-06-01T15:00:00Z');
    t = await createTestApp(kind, { clock: { now: () => now } });
  });
  afterEach(async () => {
    await t.close();
  });

  const refresh = (cookie: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh-token', headers: { cookie } });
  const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { cookie } });
  const sessionCount = async () => (await t.database.db.selectFrom('device_sessions').select('id').execute()).length;

  it('answers two tabs refreshing at once without clearing any cookie, whichever answer arrives last', async () => {
    const cookies = await t.signIn();
    const results = await Promise.all([refresh(cookies), refresh(cookies)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    for (const r of results) expect(Object.values(setCookies(r))).not.toContain('');
    // Exactly one rotated the refresh token; the other only got a fresh access token.
    const rotating = results.filter((r) => COOKIES.refresh in setCookies(r));
    expect(rotating).toHaveLength(1);
    const [winner] = rotating;
    const loser = results.find((r) => r !== winner)!;
    const jar = cookieHeader(loser, cookieHeader(winner, cookies));
    expect(jar).toContain(`${COOKIES.refresh}=${setCookies(winner)[COOKIES.refresh]}`);
    expect((await me(jar)).statusCode).toBe(200);
    expect((await me(cookieHeader(winner, cookies))).statusCode).toBe(200);
    // Later, past the grace, the browser's (winner's) token still refreshes.
    now = new Date(now.getTime() + REFRESH_RACE_GRACE_MS + 60_000);
    expect((await refresh(jar)).statusCode).toBe(200);
    expect(await sessionCount()).toBe(1);
  });

  it('revokes the session when a rotated-out token comes back after the grace', async () => {
    const stolen = await t.signIn();
    const first = await refresh(stolen);
    expect(first.statusCode).toBe(200);
    const current = cookieHeader(first, stolen);

    now = new Date(now.getTime() + REFRESH_RACE_GRACE_MS + 1000);
    const reuse = await refresh(stolen);
    expect(reuse.statusCode).toBe(401);
    expect(setCookies(reuse)[COOKIES.refresh]).toBe('');
    expect(await sessionCount()).toBe(0);
    // Whoever holds the newest token is out too: the session is gone for both copies.
    expect((await refresh(current)).statusCode).toBe(401);
    expect((await me(current)).statusCode).toBe(401);
  });

  it('gives the previous token only an access token within the grace, never a refresh token', async () => {
    const cookies = await t.signIn();
    const first = await refresh(cookies);
    now = new Date(now.getTime() + REFRESH_RACE_GRACE_MS - 1000);
    const late = await refresh(cookies);
    expect(late.statusCode).toBe(200);
    expect(Object.keys(setCookies(late))).not.toContain(COOKIES.refresh);
    expect((await me(cookieHeader(late, cookies))).statusCode).toBe(200);
    expect((await refresh(cookieHeader(first, cookies))).statusCode).toBe(200);
  });

  it('still refuses and clears an unknown refresh token', async () => {
    const res = await refresh(`${COOKIES.refresh}=desconocido`);
    expect(res.statusCode).toBe(401);
    expect(setCookies(res)[COOKIES.marker]).toBe('');
  });
});
