import { ORDERS_MESSAGES, PRINTING_MESSAGES } from '@comandero/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FakePrinter } from '../../../../../test-support/printer/fake-printer.js';
import type { PosCatalogue } from '../../../test/fixtures/pos.js';
import {
  addPrinter,
  addStation,
  placeOrder,
  printedOn,
  queueSettled,
  startFakePrinter,
  texts,
  openPrintingApp,
} from '../../../test/fixtures/print-queue.js';
import { testDatabases, type ApiClient, type TestApp } from '../../../test/test-app.js';

describe.each(testDatabases)("an order's tickets and their reprint on %s", (kind) => {
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

  const fake = async () => {
    const p = await startFakePrinter('accept');
    printers.push(p);
    return p;
  };
  const itemIdsOf = async (orderId: number) =>
    (
      await t.database.db.selectFrom('order_items').select('id').where('order_id', '=', orderId).orderBy('id').execute()
    ).map((r) => r.id);

  it("lists the order's comandas and voids (not another order's), and reprints one marked REIMPRESIÓN once", async () => {
    const grill = await fake();
    const kitchen = await fake();
    const grillId = await addPrinter(api, 'Parrilla', grill);
    const kitchenId = await addPrinter(api, 'Cocina', kitchen);
    await addStation(api, { name: 'Cocina caliente', printerId: grillId, categoryIds: [c.categoryId] });
    await api.post('/settings/printers/routing', { defaultKitchenPrinterId: kitchenId, terminals: [] });

    const { orderId } = await placeOrder(api, c);
    await printedOn(grill, 1);
    await printedOn(kitchen, 1);
    // Another order on the same printers: none of its tickets belong to the first one.
    const other = await placeOrder(api, c);
    await printedOn(grill, 2);
    const [, lemonade] = await itemIdsOf(orderId);
    expect((await api.post(`/orders/items/${lemonade}/void`, { reason: 'Se demoró mucho' })).statusCode).toBe(200);
    await printedOn(grill, 3);
    await queueSettled(t);

    const res = await api.get(`/printing/order-jobs/${orderId}`);
    expect(res.statusCode, res.body).toBe(200);
    const jobs = res.json() as { id: number; kind: string; label: string; targetLabel: string }[];
    expect(jobs).toEqual([
      expect.objectContaining({
        kind: 'order',
        label: 'Comanda',
        status: 'done',
        targetLabel: 'Cocina caliente',
        printerName: 'Parrilla',
        printedAt: expect.any(String),
      }),
      expect.objectContaining({ kind: 'order', label: 'Comanda', status: 'done', printerName: 'Cocina' }),
      expect.objectContaining({ kind: 'void', label: 'Anulado', status: 'done', printerName: 'Parrilla' }),
    ]);
    const otherJobs = (await api.get(`/printing/order-jobs/${other.orderId}`)).json() as { id: number }[];
    expect(otherJobs).toHaveLength(2);
    expect(otherJobs.map((j) => j.id)).not.toContain(jobs[0]!.id);

    const comanda = jobs[0]!;
    expect((await api.post(`/printing/jobs/${comanda.id}/reprint`)).json()).toEqual({
      message: PRINTING_MESSAGES.reprinted,
    });
    const printed = await printedOn(grill, 4);
    await queueSettled(t);
    expect(grill.jobs).toHaveLength(4);
    expect(kitchen.jobs).toHaveLength(2);
    expect(texts(printed[3]!)).toEqual(expect.arrayContaining(['*** REIMPRESIÓN ***']));
    expect(texts(printed[3]!).some((line) => line.includes('Hamburguesa'))).toBe(true);

    const after = (await api.get(`/printing/order-jobs/${orderId}`)).json() as typeof jobs;
    expect(after).toHaveLength(4);
    expect(after[3]).toEqual(
      expect.objectContaining({ kind: 'reprint', label: 'Reimpresión', status: 'done', printerName: 'Parrilla' }),
    );
    // A reprint of the reprint is the order's too.
    await api.post(`/printing/jobs/${after[3]!.id}/reprint`);
    await printedOn(grill, 5);
    await queueSettled(t);
    expect((await api.get(`/printing/order-jobs/${orderId}`)).json()).toHaveLength(5);
  });

  it('answers 404 for an order that does not exist and an empty list for one that printed nothing', async () => {
    const missing = await api.get('/printing/order-jobs/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(expect.objectContaining({ message: ORDERS_MESSAGES.orderNotFound }));
    const { orderId } = await placeOrder(api, c);
    expect((await api.get(`/printing/order-jobs/${orderId}`)).json()).toEqual([]);
  });
});
