/**
 * Issue 20: the print pass's CPU per order, without the noise of a shared machine's throughput. The
 * real server (its print worker off) stores ORDERS orders for 3 stations; then, in this process, the
 * pass of print-pass.ts expands them PER_PASS at a time (passes of at most 100 requests and 300
 * jobs), each pass also settling the previous one's jobs as printed, as under load. On SQLite the
 * pass runs in its two halves, as the worker runs them: `prepareExpansion` (the expansion thread's)
 * then `runPrintPass` storing what was prepared (the order writer's thread's, printed apart).
 * This thread's CPU (process.cpuUsage: SQLite's work included, it runs on the calling thread; on
 * PostgreSQL only the client's side) is divided by the orders; ROUNDS times, the queue put back to
 * pending between rounds. Throughput ratios move 2× with whatever else runs; this moved 10–20 % at
 * load 2–6 (docs/performance.md, 2026-11-28 night), so compare two versions interleaved, a few runs each.
 * `BENCH_DB=sqlite ORDERS=3000 ROUNDS=5 [STATEMENTS=1] node --import tsx bench/print-pass-cpu.ts`
 */
import { loadConfig } from '../apps/server/src/config.js';
import { SQLite, type SqliteConnection } from '../apps/server/src/db/sqlite-addon.js';
import { prepareExpansion, runPrintPass } from '../apps/server/src/modules/printers/print-pass.js';
import type { SendOutcome } from '../apps/server/src/modules/printers/print-queue.repository.js';
import { startFakePrinter } from '../test-support/printer/fake-printer.js';
import { apiOf, keyedPosts } from './bench-api.js';
import { prepareDb, withHandle, withServer, type DbKind } from './bench-db.js';
import { seedPrintCarts } from './print-queue.js';

const kind = (process.env.BENCH_DB ?? 'sqlite') as DbKind;
const ORDERS = Number(process.env.ORDERS ?? 3000);
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const LIMIT = 100;
/** Jobs claimed per pass, the expanded ones included: the worker's JOB_CLAIM_BATCH. */
const JOB_LIMIT = 3 * LIMIT;
/** Orders come due per pass: about what a pass finds at 1,500 orders/s (its jobs within LIMIT). */
const PER_PASS = Number(process.env.PER_PASS ?? 30);

/**
 * STATEMENTS=1: the CPU of each SQLite statement the passes run, by SQL text (a VALUES list of any
 * length counted as one), from the driver's prepared statements (SQLite only).
 */
const statements = new Map<string, { calls: number; us: number }>();
let timing = false;
if (process.env.STATEMENTS === '1') {
  const prepare = SQLite.prototype.prepare;
  SQLite.prototype.prepare = function (this: SqliteConnection, text: string) {
    const stmt = prepare.call(this, text);
    const key = text
      .replace(/\(\?(, \?)*\)(, \(\?(, \?)*\))*/g, '(?…)')
      .replace(/\?(, \?)+/g, '?…')
      .replace(/\s+/g, ' ')
      .slice(0, 100);
    for (const method of ['all', 'run', 'get'] as const) {
      const run = stmt[method] as (...args: unknown[]) => unknown;
      (stmt as unknown as Record<string, unknown>)[method] = function (this: unknown, ...args: unknown[]) {
        if (!timing) return run.apply(this, args);
        const t0 = process.cpuUsage();
        const result = run.apply(this, args);
        const used = process.cpuUsage(t0);
        const e = statements.get(key) ?? { calls: 0, us: 0 };
        e.calls++;
        e.us += used.user + used.system;
        statements.set(key, e);
        return result;
      };
    }
    return stmt;
  } as typeof prepare;
}

const db = await prepareDb(kind);
const printers = await Promise.all([0, 1, 2].map(() => startFakePrinter()));
try {
  const carts = await seedPrintCarts(db);
  db.env.PRINT_WORKER = '0';
  await withServer(db, async (server, cookie) => {
    const api = apiOf(server.url, cookie);
    const categories = (await api('GET', '/settings/categories')).json as { id: number }[];
    for (const [s, p] of printers.entries()) {
      const printer = (await api('POST', '/settings/printers/add', { name: `E${s}`, host: p.host, port: p.port }))
        .json as { id: number };
      await api('POST', '/settings/stations/add', {
        name: `E${s}`,
        printerId: printer.id,
        categoryIds: categories.filter((_, k) => k % 3 === s).map((c) => c.id),
      });
    }
    // Short timed runs until ORDERS are stored (keyedPosts runs for a duration, not a count).
    let stored = 0;
    while (stored < ORDERS) {
      const r = await keyedPosts({
        url: server.url,
        cookie,
        path: '/pos/create-order',
        bodies: carts,
        connections: 4,
        duration: 1,
      });
      stored += r.requests.total;
    }
  });
  const config = loadConfig({ ...process.env, ...db.env });
  await withHandle(db, async (h) => {
    const deps = { db: h.db, dialect: h.dialect, config };
    const ids = (await h.db.selectFrom('print_requests').select('id').orderBy('id').execute()).map((r) => r.id);
    const orders = ids.length;
    const perRound: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      await h.db.deleteFrom('print_jobs').execute();
      await h.db.deleteFrom('print_request_orders').execute();
      const later = new Date(Date.now() + 86_400_000).toISOString();
      await h.db
        .updateTable('print_requests')
        .set({ status: 'pending', expanded_at: null, next_attempt_at: later })
        .execute();
      let outcomes: SendOutcome[] = [];
      let jobs = 0;
      let cpu = 0;
      let writerCpu = 0;
      for (let at = 0; ; at += PER_PASS) {
        // The next PER_PASS orders come due, as orders arrive between passes (not timed).
        const due = ids.slice(at, at + PER_PASS);
        if (due.length > 0)
          await h.db
            .updateTable('print_requests')
            .set({ next_attempt_at: new Date(Date.now() - 1000).toISOString() })
            .where('id', 'in', due)
            .execute();
        const now = new Date().toISOString();
        const leaseUntil = new Date(Date.now() + 60_000).toISOString();
        timing = true;
        // On SQLite as the worker runs it: read and laid out (the expansion thread), then stored (the writer's).
        const t0 = process.cpuUsage();
        const prepared = kind === 'sqlite' ? await prepareExpansion(deps, h.db, now, LIMIT, []) : undefined;
        const t1 = process.cpuUsage();
        const pass = await runPrintPass(deps, {
          instance: 'cpu',
          outcomes,
          limit: LIMIT,
          jobLimit: JOB_LIMIT,
          now,
          leaseUntil,
          prepared,
        });
        const stored = process.cpuUsage(t1);
        const read = process.cpuUsage(t0);
        timing = false;
        cpu += read.user + read.system;
        writerCpu += stored.user + stored.system;
        jobs += pass.jobs.length;
        if (due.length === 0 && pass.jobs.length === 0 && pass.expanded.length === 0 && outcomes.length === 0) break;
        outcomes = pass.jobs.map((j) => ({ id: j.id, kind: 'done' }));
      }
      const ms = cpu / 1000 / orders;
      perRound.push(ms);
      const writer = kind === 'sqlite' ? `, of which the writer's store ${(writerCpu / orders).toFixed(1)} µs` : '';
      console.log(
        `round ${round}: ${orders} orders, ${jobs} jobs, ${(ms * 1000).toFixed(1)} µs CPU per order${writer}`,
      );
    }
    for (const [text, e] of [...statements].sort((a, b) => b[1].us - a[1].us))
      console.log(
        `  ${(e.us / orders / ROUNDS).toFixed(1).padStart(6)} µs/order ${String(e.calls).padStart(6)}× ${text}`,
      );
    perRound.sort((a, b) => a - b);
    console.log(`${kind} median ${(perRound[Math.floor(perRound.length / 2)] * 1000).toFixed(1)} µs CPU per order`);
  });
} finally {
  await Promise.all(printers.map((p) => p.close()));
  await db.cleanup();
}
