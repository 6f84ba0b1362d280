/**
 * `npm run bench`: the real server process under load, on SQLite always and on PostgreSQL too when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL is set (a fresh database per part, dropped afterwards).
 * Parts (all by default; `npm run bench -- --only=screens,back-office` or BENCH_ONLY picks some):
 *   pos          GET /pos/init, POST /pos/create-order and /pos/create-order-and-invoice, 2,000-item menu
 *   screens      GET /orders and /kitchen with 200 open orders; new_order reaching 20 sockets (issue 8)
 *   back-office  dashboard, this month's report, customer search over 100,000 orders (issue 9)
 *   ui           the POS in headless Chromium over the same menu (BENCH_SKIP_UI=1 leaves it out)
 *   display      the customer display: POS tap → painted on a display over BroadcastChannel and socket (issue 21)
 *   printing     the print queue: order answer → last byte at 3 fake printers, 20 terminals; the order
 *                path's throughput with printing on against off (issue 20)
 *                and a fired order → its station's kitchen screen on 20 kitchen sockets (issue 21)
 *   offline-replay 200 orders queued offline replayed one at a time with their keys (issue 22)
 *   offline-start the POS's cold start with the server stopped, after one online visit (issue 22)
 *   einvoice     pay and send at 50 connections with the DE-POS off and on, every sale's document checked (issue 23)
 *   inventory    create-order at 50 connections, items with 5-ingredient recipes against items without (issue 24)
 * BENCH_DURATION (seconds) sets each run's length: by default 10 for pos, 6 for the others.
 * BENCH_DB=sqlite or postgres measures one database only; the POS loads run BENCH_POS_REPEAT times (3)
 * and keep the median run.
 * Each run writes bench/results/<date>.json and .md: every target beside the previous record (the
 * newest earlier result there with that measure). Commit a full run's pair as the new record and copy
 * its table into docs/performance.md.
 * Missed targets are printed; only errors (unexpected answers, lost events or orders) fail the run.
 */
import { ADMIN, benchKinds, MENU_SIZE, prepareDb, seedMenuDb, withHandle } from './bench-db.js';
import { benchBackOffice, type SeedTiming } from './back-office.js';
import type { Row } from './load.js';
import { benchOrderScreens } from './order-screens.js';
import { benchPos, type Integrity } from './pos-load.js';
import { benchPrinting } from './print-queue.js';
import { benchEinvoice } from './einvoice-pay.js';
import { benchInventory } from './inventory-orders.js';
import { benchPosUi, type PosUiResult } from './pos-ui.js';
import {
  benchCustomerDisplay,
  customerDisplayChecks,
  printCustomerDisplay,
  type CustomerDisplayResult,
} from './customer-display.js';
import { checksOf, failuresOf, machine, printSummary, writeResults, type Check } from './report.js';
import { benchOfflineReplay } from './offline-replay.js';
import { benchOfflineStart, offlineStartChecks, printOfflineStart, type OfflineStartResult } from './offline-start.js';

const PARTS = [
  'pos',
  'screens',
  'back-office',
  'printing',
  'ui',
  'display',
  'offline-replay',
  'offline-start',
  'einvoice',
  'inventory',
] as const;
type Part = (typeof PARTS)[number];

const POS_DURATION = Number(process.env.BENCH_DURATION ?? 10);
const SHORT_DURATION = Number(process.env.BENCH_DURATION ?? 6);

function selectedParts(): Set<Part> {
  const flag = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
  const asked = (flag ?? process.env.BENCH_ONLY ?? PARTS.join(',')).split(',').map((p) => p.trim());
  const unknown = asked.filter((p) => !PARTS.includes(p as Part));
  if (unknown.length) throw new Error(`partes desconocidas: ${unknown.join(', ')} (hay: ${PARTS.join(', ')})`);
  const parts = new Set(asked as Part[]);
  if (process.env.BENCH_SKIP_UI === '1') {
    parts.delete('ui');
    parts.delete('display');
    parts.delete('offline-start');
  }
  return parts;
}

async function benchUi(): Promise<PosUiResult> {
  const db = await prepareDb('sqlite');
  try {
    await withHandle(db, seedMenuDb);
    return await benchPosUi({ env: db.env, admin: ADMIN, menuItems: MENU_SIZE });
  } finally {
    await db.cleanup();
  }
}

async function benchDisplay(): Promise<CustomerDisplayResult> {
  const db = await prepareDb('sqlite');
  try {
    await withHandle(db, seedMenuDb);
    return await benchCustomerDisplay({ env: db.env, admin: ADMIN, menuItems: MENU_SIZE });
  } finally {
    await db.cleanup();
  }
}

async function benchOffline(): Promise<OfflineStartResult> {
  const db = await prepareDb('sqlite');
  try {
    await withHandle(db, seedMenuDb);
    return await benchOfflineStart({ env: db.env, admin: ADMIN, menuItems: MENU_SIZE });
  } finally {
    await db.cleanup();
  }
}

async function main() {
  const parts = selectedParts();
  const rows: Row[] = [];
  const integrity: Record<string, Integrity> = {};
  const historySeeds: Record<string, SeedTiming> = {};
  const offlineChecks: Check[] = [];
  const offlineFailures: string[] = [];
  for (const kind of benchKinds()) {
    if (parts.has('pos')) {
      const r = await benchPos(kind, POS_DURATION);
      rows.push(...r.rows);
      integrity[kind] = r.integrity;
    }
    if (parts.has('screens')) rows.push(...(await benchOrderScreens(kind, SHORT_DURATION)));
    if (parts.has('back-office')) {
      const r = await benchBackOffice(kind, SHORT_DURATION);
      rows.push(...r.rows);
      historySeeds[kind] = r.seed;
    }
    if (parts.has('printing')) rows.push(...(await benchPrinting(kind, SHORT_DURATION)));
    if (parts.has('einvoice')) rows.push(...(await benchEinvoice(kind, SHORT_DURATION)));
    if (parts.has('inventory')) rows.push(...(await benchInventory(kind, SHORT_DURATION)));
    if (parts.has('offline-replay')) {
      const r = await benchOfflineReplay(kind);
      rows.push(...r.rows);
      offlineChecks.push(...r.checks);
      offlineFailures.push(...r.failures);
    }
  }
  const ui = parts.has('ui') ? await benchUi() : null;
  const customerDisplay = parts.has('display') ? await benchDisplay() : null;
  const offlineStart = parts.has('offline-start') ? await benchOffline() : null;
  const checks = [
    ...checksOf(rows, ui),
    ...customerDisplayChecks(customerDisplay),
    ...offlineChecks,
    ...offlineStartChecks(offlineStart),
  ];
  const file = writeResults({
    date: new Date().toISOString(),
    machine: machine(),
    parts: [...parts],
    durationSeconds: { pos: POS_DURATION, others: SHORT_DURATION },
    menuItems: MENU_SIZE,
    rows,
    integrity,
    historySeeds,
    ui,
    customerDisplay,
    offlineStart,
    checks,
  });
  if (customerDisplay) printCustomerDisplay(customerDisplay);
  if (offlineStart) printOfflineStart(offlineStart);
  printSummary(rows, integrity, ui, checks);
  console.log(`\nResultados en ${file}`);
  const failures = [...failuresOf(rows, integrity), ...offlineFailures];
  if (failures.length) {
    console.error(`\nErrores:\n${failures.join('\n')}`);
    process.exitCode = 1;
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
