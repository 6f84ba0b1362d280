import autocannon, { type AutocannonRequest, type AutocannonResult } from 'autocannon';

/** What a row is judged against (every bound given must hold); a miss is printed, never fatal. */
export type Target = { p99BelowMs?: number; reqPerSecAtLeast?: number };

export type Row = {
  database: string;
  endpoint: string;
  connections: number;
  requestsPerSec: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
  /** Answers with the status the run expects (200, or 304 for a revalidation). */
  ok: number;
  /** Answers with any other status, or events never received: these make the bench fail. */
  unexpected: number;
  errors: number;
  timeouts: number;
  target: string | null;
  pass: boolean | null;
  /** The bounds themselves, for the record's table (report.ts). */
  bounds?: Target;
  /** When the row is the median of repeated runs: each run's req/s, in the order run. */
  requestsPerSecRuns?: number[];
};

export type Measured = Omit<Row, 'target' | 'pass' | 'bounds'>;

export function judge(measured: Measured, target?: Target): Row {
  if (!target) return { ...measured, target: null, pass: null };
  const parts: string[] = [];
  let pass = true;
  if (target.reqPerSecAtLeast !== undefined) {
    parts.push(`≥ ${target.reqPerSecAtLeast} req/s`);
    pass &&= measured.requestsPerSec >= target.reqPerSecAtLeast;
  }
  if (target.p99BelowMs !== undefined) {
    parts.push(`p99 < ${target.p99BelowMs} ms`);
    pass &&= measured.latencyP99Ms < target.p99BelowMs;
  }
  return { ...measured, target: parts.join(', '), pass, bounds: target };
}

/** Nearest-rank percentile of an ascending list. */
export function percentile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/** A row from latencies the bench timed itself (ms), rather than autocannon's. */
export function fromSamples(
  database: string,
  endpoint: string,
  connections: number,
  samples: number[],
  counts: { requestsPerSec: number; unexpected: number },
): Measured {
  const sorted = [...samples].sort((a, b) => a - b);
  const round = (v: number) => Math.round(v * 10) / 10;
  return {
    database,
    endpoint,
    connections,
    requestsPerSec: counts.requestsPerSec,
    latencyP50Ms: round(percentile(sorted, 0.5)),
    latencyP99Ms: round(percentile(sorted, 0.99)),
    latencyMaxMs: round(sorted.at(-1) ?? 0),
    ok: samples.length,
    unexpected: counts.unexpected,
    errors: 0,
    timeouts: 0,
  };
}

export function runLoad(url: string, connections: number, duration: number, requests: AutocannonRequest[]) {
  return autocannon({ url, connections, duration, requests });
}

/** GET `path` with these headers from `connections` clients at once for `duration` seconds. */
export function loadGet(
  url: string,
  path: string,
  opts: { connections: number; duration: number; headers: Record<string, string> },
) {
  return runLoad(url, opts.connections, opts.duration, [{ method: 'GET', path, headers: opts.headers }]);
}

export function toMeasured(
  database: string,
  endpoint: string,
  connections: number,
  r: AutocannonResult,
  expectedStatus = 200,
): Measured {
  const answered = Object.values(r.statusCodeStats).reduce((sum, s) => sum + s.count, 0);
  const ok = r.statusCodeStats[String(expectedStatus)]?.count ?? 0;
  return {
    database,
    endpoint,
    connections,
    requestsPerSec: Math.round(r.requests.average),
    latencyP50Ms: r.latency.p50,
    latencyP99Ms: r.latency.p99,
    latencyMaxMs: r.latency.max,
    ok,
    unexpected: answered - ok,
    errors: r.errors,
    timeouts: r.timeouts,
  };
}

export function logRow(row: Row): void {
  const verdict = row.pass === null ? '' : ` — ${row.target}: ${row.pass ? 'OK' : 'NO CUMPLE'}`;
  console.log(
    `  ${row.endpoint} c=${row.connections}: ${row.requestsPerSec} req/s, p50 ${row.latencyP50Ms} ms, p99 ${row.latencyP99Ms} ms, inesperadas ${row.unexpected}, errores ${row.errors + row.timeouts}${verdict}`,
  );
}
