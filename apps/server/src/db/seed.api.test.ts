import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../../test/test-app.js';
import { systemClock } from '../lib/clock.js';
import { verifyPassword } from '../lib/passwords.js';
import { seedDatabase } from './seed.js';

const count = async (
  t: TestApp,
  table: 'menu_items' | 'store_tables' | 'payment_types' | 'taxes' | 'users' | 'customers',
) =>
  (
    await t.database.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

describe.each(testDatabases)('first-start seed on %s', (kind) => {
  let t: TestApp;
  afterEach(async () => {
    await t.close();
  });

  it('loads the demo restaurant once, with the catalogue the issue asks for', async () => {
    t = await createTestApp(kind, { demo: true });
    expect(await count(t, 'menu_items')).toBeGreaterThanOrEqual(40);
    expect(await count(t, 'store_tables')).toBe(12);
    expect(await count(t, 'payment_types')).toBe(4);
    expect(await count(t, 'users')).toBe(4);
    const floors = await t.database.db.selectFrom('store_tables').select('floor').distinct().execute();
    expect(floors).toHaveLength(2);
    const taxes = await t.database.db
      .selectFrom('taxes')
      .select(['title', 'rate_bp', 'type'])
      .orderBy('rate_bp')
      .execute();
    expect(taxes).toEqual([
      { title: 'Impoconsumo', rate_bp: 800, type: 'inclusive' },
      { title: 'IVA', rate_bp: 1900, type: 'exclusive' },
    ]);
    const withVariants = await t.database.db.selectFrom('menu_item_variants').select('item_id').distinct().execute();
    const withAddons = await t.database.db.selectFrom('menu_item_addons').select('item_id').distinct().execute();
    expect(withVariants.length).toBeGreaterThan(5);
    expect(withAddons.length).toBeGreaterThan(5);

    const items = await count(t, 'menu_items');
    const printed: string[] = [];
    await seedDatabase(t.database.db, {
      adminUsername: 'admin',
      demo: true,
      storeTimeZone: 'America/Bogota',
      clock: systemClock,
      print: (l) => printed.push(l),
    });
    expect(await count(t, 'menu_items')).toBe(items);
    expect(await count(t, 'users')).toBe(4);
    expect(printed).toEqual([]);
  });

  it('without demo data creates only the admin, with a random password printed once', async () => {
    t = await createTestApp(kind);
    await t.database.db.deleteFrom('users').execute();
    const printed: string[] = [];
    await seedDatabase(t.database.db, {
      adminUsername: 'jefe',
      demo: false,
      storeTimeZone: 'America/Bogota',
      clock: systemClock,
      print: (l) => printed.push(l),
    });
    expect(printed).toHaveLength(1);
    const password = /jefe \/ (\S+)/.exec(printed[0])?.[1];
    expect(password?.length).toBeGreaterThanOrEqual(16);
    const admin = await t.database.db
      .selectFrom('users')
      .selectAll()
      .where('username', '=', 'jefe')
      .executeTakeFirstOrThrow();
    expect(admin.role).toBe('admin');
    expect(await verifyPassword(admin.password_hash, password!)).toBe(true);
    expect(await count(t, 'menu_items')).toBe(0);
  });
});
