import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { cookieHeader, createTestApp, testDatabases, type TestApp } from '../../test/test-app.js';
import { cartLine, seedPosCatalogue } from '../../test/fixtures/pos.js';
import { DEMO_CATEGORIES, DEMO_USERS } from './demo-data.js';
import { seedDatabase, type SeedOptions } from './seed.js';

describe.each(testDatabases)('seed on restart and with a twin instance on %s', (kind) => {
  let t: TestApp;
  afterEach(async () => {
    await t.close();
  });

  const count = async (table: 'users' | 'categories') =>
    Number(
      (
        await t.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const storedZone = async () =>
    (await t.database.db.selectFrom('store_settings').select('time_zone').executeTakeFirstOrThrow()).time_zone;

  it('lets two instances seed one empty database together: one admin, the demo once, no crash', async () => {
    t = await createTestApp(kind);
    await t.database.db.deleteFrom('users').execute();
    const opts: SeedOptions = {
      adminUsername: 'admin',
      adminPassword: 'admin-pass-123',
      demo: true,
      demoPassword: 'demo-pass-123',
      storeTimeZone: 'America/Bogota',
      clock: { now: () => new Date() },
      print: () => {},
    };
    await Promise.all([seedDatabase(t.database.db, opts), seedDatabase(t.database.db, opts)]);
    expect(await count('users')).toBe(1 + DEMO_USERS.length);
    expect(await count('categories')).toBe(DEMO_CATEGORIES.length);
  });

  it('replaces the stored time zone with an explicit STORE_TIME_ZONE, and orders use it', async () => {
    t = await createTestApp(kind);
    const c = await seedPosCatalogue(t.database.db);
    expect(await storedZone()).toBe('America/Bogota');
    const restart = async (env: Record<string, string>) => {
      const config = loadConfig({ LOG_LEVEL: 'silent', ...env });
      await seedDatabase(t.database.db, {
        adminUsername: 'admin',
        demo: false,
        storeTimeZone: config.storeTimeZone,
        storeTimeZoneExplicit: config.storeTimeZoneExplicit,
        clock: { now: () => new Date() },
        print: () => {},
      });
      return config;
    };
    const config = await restart({ STORE_TIME_ZONE: 'Asia/Tokyo' });
    expect(await storedZone()).toBe('Asia/Tokyo');

    // 03:30Z on the 15th is still the 14th in Bogotá but already the 15th in Tokyo.
    const clock = { now: () => new Date('2026-03-15T03:30:00Z') };
    const { app } = await buildApp({ config, database: t.database, clock, sessionSecret: t.deps.sessionSecret });
    await app.ready();
    try {
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/signin',
        payload: { username: 'admin', password: 'admin-pass-123' },
      });
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/pos/create-order',
        headers: { cookie: cookieHeader(signIn) },
        payload: { cart: [cartLine(c.items.water, 1)] },
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await app.close();
    }
    const order = await t.database.db.selectFrom('orders').select('business_day').executeTakeFirstOrThrow();
    expect(order.business_day).toBe('2026-03-15');

    // Unset, the stored zone stays as it is.
    await restart({});
    expect(await storedZone()).toBe('Asia/Tokyo');
  });
});
