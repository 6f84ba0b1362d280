import { MENU_MESSAGES } from '@comandero/contracts';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app.js';
import { seedPosCatalogue, type PosCatalogue } from '../../../test/fixtures/pos.js';

// SQLite runs one write transaction at a time, so a delete cannot commit between check and write there.
describe.skipIf(!testDatabases.includes('postgres'))('menu writes racing a delete on postgres', () => {
  let t: TestApp;
  let c: PosCatalogue;
  let cookie: string;
  let other: pg.Client;

  beforeEach(async () => {
    t = await createTestApp('postgres');
    c = await seedPosCatalogue(t.database.db);
    cookie = await t.signIn();
    other = new pg.Client({
      connectionString: process.env.TEST_DATABASE_URL,
      options: `-c search_path=${t.database.pgSchema ?? ''}`,
    });
    await other.connect();
  });
  afterEach(async () => {
    await other.end();
    await t.close();
  });

  /**
   * Runs the request while another transaction deletes a row it refers to, committing once the
   * request waits on that transaction (for the catalogue lock its delete took, or the row itself).
   */
  async function racingDelete(deleteSql: string, id: number, url: string, payload: object) {
    await other.query('BEGIN');
    await other.query(deleteSql, [id]);
    const { rows } = await other.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const pending = t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers: { cookie } });
    await vi.waitFor(
      async () => {
        const blocked = await t.database.pgPool!.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid))',
          [rows[0].pid],
        );
        expect(blocked.rows[0].n).toBeGreaterThan(0);
      },
      { timeout: 5000, interval: 10 },
    );
    await other.query('COMMIT');
    return pending;
  }

  it('answers 404 for a variant or add-on of an item deleted meanwhile', async () => {
    const res = await racingDelete(
      'DELETE FROM menu_items WHERE id = $1',
      c.items.water,
      `/menu-items/variants/${c.items.water}/add`,
      { title: 'Grande', price: 1 },
    );
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json()).toEqual({ message: MENU_MESSAGES.itemNotFound });
  });

  it('answers 400 for an item whose category was deleted meanwhile', async () => {
    const res = await racingDelete('DELETE FROM categories WHERE id = $1', c.categoryId, '/menu-items/add', {
      title: 'Jugo',
      price: 4500,
      categoryId: c.categoryId,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ message: MENU_MESSAGES.categoryInvalid });
  });
});
