import { PRINTING_MESSAGES } from '@comandero/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { openDatabase, type DatabaseHandle } from '../../db/database.js';
import { ensureAdapterTable } from '../../realtime/realtime.js';
import { movableClock } from '../../../test/fixtures/orders.js';
import { seedPosCatalogue } from '../../../test/fixtures/pos.js';
import {
  addPrinter,
  addStation,
  FAST_PRINT_QUEUE,
  placeOrder,
  printedOn,
  printedTokens,
  queueSettled,
  startFakePrinter,
  ticketsOn,
} from '../../../test/fixtures/print-queue.js';
import type { FakePrinter } from '../../../../../test-support/printer/fake-printer.js';
import { apiClient, createTestApp, testDatabases, type TestApp } from '../../../test/test-app.js';

const pgUrl = process.env.TEST_DATABASE_URL;

/** Another app (instance) on the same database: its own pool on PostgreSQL, the same handle on SQLite. */
async function secondInstance(
  t: TestApp,
): Promise<{ built: BuiltApp; handle: DatabaseHandle; close(): Promise<void> }> {
  const handle =
    t.database.dialect === 'postgres'
      ? openDatabase({ databaseUrl: pgUrl, pgSchema: t.database.pgSchema })
      : t.database;
  if (handle.pgPool) await ensureAdapterTable(handle.pgPool);
  const config = loadConfig({ ...FAST_PRINT_QUEUE, DATA_DIR: t.dataDir });
  const built = await buildApp({ config, database: handle, sessionSecret: t.deps.sessionSecret });
  await built.app.ready();
  return {
    built,
    handle,
    close: async () => {
      await built.app.close();
      if (handle !== t.database) await handle.close();
    },
  };
}

describe.each(testDatabases)('print queue across restarts and instances on %s', (kind) => {
  let t: TestApp;
  const printers: FakePrinter[] = [];
  const closers: (() => Promise<void>)[] = [];

  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
    await t.close();
    await Promise.all(printers.splice(0).map((p) => p.close()));
  });

  const grillOn = async (app: TestApp) => {
    const grill = await startFakePrinter();
    printers.push(grill);
    const api = apiClient(app, await app.signIn());
    const c = await seedPosCatalogue(app.database.db);
    const id = await addPrinter(api, 'Parrilla', grill);
    // Every line at one station: one comanda per order.
    await addStation(api, { name: 'Cocina', printerId: id, categoryIds: [c.categoryId] });
    return { grill, api, c };
  };

  it('prints an order acknowledged while no worker ran exactly once, after a restart', async () => {
    // The instance that took the order dies before printing (its worker never ran): the request was
    // committed with the order, and the next instance to start prints it.
    t = await createTestApp(kind, { env: { ...FAST_PRINT_QUEUE, PRINT_WORKER: '0' } });
    const { grill, api, c } = await grillOn(t);
    const { tokenNo } = await placeOrder(api, c);
    await t.printing.idle();
    expect(grill.connections).toEqual([]);

    const next = await secondInstance(t);
    closers.push(next.close);
    const [print] = await printedOn(grill, 1);
    expect(print.text).toContain(`Turno ${tokenNo}`);
    await queueSettled({ ...t, printing: next.built.printing });
    expect(grill.jobs.length).toBe(1);
  });

  it('takes over a job whose instance died holding its lease, only once the lease ran out', async () => {
    t = await createTestApp(kind, { env: { ...FAST_PRINT_QUEUE, PRINT_WORKER: '0' } });
    const { grill, api, c } = await grillOn(t);
    await placeOrder(api, c);
    const next = await secondInstance(t);
    closers.push(next.close);
    await next.built.printing.stop();
    const db = t.database.db;
    next.built.printing.start();
    await printedOn(grill, 1);
    await queueSettled({ ...t, printing: next.built.printing });
    await next.built.printing.stop();
    // The job again pending, claimed by an instance that is gone, its lease still running.
    const job = await db.selectFrom('print_jobs').select('id').executeTakeFirstOrThrow();
    const future = new Date(Date.now() + 60_000).toISOString();
    await db
      .updateTable('print_jobs')
      .set({ status: 'pending', claimed_by: 'dead-instance', claimed_until: future })
      .where('id', '=', job.id)
      .execute();
    next.built.printing.start();
    next.built.printing.kick();
    await next.built.printing.idle();
    expect(grill.jobs.length).toBe(1);

    await db
      .updateTable('print_jobs')
      .set({ claimed_until: new Date(Date.now() - 1).toISOString() })
      .where('id', '=', job.id)
      .execute();
    await printedOn(grill, 2);
    await queueSettled({ ...t, printing: next.built.printing });
    expect(grill.jobs.length).toBe(2);
  });

  it('holds a ticket older than the limit instead of printing it late; a reprint resolves it', async () => {
    const clock = movableClock();
    t = await createTestApp(kind, { clock, env: FAST_PRINT_QUEUE });
    const { grill, api, c } = await grillOn(t);
    await grill.setMode('refuse');
    const failed: { status: string; message: string }[] = [];
    t.events.subscribe('print.failed', (e) => failed.push(e));
    const { orderId } = await placeOrder(api, c);
    await expect
      .poll(async () => (await t.database.db.selectFrom('print_jobs').select('attempts').executeTakeFirst())?.attempts)
      .toBeGreaterThanOrEqual(1);

    // The printer was off all night: 31 minutes later it is back.
    clock.set(new Date(clock.now().getTime() + 31 * 60_000));
    await grill.setMode('accept');
    await queueSettled(t);
    expect(grill.jobs).toEqual([]);
    const fresh = apiClient(t, await t.signIn());
    const held = (await fresh.get('/printing/jobs?status=held')).json();
    expect(held).toEqual([
      expect.objectContaining({ status: 'held', orderId, lastError: PRINTING_MESSAGES.tooOld(30), printedAt: null }),
    ]);
    expect(failed).toContainEqual(expect.objectContaining({ status: 'held', message: PRINTING_MESSAGES.tooOld(30) }));
    expect((await fresh.get('/printing/status')).json().printers[0]).toMatchObject({ held: 1, waiting: 0 });

    await fresh.post(`/printing/jobs/${held[0].id}/reprint`);
    // The held original is resolved by its reprint: no longer held, nothing left to discard.
    expect((await fresh.get('/printing/jobs?status=held')).json()).toEqual([]);
    expect((await fresh.get('/printing/status')).json().printers[0]).toMatchObject({ held: 0 });
    const [reprint] = await printedOn(grill, 1);
    expect(reprint.text).toContain('REIMPRESIÓN');
    expect(reprint.text).toContain('Hamburguesa');
    expect((await fresh.post(`/printing/jobs/${held[0].id}/discard`)).statusCode).toBe(409);
    await queueSettled(t);
    expect(grill.jobs.length).toBe(1);
  });

  it('thirty orders at once: each pass expands many together, and every token prints once, its own', async () => {
    t = await createTestApp(kind, { env: FAST_PRINT_QUEUE });
    const { grill, api, c } = await grillOn(t);
    const orders = await Promise.all(Array.from({ length: 30 }, () => placeOrder(api, c)));
    await ticketsOn(grill, 30);
    await queueSettled(t);
    expect(printedTokens(grill).sort((a, b) => a - b)).toEqual(orders.map((o) => o.tokenNo).sort((a, b) => a - b));
    // Each order's tickets are its own (its token on its comanda, found by its id).
    for (const { orderId } of orders.slice(0, 3)) {
      expect((await api.get(`/printing/order-jobs/${orderId}`)).json()).toEqual([
        expect.objectContaining({ kind: 'order', status: 'done' }),
      ]);
    }
  });

  // Two server instances share one database on PostgreSQL only; on SQLite this test is not defined.
  if (kind === 'postgres') {
    it('two instances on one database print each ticket exactly once', async () => {
      t = await createTestApp(kind, { env: FAST_PRINT_QUEUE });
      const { grill, api, c } = await grillOn(t);
      const other = await secondInstance(t);
      closers.push(other.close);
      const otherApi = apiClient(other.built, await t.signIn());
      const tokens = await Promise.all(
        Array.from({ length: 30 }, (_, i) => placeOrder(i % 2 === 0 ? api : otherApi, c).then((o) => o.tokenNo)),
      );
      await ticketsOn(grill, 30);
      await queueSettled(t);
      await queueSettled({ ...t, printing: other.built.printing });
      const printed = printedTokens(grill).sort((a, b) => a - b);
      expect(printed).toEqual([...tokens].sort((a, b) => a - b));
      const claimedBy = await t.database.db
        .selectFrom('print_jobs')
        .select('status')
        .where('status', '<>', 'done')
        .execute();
      expect(claimedBy).toEqual([]);
    });
  }
});
