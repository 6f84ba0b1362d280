/**
 * Issue 20, the print queue under the POS's load: 3 stations on 3 fake network printers (real TCP
 * servers in this process), 20 terminals ordering with a short pause between orders, each order's
 * answer → the last byte of its last comanda at a printer (p99 < 300 ms); and POST /pos/create-order's
 * throughput with printing on against off (within 10 %), measured off, on, off, on.
 */
import { randomBytes } from 'node:crypto';
import { decodeEscPos } from '../test-support/printer/escpos-decoder.js';
import { startFakePrinter, type FakePrinter } from '../test-support/printer/fake-printer.js';
import { apiOf, keyedPosts, type Api } from './bench-api.js';
import { cpuMeter, cpuPerOrderLine, perOrder, type CpuPerOrder } from './cpu-meter.js';
import { prepareDb, seedMenuDb, withHandle, withServer, type BenchDb, type DbKind } from './bench-db.js';
import { makeCarts } from './carts.js';
import { fromSamples, judge, logRow, toMeasured, type Measured, type Row } from './load.js';
import { settleAfterBulkLoad } from './seed-history.js';
import { measureStationScreens } from './station-screens.js';

const TERMINALS = 20;
const STATIONS = 3;
const THINK_MS = [250, 750] as const;
const LATENCY_P99_MS = 300;
const THROUGHPUT_CONNECTIONS = 10;
/** How long the queue may take to print the last tickets after the load stops. */
const DRAIN_MS = 30_000;
/** Issue 21: kitchen tablets, each on one station's screen, and the orders they are timed over. */
const KITCHEN_SCREENS = 20;
const KITCHEN_ORDERS = 200;

async function addPrinters(api: Api, printers: FakePrinter[]): Promise<number[]> {
  const ids: number[] = [];
  for (const [s, printer] of printers.entries()) {
    const body = { name: `Estación ${s + 1}`, host: printer.host, port: printer.port };
    ids.push(((await api('POST', '/settings/printers/add', body)).json as { id: number }).id);
  }
  return ids;
}

/** The 20 categories dealt over 3 stations, one fake printer each. */
async function printingOn(api: Api, printerIds: number[]): Promise<void> {
  const categories = (await api('GET', '/settings/categories')).json as { id: number }[];
  for (const [s, printerId] of printerIds.entries()) {
    await api('POST', '/settings/stations/add', {
      name: `Estación ${s + 1}`,
      printerId,
      categoryIds: categories.filter((_, k) => k % STATIONS === s).map((c) => c.id),
    });
  }
}

async function printingOff(api: Api): Promise<void> {
  for (const s of (await api('GET', '/settings/stations')).json as { id: number }[]) {
    await api('DELETE', `/settings/stations/${s.id}`);
  }
}

async function queueDrained(db: BenchDb): Promise<boolean> {
  const deadline = performance.now() + DRAIN_MS;
  return withHandle(db, async (h) => {
    while (performance.now() < deadline) {
      const r = await h.db.selectFrom('print_requests').select('id').where('status', '=', 'pending').limit(1).execute();
      const j = await h.db.selectFrom('print_jobs').select('id').where('status', '=', 'pending').limit(1).execute();
      if (r.length + j.length === 0) return true;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return false;
  });
}

async function terminalsOrdering(url: string, cookie: string, carts: string[], seconds: number) {
  const acknowledged = new Map<number, number>();
  const run = randomBytes(4).toString('hex');
  const until = performance.now() + seconds * 1000;
  let n = 0;
  let refused = 0;
  const terminal = async () => {
    while (performance.now() < until) {
      const k = n++;
      const res = await fetch(`${url}/api/v1/pos/create-order`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json', 'idempotency-key': `${run}-${k}` },
        body: carts[k % carts.length],
      });
      const at = performance.now();
      const answer = (await res.json()) as { tokenNo?: number };
      if (res.status === 200 && typeof answer.tokenNo === 'number') acknowledged.set(answer.tokenNo, at);
      else refused++;
      const [min, max] = THINK_MS;
      await new Promise((resolve) => setTimeout(resolve, min + Math.random() * (max - min)));
    }
  };
  await Promise.all(Array.from({ length: TERMINALS }, terminal));
  return { acknowledged, refused, seconds };
}

/** Each order's answer → the end of its last comanda, from the tickets' "Turno N". */
function latencies(acknowledged: Map<number, number>, printers: FakePrinter[]) {
  const lastByte = new Map<number, number>();
  let extra = 0;
  for (const printer of printers) {
    printer.jobs.forEach((job, i) => {
      // One connection may carry several comandas (the worker sends up to twelve at once).
      for (const match of decodeEscPos(job).text.matchAll(/Turno (\d+)/g)) {
        const token = Number(match[1]);
        if (!acknowledged.has(token)) {
          extra++;
          continue;
        }
        lastByte.set(token, Math.max(lastByte.get(token) ?? 0, printer.jobEndedAt[i]));
      }
    });
  }
  const samples: number[] = [];
  let missing = 0;
  for (const [token, at] of acknowledged) {
    const end = lastByte.get(token);
    if (end === undefined) missing++;
    else samples.push(Math.max(0, end - at));
  }
  return { samples, missing, extra };
}

function throughput(url: string, cookie: string, carts: string[], duration: number) {
  return keyedPosts({
    url,
    cookie,
    path: '/pos/create-order',
    bodies: carts,
    connections: THROUGHPUT_CONNECTIONS,
    duration,
  });
}

const mean = (xs: number[]) => Math.round(xs.reduce((a, b) => a + b, 0) / xs.length);

/** The menu seeded and the carts ordered at its tables, for the printing part and print-pass-cpu.ts. */
export async function seedPrintCarts(db: BenchDb): Promise<string[]> {
  const items = await withHandle(db, seedMenuDb);
  const tables = await withHandle(db, (h) => h.db.selectFrom('store_tables').select('id').execute());
  return makeCarts(
    items,
    997,
    tables.map((t) => t.id),
  );
}

export async function benchPrinting(kind: DbKind, duration: number): Promise<Row[]> {
  const db = await prepareDb(kind);
  const printers = await Promise.all(Array.from({ length: STATIONS }, () => startFakePrinter()));
  try {
    const carts = await seedPrintCarts(db);
    return await withServer(db, async (server, cookie) => {
      const api = apiOf(server.url, cookie);
      console.log(`\n${kind}: impresión con ${STATIONS} estaciones, servidor en ${server.url}`);
      const rows: Row[] = [];
      const printerIds = await addPrinters(api, printers);

      // BENCH_STATIONS_ONLY=1 times only the stations' screens (issue 21), for quicker rounds on them.
      let summary = '';
      let cpuLine = '';
      if (process.env.BENCH_STATIONS_ONLY !== '1') {
        // Throughput: off, on, off, on; the queue drained between runs so each starts alike.
        const off: Measured[] = [];
        const on: Measured[] = [];
        // The CPU each order cost, its printing included: metered until the queue has drained.
        const meter = cpuMeter(server.child.pid!, db.env.DATABASE_URL);
        const cpuPerOrder = { off: [] as CpuPerOrder[], on: [] as CpuPerOrder[] };
        // Warmed with printing off and on: on SQLite the print expansion's thread starts with the first
        // pass that has work (its modules load for seconds through tsx), and printing's code is compiled
        // on first use; once per process, not per order, and it would otherwise land in the first "on" run.
        await throughput(server.url, cookie, carts, 2);
        await printingOn(api, printerIds);
        await throughput(server.url, cookie, carts, 2);
        if (!(await queueDrained(db))) throw new Error('la cola de impresión no se vació');
        await printingOff(api);
        for (const printing of [false, true, false, true]) {
          if (printing) await printingOn(api, printerIds);
          const metering = await meter.start();
          const r = await throughput(server.url, cookie, carts, duration);
          (printing ? on : off).push(toMeasured(kind, 'POST /pos/create-order', THROUGHPUT_CONNECTIONS, r));
          if (printing && !(await queueDrained(db))) throw new Error('la cola de impresión no se vació');
          const spent = await metering.stop();
          cpuPerOrder[printing ? 'on' : 'off'].push(perOrder(spent, r['2xx']));
          if (printing) await printingOff(api);
        }
        cpuLine = cpuPerOrderLine(
          kind,
          { label: 'impresión apagada', runs: cpuPerOrder.off },
          { label: 'encendida', runs: cpuPerOrder.on },
          'apagada / encendida',
        );
        const offRps = mean(off.map((m) => m.requestsPerSec));
        const rowOf = (label: string, runs: Measured[], target?: { reqPerSecAtLeast: number }) =>
          judge(
            {
              ...runs[runs.length - 1],
              endpoint: `POST /pos/create-order, impresión ${label}`,
              requestsPerSec: mean(runs.map((m) => m.requestsPerSec)),
              unexpected: runs.reduce((s, m) => s + m.unexpected, 0),
              requestsPerSecRuns: runs.map((m) => m.requestsPerSec),
            },
            target,
          );
        rows.push(rowOf('apagada', off));
        rows.push(rowOf('encendida (≥ 90 % de apagada)', on, { reqPerSecAtLeast: Math.round(offRps * 0.9) }));

        // Latency: 20 terminals ordering with a pause, the tickets printed as they come.
        await printingOn(api, printerIds);
        for (const p of printers) {
          p.jobs.length = 0;
          p.jobEndedAt.length = 0;
        }
        const load = await terminalsOrdering(server.url, cookie, carts, duration);
        const drained = await queueDrained(db);
        const { samples, missing, extra } = latencies(load.acknowledged, printers);
        const rps = Math.round(load.acknowledged.size / load.seconds);
        rows.push(
          judge(
            fromSamples(
              kind,
              `respuesta de la orden → último byte en la impresora (${STATIONS} estaciones)`,
              TERMINALS,
              samples,
              {
                requestsPerSec: rps,
                unexpected: missing + extra + load.refused + (drained ? 0 : 1),
              },
            ),
            { p99BelowMs: LATENCY_P99_MS },
          ),
        );
        summary = `  ${load.acknowledged.size} órdenes, ${printers.reduce((n, p) => n + p.jobs.length, 0)} comandas; sin imprimir ${missing}, de más ${extra}`;
      } else await printingOn(api, printerIds);
      // Issue 21: the stations' kitchen screens, live while the stations print. The thousands of
      // orders of the runs above are closed first (as at the end of a service): the screens are
      // timed from no open order to KITCHEN_ORDERS of them, issue 8's 200. The orders grew by
      // thousands in the last minute: PostgreSQL has never analysed them, and would plan the kitchen's
      // open-orders read from the wrong side (41 ms against 0.7 ms once analysed); autovacuum does it
      // within its minute on a restaurant's server, so it is done here before the timing.
      await queueDrained(db);
      await withHandle(db, async (h) => {
        await h.db.updateTable('orders').set({ status: 'completed' }).where('status', '=', 'created').execute();
        await settleAfterBulkLoad(h);
      });
      const stationIds = ((await api('GET', '/settings/stations')).json as { id: number }[]).map((x) => x.id);
      rows.push(
        await measureStationScreens({
          database: kind,
          url: server.url,
          cookie,
          carts,
          stationIds: [...stationIds, 0],
          screens: KITCHEN_SCREENS,
          orders: KITCHEN_ORDERS,
        }),
      );
      for (const row of rows) logRow(row);
      if (summary) console.log(summary);
      if (cpuLine) console.log(cpuLine);
      return rows;
    });
  } finally {
    await Promise.all(printers.map((p) => p.close()));
    await db.cleanup();
  }
}
