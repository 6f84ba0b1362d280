import { afterEach, describe, expect, it } from 'vitest';
import type { FakePrinter } from '../../../../../test-support/printer/fake-printer.js';
import { seedPosCatalogue } from '../../../test/fixtures/pos.js';
import {
  addPrinter,
  addStation,
  FAST_PRINT_QUEUE,
  placeOrder,
  printedOn,
  queueSettled,
  startFakePrinter,
} from '../../../test/fixtures/print-queue.js';
import { apiClient, createTestApp, testDatabases, type TestApp } from '../../../test/test-app.js';

const DAY = 86_400_000;

/**
 * Old tickets are deleted by the worker (PRINT_KEEP_DAYS, every PRINT_PURGE_EVERY_MS and at its
 * start): printed and discarded ones with their requests; held and pending ones never.
 */
describe.each(testDatabases)('purging old tickets on %s', (kind) => {
  let t: TestApp | undefined;
  let printer: FakePrinter | undefined;
  afterEach(async () => {
    await t?.close();
    await printer?.close();
  });

  it('deletes printed tickets older than the days kept, keeps held and recent ones and the order links of those', async () => {
    let nowMs = Date.parse('2026-11-01T12:00:00.000Z');
    t = await createTestApp(kind, {
      clock: { now: () => new Date(nowMs) },
      env: { ...FAST_PRINT_QUEUE, PRINT_KEEP_DAYS: '3', PRINT_PURGE_EVERY_MS: '1000' },
    });
    const db = t.database.db;
    let api = apiClient(t, await t.signIn());
    const c = await seedPosCatalogue(db);
    printer = await startFakePrinter();
    const id = await addPrinter(api, 'Parrilla', printer);
    await addStation(api, { name: 'Cocina', printerId: id, categoryIds: [c.categoryId] });

    // An old order printed; its water (another category) held with nowhere to go.
    await db
      .insertInto('categories')
      .values({ title: 'Bebidas', created_at: new Date(nowMs).toISOString() })
      .execute();
    const drinks = await db
      .selectFrom('categories')
      .select('id')
      .where('title', '=', 'Bebidas')
      .executeTakeFirstOrThrow();
    await db.updateTable('menu_items').set({ category_id: drinks.id }).where('id', '=', c.items.water).execute();
    const old = await placeOrder(api, c);
    await printedOn(printer, 1);
    await queueSettled(t);
    const jobsOf = async (orderId: number) => (await api.get(`/printing/order-jobs/${orderId}`)).json();
    expect((await jobsOf(old.orderId)).map((j: { status: string }) => j.status).sort()).toEqual(['done', 'held']);

    // Four days later: a new order prints; the next purge deletes the old printed ticket only.
    nowMs += 4 * DAY;
    // The session of four days ago has expired.
    api = apiClient(t, await t.signIn());
    const recent = await placeOrder(api, c);
    await printedOn(printer, 2);
    await queueSettled(t);
    await expect
      .poll(async () => (await jobsOf(old.orderId)).map((j: { status: string }) => j.status), { timeout: 8000 })
      .toEqual(['held']);
    expect((await jobsOf(recent.orderId)).map((j: { status: string }) => j.status).sort()).toEqual(['done', 'held']);

    // Discarded and old: deleted too, and with its last job gone the request and its order link go.
    const [held] = (await jobsOf(old.orderId)) as { id: number }[];
    expect((await api.post(`/printing/jobs/${held.id}/discard`)).statusCode).toBe(200);
    nowMs += 4 * DAY;
    api = apiClient(t, await t.signIn());
    t.printing.kick();
    await expect.poll(async () => jobsOf(old.orderId), { timeout: 8000 }).toEqual([]);
    const links = await db.selectFrom('print_request_orders').select('order_id').execute();
    expect(links.map((l) => l.order_id)).not.toContain(old.orderId);
    const requests = await db.selectFrom('print_requests').select('id').execute();
    // The recent order's request stays while its held job does.
    expect(requests).toHaveLength(1);
  });
});
