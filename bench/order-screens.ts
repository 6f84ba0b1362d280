/**
 * Issue 8: the orders and kitchen screens with 200 open orders (made through the API: 3 lines with
 * variants and add-ons, over 20 tables and no table), then how fast 20 sockets hear new orders.
 */
import { randomBytes } from 'node:crypto';
import type { KitchenResponse, OrdersResponse } from '@comandero/contracts';
import { prepareDb, seedMenuDb, withHandle, withServer, type DbKind } from './bench-db.js';
import { createOrder, makeCarts } from './carts.js';
import { judge, loadGet, logRow, toMeasured, type Row } from './load.js';
import { eventRows, measureOrderEvents } from './order-events.js';
import { readAfterEachOrder } from './after-write.js';

const OPEN_ORDERS = 200;
const CONNECTIONS = 10;
const SOCKETS = 20;
const EVENT_ORDERS = 300;
const WARM_UP = 2;
const LIST_P99_MS = 30;
// Enough that p99 is not just the slowest single read (one GC pause), yet a row takes seconds.
const AFTER_ORDER_SAMPLES = 100;

async function seed(kind: DbKind) {
  const db = await prepareDb(kind);
  const seeded = await withHandle(db, async (h) => {
    const items = await seedMenuDb(h);
    const tables = await h.db.selectFrom('store_tables').select('id').orderBy('id').execute();
    return { items, tableIds: tables.map((t) => t.id) };
  });
  return { db, ...seeded };
}

async function openOrdersOnScreen(url: string, cookie: string): Promise<number> {
  const res = await fetch(`${url}/api/v1/orders`, { headers: { cookie } });
  if (res.status !== 200) throw new Error(`GET /orders: ${res.status}`);
  const groups = (await res.json()) as OrdersResponse;
  return groups.reduce((n, g) => n + g.orders.length, 0);
}

/** An orders answer (per table) or a kitchen answer (the orders) holding the order `id`. */
function showsOrder(answer: unknown, id: number): boolean {
  const orders = (answer as (OrdersResponse[number] | KitchenResponse[number])[]).flatMap((entry) =>
    'orders' in entry ? entry.orders : [entry],
  );
  return orders.some((order) => order.id === id);
}

async function measureList(kind: DbKind, url: string, path: string, cookie: string, duration: number, carts: string[]) {
  // What the screens send: their browser accepts gzip, which the server keeps ready per version.
  const headers = { cookie, 'accept-encoding': 'gzip' };
  const opts = { connections: CONNECTIONS, headers };
  await loadGet(url, path, { ...opts, duration: WARM_UP });
  const full = await loadGet(url, path, { ...opts, duration });
  const etag = (await fetch(`${url}${path}`, { headers })).headers.get('etag');
  if (!etag) throw new Error(`${path} no envió ETag`);
  const revalidated = await loadGet(url, path, { ...opts, duration, headers: { ...headers, 'if-none-match': etag } });
  const name = `GET ${path.replace('/api/v1', '')}`;
  const target = { p99BelowMs: LIST_P99_MS };
  const rebuilt = await readAfterEachOrder({
    database: kind,
    endpoint: `${name} (200, rebuilt after each new order)`,
    url,
    path,
    cookie,
    headers: { 'accept-encoding': 'gzip' },
    carts,
    samples: AFTER_ORDER_SAMPLES,
    target,
    showsOrder,
  });
  return [
    judge(toMeasured(kind, `${name} (200, ${OPEN_ORDERS} open)`, CONNECTIONS, full), target),
    judge(toMeasured(kind, `${name} (304 If-None-Match)`, CONNECTIONS, revalidated, 304), target),
    rebuilt,
  ];
}

export async function benchOrderScreens(kind: DbKind, duration: number): Promise<Row[]> {
  const { db, items, tableIds } = await seed(kind);
  try {
    return await withServer(db, async (server, cookie) => {
      // Several orders per table and a fifth without one, like a busy evening.
      const spread = [...tableIds, null, null, null, null, null];
      const carts = makeCarts(items, OPEN_ORDERS, spread);
      const run = randomBytes(4).toString('hex');
      for (const [k, body] of carts.entries()) await createOrder(server.url, cookie, body, `${run}-open-${k}`);
      const onScreen = await openOrdersOnScreen(server.url, cookie);
      if (onScreen !== OPEN_ORDERS) throw new Error(`GET /orders muestra ${onScreen} órdenes, no ${OPEN_ORDERS}`);
      console.log(`\n${kind}: ${OPEN_ORDERS} órdenes abiertas creadas por la API, servidor en ${server.url}`);
      const rows: Row[] = [];
      for (const path of ['/api/v1/orders', '/api/v1/kitchen']) {
        for (const row of await measureList(kind, server.url, path, cookie, duration, carts)) {
          rows.push(row);
          logRow(row);
        }
      }
      const timings = await measureOrderEvents({
        url: server.url,
        cookie,
        carts: makeCarts(items, 97, spread),
        clients: SOCKETS,
        orders: EVENT_ORDERS,
        warmUp: 20,
      });
      console.log(
        `  ${EVENT_ORDERS} órdenes seguidas: ${timings.beforeAnswer} anunciadas a los ${SOCKETS} sockets antes de la respuesta, ${timings.missed} perdidas`,
      );
      for (const row of eventRows(kind, timings, SOCKETS)) {
        rows.push(row);
        logRow(row);
      }
      return rows;
    });
  } finally {
    await db.cleanup();
  }
}
