import { readFileSync } from 'node:fs';
import pg from 'pg';

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICK_MS = 10;

/** CPU ms (user + system) a process has used so far, all its threads; 0 once it is gone. */
function cpuMsOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/**
 * The CPU the server process and, on PostgreSQL, the database's backends (local, read in /proc) spend
 * between `start()` and `stop()`. On a machine shared with other work the throughput of a run moves
 * with everyone's load; the CPU spent per order moves much less, so two sides of a comparison are
 * judged on it as well: on two busy cores, their throughput ratio tends to the inverse of their
 * CPU-per-order ratio.
 */
export function cpuMeter(serverPid: number, databaseUrl?: string) {
  const backends = async (): Promise<number[]> => {
    if (!databaseUrl) return [];
    const name = new URL(databaseUrl).pathname.slice(1);
    const c = new pg.Client({ connectionString: databaseUrl });
    await c.connect();
    try {
      const r = await c.query<{ pid: number }>(
        'SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [name],
      );
      return r.rows.map((row) => row.pid);
    } finally {
      await c.end();
    }
  };
  const read = (pids: number[]) => new Map(pids.map((pid) => [pid, cpuMsOf(pid)]));
  return {
    async start() {
      const before = read([serverPid, ...(await backends())]);
      return {
        /** CPU ms spent since start: the server's, and the backends' (those started since count whole). */
        async stop(): Promise<{ server: number; database: number }> {
          const after = read([...new Set([serverPid, ...before.keys(), ...(await backends())])]);
          let database = 0;
          for (const [pid, now] of after) if (pid !== serverPid) database += Math.max(0, now - (before.get(pid) ?? 0));
          return { server: after.get(serverPid)! - before.get(serverPid)!, database };
        },
      };
    },
  };
}

/** CPU ms one run spent per acknowledged order: the server's and PostgreSQL's backends'. */
export type CpuPerOrder = { server: number; database: number };

export const perOrder = (spent: CpuPerOrder, orders: number): CpuPerOrder => ({
  server: spent.server / Math.max(1, orders),
  database: spent.database / Math.max(1, orders),
});

/**
 * The line comparing two sides' mean CPU per order (ms), the server's share apart on PostgreSQL, and
 * their ratio, e.g. `CPU por pedido, ms (servidor + PostgreSQL): sin recetas 0.88 (servidor 0.46); …`.
 */
export function cpuPerOrderLine(
  kind: 'sqlite' | 'postgres',
  off: { label: string; runs: CpuPerOrder[] },
  on: { label: string; runs: CpuPerOrder[] },
  ratioLabel: string,
): string {
  const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const side = ({ label, runs }: { label: string; runs: CpuPerOrder[] }) => {
    const total = avg(runs.map((c) => c.server + c.database));
    const parts = kind === 'postgres' ? ` (servidor ${avg(runs.map((c) => c.server)).toFixed(2)})` : '';
    return { total, text: `${label} ${total.toFixed(2)}${parts}` };
  };
  const [a, b] = [side(off), side(on)];
  return (
    `  CPU por pedido, ms (servidor${kind === 'postgres' ? ' + PostgreSQL' : ''}): ${a.text}; ${b.text}; ` +
    `${ratioLabel} ${(a.total / b.total).toFixed(2)}`
  );
}
