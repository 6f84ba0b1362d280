import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Row } from './load.js';
import type { PosUiResult } from './pos-ui.js';
import type { Integrity } from './pos-load.js';
import { ROOT } from './server-process.js';

/** "Instant" in the RAIL sense: the screen answers an input within 100 ms. */
const INSTANT_MS = 100;

export type Check = { target: string; value: number | undefined; met: boolean };

function uiChecks(ui: PosUiResult | null): Check[] {
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

export function checksOf(rows: Row[], ui: PosUiResult | null): Check[] {
  const fromRows = rows.flatMap((r) =>
    r.target === null
      ? []
      : [
          {
            target: `${r.database} ${r.endpoint} c=${r.connections}: ${r.target}`,
            value: r.target.startsWith('p99') ? r.latencyP99Ms : r.requestsPerSec,
            met: r.pass === true,
          },
        ],
  );
  return [...fromRows, ...uiChecks(ui)];
}

/** Writes the JSON and answers its path relative to the repository. */
export function writeResults(result: { date: string } & Record<string, unknown>): string {
  const dir = path.join(ROOT, 'bench', 'results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${result.date.replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  return path.relative(ROOT, file);
}

export const machine = () => ({ cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, node: process.version });

export function printSummary(rows: Row[], integrity: Record<string, Integrity>, ui: PosUiResult | null) {
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
  for (const c of checksOf(rows, ui)) console.log(`${c.met ? 'OK        ' : 'NO CUMPLE '} ${c.target}: ${c.value}`);
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
