import { PRINTING_MESSAGES } from '@comandero/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FakePrinter } from '../../../../../test-support/printer/fake-printer.js';
import type { PosCatalogue } from '../../../test/fixtures/pos.js';
import {
  addPrinter,
  addStation,
  jobStatuses,
  placeOrder,
  printedOn,
  queueSettled,
  startFakePrinter,
  texts,
  openPrintingApp,
} from '../../../test/fixtures/print-queue.js';
import { testDatabases, type ApiClient, type TestApp } from '../../../test/test-app.js';

describe.each(testDatabases)('print queue on %s', (kind) => {
  let t: TestApp;
  let api: ApiClient;
  let c: PosCatalogue;
  let printers: FakePrinter[];

  beforeEach(async () => {
    ({ t, api, c } = await openPrintingApp(kind));
    printers = [];
  });
  afterEach(async () => {
    await t.close();
    await Promise.all(printers.map((p) => p.close()));
  });

  const fake = async (mode: Parameters<typeof startFakePrinter>[0] = 'accept') => {
    const p = await startFakePrinter(mode);
    printers.push(p);
    return p;
  };

  it('stores no print request while nothing is configured', async () => {
    await placeOrder(api, c);
    expect(await t.database.db.selectFrom('print_requests').select('id').execute()).toEqual([]);
  });

  it('prints each station only its lines: item route beats category, unrouted lines on the default kitchen printer', async () => {
    const [grill, bar, kitchen] = [await fake(), await fake(), await fake()];
    const grillId = await addPrinter(api, 'Parrilla', grill);
    const barId = await addPrinter(api, 'Bar', bar);
    const kitchenId = await addPrinter(api, 'Cocina', kitchen);
    await addStation(api, { name: 'Cocina caliente', printerId: grillId, categoryIds: [c.categoryId] });
    // The lemonade is in the grill's category, but its own route sends it to the bar.
    await addStation(api, { name: 'Bar', printerId: barId, itemIds: [c.items.lemonade] });
    const saved = await api.post('/settings/printers/routing', { defaultKitchenPrinterId: kitchenId, terminals: [] });
    expect(saved.statusCode, saved.body).toBe(200);

    const { tokenNo } = await placeOrder(api, c);
    const [onGrill] = await printedOn(grill, 1);
    const [onBar] = await printedOn(bar, 1);
    const [onKitchen] = await printedOn(kitchen, 1);
    await queueSettled(t);

    expect(texts(onGrill)).toEqual(
      expect.arrayContaining([
        'Cocina caliente',
        'Mesa: Mesa 1',
        '1 x Hamburguesa',
        'Doble',
        '+ Queso',
        '* sin cebolla',
      ]),
    );
    expect(texts(onGrill).join('\n')).toContain(`Turno ${tokenNo}`);
    expect(onGrill.text).not.toMatch(/Limonada|Agua/);
    expect(texts(onBar)).toContain('2 x Limonada');
    expect(onBar.text).not.toMatch(/Hamburguesa|Agua/);
    expect(texts(onKitchen)).toEqual(expect.arrayContaining(['Cocina', '1 x Agua']));
    expect(onKitchen.text).not.toMatch(/Hamburguesa|Limonada/);
    for (const print of [onGrill, onBar, onKitchen]) {
      expect(print.cuts).toBe(1);
      expect(print.codePages).toEqual(['cp858']);
    }
    // The lines are in large type.
    expect(onGrill.lines.find((l) => l.text.includes('Hamburguesa'))).toMatchObject({ width: 2, height: 2 });
    expect(await jobStatuses(t.database.db)).toEqual(['done', 'done', 'done']);
    expect([grill, bar, kitchen].map((p) => p.jobs.length)).toEqual([1, 1, 1]);
  });

  it('holds lines nobody prints, visibly, and prints them once a printer is set and they are reprinted', async () => {
    const grill = await fake();
    const grillId = await addPrinter(api, 'Parrilla', grill);
    await addStation(api, { name: 'Cocina caliente', printerId: grillId, categoryIds: [c.categoryId] });
    const failed: unknown[] = [];
    t.events.subscribe('print.failed', (e) => failed.push(e));

    const { orderId } = await placeOrder(api, c);
    await printedOn(grill, 1);
    await queueSettled(t);
    const held = (await api.get('/printing/jobs?status=held')).json();
    expect(held).toEqual([
      expect.objectContaining({ status: 'held', printerId: null, orderId, lastError: PRINTING_MESSAGES.noPrinter }),
    ]);
    expect(failed).toEqual([expect.objectContaining({ jobId: held[0].id, status: 'held', orderId })]);
    expect((await api.get('/printing/status')).json().unassignedHeld).toBe(1);

    // A second order's water is held too; nobody wants it: discarded, as before.
    const second = await placeOrder(api, c);
    await printedOn(grill, 2);
    await queueSettled(t);
    const [unwanted] = (await api.get('/printing/jobs?status=held')).json();
    expect(unwanted).toEqual(expect.objectContaining({ orderId: second.orderId }));
    expect((await api.post(`/printing/jobs/${unwanted.id}/discard`)).json()).toEqual({
      message: PRINTING_MESSAGES.discarded,
    });
    expect((await api.get('/printing/jobs?status=held')).json()).toEqual([held[0]]);

    const kitchen = await fake();
    const kitchenId = await addPrinter(api, 'Cocina', kitchen);
    await api.post('/settings/printers/routing', { defaultKitchenPrinterId: kitchenId, terminals: [] });
    expect((await api.post(`/printing/jobs/${held[0].id}/reprint`)).json()).toEqual({
      message: PRINTING_MESSAGES.reprinted,
    });
    // The reprint resolves the held original at once: no longer listed, nothing left to discard.
    expect((await api.get('/printing/jobs?status=held')).json()).toEqual([]);
    expect((await api.get('/printing/status')).json().unassignedHeld).toBe(0);
    const [reprinted] = await printedOn(kitchen, 1);
    expect(texts(reprinted)).toEqual(expect.arrayContaining(['*** REIMPRESIÓN ***', '1 x Agua']));
    await queueSettled(t);
    expect(kitchen.jobs.length).toBe(1);
    expect((await api.post(`/printing/jobs/${held[0].id}/discard`)).statusCode).toBe(409);
    expect((await api.get(`/printing/order-jobs/${orderId}`)).json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: held[0].id, status: 'discarded' }),
        expect.objectContaining({ kind: 'reprint', status: 'done' }),
      ]),
    );
    expect(grill.jobs.length).toBe(2);
  });

  it('retries a printer that is down and prints exactly one copy when it comes back', async () => {
    const grill = await fake('refuse');
    const grillId = await addPrinter(api, 'Parrilla', grill);
    await addStation(api, { name: 'Cocina caliente', printerId: grillId, categoryIds: [c.categoryId] });
    const failed: { status: string; printerId: number | null }[] = [];
    t.events.subscribe('print.failed', (e) => failed.push(e));

    await placeOrder(api, c);
    // Refused several times: the toast went out once, the job waits with its error.
    await expect
      .poll(
        async () => {
          const job = t.database.db.selectFrom('print_jobs').select('attempts').where('printer_id', '=', grillId);
          return (await job.executeTakeFirst())?.attempts;
        },
        {
          timeout: 8000,
          interval: 20,
        },
      )
      .toBeGreaterThanOrEqual(4);
    expect(failed.filter((f) => f.printerId === grillId)).toEqual([
      expect.objectContaining({ status: 'pending', printerId: grillId }),
    ]);
    const status = (await api.get('/printing/status')).json();
    expect(status.printers).toContainEqual(
      expect.objectContaining({
        printerId: grillId,
        reachable: false,
        waiting: 1,
        held: 0,
        lastError: expect.any(String),
      }),
    );
    const pending = (await api.get('/printing/jobs?status=pending')).json();
    expect(pending).toEqual([
      expect.objectContaining({ status: 'pending', lastError: expect.stringContaining('rechazó') }),
    ]);

    await grill.setMode('accept');
    await printedOn(grill, 1);
    await queueSettled(t);
    expect(grill.jobs.length).toBe(1);
    expect((await api.get('/printing/status')).json().printers).toContainEqual(
      expect.objectContaining({ printerId: grillId, reachable: true, lastError: null, waiting: 0 }),
    );
  });

  it('sends to the backup printer after the retries on the first one', async () => {
    const [grill, backup] = [await fake('refuse'), await fake()];
    const grillId = await addPrinter(api, 'Parrilla', grill);
    const backupId = await addPrinter(api, 'Respaldo', backup);
    await addStation(api, {
      name: 'Cocina caliente',
      printerId: grillId,
      backupPrinterId: backupId,
      categoryIds: [c.categoryId],
      itemIds: [c.items.water],
    });
    await placeOrder(api, c);
    const [onBackup] = await printedOn(backup, 1);
    await queueSettled(t);
    expect(texts(onBackup)).toEqual(expect.arrayContaining(['1 x Hamburguesa', '2 x Limonada', '1 x Agua']));
    const job = await t.database.db.selectFrom('print_jobs').selectAll().executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: 'done', attempts: 3, printer_id: grillId, backup_printer_id: backupId });
    expect(backup.jobs.length).toBe(1);
  });

  it('keeps printing when one request cannot be expanded, leaving that one pending with its error', async () => {
    const grill = await fake();
    const grillId = await addPrinter(api, 'Parrilla', grill);
    await addStation(api, { name: 'Cocina caliente', printerId: grillId, categoryIds: [c.categoryId] });
    await t.printing.stop();
    const now = new Date().toISOString();
    await t.database.db
      .insertInto('print_requests')
      .values({
        kind: 'order',
        payload: 'no es JSON',
        status: 'pending',
        attempts: 0,
        next_attempt_at: now,
        created_at: now,
      })
      .execute();
    const { tokenNo } = await placeOrder(api, c);
    t.printing.start();
    const [print] = await printedOn(grill, 1);
    expect(print.text).toContain(`Turno ${tokenNo}`);
    await expect
      .poll(async () =>
        t.database.db
          .selectFrom('print_requests')
          .select(['status', 'attempts', 'last_error'])
          .where('payload', '=', 'no es JSON')
          .executeTakeFirst(),
      )
      .toEqual({ status: 'pending', attempts: expect.any(Number), last_error: expect.stringContaining('JSON') });
    const bad = await t.database.db
      .selectFrom('print_requests')
      .select('attempts')
      .where('payload', '=', 'no es JSON')
      .executeTakeFirstOrThrow();
    // Retried after PRINT_RETRY_MAX_MS each time (60 ms here), never taking the others down with it.
    expect(bad.attempts).toBeGreaterThanOrEqual(1);
  });
});
