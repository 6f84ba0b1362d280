import pg from 'pg';
import { expect, vi } from 'vitest';
import type { Clock } from '../../lib/clock.js';
import {
  apiClient,
  createTestApp,
  type ApiClient,
  type DbKind,
  type TestApp,
  type TestAppOptions,
} from '../../../test/test-app.js';
import { cartLine, seedPosCatalogue, type PosCatalogue } from '../pos/pos-test-fixtures.js';
import { openStoreDrawer } from '../cash-drawer/cash-drawer-fixtures.js';

export { cartLine, seedPosCatalogue, type PosCatalogue };

export type PosApp = { t: TestApp; c: PosCatalogue; cookie: string; api: ApiClient };

/**
 * A fresh app on `kind` with the POS catalogue, and the admin's session to call it with. A drawer is
 * open in the store, as at the start of a cashier's day: cash needs one (issue 18), and these
 * requests name no terminal, so their cash lands in it.
 */
export async function openPosApp(kind: DbKind, opts?: TestAppOptions): Promise<PosApp> {
  const t = await createTestApp(kind, opts);
  const c = await seedPosCatalogue(t.database.db);
  const cookie = await t.signIn();
  await openStoreDrawer(t, cookie);
  return { t, c, cookie, api: apiClient(t, cookie) };
}

/** A clock the test moves: orders "yesterday" are placed through the real POS route. */
export function movableClock(start = new Date()): Clock & { set(d: Date): void } {
  let at = start;
  return { now: () => at, set: (d) => (at = d) };
}

type Placed = { orderId: number; tokenNo: number };

/**
 * Places an order through POST /pos/create-order, or pays it at once through
 * /pos/create-order-and-invoice when `paidTotals` (the pesos the POS would send) is given.
 */
export async function placeOrder(
  t: TestApp,
  cookie: string,
  cart: object[],
  opts: { tableId?: number | null; paidTotals?: { netTotal: number; taxTotal: number; total: number } } = {},
): Promise<Placed> {
  const url = opts.paidTotals ? '/api/v1/pos/create-order-and-invoice' : '/api/v1/pos/create-order';
  const payload = {
    cart,
    deliveryType: opts.tableId ? 'dinein' : 'takeaway',
    customerType: 'WALKIN',
    customerId: null,
    tableId: opts.tableId ?? null,
    ...opts.paidTotals,
  };
  const res = await t.app.inject({ method: 'POST', url, payload, headers: { cookie } });
  if (res.statusCode !== 200) throw new Error(`order failed: ${res.statusCode} ${res.body}`);
  return res.json() as Placed;
}

/** A second table, so grouping has something to order. */
export async function addTable(t: TestApp, title: string, floor = 'Primer piso'): Promise<number> {
  const row = await t.database.db
    .insertInto('store_tables')
    .values({ table_title: title, floor, seating_capacity: 2, created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function countRows(t: TestApp, table: 'orders' | 'invoices' | 'order_items'): Promise<number> {
  const row = await t.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Starts requests that must race. On PostgreSQL another connection first holds `lockSql`'s rows, so
 * every request reaches its conditional write and waits there before any commits (waiters are
 * counted through the chain of blockers: a second waiter waits behind the first, not the holder).
 * SQLite runs one transaction at a time, so the requests are simply started together.
 */
export async function raceBehindLock<T>(
  t: TestApp,
  lockSql: string,
  params: unknown[],
  start: () => Promise<T>[],
): Promise<T[]> {
  return queueBehindLock(t, lockSql, params, [start]);
}

/**
 * raceBehindLock with the requests queued in a chosen order: each batch starts once the previous
 * one waits on the lock, so on PostgreSQL (whose lock queue is first come, first served) the first
 * batch reaches the rows first. SQLite starts everything together, in the order given.
 */
export async function queueBehindLock<T>(
  t: TestApp,
  lockSql: string,
  params: unknown[],
  batches: (() => Promise<T>[])[],
): Promise<T[]> {
  if (t.database.dialect !== 'postgres') return Promise.all(batches.flatMap((start) => start()));
  const other = await lockingConnection(t, lockSql, params);
  try {
    const { rows: me } = await other.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const pending: Promise<T>[] = [];
    for (const start of batches) {
      pending.push(...start());
      await vi.waitFor(
        async () => {
          const { rows } = await other.query<{ n: number }>(
            `WITH RECURSIVE w(pid) AS (
               SELECT pid FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid))
               UNION SELECT s.pid FROM pg_stat_activity s JOIN w ON w.pid = ANY(pg_blocking_pids(s.pid))
             ) SELECT count(*)::int AS n FROM w`,
            [me[0].pid],
          );
          expect(rows[0].n).toBe(pending.length);
        },
        { timeout: 5000, interval: 10 },
      );
    }
    await other.query('COMMIT');
    return await Promise.all(pending);
  } finally {
    await other.end();
  }
}

/** Another PostgreSQL connection, in the test app's schema, holding `lockSql`'s row locks in an open transaction. */
async function lockingConnection(t: TestApp, lockSql: string, params: unknown[]): Promise<pg.Client> {
  const other = new pg.Client({
    connectionString: process.env.TEST_DATABASE_URL,
    options: `-c search_path=${t.database.pgSchema ?? ''}`,
  });
  await other.connect();
  try {
    await other.query('BEGIN');
    await other.query(lockSql, params);
    return other;
  } catch (err) {
    await other.end();
    throw err;
  }
}

/**
 * Runs `work` while another connection holds `lockSql`'s rows (a cash movement or a close under way
 * elsewhere) and fails if it waits for them. SQLite has one writer at a time: it just runs `work`.
 */
export async function whileRowHeld<T>(t: TestApp, lockSql: string, params: unknown[], work: () => Promise<T>) {
  if (t.database.dialect !== 'postgres') return work();
  const other = await lockingConnection(t, lockSql, params);
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('esperó un bloqueo que no le concierne')), 3_000);
  });
  try {
    return await Promise.race([work(), waited]);
  } finally {
    clearTimeout(timer);
    await other.query('ROLLBACK');
    await other.end();
  }
}
