import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeEscPos } from '../../../../../test-support/printer/escpos-decoder.js';
import { addPaymentType } from '../../../test/fixtures/bills.js';
import { drawerClient, STORE_TERMINAL, TERMINAL_A, TERMINAL_B } from '../../../test/fixtures/cash-drawer.js';
import { addTable, cartLine, openPosApp, placeOrder, type PosApp } from '../../../test/fixtures/orders.js';
import { testDatabases } from '../../../test/test-app.js';
import { encodeTicket } from './encode-ticket.js';
import { expandReceipt } from './expand-receipt.js';
import { expandTableMove } from './expand-table-move.js';
import { expandVoid } from './expand-void.js';
import type { PrintRequest } from './print-requests.js';

/**
 * The writes that cause change tickets and terminal paper store their print request in their own
 * transaction: one request per write, none for a refused write or a replayed retry, and each
 * request expands to the ticket it promises.
 */
describe.each(testDatabases)('print requests of voids, moves, payments and the drawer on %s', (kind) => {
  let p: PosApp;
  let grill: number;
  let bar: number;
  let card: number;

  const db = () => p.t.database.db;
  const lastId = async () =>
    Number(
      (
        await db()
          .selectFrom('print_requests')
          .select((eb) => eb.fn.max('id').as('id'))
          .executeTakeFirst()
      )?.id ?? 0,
    );
  const requestsAfter = async (id: number): Promise<PrintRequest[]> =>
    // The comandas of the orders placed here are the queue's to test.
    (
      await db()
        .selectFrom('print_requests')
        .select(['kind', 'payload'])
        .where('id', '>', id)
        .where('kind', '!=', 'order')
        .orderBy('id')
        .execute()
    ).map((r) => JSON.parse(r.payload) as PrintRequest);
  const itemIdsOf = async (orderId: number) =>
    (await db().selectFrom('order_items').select('id').where('order_id', '=', orderId).orderBy('id').execute()).map(
      (r) => r.id,
    );
  const linesOf = (doc: Parameters<typeof encodeTicket>[0]) =>
    decodeEscPos(encodeTicket(doc, { paperWidth: 80, codePage: 'cp858', hasCashDrawer: true })).lines.map((l) =>
      l.text.trim(),
    );

  beforeAll(async () => {
    p = await openPosApp(kind);
    const printer = (
      await p.api.post('/settings/printers/add', { name: 'Cocina', host: '127.0.0.1', port: 9100 })
    ).json().id as number;
    grill = (
      await p.api.post('/settings/stations/add', {
        name: 'Parrilla',
        printerId: printer,
        categoryIds: [p.c.categoryId],
      })
    ).json().id as number;
    bar = (
      await p.api.post('/settings/stations/add', { name: 'Bar', printerId: printer, itemIds: [p.c.items.lemonade] })
    ).json().id as number;
    card = await addPaymentType(p.t, 'Tarjeta');
    // Terminal A has a receipt printer; terminal B has none.
    const routing = await p.api.post('/settings/printers/routing', {
      defaultKitchenPrinterId: null,
      terminals: [{ terminalId: TERMINAL_A, printerId: printer, label: 'Caja 1' }],
    });
    expect(routing.statusCode, routing.body).toBe(200);
  });
  afterAll(async () => {
    await p.t.close();
  });

  it('a void stores one ANULADO request, at the station that made the line; a refused void none', async () => {
    const order = await placeOrder(p.t, p.cookie, [cartLine(p.c.items.burger, 1), cartLine(p.c.items.lemonade, 2)], {
      tableId: p.c.table,
    });
    const [burger, lemonade] = await itemIdsOf(order.orderId);
    const before = await lastId();
    expect((await p.api.post(`/orders/items/${lemonade}/void`, { reason: 'Se demoró mucho' })).statusCode).toBe(200);
    // Voiding it again is refused (409) and stores nothing.
    expect((await p.api.post(`/orders/items/${lemonade}/void`, { reason: 'Otra vez' })).statusCode).toBe(409);
    // The spec's status route voids too, with no reason.
    expect((await p.api.post(`/orders/update-status/${burger}`, { status: 'cancelled' })).statusCode).toBe(200);
    const requests = await requestsAfter(before);
    expect(requests).toEqual([
      { kind: 'void', orderItemId: lemonade, quantity: 2, reason: 'Se demoró mucho' },
      { kind: 'void', orderItemId: burger, quantity: 1, reason: null },
    ]);
    const [ticket] = await expandVoid(db(), requests[0] as Extract<PrintRequest, { kind: 'void' }>);
    expect(ticket.target).toEqual({ station: bar });
    expect(linesOf(ticket.document)).toEqual(expect.arrayContaining(['*** ANULADO ***', '2 x Limonada']));
    const [burgerTicket] = await expandVoid(db(), requests[1] as Extract<PrintRequest, { kind: 'void' }>);
    expect(burgerTicket.target).toEqual({ station: grill });
  });

  it('a cancelled order stores ANULADO for each line not yet handed over; a served line voided stores none', async () => {
    const order = await placeOrder(
      p.t,
      p.cookie,
      [cartLine(p.c.items.burger, 2), cartLine(p.c.items.lemonade, 1), cartLine(p.c.items.water, 1)],
      { tableId: p.c.table },
    );
    const [burger, lemonade, water] = await itemIdsOf(order.orderId);
    await p.api.post(`/orders/update-status/${burger}`, { status: 'preparing' });
    await p.api.post(`/orders/update-status/${water}`, { status: 'delivered' });
    const before = await lastId();
    const cancelled = await p.api.post('/orders/cancel', { orderIds: [order.orderId], reason: 'El cliente se fue' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const requests = await requestsAfter(before);
    expect(requests).toEqual([
      { kind: 'void', orderItemId: burger, quantity: 2, reason: 'El cliente se fue' },
      { kind: 'void', orderItemId: lemonade, quantity: 1, reason: 'El cliente se fue' },
    ]);
    const [ticket] = await expandVoid(db(), requests[0] as Extract<PrintRequest, { kind: 'void' }>);
    expect(ticket.target).toEqual({ station: grill });
    expect(linesOf(ticket.document)).toEqual(
      expect.arrayContaining([
        '*** ANULADO ***',
        '2 x Hamburguesa',
        'Motivo: El cliente se fue',
        'Anuló: Administrador',
      ]),
    );

    const served = await placeOrder(p.t, p.cookie, [cartLine(p.c.items.water, 1)], { tableId: p.c.table });
    const [servedWater] = await itemIdsOf(served.orderId);
    await p.api.post(`/orders/update-status/${servedWater}`, { status: 'delivered' });
    const beforeVoid = await lastId();
    expect((await p.api.post(`/orders/items/${servedWater}/void`, { reason: 'Devuelto' })).statusCode).toBe(200);
    expect(await requestsAfter(beforeVoid)).toEqual([]);
  });

  it('a transfer stores one CAMBIO DE MESA request, printed at the stations with open items', async () => {
    const from = await addTable(p.t, 'Mesa 8');
    const to = await addTable(p.t, 'Mesa 9');
    const order = await placeOrder(p.t, p.cookie, [cartLine(p.c.items.burger, 1), cartLine(p.c.items.lemonade, 1)], {
      tableId: from,
    });
    const [burger] = await itemIdsOf(order.orderId);
    await p.api.post(`/orders/update-status/${burger}`, { status: 'delivered' });
    const before = await lastId();
    expect((await p.api.post('/orders/transfer', { fromTableId: from, toTableId: to })).statusCode).toBe(200);
    // Nothing left at the origin: a second transfer is refused and stores nothing.
    expect((await p.api.post('/orders/transfer', { fromTableId: from, toTableId: to })).statusCode).toBe(409);
    const requests = await requestsAfter(before);
    expect(requests).toEqual([{ kind: 'table-move', fromTableId: from, toTableId: to, orderIds: [order.orderId] }]);
    const tickets = await expandTableMove(db(), requests[0] as Extract<PrintRequest, { kind: 'table-move' }>);
    expect(tickets.map((t) => t.target)).toEqual([{ station: bar }]);
    expect(linesOf(tickets[0].document)).toEqual(
      expect.arrayContaining(['*** CAMBIO DE MESA ***', 'De: Mesa 8', 'A: Mesa 9']),
    );
  });

  it('a cash payment on a terminal with a printer stores a receipt that kicks the drawer; its retry stores nothing', async () => {
    const drawer = drawerClient(p.t, p.cookie, TERMINAL_A);
    const before = await lastId();
    await drawer.open(0);
    // Opening the drawer with its float kicks it.
    expect(await requestsAfter(before)).toEqual([{ kind: 'drawer-kick', terminalId: TERMINAL_A }]);

    const order = await placeOrder(p.t, p.cookie, [cartLine(p.c.items.water, 1)]);
    const afterOpen = await lastId();
    const pay = () =>
      p.t.app.inject({
        method: 'POST',
        url: '/api/v1/orders/complete-and-pay-order',
        headers: { cookie: p.cookie, 'x-terminal-id': TERMINAL_A, 'idempotency-key': `pago-${order.orderId}` },
        payload: {
          orderIds: [order.orderId],
          subTotal: 4_000,
          taxTotal: 0,
          total: 4_000,
          payments: [{ paymentTypeId: p.c.paymentTypes.cash, amount: 4_000, tendered: 5_000 }],
        },
      });
    const first = await pay();
    expect(first.statusCode, first.body).toBe(200);
    const again = await pay();
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const invoiceId = (first.json() as { invoiceId: number }).invoiceId;
    const requests = await requestsAfter(afterOpen);
    expect(requests).toEqual([{ kind: 'receipt', invoiceId, terminalId: TERMINAL_A, cash: true }]);
    const [receipt] = await expandReceipt(db(), requests[0] as Extract<PrintRequest, { kind: 'receipt' }>);
    expect(receipt.target).toEqual({ terminal: TERMINAL_A });
    const printed = decodeEscPos(
      encodeTicket(receipt.document, { paperWidth: 80, codePage: 'cp858', hasCashDrawer: true }),
    );
    expect(printed.drawerKicks).toHaveLength(1);
    expect(printed.lines.map((l) => l.text.trim())).toContain(`Recibo #${invoiceId}`);
  });

  it('a card payment prints without a kick; a terminal with no printer stores no paper at all', async () => {
    const a = drawerClient(p.t, p.cookie, TERMINAL_A);
    const order = await placeOrder(p.t, p.cookie, [cartLine(p.c.items.water, 2)]);
    const before = await lastId();
    const res = await a.post('/orders/complete-and-pay-order', {
      orderIds: [order.orderId],
      subTotal: 8_000,
      taxTotal: 0,
      total: 8_000,
      payments: [{ paymentTypeId: card, amount: 8_000 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const invoiceId = (res.json() as { invoiceId: number }).invoiceId;
    expect(await requestsAfter(before)).toEqual([{ kind: 'receipt', invoiceId, terminalId: TERMINAL_A, cash: false }]);

    const b = drawerClient(p.t, p.cookie, TERMINAL_B);
    const beforeB = await lastId();
    await b.open(0);
    const other = await placeOrder(p.t, p.cookie, [cartLine(p.c.items.water, 1)]);
    const paid = await b.post('/orders/complete-and-pay-order', {
      orderIds: [other.orderId],
      subTotal: 4_000,
      taxTotal: 0,
      total: 4_000,
      payments: [{ paymentTypeId: p.c.paymentTypes.cash, amount: 4_000 }],
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await requestsAfter(beforeB)).toEqual([]);
  });

  it('a paid POS submit (the group-committed write) stores its receipt when its terminal has a printer', async () => {
    const a = drawerClient(p.t, p.cookie, TERMINAL_A);
    if ((await a.get('/cash-drawer/current')).json().session === null) await a.open(0);
    const water = [cartLine(p.c.items.water, 1)];
    const totals = { netTotal: 4_000, taxTotal: 0, total: 4_000 };
    const before = await lastId();
    const invoiceId = await drawerClient(p.t, p.cookie, TERMINAL_A).posPaid(water, totals, p.c.paymentTypes.cash);
    await drawerClient(p.t, p.cookie, TERMINAL_B).posPaid(water, totals, card);
    const requests = (await requestsAfter(before)).filter((r) => r.kind === 'receipt');
    expect(requests).toEqual([{ kind: 'receipt', invoiceId, terminalId: TERMINAL_A, cash: true }]);
    const [receipt] = await expandReceipt(db(), requests[0] as Extract<PrintRequest, { kind: 'receipt' }>);
    expect(receipt.document.drawerKick).toBe(true);
    const lines = linesOf(receipt.document);
    expect(lines).toEqual(expect.arrayContaining([`Recibo #${invoiceId}`, 'Agua', 'Pagos']));
    expect(lines.find((l) => l.startsWith('Efectivo'))).toMatch(/ Col\$ 4\.000$/);
  });

  it("cash in and out kick the drawer of the session's terminal", async () => {
    const session = await drawerClient(p.t, p.cookie, TERMINAL_A).get('/cash-drawer/current');
    const sessionId = (session.json() as { session: { id: number } }).session.id;
    const before = await lastId();
    const moved = await drawerClient(p.t, p.cookie, TERMINAL_A).post(`/cash-drawer/sessions/${sessionId}/movements`, {
      kind: 'out',
      amount: 1_000,
      reason: 'Compra de hielo',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await requestsAfter(before)).toEqual([{ kind: 'drawer-kick', terminalId: TERMINAL_A }]);
  });
});

describe.each(testDatabases)('a store that prints nowhere, on %s', (kind) => {
  it('stores no request for a void, a move, a payment or the drawer', async () => {
    const p = await openPosApp(kind);
    try {
      const order = await placeOrder(p.t, p.cookie, [cartLine(p.c.items.burger, 1), cartLine(p.c.items.water, 1)], {
        tableId: p.c.table,
      });
      const [burger] = (
        await p.t.database.db.selectFrom('order_items').select('id').where('order_id', '=', order.orderId).execute()
      ).map((r) => r.id);
      expect((await p.api.post(`/orders/items/${burger}/void`, { reason: 'Error' })).statusCode).toBe(200);
      const other = await addTable(p.t, 'Mesa 2');
      expect((await p.api.post('/orders/transfer', { fromTableId: p.c.table, toTableId: other })).statusCode).toBe(200);
      const drawer = drawerClient(p.t, p.cookie, TERMINAL_A);
      await drawer.open(0);
      const paid = await drawer.post('/orders/complete-and-pay-order', {
        orderIds: [order.orderId],
        subTotal: 4_000,
        taxTotal: 0,
        total: 4_000,
      });
      expect(paid.statusCode, paid.body).toBe(200);
      expect(await p.t.database.db.selectFrom('print_requests').select('kind').execute()).toEqual([]);
    } finally {
      await p.t.close();
    }
  });
});

describe.each(testDatabases)('a client that names no terminal (spec §7), on %s', (kind) => {
  it("pays cash into the store's only open drawer: the receipt and its kick go to that drawer's terminal", async () => {
    // openPosApp opens one drawer in the store, on STORE_TERMINAL.
    const p = await openPosApp(kind);
    try {
      const printer = await p.api.post('/settings/printers/add', { name: 'Caja', host: '127.0.0.1', port: 9100 });
      const routing = await p.api.post('/settings/printers/routing', {
        defaultKitchenPrinterId: null,
        terminals: [{ terminalId: STORE_TERMINAL, printerId: printer.json().id, label: 'Caja tienda' }],
      });
      expect(routing.statusCode, routing.body).toBe(200);
      const atPos = await placeOrder(p.t, p.cookie, [cartLine(p.c.items.water, 1)], {
        paidTotals: { netTotal: 4_000, taxTotal: 0, total: 4_000 },
      });
      const open = await placeOrder(p.t, p.cookie, [cartLine(p.c.items.water, 2)]);
      const paid = await p.api.post('/orders/complete-and-pay-order', {
        orderIds: [open.orderId],
        subTotal: 8_000,
        taxTotal: 0,
        total: 8_000,
      });
      expect(paid.statusCode, paid.body).toBe(200);
      const invoices = await p.t.database.db
        .selectFrom('orders')
        .select('invoice_id')
        .where('id', 'in', [atPos.orderId, open.orderId])
        .orderBy('id')
        .execute();
      const requests = await p.t.database.db
        .selectFrom('print_requests')
        .select('payload')
        .where('kind', '=', 'receipt')
        .orderBy('id')
        .execute();
      expect(requests.map((r) => JSON.parse(r.payload) as PrintRequest)).toEqual(
        invoices.map((i) => ({ kind: 'receipt', invoiceId: i.invoice_id, terminalId: STORE_TERMINAL, cash: true })),
      );
    } finally {
      await p.t.close();
    }
  });
});
