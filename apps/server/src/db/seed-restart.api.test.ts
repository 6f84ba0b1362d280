import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../../test/test-app.js';
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
});
