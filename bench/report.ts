import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Row } from './load.js';
import type { PosUiResult } from './pos-ui.js';
import type { Integrity } from './pos-load.js';
import { ROOT } from './server-process.js';

/** Issue 12's goals for the browser: input to paint, cold load, and the first download. */
const UI_INPUT_P95_MS = 50;
const UI_COLD_LOAD_MS = 1000;
const UI_JS_GZIP_KB = 200;

/** One figure judged against one bound; `measure` names it the same from run to run. */
export type Check = { measure: string; unit: string; value: number; bound: string; met: boolean };

export const below = (measure: string, unit: string, value: number, limit: number): Check => ({
  measure,
  unit,
  value,
  bound: `< ${limit}`,
  met: value < limit,
});

function uiChecks(ui: PosUiResult | null): Check[] {
  if (!ui) return [];
  return [
    below('POS cold load to interactive (2,000 items)', 'ms', ui.firstLoadMs, UI_COLD_LOAD_MS),
    below('POS keystroke in Buscar Item to paint, p95', 'ms', ui.typing.p95Ms, UI_INPUT_P95_MS),
    below('POS add-to-cart tap to painted total, p95', 'ms', ui.addToCart.p95Ms, UI_INPUT_P95_MS),
    below('JavaScript of sign-in + POS, gzipped', 'KB', Math.round(ui.javascriptGzipBytes / 102.4) / 10, UI_JS_GZIP_KB),
  ];
}

export function checksOf(rows: Row[], ui: PosUiResult | null): Check[] {
  const fromRows = rows.flatMap((r): Check[] => {
    const name = `${r.database} ${r.endpoint} c=${r.connections}`;
    const out: Check[] = [];
    if (r.bounds?.reqPerSecAtLeast !== undefined) {
      const limit = r.bounds.reqPerSecAtLeast;
      out.push({
        measure: `${name} throughput`,
        unit: 'req/s',
        value: r.requestsPerSec,
        bound: `≥ ${limit}`,
        met: r.requestsPerSec >= limit,
      });
    }
    if (r.bounds?.p99BelowMs !== undefined) out.push(below(`${name} p99`, 'ms', r.latencyP99Ms, r.bounds.p99BelowMs));
    return out;
  });
  return [...fromRows, ...uiChecks(ui)];
}

type Machine = { cpus: number; cpuModel: string | undefined; memoryGiB: number; node: string; os: string };
export type BenchResult = {
  date: string;
  machine: Machine;
  parts: string[];
  rows: Row[];
  checks: Check[];
} & Record<string, unknown>;

export const machine = (): Machine => ({
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model,
  memoryGiB: Math.round(os.totalmem() / 2 ** 30),
  node: process.version,
  os: `${os.type()} ${os.release()}`,
});

const RESULTS = path.join(ROOT, 'bench', 'results');

/** The figure of each measure in the newest earlier result that has it (runs may cover some parts only). */
function previousRecord(before: string): Map<string, { value: number; date: string }> {
  const found = new Map<string, { value: number; date: string }>();
  if (!fs.existsSync(RESULTS)) return found;
  const files = fs
    .readdirSync(RESULTS)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .reverse();
  for (const file of files) {
    const earlier = JSON.parse(fs.readFileSync(path.join(RESULTS, file), 'utf8')) as Partial<BenchResult>;
    if (!earlier.date || earlier.date >= before || !Array.isArray(earlier.checks)) continue;
    for (const c of earlier.checks) {
      if (!found.has(c.measure)) found.set(c.measure, { value: c.value, date: earlier.date.slice(0, 10) });
    }
  }
  return found;
}

function recordTable(result: BenchResult): string {
  const previous = previousRecord(result.date);
  const lines = [
    '| Measure | Target | Previous record | This run | Met |',
    '| --- | --- | --- | --- | --- |',
    ...result.checks.map((c) => {
      const before = previous.get(c.measure);
      const prev = before ? `${before.value} ${c.unit} (${before.date})` : '—';
      return `| ${c.measure} | ${c.bound} ${c.unit} | ${prev} | ${c.value} ${c.unit} | ${c.met ? 'yes' : '**no**'} |`;
    }),
  ];
  return lines.join('\n');
}

function rowsTable(rows: Row[]): string {
  return [
    '| Database | Request | Connections | req/s | p50 ms | p99 ms | max ms | Unexpected |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (r) =>
        `| ${r.database} | ${r.endpoint} | ${r.connections} | ${r.requestsPerSec}${r.requestsPerSecRuns ? ` (runs: ${r.requestsPerSecRuns.join(', ')})` : ''} | ${r.latencyP50Ms} | ${r.latencyP99Ms} | ${r.latencyMaxMs} | ${r.unexpected + r.errors + r.timeouts} |`,
    ),
  ].join('\n');
}

export function markdownOf(result: BenchResult): string {
  const m = result.machine;
  return [
    `# Bench ${result.date}`,
    '',
    `Machine: ${m.cpus} × ${m.cpuModel ?? 'CPU'}, ${m.memoryGiB} GiB, ${m.os}, Node.js ${m.node}. Parts: ${result.parts.join(', ')}.`,
    '',
    '## Targets, beside the previous record',
    '',
    recordTable(result),
    '',
    '## Every measured request',
    '',
    rowsTable(result.rows),
    '',
  ].join('\n');
}

/** Writes the JSON and its markdown table; answers the JSON's path relative to the repository. */
export function writeResults(result: BenchResult): string {
  fs.mkdirSync(RESULTS, { recursive: true });
  const stem = path.join(RESULTS, result.date.replace(/[:.]/g, '-'));
  fs.writeFileSync(`${stem}.md`, markdownOf(result));
  fs.writeFileSync(`${stem}.json`, `${JSON.stringify(result, null, 2)}\n`);
  return path.relative(ROOT, `${stem}.json`);
}

export function printSummary(
  rows: Row[],
  integrity: Record<string, Integrity>,
  ui: PosUiResult | null,
  checks: Check[],
) {
  console.log('');
  console.table(
    rows.map((r) => ({
      db: r.database,
      what: r.endpoint,
      conns: r.connections,
      'req/s': r.requestsPerSec,
      'p50 ms': r.latencyP50Ms,
      'p99 ms': r.latencyP99Ms,
      target: r.target ?? '—',
      pass: r.pass === null ? '—' : r.pass ? 'OK' : 'NO',
      unexpected: r.unexpected,
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
  for (const c of checks) {
    console.log(`${c.met ? 'OK        ' : 'NO CUMPLE '} ${c.measure}: ${c.value} ${c.unit} (${c.bound})`);
  }
}

/** Errors, unlike missed targets, fail the run: unexpected answers, lost events or lost orders. */
export function failuresOf(rows: Row[], integrity: Record<string, Integrity>): string[] {
  const bad = rows
    .filter((r) => r.unexpected + r.errors + r.timeouts > 0)
    .map(
      (r) =>
        `${r.database} ${r.endpoint} c=${r.connections}: ${r.unexpected} inesperadas, ${r.errors} errores, ${r.timeouts} timeouts`,
    );
  for (const [kind, i] of Object.entries(integrity)) {
    if (i.ordersStored < i.ordersAcknowledged) bad.push(`${kind}: se perdieron órdenes confirmadas`);
  }
  return bad;
}
