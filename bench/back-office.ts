/**
 * Issue 9: the back office over a year's worth of a busy restaurant (100,000 orders in the last 60
 * days, 20,000 customers): dashboard, this month's report and the customer search.
 */
import { performance } from 'node:perf_hooks';
import type { ReportResponse } from '@comandero/contracts';
import { prepareDb, seedMenuDb, withHandle, withServer, type DbKind } from './bench-db.js';
import { addCustomer, readAfterEachOrder } from './after-write.js';
import { makeCarts } from './carts.js';
import { judge, loadGet, logRow, toMeasured, type Row } from './load.js';
import type { BenchItem } from './seed-menu.js';
import { seedHistory, settleAfterBulkLoad, type HistorySize } from './seed-history.js';

const SIZE: HistorySize = { orders: 100_000, customers: 20_000, days: 60 };
const CONNECTIONS = 10;
const WARM_UP = 2;
const P99_MS = 100;
// Enough that p99 is not just the slowest single read; a row still takes seconds (reads up to 100 ms).
const AFTER_ORDER_SAMPLES = 100;
/** Matches Martínez, about one customer in ten: a page to fill and a count to make. */
const NAME_FRAGMENT = 'mart';
const SEARCH = `sort=created_at&page=1&perPage=10&filter=${NAME_FRAGMENT}`;

const ROUTES = [
  { name: 'GET /dashboard', path: '/api/v1/dashboard' },
  { name: 'GET /reports?type=this_month', path: '/api/v1/reports?type=this_month' },
  { name: `GET /customers?…filter=${NAME_FRAGMENT}`, path: `/api/v1/customers?${SEARCH}` },
  { name: `GET /customers/paged?…filter=${NAME_FRAGMENT}`, path: `/api/v1/customers/paged?${SEARCH}` },
];

export type SeedTiming = { rows: Awaited<ReturnType<typeof seedHistory>>; seedSeconds: number; settleSeconds: number };

async function seed(kind: DbKind) {
  const db = await prepareDb(kind);
  const { items, ...timing } = await withHandle(db, async (h): Promise<SeedTiming & { items: BenchItem[] }> => {
    const items = await seedMenuDb(h);
    const started = performance.now();
    const rows = await seedHistory(h, SIZE);
    const seeded = performance.now();
    await settleAfterBulkLoad(h);
    const seconds = (from: number, to: number) => Math.round((to - from) / 100) / 10;
    const settled = performance.now();
    return { items, rows, seedSeconds: seconds(started, seeded), settleSeconds: seconds(seeded, settled) };
  });
  const { rows } = timing;
  console.log(
    `\n${kind}: ${rows.orders} órdenes (${rows.invoices} facturas, ${rows.lines} líneas, ${rows.addons} adiciones) y ${rows.customers} clientes sembrados en ${timing.seedSeconds} s` +
      (kind === 'postgres' ? `, VACUUM ANALYZE ${timing.settleSeconds} s` : ''),
  );
  return { db, timing, items };
}

/** The figures must come from the seeded volume, or the timings would say nothing. */
async function checkReport(url: string, cookie: string) {
  const res = await fetch(`${url}/api/v1/reports?type=this_month`, { headers: { cookie } });
  if (res.status !== 200) throw new Error(`GET /reports: ${res.status}`);
  const r = (await res.json()) as ReportResponse;
  if (r.ordersCount === 0) throw new Error('el informe del mes no ve las órdenes sembradas');
  console.log(
    `  informe del mes (${r.from}..${r.to}): ${r.ordersCount} órdenes, ${r.paidOrdersCount} pagadas, ${r.totalCustomers} clientes (${r.newCustomers} nuevos, ${r.repeatedCustomers} repetidos), ${r.revenuePerDay.length} días con ventas`,
  );
}

export async function benchBackOffice(kind: DbKind, duration: number): Promise<{ rows: Row[]; seed: SeedTiming }> {
  const { db, timing, items } = await seed(kind);
  const carts = makeCarts(items, 97);
  try {
    const rows = await withServer(db, async (server, cookie) => {
      await checkReport(server.url, cookie);
      const out: Row[] = [];
      const opts = { connections: CONNECTIONS, headers: { cookie } };
      for (const route of ROUTES) {
        await loadGet(server.url, route.path, { ...opts, duration: WARM_UP });
        const r = await loadGet(server.url, route.path, { ...opts, duration });
        const row = judge(toMeasured(kind, route.name, CONNECTIONS, r), { p99BelowMs: P99_MS });
        const rebuilt = await readAfterEachOrder({
          database: kind,
          endpoint: `${route.name} (recomputed after each new order)`,
          url: server.url,
          path: route.path,
          cookie,
          carts,
          samples: AFTER_ORDER_SAMPLES,
          target: { p99BelowMs: P99_MS },
        });
        const afterCustomer = route.path.startsWith('/api/v1/customers')
          ? [
              await readAfterEachOrder({
                database: kind,
                endpoint: `${route.name} (recomputed after each new customer)`,
                url: server.url,
                path: route.path,
                cookie,
                carts,
                samples: AFTER_ORDER_SAMPLES,
                target: { p99BelowMs: P99_MS },
                write: (k, run) => addCustomer(server.url, cookie, k, run),
              }),
            ]
          : [];
        for (const r of [row, rebuilt, ...afterCustomer]) {
          out.push(r);
          logRow(r);
        }
      }
      return out;
    });
    return { rows, seed: timing };
  } finally {
    await db.cleanup();
  }
}
