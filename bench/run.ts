/**
 * `npm run bench`: load test of the POS API on the real server process with a 2,000-item menu.
 * SQLite always; PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL is set (in a fresh
 * database that is dropped afterwards). BENCH_DURATION (seconds, default 10) sets each run's length.
 * Then the POS itself in headless Chromium over the same menu (BENCH_SKIP_UI=1 leaves it out).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type AutocannonResult } from 'autocannon';
import pg from 'pg';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../apps/server/src/db/database.js';
import { seedDatabase } from '../apps/server/src/db/seed.js';
import { systemClock } from '../apps/server/src/lib/clock.js';
import { benchPosUi, type PosUiResult } from './pos-ui.js';
import { seedBenchMenu, type BenchItem } from './seed-menu.js';
import { ROOT, signIn, startServer } from './server-process.js';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARM_UP = 5;
const MENU_SIZE = 2000;
const ADMIN = { username: 'admin', password: 'bench-admin-pass' };
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

type Endpoint = 'GET /pos/init' | 'POST /pos/create-order';
type Row = {
  database: string;
  endpoint: Endpoint;
  connections: number;
  requestsPerSec: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
  ok2xx: number;
  non2xx: number;
  errors: number;
  timeouts: number;
};

/** Carts of 3 lines, each with a variant and one or two add-ons of its own item. */
function makeCarts(items: BenchItem[], n: number): string[] {
  const rich = items.filter((i) => i.variantIds.length && i.addonIds.length);
  const pick = <T>(list: T[], k: number) => list[(k * 2654435761) % list.length];
  return Array.from({ length: n }, (_, k) => {
    const cart = [0, 1, 2].map((j) => {
      const item = pick(rich, k * 3 + j);
      const addons = item.addonIds.slice(0, 1 + ((k + j) % 2));
      return {
        id: item.id,
        title: 'x',
        price: 0,
        quantity: 1 + ((k + j) % 3),
        notes: j === 0 ? 'sin sal' : null,
        variant_id: item.variantIds[0],
        addons_ids: addons,
      };
    });
    return JSON.stringify({ cart, deliveryType: 'takeaway', customerType: 'WALKIN', customerId: null, tableId: null });
  });
}

async function prepare(kind: 'sqlite' | 'postgres') {
  if (kind === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'comandero-bench-'));
    const open = () => openDatabase({ sqliteFile: path.join(dir, 'comandero.sqlite') });
    return {
      env: { DATA_DIR: dir } as Record<string, string>,
      open,
      cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_URL!);
  url.pathname = `/${name}`;
  const open = () => openDatabase({ databaseUrl: url.toString() });
  const cleanup = async () => {
    const c = new pg.Client({ connectionString: PG_URL });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  };
  return { env: { DATABASE_URL: url.toString() } as Record<string, string>, open, cleanup };
}

async function seed(handle: DatabaseHandle) {
  await migrateToLatest(handle);
  await seedDatabase(handle.db, {
    adminUsername: ADMIN.username,
    adminPassword: ADMIN.password,
    demo: false,
    storeTimeZone: 'America/Bogota',
    clock: systemClock,
    print: () => {},
  });
  return seedBenchMenu(handle.db, MENU_SIZE);
}

async function load(
  url: string,
  endpoint: Endpoint,
  connections: number,
  duration: number,
  cookie: string,
  carts: string[],
) {
  const headers = { cookie, 'content-type': 'application/json' };
  if (endpoint === 'GET /pos/init') {
    return autocannon({ url, connections, duration, requests: [{ method: 'GET', path: '/api/v1/pos/init', headers }] });
  }
  const run = randomBytes(4).toString('hex');
  let n = 0;
  return autocannon({
    url,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        path: '/api/v1/pos/create-order',
        headers,
        // Each request is a new order, as a cashier's submit carries a fresh idempotency key.
        setupRequest: (req) => {
          n++;
          return { ...req, body: carts[n % carts.length], headers: { ...headers, 'idempotency-key': `${run}-${n}` } };
        },
      },
    ],
  });
}

function toRow(database: string, endpoint: Endpoint, connections: number, r: AutocannonResult): Row {
  return {
    database,
    endpoint,
    connections,
    requestsPerSec: Math.round(r.requests.average),
    latencyP50Ms: r.latency.p50,
    latencyP99Ms: r.latency.p99,
    latencyMaxMs: r.latency.max,
    ok2xx: r['2xx'],
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
  };
}

async function benchDatabase(
  kind: 'sqlite' | 'postgres',
): Promise<{ rows: Row[]; ordersStored: number; ordersAcknowledged: number }> {
  const prep = await prepare(kind);
  const seedHandle = prep.open();
  const items = await seed(seedHandle);
  await seedHandle.close();
  const carts = makeCarts(items, 997);
  const server = await startServer({ ...prep.env, SEED_DEMO: '0', ADMIN_PASSWORD: ADMIN.password });
  const rows: Row[] = [];
  let acknowledged = 0;
  try {
    const cookie = await signIn(server.url, ADMIN.username, ADMIN.password);
    console.log(`\n${kind}: menú de ${MENU_SIZE} items sembrado, servidor en ${server.url}`);
    for (const endpoint of ['GET /pos/init', 'POST /pos/create-order'] as const) {
      // A serving process is warm: let the JIT and the caches settle before measuring (not recorded).
      const warm = await load(server.url, endpoint, 10, WARM_UP, cookie, carts);
      if (endpoint === 'POST /pos/create-order') acknowledged += warm['2xx'];
      for (const connections of [10, 50]) {
        const r = await load(server.url, endpoint, connections, DURATION, cookie, carts);
        if (endpoint === 'POST /pos/create-order') acknowledged += r['2xx'];
        const row = toRow(kind, endpoint, connections, r);
        rows.push(row);
        console.log(
          `  ${endpoint} c=${connections}: ${row.requestsPerSec} req/s, p50 ${row.latencyP50Ms} ms, p99 ${row.latencyP99Ms} ms, non2xx ${row.non2xx}, errores ${row.errors}`,
        );
      }
    }
  } finally {
    await server.stop();
  }
  const check = prep.open();
  const stored = await check.db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  await check.close();
  await prep.cleanup();
  return { rows, ordersStored: Number(stored.n), ordersAcknowledged: acknowledged };
}

async function benchUi(): Promise<PosUiResult> {
  const prep = await prepare('sqlite');
  const handle = prep.open();
  const items = await seed(handle);
  await handle.close();
  const plain = items.find((i) => i.variantIds.length === 0 && i.addonIds.length === 0);
  if (!plain) throw new Error('el menú de prueba no tiene items sin opciones');
  try {
    return await benchPosUi({ env: prep.env, admin: ADMIN, menuItems: MENU_SIZE, plainItemId: plain.id });
  } finally {
    await prep.cleanup();
  }
}

/** "Instant" in the RAIL sense: the screen answers an input within 100 ms. */
const INSTANT_MS = 100;

function uiTargets(ui: PosUiResult | null) {
  if (!ui) return [];
  return [
    {
      target: `POS typing in Buscar Item p95 < ${INSTANT_MS} ms (2,000 items)`,
      value: ui.typing.p95Ms,
      met: ui.typing.p95Ms < INSTANT_MS,
    },
    {
      target: `POS tap to add to cart p95 < ${INSTANT_MS} ms (2,000 items)`,
      value: ui.addToCart.p95Ms,
      met: ui.addToCart.p95Ms < INSTANT_MS,
    },
  ];
}

function targets(rows: Row[]) {
  const find = (e: Endpoint, c: number) =>
    rows.find((r) => r.database === 'sqlite' && r.endpoint === e && r.connections === c);
  const order50 = find('POST /pos/create-order', 50);
  const order10 = find('POST /pos/create-order', 10);
  const init10 = find('GET /pos/init', 10);
  return [
    {
      target: 'SQLite create-order ≥ 1500 req/s at 50 connections',
      value: order50?.requestsPerSec,
      met: (order50?.requestsPerSec ?? 0) >= 1500,
    },
    {
      target: 'SQLite create-order p99 < 15 ms at 10 connections',
      value: order10?.latencyP99Ms,
      met: (order10?.latencyP99Ms ?? Infinity) < 15,
    },
    {
      target: 'SQLite pos/init p99 < 50 ms at 10 connections',
      value: init10?.latencyP99Ms,
      met: (init10?.latencyP99Ms ?? Infinity) < 50,
    },
  ];
}

async function main() {
  const kinds: ('sqlite' | 'postgres')[] = PG_URL ? ['sqlite', 'postgres'] : ['sqlite'];
  const rows: Row[] = [];
  const integrity: Record<string, { ordersStored: number; ordersAcknowledged: number }> = {};
  for (const kind of kinds) {
    const r = await benchDatabase(kind);
    rows.push(...r.rows);
    integrity[kind] = { ordersStored: r.ordersStored, ordersAcknowledged: r.ordersAcknowledged };
  }
  const ui = process.env.BENCH_SKIP_UI === '1' ? null : await benchUi();
  const checks = [...targets(rows), ...uiTargets(ui)];
  const result = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, node: process.version },
    durationSeconds: DURATION,
    menuItems: MENU_SIZE,
    rows,
    integrity,
    ui,
    targets: checks,
  };
  const dir = path.join(ROOT, 'bench', 'results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${result.date.replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);

  console.log('');
  console.table(
    rows.map((r) => ({
      db: r.database,
      endpoint: r.endpoint,
      conns: r.connections,
      'req/s': r.requestsPerSec,
      'p50 ms': r.latencyP50Ms,
      'p99 ms': r.latencyP99Ms,
      non2xx: r.non2xx,
      errors: r.errors + r.timeouts,
    })),
  );
  for (const [kind, i] of Object.entries(integrity)) {
    // Stored may exceed acknowledged by the requests still in flight when a run's clock stopped.
    const verdict = i.ordersStored >= i.ordersAcknowledged ? 'OK' : 'FALLA: se perdieron órdenes confirmadas';
    console.log(`${kind}: ${i.ordersAcknowledged} órdenes confirmadas, ${i.ordersStored} guardadas — ${verdict}`);
  }
  if (ui) {
    for (const [what, st] of [
      ['Escribir en Buscar Item', ui.typing],
      ['Tocar un item (al carrito)', ui.addToCart],
    ] as const) {
      console.log(
        `POS ${what}: ${st.interactions} interacciones, p50 ${st.p50Ms} ms, p95 ${st.p95Ms} ms, max ${st.maxMs} ms`,
      );
    }
    console.log(`POS primera carga con ${ui.menuItems} items: ${ui.firstLoadMs} ms`);
  }
  for (const c of checks) console.log(`${c.met ? 'OK   ' : 'FALLA'} ${c.target}: ${c.value}`);
  console.log(`\nResultados en ${path.relative(ROOT, file)}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
