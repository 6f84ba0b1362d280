/**
 * Issue 20's throughput target alone, for a busy machine: PAIRS pairs of POST /pos/create-order
 * with printing off then on (DUR seconds each, 10 connections, the queue drained after each on
 * run), each pair's on/off ratio and the server process's CPU (all its threads, /proc) per order.
 * Not part of `npm run bench`: `BENCH_DB=sqlite PAIRS=4 DUR=5 node --import tsx bench/print-pairs.ts`
 * (MODE=on or off runs one side only, e.g. under BENCH_SERVER_NODE_ARGS=--cpu-prof). THREADS=1 also
 * prints each run's CPU per order (and the kernel's part of it) of every thread of the server (/proc/<pid>/task): the server's own
 * (`main`), the order writer's, the print sender's (`nice 10`), libuv's pool, so a ratio can be read
 * as where printing's CPU goes. HISTORY=N first stores N expanded print requests (a till's last
 * days of tickets, kept PRINT_KEEP_DAYS = 14 before the purge), so queries that scan the requests show.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { startFakePrinter } from '../test-support/printer/fake-printer.js';
import { apiOf, keyedPosts } from './bench-api.js';
import { prepareDb, seedMenuDb, withHandle, withServer, type DbKind } from './bench-db.js';
import { makeCarts } from './carts.js';

const kind = (process.env.BENCH_DB ?? 'sqlite') as DbKind;
const PAIRS = Number(process.env.PAIRS ?? 4);
const DUR = Number(process.env.DUR ?? 5);
const MODE = process.env.MODE ?? 'both'; // both | on | off
const THREADS = process.env.THREADS === '1';
const HISTORY = Number(process.env.HISTORY ?? 0);

const db = await prepareDb(kind);
const printers = await Promise.all([0, 1, 2].map(() => startFakePrinter()));
try {
  const items = await withHandle(db, seedMenuDb);
  const tables = await withHandle(db, (h) => h.db.selectFrom('store_tables').select('id').execute());
  if (HISTORY > 0)
    await withHandle(db, async (h) => {
      const at = new Date().toISOString();
      const row = { kind: 'drawer-kick', payload: '{"kind":"drawer-kick"}', status: 'expanded', attempts: 0 };
      for (let k = 0; k < HISTORY; k += 500)
        await h.db
          .insertInto('print_requests')
          .values(
            Array.from({ length: Math.min(500, HISTORY - k) }, () => ({
              ...row,
              next_attempt_at: at,
              created_at: at,
              expanded_at: at,
            })),
          )
          .execute();
    });
  const carts = makeCarts(
    items,
    997,
    tables.map((t) => t.id),
  );
  await withServer(db, async (server, cookie) => {
    const api = apiOf(server.url, cookie);
    const ids: number[] = [];
    for (const [s, p] of printers.entries())
      ids.push(
        (
          (await api('POST', '/settings/printers/add', { name: `E${s}`, host: p.host, port: p.port })).json as {
            id: number;
          }
        ).id,
      );
    const categories = (await api('GET', '/settings/categories')).json as { id: number }[];
    const on = async () => {
      for (const [s, printerId] of ids.entries())
        await api('POST', '/settings/stations/add', {
          name: `E${s}`,
          printerId,
          categoryIds: categories.filter((_, k) => k % 3 === s).map((c) => c.id),
        });
    };
    const off = async () => {
      for (const s of (await api('GET', '/settings/stations')).json as { id: number }[])
        await api('DELETE', `/settings/stations/${s.id}`);
    };
    const drained = () =>
      withHandle(db, async (h) => {
        for (;;) {
          const r = await h.db
            .selectFrom('print_requests')
            .select('id')
            .where('status', '=', 'pending')
            .limit(1)
            .execute();
          const j = await h.db.selectFrom('print_jobs').select('id').where('status', '=', 'pending').limit(1).execute();
          if (r.length + j.length === 0) return;
          await new Promise((res) => setTimeout(res, 50));
        }
      });
    const cpu = () => {
      const f = readFileSync(`/proc/${server.child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
      // utime + stime, in clock ticks of 10 ms.
      return (Number(f[11]) + Number(f[12])) * 10;
    };
    /** CPU ms of each thread of the server, keyed by its id (and nice when not 0). */
    const threads = () => {
      const pid = server.child.pid!;
      const byThread = new Map<string, { user: number; sys: number }>();
      for (const tid of readdirSync(`/proc/${pid}/task`)) {
        let stat: string;
        try {
          stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
        } catch {
          continue; // the thread ended meanwhile
        }
        const f = stat.split(') ')[1].split(' ');
        const name = Number(tid) === pid ? 'main' : f[16] !== '0' ? `${tid} nice ${f[16]}` : tid;
        byThread.set(name, { user: Number(f[11]) * 10, sys: Number(f[12]) * 10 });
      }
      return byThread;
    };
    const me = () => {
      const u = process.cpuUsage();
      return (u.user + u.system) / 1000;
    };
    const load = async () => {
      const c0 = cpu();
      const m0 = me();
      const t0 = THREADS ? threads() : new Map<string, { user: number; sys: number }>();
      const r = await keyedPosts({
        url: server.url,
        cookie,
        path: '/pos/create-order',
        bodies: carts,
        connections: 10,
        duration: DUR,
      });
      const orders = r.requests.total;
      if (THREADS) {
        const per = [...threads()].map(([name, { user, sys }]) => {
          const before = t0.get(name) ?? { user: 0, sys: 0 };
          return { name, user: (user - before.user) / orders, sys: (sys - before.sys) / orders };
        });
        const shown = per
          .filter((t) => t.user + t.sys >= 0.005)
          .map((t) => `${t.name} ${(t.user + t.sys).toFixed(3)} (sys ${t.sys.toFixed(3)})`);
        console.log(`  threads, CPU ms per order: ${shown.join(', ')}`);
      }
      cpuLog.push(`${((cpu() - c0) / orders).toFixed(2)}ms srv + ${((me() - m0) / orders).toFixed(2)}ms bench`);
      return Math.round(r.requests.average);
    };
    const cpuLog: string[] = [];
    // Warmed on both sides: on SQLite the print expansion's thread starts with the first pass that has
    // work (its modules load for seconds through tsx), and printing's code is compiled on first use;
    // once per process, not per order, and it would otherwise land in the first "on" run.
    await load();
    if (MODE !== 'off') {
      await on();
      await load();
      await drained();
      await off();
    }
    cpuLog.length = 0;
    const ratios: number[] = [];
    for (let i = 0; i < PAIRS; i++) {
      let a = 0,
        b = 0;
      if (MODE !== 'on') a = await load();
      if (MODE !== 'off') {
        await on();
        b = await load();
        const c0 = cpu();
        const t0 = performance.now();
        await drained();
        // The tickets still queued when the load stopped: printing that fell behind the orders.
        cpuLog.push(`drained in ${Math.round(performance.now() - t0)} ms, ${((cpu() - c0) / 1000).toFixed(2)} CPU-s`);
        await off();
      }
      if (a && b) ratios.push(b / a);
      console.log(
        `pair ${i}: off ${a} on ${b} ratio ${a && b ? (b / a).toFixed(2) : '-'}  cpu/order ${cpuLog.splice(0).join(' | ')}`,
      );
    }
    ratios.sort((x, y) => x - y);
    if (ratios.length)
      console.log(
        `${kind} median ratio ${ratios[Math.floor(ratios.length / 2)].toFixed(2)} (${ratios.map((r) => r.toFixed(2)).join(' ')})`,
      );
  });
} finally {
  await Promise.all(printers.map((p) => p.close()));
  await db.cleanup();
}
