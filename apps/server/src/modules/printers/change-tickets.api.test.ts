import { formatMoney, toMinor } from '@comandero/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { drawerClient, TERMINAL_A } from '../../../test/fixtures/cash-drawer.js';
import type { FakePrinter } from '../../../../../test-support/printer/fake-printer.js';
import { addTable } from '../../../test/fixtures/orders.js';
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

/**
 * Change tickets and terminal paper end to end: the write stores its request, the queue's worker
 * expands and sends it, and the fake printers decode what arrived.
 */
describe.each(testDatabases)('change tickets and receipts on the printers, on %s', (kind) => {
  let t: TestApp;
  let api: ApiClient;
  let c: PosCatalogue;
  let grill: FakePrinter;
  let bar: FakePrinter;
  let till: FakePrinter;

  beforeEach(async () => {
    ({ t, api, c } = await openPrintingApp(kind));
    [grill, bar, till] = [await startFakePrinter(), await startFakePrinter(), await startFakePrinter()];
    const grillId = await addPrinter(api, 'Parrilla', grill);
    const barId = await addPrinter(api, 'Bar', bar);
    await addStation(api, { name: 'Cocina caliente', printerId: grillId, categoryIds: [c.categoryId] });
    await addStation(api, { name: 'Bar', printerId: barId, itemIds: [c.items.lemonade] });
    const tillRes = await api.post('/settings/printers/add', {
      name: 'Caja',
      host: till.host,
      port: till.port,
      paperWidth: 57,
      hasCashDrawer: 1,
    });
    expect(tillRes.statusCode, tillRes.body).toBe(200);
    const routing = await api.post('/settings/printers/routing', {
      defaultKitchenPrinterId: null,
      terminals: [{ terminalId: TERMINAL_A, printerId: tillRes.json().id, label: 'Caja 1' }],
    });
    expect(routing.statusCode, routing.body).toBe(200);
  });
  afterEach(async () => {
    await t.close();
    await Promise.all([grill, bar, till].map((p) => p.close()));
  });

  const itemsOf = async (orderId: number) =>
    t.database.db
      .selectFrom('order_items')
      .select(['id', 'item_id'])
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();

  it('a void prints one ANULADO at the station that made the line, and nothing anywhere else', async () => {
    const { orderId } = await placeOrder(api, c);
    await printedOn(grill, 1);
    await printedOn(bar, 1);
    await queueSettled(t);
    const lemonade = (await itemsOf(orderId)).find((i) => i.item_id === c.items.lemonade)!;
    expect((await api.post(`/orders/items/${lemonade.id}/void`, { reason: 'Se acabó el limón' })).statusCode).toBe(200);

    const [, voided] = await printedOn(bar, 2);
    await queueSettled(t);
    expect(texts(voided)).toEqual(
      expect.arrayContaining(['Bar', '*** ANULADO ***', '2 x Limonada', 'Motivo: Se acabó el limón', 'Mesa: Mesa 1']),
    );
    expect(voided.lines.find((l) => l.text.trim() === '2 x Limonada')).toMatchObject({ width: 2 });
    expect(voided.cuts).toBe(1);
    expect([grill.jobs.length, bar.jobs.length, till.jobs.length]).toEqual([1, 2, 0]);
  });

  it('a transfer prints CAMBIO DE MESA at the stations that still have open items', async () => {
    const { orderId, tokenNo } = await placeOrder(api, c);
    await printedOn(grill, 1);
    await printedOn(bar, 1);
    const burger = (await itemsOf(orderId)).find((i) => i.item_id === c.items.burger)!;
    expect((await api.post(`/orders/update-status/${burger.id}`, { status: 'delivered' })).statusCode).toBe(200);
    const terrace = await addTable(t, 'Terraza 3');
    const moved = await api.post('/orders/transfer', { fromTableId: c.table, toTableId: terrace });
    expect(moved.statusCode, moved.body).toBe(200);

    const [, move] = await printedOn(bar, 2);
    await queueSettled(t);
    expect(texts(move)).toEqual(
      expect.arrayContaining(['*** CAMBIO DE MESA ***', 'De: Mesa 1', 'A: Terraza 3', `Turno ${tokenNo}`]),
    );
    // The grill's only line is served: it hears nothing of the move.
    expect(grill.jobs.length).toBe(1);
  });

  it('a cash payment prints the receipt with a drawer kick on the terminal printer, once for a retried request', async () => {
    const cookie = await t.signIn();
    const drawer = drawerClient(t, cookie, TERMINAL_A);
    await drawer.open(0);
    // Opening the drawer with its float kicks it: no paper, no cut.
    const [kick] = await printedOn(till, 1);
    expect(kick).toMatchObject({ cuts: 0, drawerKicks: [{ pin: 2 }] });

    const { orderId } = await placeOrder(api, c);
    const summary = (await api.post('/orders/complete-order-payment-summary', { orderIds: [orderId] })).json() as {
      subtotal: number;
      taxTotal: number;
      total: number;
    };
    const pay = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/orders/complete-and-pay-order',
        headers: { cookie, 'x-terminal-id': TERMINAL_A, 'idempotency-key': `cobro-${orderId}` },
        payload: {
          orderIds: [orderId],
          subTotal: summary.subtotal,
          taxTotal: summary.taxTotal,
          total: summary.total,
          payments: [{ paymentTypeId: c.paymentTypes.cash, amount: summary.total, tendered: 100_000 }],
        },
      });
    const first = await pay();
    expect(first.statusCode, first.body).toBe(200);
    expect((await pay()).json()).toEqual(first.json());

    const [, receipt] = await printedOn(till, 2);
    await queueSettled(t);
    expect(till.jobs.length).toBe(2);
    const lines = texts(receipt);
    expect(lines).toContain(`Recibo #${first.json().invoiceId}`);
    const change = formatMoney(toMinor(100_000 - summary.total), 'COP');
    expect(lines.find((l) => l.startsWith('Cambio'))?.endsWith(` ${change}`)).toBe(true);
    expect(receipt.drawerKicks).toEqual([{ pin: 2 }]);
    expect(receipt.cuts).toBe(1);
    // 57 mm paper: 32 columns.
    expect(receipt.lines.every((l) => l.text.length <= 32 / l.width)).toBe(true);
  });
});
