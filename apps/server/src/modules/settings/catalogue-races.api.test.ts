import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app.js';

// SQLite runs one transaction at a time in the one app process, so nothing can interleave there.
describe.skipIf(!testDatabases.includes('postgres'))('catalogue writes racing other transactions on postgres', () => {
  let t: TestApp;
  let cookie: string;
  let other: pg.Client;
  let otherPid: number;
  const send = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, payload, headers: { cookie } });
  const id = async (url: string, payload: object) => (await send('POST', url, payload)).json().id as number;

  beforeEach(async () => {
    t = await createTestApp('postgres');
    cookie = await t.signIn();
    other = new pg.Client({
      connectionString: process.env.TEST_DATABASE_URL,
      options: `-c search_path=${t.database.pgSchema ?? ''}`,
    });
    await other.connect();
    otherPid = (await other.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid;
  });
  afterEach(async () => {
    await other.end();
    await t.close();
  });

  /**
   * Waits until `count` connections wait behind the other transaction, then commits it. Counted
   * through chains: a second waiter for a row lock waits behind the first waiter, not the holder.
   */
  async function commitOnceBlocking(count: number) {
    await vi.waitFor(
      async () => {
        const { rows } = await t.database.pgPool!.query<{ n: number }>(
          `WITH RECURSIVE w(pid) AS (
             SELECT pid FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid))
             UNION SELECT s.pid FROM pg_stat_activity s JOIN w ON w.pid = ANY(pg_blocking_pids(s.pid))
           ) SELECT count(*)::int AS n FROM w`,
          [otherPid],
        );
        expect(rows[0].n).toBe(count);
      },
      { timeout: 5000, interval: 10 },
    );
    await other.query('COMMIT');
  }

  it('two adds of one title held up together: the first wins, the second sees it and gets 409', async () => {
    await other.query('BEGIN');
    await other.query('SELECT version FROM catalogue_version WHERE id = 1 FOR UPDATE');
    const first = send('POST', '/settings/categories/add', { title: 'Bebidas' });
    const second = send('POST', '/settings/categories/add', { title: 'bebidas ' });
    await commitOnceBlocking(2);
    const answers = await Promise.all([first, second]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const { rows } = await other.query('SELECT title FROM categories');
    expect(rows).toHaveLength(1);
  });

  it('a tax delete waits for an item being moved onto that tax, then refuses with 409', async () => {
    const taxId = await id('/settings/taxes/add', { title: 'IVA', rate: 19, type: 'exclusive' });
    const itemId = await id('/menu-items/add', { title: 'Agua', price: 3000 });
    await other.query('BEGIN');
    await other.query('UPDATE menu_items SET tax_id = $1 WHERE id = $2', [taxId, itemId]);
    const pending = send('DELETE', `/settings/taxes/${taxId}`);
    await commitOnceBlocking(1);
    const res = await pending;
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe('No se puede eliminar: 1 ítem usa este impuesto. Muévalo a otro impuesto primero.');
    const { rows } = await other.query('SELECT tax_id FROM menu_items WHERE id = $1', [itemId]);
    expect(rows).toEqual([{ tax_id: taxId }]);
  });

  it('a payment type delete waits for an invoice being written with it (outside the catalogue), then refuses', async () => {
    const paymentTypeId = await id('/settings/payment-types/add', { title: 'Nequi' });
    await other.query('BEGIN');
    const now = new Date().toISOString();
    await other.query(
      `INSERT INTO invoices (business_day, sub_total, tax_total, total, delivery_type, customer_type,
         payment_type_id, payment_type_title, created_at) VALUES ($1, 100, 0, 100, 'dinein', 'WALKIN', $2, 'Nequi', $3)`,
      [now.slice(0, 10), paymentTypeId, now],
    );
    const pending = send('DELETE', `/settings/payment-types/${paymentTypeId}`);
    await commitOnceBlocking(1);
    const res = await pending;
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe('No se puede eliminar: 1 factura usa este tipo de pago. Desactívelo en su lugar.');
    const { rows } = await other.query('SELECT payment_type_id FROM invoices');
    expect(rows).toEqual([{ payment_type_id: paymentTypeId }]);
  });
});
