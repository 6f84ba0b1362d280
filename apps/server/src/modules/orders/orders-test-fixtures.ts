import type { Clock } from '../../lib/clock.js';
import type { TestApp } from '../../../test/test-app.js';
import { cartLine, seedPosCatalogue, type PosCatalogue } from '../pos/pos-test-fixtures.js';

export { cartLine, seedPosCatalogue, type PosCatalogue };

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
