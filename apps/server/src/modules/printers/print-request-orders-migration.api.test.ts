import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { linkExistingRequests } from '../../db/migrations/0023-print-request-orders.js';

/** Migration 0023 links the requests stored before it exactly as the worker links new ones. */
describe.each(testDatabases)('migration 0023 links past print requests to their orders on %s', (kind) => {
  let t: TestApp;
  let printer: FakePrinter;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: FAST_PRINT_QUEUE });
    printer = await startFakePrinter();
  });
  afterAll(async () => {
    await t.close();
    await printer.close();
  });

  it('links comandas, voids and reprints of expanded requests; leaves pending ones to the worker', async () => {
    const db = t.database.db;
    const api = apiClient(t, await t.signIn());
    const c = await seedPosCatalogue(db);
    const id = await addPrinter(api, 'Parrilla', printer);
    await addStation(api, { name: 'Cocina', printerId: id, categoryIds: [c.categoryId] });
    const one = await placeOrder(api, c);
    const two = await placeOrder(api, c);
    await printedOn(printer, 2);
    await queueSettled(t);
    const [comanda] = (await api.get(`/printing/order-jobs/${one.orderId}`)).json() as { id: number }[];
    expect((await api.post(`/printing/jobs/${comanda.id}/reprint`)).statusCode).toBe(200);
    const line = await db
      .selectFrom('order_items')
      .select('id')
      .where('order_id', '=', two.orderId)
      .executeTakeFirstOrThrow();
    const voided = await api.post(`/orders/items/${line.id}/void`, { reason: 'Error' });
    expect(voided.statusCode, voided.body).toBe(200);
    await printedOn(printer, 3);
    await queueSettled(t);
    await t.printing.stop();

    const links = async () =>
      await db
        .selectFrom('print_request_orders')
        .select(['order_id', 'request_id'])
        .orderBy('request_id')
        .orderBy('order_id')
        .execute();
    const byWorker = await links();
    expect(byWorker.filter((l) => l.order_id === one.orderId).length).toBe(2);
    // A request not expanded yet: the worker links it, not the migration.
    await db
      .insertInto('print_requests')
      .values({
        kind: 'order',
        payload: JSON.stringify({ kind: 'order', orderId: two.orderId }),
        status: 'pending',
        attempts: 0,
        next_attempt_at: new Date().toISOString(),
        created_at: new Date().toISOString(),
      })
      .execute();

    await db.deleteFrom('print_request_orders').execute();
    await linkExistingRequests(db as unknown as Kysely<unknown>);
    expect(await links()).toEqual(byWorker);
  });
});
