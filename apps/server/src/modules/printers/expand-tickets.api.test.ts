import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeEscPos } from '../../../../../test-support/printer/escpos-decoder.js';
import { addPaymentType } from '../../../test/fixtures/bills.js';
import { drawerClient, TERMINAL_A } from '../../../test/fixtures/cash-drawer.js';
import { addTable, cartLine, openPosApp, placeOrder, type PosApp } from '../../../test/fixtures/orders.js';
import { testDatabases } from '../../../test/test-app.js';
import { encodeTicket } from './encode-ticket.js';
import { expandDrawerKick } from './expand-drawer-kick.js';
import { expandReceipt } from './expand-receipt.js';
import { expandTableMove } from './expand-table-move.js';
import { expandToken } from './expand-token.js';
import { expandVoid } from './expand-void.js';
import type { ExpandedTicket } from './print-requests.js';

const linesOf = (ticket: ExpandedTicket) =>
  decodeEscPos(encodeTicket(ticket.document, { paperWidth: 80, codePage: 'cp858', hasCashDrawer: true }))
    .lines.map((l) => l.text.trim())
    .filter((l) => l !== '');

describe.each(testDatabases)('print request expansion on %s', (kind) => {
  let p: PosApp;
  let grill: number;
  let bar: number;
  let card: number;
  let orphan: number;

  const db = () => p.t.database.db;
  const itemIdsOf = async (orderId: number) =>
    (
      await db()
        .selectFrom('order_items')
        .select(['id', 'item_id'])
        .where('order_id', '=', orderId)
        .orderBy('id')
        .execute()
    ).map((r) => r.id);

  beforeAll(async () => {
    p = await openPosApp(kind);
    const printer = (
      await p.api.post('/settings/printers/add', { name: 'Cocina', host: '127.0.0.1', port: 9100 })
    ).json().id as number;
    // The grill takes the food category; the bar takes the lemonade by item, which beats the category.
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
    const now = new Date().toISOString();
    orphan = (
      await db()
        .insertInto('menu_items')
        .values({
          title: 'Pan de bono',
          price: 300_000,
          net_price: null,
          category_id: null,
          tax_id: null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => {
    await p.t.close();
  });

  it('ANULADO goes to the station of the item route, else the category route, else the default kitchen', async () => {
    const order = await placeOrder(
      p.t,
      p.cookie,
      [
        cartLine(p.c.items.burger, 2, { variant_id: p.c.variants.burgerDouble, addons_ids: [p.c.addons.cheese] }),
        cartLine(p.c.items.lemonade, 3),
        cartLine(orphan, 1),
      ],
      { tableId: p.c.table },
    );
    const [burger, lemonade, bread] = await itemIdsOf(order.orderId);
    for (const id of [burger, lemonade, bread]) {
      expect((await p.api.post(`/orders/items/${id}/void`, { reason: 'Cliente se arrepintió' })).statusCode).toBe(200);
    }

    const burgerTickets = await expandVoid(db(), {
      kind: 'void',
      orderItemId: burger,
      quantity: 2,
      reason: 'Cliente se arrepintió',
    });
    expect(burgerTickets.map((t) => t.target)).toEqual([{ station: grill }]);
    const lines = linesOf(burgerTickets[0]);
    expect(lines[0]).toBe('Parrilla');
    expect(lines).toEqual(
      expect.arrayContaining(['*** ANULADO ***', '2 x Hamburguesa', 'Doble', '+ Queso', 'Mesa: Mesa 1']),
    );
    expect(lines).toContain('Motivo: Cliente se arrepintió');
    expect(lines).toContain('Anuló: Administrador');
    expect(lines.some((l) => new RegExp(`^Turno ${order.tokenNo} +Pedido #${order.orderId}$`).test(l))).toBe(true);

    const lemonadeTickets = await expandVoid(db(), { kind: 'void', orderItemId: lemonade, quantity: 3, reason: null });
    expect(lemonadeTickets.map((t) => t.target)).toEqual([{ station: bar }]);
    // The request's reason is null (the status route): the stored one prints.
    expect(linesOf(lemonadeTickets[0])).toEqual(
      expect.arrayContaining(['Bar', '3 x Limonada', 'Motivo: Cliente se arrepintió']),
    );

    const breadTickets = await expandVoid(db(), { kind: 'void', orderItemId: bread, quantity: 1, reason: 'x' });
    expect(breadTickets.map((t) => t.target)).toEqual([{ defaultKitchen: true }]);
    expect(linesOf(breadTickets[0])[0]).toBe('Cocina');

    expect(await expandVoid(db(), { kind: 'void', orderItemId: 999_999, quantity: 1, reason: null })).toEqual([]);
  });

  it('CAMBIO DE MESA goes only to stations with open items of the moved orders', async () => {
    const from = await addTable(p.t, 'Mesa 7');
    const to = await addTable(p.t, 'Terraza 2');
    const a = await placeOrder(p.t, p.cookie, [cartLine(p.c.items.burger, 1), cartLine(p.c.items.lemonade, 1)], {
      tableId: from,
    });
    const b = await placeOrder(p.t, p.cookie, [cartLine(p.c.items.lemonade, 2)], { tableId: from });
    const [aBurger] = await itemIdsOf(a.orderId);
    // The burger is ready: the grill has nothing left to make for this party.
    expect((await p.api.post(`/orders/update-status/${aBurger}`, { status: 'completed' })).statusCode).toBe(200);
    const moved = await p.api.post('/orders/transfer', { fromTableId: from, toTableId: to });
    expect(moved.statusCode, moved.body).toBe(200);

    const tickets = await expandTableMove(db(), {
      kind: 'table-move',
      fromTableId: from,
      toTableId: to,
      orderIds: [a.orderId, b.orderId],
    });
    expect(tickets.map((t) => t.target)).toEqual([{ station: bar }]);
    const lines = linesOf(tickets[0]);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Bar',
        '*** CAMBIO DE MESA ***',
        'De: Mesa 7',
        'A: Terraza 2',
        `Turnos ${a.tokenNo}, ${b.tokenNo}`,
      ]),
    );

    // Once the grill's line is open again both stations hear of a move; one with nothing open, none.
    await p.api.post(`/orders/update-status/${aBurger}`, { status: 'preparing' });
    const both = await expandTableMove(db(), {
      kind: 'table-move',
      fromTableId: from,
      toTableId: to,
      orderIds: [a.orderId],
    });
    expect(both.map((t) => t.target)).toEqual([{ station: grill }, { station: bar }]);
    expect(linesOf(both[0])).toContain(`Turno ${a.tokenNo}`);
    await p.api.post(`/orders/update-status/${aBurger}`, { status: 'delivered' });
    const [bLemonade] = await itemIdsOf(b.orderId);
    await p.api.post(`/orders/update-status/${bLemonade}`, { status: 'completed' });
    const aLines = await itemIdsOf(a.orderId);
    await p.api.post(`/orders/update-status/${aLines[1]}`, { status: 'completed' });
    expect(
      await expandTableMove(db(), {
        kind: 'table-move',
        fromTableId: from,
        toTableId: to,
        orderIds: [a.orderId, b.orderId],
      }),
    ).toEqual([]);
  });

  it('a cash receipt on the terminal: lines, itemised tax, tip, tenders and change, and a drawer kick', async () => {
    const drawer = drawerClient(p.t, p.cookie, TERMINAL_A);
    await drawer.open(0);
    const order = await placeOrder(
      p.t,
      p.cookie,
      [
        cartLine(p.c.items.burger, 2, { variant_id: p.c.variants.burgerDouble, addons_ids: [p.c.addons.cheese] }),
        cartLine(p.c.items.lemonade, 3),
      ],
      { tableId: p.c.table },
    );
    const res = await drawer.post('/orders/complete-and-pay-order', {
      orderIds: [order.orderId],
      subTotal: 87_000,
      taxTotal: 13_780,
      total: 100_780,
      tableId: p.c.table,
      tip: 8_700,
      payments: [
        { paymentTypeId: card, amount: 50_000 },
        { paymentTypeId: p.c.paymentTypes.cash, amount: 59_480, tendered: 60_000 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const invoiceId = (res.json() as { invoiceId: number }).invoiceId;

    const tickets = await expandReceipt(db(), { kind: 'receipt', invoiceId, terminalId: TERMINAL_A, cash: true });
    expect(tickets).toHaveLength(1);
    expect(tickets[0].target).toEqual({ terminal: TERMINAL_A });
    expect(tickets[0].document.drawerKick).toBe(true);
    const printed = decodeEscPos(
      encodeTicket(tickets[0].document, { paperWidth: 80, codePage: 'cp858', hasCashDrawer: true }),
    );
    expect(printed.drawerKicks).toHaveLength(1);
    const lines = printed.lines.map((l) => l.text.trim());
    const pair = (label: string) => lines.find((l) => l.startsWith(label));
    expect(lines).toContain(`Recibo #${invoiceId}`);
    expect(lines).toEqual(expect.arrayContaining(['Hamburguesa', 'Doble', '+ Queso', 'Limonada', 'Pagos']));
    expect(pair('2 x 31.000')).toMatch(/ 62\.000$/);
    expect(pair('3 x 9.000')).toMatch(/ 27\.000$/);
    expect(pair('Subtotal')).toMatch(/ Col\$ 89\.000$/);
    expect(pair('IVA 19 %')).toMatch(/ Col\$ 11\.780$/);
    expect(pair('Total ')).toMatch(/ Col\$ 100\.780$/);
    expect(pair('Propina voluntaria')).toMatch(/ Col\$ 8\.700$/);
    expect(pair('Total con propina')).toMatch(/ Col\$ 109\.480$/);
    expect(pair('Tarjeta')).toMatch(/ Col\$ 50\.000$/);
    expect(pair('Efectivo')).toMatch(/ Col\$ 59\.480$/);
    expect(pair('Recibido')).toMatch(/ Col\$ 60\.000$/);
    expect(pair('Cambio')).toMatch(/ Col\$ 520$/);

    // The same invoice paid by card alone would not open the drawer.
    const noCash = await expandReceipt(db(), { kind: 'receipt', invoiceId, terminalId: null, cash: false });
    expect(noCash[0]).toMatchObject({ target: { terminal: null }, document: { drawerKick: false } });
    expect(await expandReceipt(db(), { kind: 'receipt', invoiceId: 999_999, terminalId: null, cash: true })).toEqual(
      [],
    );
  });

  it('the token slip and the drawer kick go to the terminal', async () => {
    const order = await placeOrder(p.t, p.cookie, [cartLine(p.c.items.water, 1)]);
    const [slip] = await expandToken(db(), { kind: 'token', orderId: order.orderId, terminalId: TERMINAL_A });
    expect(slip.target).toEqual({ terminal: TERMINAL_A });
    expect(linesOf(slip).slice(0, 2)).toEqual(['TURNO', String(order.tokenNo)]);

    const [kick] = await expandDrawerKick(db(), { kind: 'drawer-kick', terminalId: TERMINAL_A });
    expect(kick.target).toEqual({ terminal: TERMINAL_A });
    const printed = decodeEscPos(
      encodeTicket(kick.document, { paperWidth: 57, codePage: 'cp858', hasCashDrawer: true }),
    );
    expect(printed).toMatchObject({ cuts: 0, drawerKicks: [{ pin: 2 }] });
    expect(printed.text.trim()).toBe('');
  });
});
