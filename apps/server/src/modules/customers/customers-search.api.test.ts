import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app.js';
import { customerNameSearch } from '../../db/migrations/0019-customer-name-search.js';

describe.each(testDatabases)('customer name search (folded name stored, migration 0019) on %s', (kind) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.signIn();
  });
  afterAll(async () => {
    await t.close();
  });

  const add = (phone: string, name: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/customers/add',
      payload: { phone, name },
      headers: { cookie: admin },
    });
  const found = async (typed: string) =>
    (
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/customers?filter=${encodeURIComponent(typed)}`,
          headers: { cookie: admin },
        })
      ).json() as { customers: { name: string }[] }
    ).customers
      .map((c) => c.name)
      .sort();

  it('finds "ÁLVARO Núñez" by álvaro, alvaro and NUÑEZ, and letters outside Spanish the same way', async () => {
    expect((await add('3015550101', 'ÁLVARO Núñez')).statusCode).toBe(200);
    expect((await add('3015550102', 'ŞÜKRÜ Öztürk')).statusCode).toBe(200);
    expect((await add('3015550103', 'Łukasz Ørsted')).statusCode).toBe(200);
    for (const typed of ['álvaro', 'alvaro', 'NUÑEZ', 'nunez', 'Álvaro núñez']) {
      expect(await found(typed)).toEqual(['ÁLVARO Núñez']);
    }
    // PostgreSQL's translate() knew Spanish letters only, and its lower() depends on the locale.
    for (const typed of ['sukru', 'ÖZTÜRK', 'şükrü öztürk']) expect(await found(typed)).toEqual(['ŞÜKRÜ Öztürk']);
    for (const typed of ['łukasz', 'ŁUKASZ', 'ørsted']) expect(await found(typed)).toEqual(['Łukasz Ørsted']);
    expect(await found('zz')).toEqual([]);
  });

  it('follows a renamed customer: the new name is found, the old one no longer', async () => {
    expect((await add('3015550201', 'Begoña Ruiz')).statusCode).toBe(200);
    const renamed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/customers/3015550201/update',
      payload: { name: 'Íñigo Ruiz' },
      headers: { cookie: admin },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await found('begona')).toEqual([]);
    expect(await found('INIGO')).toEqual(['Íñigo Ruiz']);
  });

  it('the migration folds the names of the customers stored before it', async () => {
    const db = t.database.db;
    await db.schema.dropIndex('customers_created_phone_search_idx').execute();
    await sql`ALTER TABLE customers DROP COLUMN name_search`.execute(db);
    const now = new Date().toISOString();
    // Batches of the migration end inside these rows, and its last batch is partial.
    const names = Array.from({ length: 2500 }, (_, i) => [
      `39900${String(i).padStart(5, '0')}`,
      i % 2 ? `MARÍA ${i}` : `Ñandú ${i}`,
    ]);
    for (let start = 0; start < names.length; start += 500) {
      const values = names.slice(start, start + 500).map(([phone, name]) => sql`(${phone}, ${name}, ${now}, ${now})`);
      await sql`INSERT INTO customers (phone, name, created_at, updated_at) VALUES ${sql.join(values)}`.execute(db);
    }
    await customerNameSearch(kind).up(db as unknown as Kysely<unknown>);
    const rows = await db
      .selectFrom('customers')
      .select(['name', 'name_search'])
      .where('phone', 'in', ['3990000000', '3990000001', '3990002499', '3015550101'])
      .orderBy('phone')
      .execute();
    expect(rows).toEqual([
      { name: 'ÁLVARO Núñez', name_search: 'alvaro nunez' },
      { name: 'Ñandú 0', name_search: 'nandu 0' },
      { name: 'MARÍA 1', name_search: 'maria 1' },
      { name: 'MARÍA 2499', name_search: 'maria 2499' },
    ]);
    const unfolded = await db.selectFrom('customers').select('phone').where('name_search', '=', '').execute();
    expect(unfolded).toEqual([]);
    expect(await found('ñandu 2498')).toEqual(['Ñandú 2498']);
  });
});
