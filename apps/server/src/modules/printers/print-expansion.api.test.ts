import fs from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config.js';
import { migrateToLatest, type DatabaseHandle } from '../../db/database.js';
import { SQLite } from '../../db/sqlite-addon.js';
import { migratedDatabaseEach, openTestDatabase, testDatabases } from '../../../test/test-app.js';
import {
  addPrinter,
  addStation,
  jobStatuses,
  openPrintingApp,
  placeOrder,
  printedOn,
  queueSettled,
  startFakePrinter,
  texts,
} from '../../../test/fixtures/print-queue.js';
import {
  closeExpansionReader,
  expansionThreadReady,
  prepareOnExpansionThread,
  stopExpansionThreadForTests,
} from './print-expansion-thread.js';
import { prepareExpansion, storeExpansion, type PassDeps } from './print-pass.js';

const NOW = '2026-11-29T12:00:00.000Z';
const config = loadConfig({ LOG_LEVEL: 'silent' });

/** Two due drawer kicks: each expands into one job, held (the terminal has no receipt printer). */
async function seedRequests(h: DatabaseHandle): Promise<number[]> {
  const rows = ['T1', 'T2'].map((terminalId) => ({
    kind: 'drawer-kick',
    payload: JSON.stringify({ kind: 'drawer-kick', terminalId }),
    status: 'pending',
    attempts: 0,
    next_attempt_at: NOW,
    created_at: NOW,
  }));
  return (await h.db.insertInto('print_requests').values(rows).returning('id').execute()).map((r) => r.id);
}

const counts = async (h: DatabaseHandle) => ({
  jobs: (await h.db.selectFrom('print_jobs').select('id').execute()).length,
  pending: (await h.db.selectFrom('print_requests').select('id').where('status', '=', 'pending').execute()).length,
});

describe.each(testDatabases)('a print expansion prepared apart from its store, on %s', (kind) => {
  const database = migratedDatabaseEach(kind);
  let h: DatabaseHandle;
  beforeEach(() => {
    h = database();
  });

  // SQLite's print pass reads and lays out on the expansion thread and stores on the writer's: a
  // request expanded between the two must not get its tickets twice.
  it('is stored once: a second store of the same requests fails and writes nothing', async () => {
    const ids = await seedRequests(h);
    const deps: PassDeps = { db: h.db, dialect: h.dialect, config };
    const prepared = await prepareExpansion(deps, h.db, NOW, 10, []);
    expect(prepared.map((p) => [p.id, p.jobs.length, p.jobs[0].status])).toEqual(ids.map((id) => [id, 1, 'held']));
    expect(await counts(h)).toEqual({ jobs: 0, pending: 2 });

    const { expanded } = await h.db.transaction().execute((tx) => storeExpansion(deps, tx, prepared, NOW));
    expect(expanded).toHaveLength(2);
    expect(await counts(h)).toEqual({ jobs: 2, pending: 0 });

    const again = structuredClone(prepared);
    await expect(h.db.transaction().execute((tx) => storeExpansion(deps, tx, again, NOW))).rejects.toThrow(
      'Una solicitud de impresión ya se había preparado',
    );
    expect(await counts(h)).toEqual({ jobs: 2, pending: 0 });
  });
});

describe('the print worker on sqlite and its expansion thread', () => {
  // The thread starts with the first pass that has work; until it has loaded the writer's thread
  // expands, after it a pass is read on the thread.
  it("prints each order's comandas once, each printer its own lines, before and after the thread loaded", async () => {
    const { t, api, c } = await openPrintingApp('sqlite');
    const grill = await startFakePrinter('accept');
    const kitchen = await startFakePrinter('accept');
    try {
      const grillId = await addPrinter(api, 'Parrilla', grill);
      const kitchenId = await addPrinter(api, 'Cocina', kitchen);
      await addStation(api, { name: 'Cocina caliente', printerId: grillId, categoryIds: [c.categoryId] });
      await api.post('/settings/printers/routing', { defaultKitchenPrinterId: kitchenId, terminals: [] });
      // Test files share the thread (one per process): this test starts from none.
      await stopExpansionThreadForTests();
      expect(expansionThreadReady()).toBe(false);

      const first = await placeOrder(api, c);
      await printedOn(grill, 1);
      await vi.waitFor(() => expect(expansionThreadReady()).toBe(true), { timeout: 30_000, interval: 20 });
      const second = await placeOrder(api, c);
      const onGrill = await printedOn(grill, 2);
      const onKitchen = await printedOn(kitchen, 2);
      await queueSettled(t);

      expect([grill.jobs.length, kitchen.jobs.length]).toEqual([2, 2]);
      for (const [k, { tokenNo }] of [first, second].entries()) {
        expect(texts(onGrill[k])[0]).toBe('Cocina caliente');
        expect(onGrill[k].text).toContain(`Turno ${tokenNo}`);
        expect(onGrill[k].text).toMatch(/Hamburguesa/);
        expect(onGrill[k].text).not.toMatch(/Agua/);
        expect(onKitchen[k].text).toContain(`Turno ${tokenNo}`);
        expect(onKitchen[k].text).toMatch(/Agua/);
        expect(onKitchen[k].text).not.toMatch(/Hamburguesa/);
      }
      expect(await jobStatuses(t.database.db)).toEqual(['done', 'done', 'done', 'done']);
    } finally {
      await t.close();
      await Promise.all([grill.close(), kitchen.close()]);
    }
  });
});

describe('the print expansion thread, on sqlite', () => {
  let h: DatabaseHandle;
  let drop: () => Promise<void>;
  beforeEach(async () => {
    ({ handle: h, drop } = await openTestDatabase('sqlite'));
    await migrateToLatest(h);
  });
  afterEach(async () => {
    await drop();
  });

  const openByThisProcess = (file: string) =>
    fs.readdirSync('/proc/self/fd').filter((fd) => {
      try {
        return fs.readlinkSync(`/proc/self/fd/${fd}`) === file;
      } catch {
        return false;
      }
    }).length;

  it('prepares while another connection holds the write lock, stores nothing, and closes its file', async () => {
    const ids = await seedRequests(h);
    const file = h.sqliteFile!;
    // The order writer mid-transaction: a reader must neither wait for it nor take the lock itself.
    const writer = new SQLite(file);
    writer.exec('BEGIN IMMEDIATE');
    try {
      const prepared = await prepareOnExpansionThread(file, config, NOW, 10);
      expect(prepared.map((p) => p.id)).toEqual(ids);
      expect(prepared.every((p) => p.jobs.length === 1 && p.jobs[0].targetKind === 'terminal')).toBe(true);
    } finally {
      writer.exec('ROLLBACK');
      writer.close();
    }
    expect(await counts(h)).toEqual({ jobs: 0, pending: 2 });

    await h.close();
    if (process.platform !== 'linux') return;
    // Only the thread's connection is left open on the file now; closing the app's reader lets it go.
    expect(openByThisProcess(file)).toBeGreaterThan(0);
    await closeExpansionReader(file);
    expect(openByThisProcess(file)).toBe(0);
  });
});
