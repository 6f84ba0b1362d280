import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../../test/test-app.js';
import { dataStamp } from './data-stamp.js';

const FAMILIES = ['customers', 'reservations', 'sales', 'sales_edits', 'order_edits', 'orders', 'catalogue'] as const;
const now = () => new Date().toISOString();

describe.each(testDatabases)('data versions on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });
  const stamp = () => dataStamp(t.database.db, FAMILIES)();

  it('a delete or an update that matches no row moves no counter', async () => {
    const before = await stamp();
    await t.database.db.deleteFrom('customers').where('phone', '=', 'ninguno').execute();
    await t.database.db.deleteFrom('orders').where('id', '=', -1).execute();
    await t.database.db.updateTable('order_items').set({ status: 'ready' }).where('id', '=', -1).execute();
    await t.database.db.updateTable('reservations').set({ status: 'cancelled' }).where('id', '=', -1).execute();
    const after = await stamp();
    for (const family of ['customers', 'reservations', 'sales', 'sales_edits', 'order_edits'] as const) {
      expect(after[family], family).toBe(before[family]);
    }
  });

  it('a refused delete through the API moves no counter', async () => {
    const cookie = await t.signIn();
    const before = await stamp();
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/customers/3999999999/delete',
      headers: { cookie },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(await stamp()).toEqual(before);
  });

  it('a write moves its families only', async () => {
    const before = await stamp();
    await t.database.db
      .insertInto('customers')
      .values({ phone: '3000000011', name: 'Ana', name_search: 'ana', created_at: now(), updated_at: now() })
      .execute();
    const after = await stamp();
    expect(after.customers).toBeGreaterThan(before.customers);
    expect({ ...after, customers: before.customers }).toEqual(before);
  });
});

// SQLite runs one transaction at a time in the one app process, so nothing can interleave there.
describe.each(testDatabases.filter((k) => k === 'postgres'))(
  'data versions under concurrent transactions on %s',
  () => {
    let t: TestApp;
    let a: pg.Client;
    let b: pg.Client;
    const client = async () => {
      const c = new pg.Client({
        connectionString: process.env.TEST_DATABASE_URL,
        options: `-c search_path=${t.database.pgSchema ?? ''}`,
      });
      await c.connect();
      return c;
    };
    const stamp = () => dataStamp(t.database.db, FAMILIES)();
    const addCustomer = (c: pg.Client, phone: string) =>
      c.query(
        `INSERT INTO customers (phone, name, name_search, created_at, updated_at) VALUES ($1, 'C', 'c', $2, $2)`,
        [phone, now()],
      );
    const addUser = (c: pg.Client, username: string) =>
      c.query(
        `INSERT INTO users (username, name, role, scope, password_hash, created_at, updated_at)
       VALUES ($1, 'U', 'staff', '', 'x', $2, $2)`,
        [username, now()],
      );

    beforeEach(async () => {
      t = await createTestApp('postgres');
      a = await client();
      b = await client();
    });
    afterEach(async () => {
      await a.end();
      await b.end();
      await t.close();
    });

    it('two transactions writing two families in opposite orders both commit (no deadlock)', async () => {
      const before = await stamp();
      await a.query('BEGIN');
      await b.query('BEGIN');
      await addCustomer(a, '3000000021');
      await addUser(b, 'cruzado-b');
      // With a lock per family taken at the write, each would now wait for the other: a deadlock.
      await Promise.all([addUser(a, 'cruzado-a'), addCustomer(b, '3000000022')]);
      await Promise.all([a.query('COMMIT'), b.query('COMMIT')]);
      const after = await stamp();
      expect(after.customers - before.customers).toBe(2);
      expect(after.sales - before.sales).toBe(2);
      expect(after.sales_edits - before.sales_edits).toBe(2);
    });

    it('a counter moves once per transaction, and only when the transaction commits', async () => {
      const before = await stamp();
      await a.query('BEGIN');
      for (const phone of ['3000000031', '3000000032', '3000000033']) await addCustomer(a, phone);
      await a.query(`UPDATE customers SET name = 'D' WHERE phone LIKE '30000000%'`);
      expect(await stamp()).toEqual(before);
      await a.query('COMMIT');
      expect((await stamp()).customers - before.customers).toBe(1);
      await a.query('BEGIN');
      await addCustomer(a, '3000000034');
      await a.query('ROLLBACK');
      expect((await stamp()).customers - before.customers).toBe(1);
    });
  },
);
