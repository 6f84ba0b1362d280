import { MESSAGES } from '@comandero/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, testDatabases, type TestApp } from '../../test/test-app.js';

describe.each(testDatabases)('origin check on %s', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(kind, { env: { ALLOWED_ORIGINS: 'https://caja.example/' } });
  });
  afterEach(async () => {
    await t.close();
  });

  const signIn = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signin',
      headers: { host: 'pos.local:3000', ...headers },
      payload: ADMIN,
    });

  it('accepts a configured origin even though the browser marks it cross-site', async () => {
    const res = await signIn({ origin: 'https://caja.example', 'sec-fetch-site': 'cross-site' });
    expect(res.statusCode).toBe(200);
    const sessions = await t.database.db.selectFrom('device_sessions').select('id').execute();
    expect(sessions).toHaveLength(1);
  });

  it('still refuses other cross-site origins, and cross-site requests without an Origin', async () => {
    const cases: Record<string, string>[] = [
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://caja.example.evil', 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of cases) {
      const res = await signIn(headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: MESSAGES.foreignOrigin });
    }
    expect(await t.database.db.selectFrom('device_sessions').select('id').execute()).toHaveLength(0);
  });

  it('accepts its own origin marked same-origin', async () => {
    const res = await signIn({ origin: 'http://pos.local:3000', 'sec-fetch-site': 'same-origin' });
    expect(res.statusCode).toBe(200);
  });
});
