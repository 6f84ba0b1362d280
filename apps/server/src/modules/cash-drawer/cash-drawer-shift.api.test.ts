import {
  CASH_DRAWER_MESSAGES as M,
  type CashDrawerReport,
  type CloseDrawerResponse,
  type CurrentDrawerResponse,
  type PayBillResponse,
} from '@comandero/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app.js';
import { addPaymentType, fourTop, splitOf } from '../../../test/fixtures/bills.js';
import { cartLine, placeOrder, seedPosCatalogue, type PosCatalogue } from '../../../test/fixtures/orders.js';
import {
  drawerClient,
  okJson,
  sessionOfInvoice,
  TERMINAL_A,
  TERMINAL_B,
  type DrawerClient,
} from '../../../test/fixtures/cash-drawer.js';

const BURGER = { netTotal: 20_000, taxTotal: 3_800, total: 23_800 };
const WATER = { netTotal: 4_000, taxTotal: 0, total: 4_000 };

/**
 * One scripted shift on terminal A with every kind of movement, computed by hand in centavos:
 *   float                                   10.000.050  (100.000,50)
 *   cash sales: POS 23.800 + orders 9.000 + bill 1 tendered 30.000 + bill 3 tendered 50.000
 *                                           11.280.000
 *   change: bill 1 3.200 + bill 3 20.000    −2.320.000
 *   cash in 20.000,25                       +2.000.025
 *   cash out 15.000 + 5.250,75              −2.025.075
 *   expected                                18.935.000  (189.350,00)
 * Card payments, terminal B's sales and a card payment of a client without terminal (two drawers
 * open) stay out of it; that client's cash is refused, since no one knows which drawer it went to.
 */
describe.each(testDatabases)('a cash drawer shift on %s', (kind) => {
  let t: TestApp;
  let c: PosCatalogue;
  let cookie: string;
  let card: number;
  let a: DrawerClient;
  let b: DrawerClient;
  let anonymous: DrawerClient;
  let sessionA: number;
  let sessionB: number;
  let z: CashDrawerReport;

  beforeAll(async () => {
    t = await createTestApp(kind);
    c = await seedPosCatalogue(t.database.db);
    cookie = await t.signIn();
    card = await addPaymentType(t, 'Tarjeta');
    a = drawerClient(t, cookie, TERMINAL_A);
    b = drawerClient(t, cookie, TERMINAL_B);
    anonymous = drawerClient(t, cookie, null);
  });
  afterAll(async () => {
    await t.close();
  });

  it('takes a shift with sales of every route, cash in and out, and reports the expected cash to the centavo', async () => {
    expect(okJson<CurrentDrawerResponse>(await a.get('/cash-drawer/current'))).toEqual({
      session: null,
      terminalHasHistory: false,
    });
    const opened = await a.open(100_000.5);
    sessionA = opened.id;
    expect(opened).toMatchObject({
      status: 'open',
      openingFloat: 100_000.5,
      terminalId: TERMINAL_A,
      openedBy: 'Administrador',
    });
    sessionB = (await b.open(50_000)).id;

    // POS pay and send: cash and card.
    const posCash = await a.posPaid([cartLine(c.items.burger, 1)], BURGER, c.paymentTypes.cash);
    const posCard = await a.posPaid([cartLine(c.items.water, 1)], WATER, card);
    // Orders screen: a lemonade (9.000 with 8 % INC inside) completed and paid in cash.
    const lemonade = await placeOrder(t, cookie, [cartLine(c.items.lemonade, 1)]);
    const paid = okJson<{ invoiceId: number }>(
      await a.post('/orders/complete-and-pay-order', {
        orderIds: [lemonade.orderId],
        subTotal: 8_333.33,
        taxTotal: 666.67,
        total: 9_000,
        paymentTypeId: c.paymentTypes.cash,
      }),
    );

    // A table split in three bills: 27.800 (1.000 off the water), 32.800 by card, 45.800 with a 4.000 tip half and half.
    const l = (await fourTop(t, cookie, c)).lines;
    const split = splitOf(
      await a.post('/orders/bills/split', {
        tableId: c.table,
        mode: 'items',
        parts: [
          [
            { lineId: l.burgerA, quantity: 1 },
            { lineId: l.waterA, quantity: 1 },
          ],
          [
            { lineId: l.burgerA, quantity: 1 },
            { lineId: l.lemonadeA, quantity: 1 },
          ],
          [
            { lineId: l.lemonadeA, quantity: 1 },
            { lineId: l.waterA, quantity: 1 },
            { lineId: l.lemonadeB, quantity: 1 },
            { lineId: l.burgerB, quantity: 1 },
          ],
        ],
      }),
    );
    const [one, two, three] = split.bills;
    const discounted = splitOf(
      // On the untaxed water, so the 1.000 comes off the due as is.
      await a.post(`/orders/bills/${one.id}/discount`, {
        lineId: one.lines.find((line) => line.orderItemId === l.waterA)!.id,
        kind: 'amount',
        value: 1_000,
        reason: 'Cortesía',
      }),
    );
    expect(discounted.bills[0].due).toBe(26_800);
    expect(splitOf(await a.post(`/orders/bills/${three.id}/tip`, { tip: 4_000 })).bills[2].due).toBe(49_800);
    const billOne = okJson<PayBillResponse>(
      await a.post(`/orders/bills/${one.id}/pay`, {
        payments: [{ paymentTypeId: c.paymentTypes.cash, amount: 26_800, tendered: 30_000 }],
      }),
    );
    expect(billOne.change).toBe(3_200);
    okJson(await a.post(`/orders/bills/${two.id}/pay`, { payments: [{ paymentTypeId: card, amount: 32_800 }] }));
    const billThree = okJson<PayBillResponse>(
      await a.post(`/orders/bills/${three.id}/pay`, {
        payments: [
          { paymentTypeId: c.paymentTypes.cash, amount: 30_000, tendered: 50_000 },
          { paymentTypeId: card, amount: 19_800 },
        ],
      }),
    );
    expect(billThree).toMatchObject({ change: 20_000, tableClosed: true });

    // Cash put in and taken out, each with its reason.
    okJson(
      await a.post(`/cash-drawer/sessions/${sessionA}/movements`, {
        kind: 'in',
        amount: 20_000.25,
        reason: 'Sencillo del banco',
      }),
    );
    okJson(
      await a.post(`/cash-drawer/sessions/${sessionA}/movements`, { kind: 'out', amount: 15_000, reason: 'Hielo' }),
    );
    okJson(
      await a.post(`/cash-drawer/sessions/${sessionA}/movements`, {
        kind: 'out',
        amount: '5250.75',
        reason: 'Domicilio',
      }),
    );

    // Elsewhere: terminal B sells in cash, and a client without terminal pays while two drawers are open.
    const other = await b.posPaid([cartLine(c.items.burger, 1)], BURGER, c.paymentTypes.cash);
    const strayCash = await anonymous.payAtPos([cartLine(c.items.burger, 1)], BURGER, c.paymentTypes.cash);
    expect(strayCash.statusCode).toBe(409);
    expect(strayCash.json()).toEqual({ message: M.cashNeedsTerminal });
    const strayCard = await anonymous.posPaid([cartLine(c.items.burger, 1)], BURGER, card);
    expect(await sessionOfInvoice(t, other)).toBe(sessionB);
    expect(await sessionOfInvoice(t, strayCard)).toBeNull();
    for (const id of [posCash, posCard, paid.invoiceId, billOne.invoiceId, billThree.invoiceId]) {
      expect(await sessionOfInvoice(t, id)).toBe(sessionA);
    }

    const x = await a.report(sessionA);
    expect(x.kind).toBe('X');
    expect(x.cash).toEqual({
      openingFloat: 100_000.5,
      cashSales: 112_800,
      changeGiven: 23_200,
      cashIn: 20_000.25,
      cashOut: 20_250.75,
      expected: 189_350,
    });
    expect(x.sales).toEqual({
      invoices: 6,
      subTotal: x.sales.subTotal,
      taxTotal: x.sales.taxTotal,
      total: 142_200,
      tips: 4_000,
      discounts: 1_000,
    });
    expect(x.sales.subTotal + x.sales.taxTotal).toBeCloseTo(142_200, 2);
    expect(x.voids).toEqual({ count: 0, total: 0 });
    expect(x.payments).toEqual([
      { title: 'Efectivo', isCash: true, count: 4, amount: 89_600 },
      { title: 'Tarjeta', isCash: false, count: 3, amount: 56_600 },
    ]);
    expect(x.movements.map((m) => [m.kind, m.amount, m.reason])).toEqual([
      ['in', 20_000.25, 'Sencillo del banco'],
      ['out', 15_000, 'Hielo'],
      ['out', 5_250.75, 'Domicilio'],
    ]);
    expect(x.count).toBeNull();
  });

  it('closes with a short count by denomination; the Z report shows expected, counted and the difference', async () => {
    // 100.000 + 50.000 + 20.000 + 10.000 + 5.000 + 2 × 2.000 + 200 + 100 = 189.300: 50 pesos short.
    const res = await a.post(`/cash-drawer/sessions/${sessionA}/close`, {
      method: 'denominations',
      counts: [
        { denomination: 'note-100000', quantity: 1 },
        { denomination: 'note-50000', quantity: 1 },
        { denomination: 'note-20000', quantity: 1 },
        { denomination: 'note-10000', quantity: 1 },
        { denomination: 'note-5000', quantity: 1 },
        { denomination: 'note-2000', quantity: 2 },
        { denomination: 'coin-200', quantity: 1 },
        { denomination: 'coin-100', quantity: 1 },
      ],
    });
    const closed = okJson<CloseDrawerResponse>(res);
    expect(closed.message).toBe(M.closed);
    z = closed.report;
    expect(z.kind).toBe('Z');
    expect(z.cash.expected).toBe(189_350);
    expect(z.count).toMatchObject({ method: 'denominations', counted: 189_300, difference: -50 });
    expect(z.count!.denominations).toHaveLength(12);
    expect(z.count!.denominations.find((d) => d.denomination === 'note-2000')).toEqual({
      denomination: 'note-2000',
      quantity: 2,
      subtotal: 4_000,
    });
    expect(z.session).toMatchObject({
      status: 'closed',
      closedBy: 'Administrador',
      expectedCash: 189_350,
      countedCash: 189_300,
      difference: -50,
    });
  });

  it('keeps a closed session read-only: no cash in or out, no second close, the same Z on reprint', async () => {
    const move = await a.post(`/cash-drawer/sessions/${sessionA}/movements`, {
      kind: 'in',
      amount: 1,
      reason: 'Tarde',
    });
    expect(move.statusCode).toBe(409);
    expect(move.json()).toEqual({ message: M.sessionClosed });
    const again = await a.post(`/cash-drawer/sessions/${sessionA}/close`, { method: 'amount', countedCash: 189_350 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: M.sessionClosed });

    // After the close terminal A takes no cash (the field's "cash outside any drawer"); a card sale
    // belongs to no drawer. Neither changes anything printed.
    const lateCash = await a.payAtPos([cartLine(c.items.water, 1)], WATER, c.paymentTypes.cash);
    expect(lateCash.statusCode).toBe(409);
    expect(lateCash.json()).toEqual({ message: M.cashNeedsOpenDrawer });
    const late = await a.posPaid([cartLine(c.items.water, 1)], WATER, card);
    expect(await sessionOfInvoice(t, late)).toBeNull();
    expect(await a.report(sessionA)).toEqual(z);
    const movements = await t.database.db
      .selectFrom('cash_drawer_movements')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('session_id', '=', sessionA)
      .executeTakeFirstOrThrow();
    expect(Number(movements.n)).toBe(3);

    expect(okJson<CurrentDrawerResponse>(await a.get('/cash-drawer/current'))).toEqual({
      session: null,
      terminalHasHistory: true,
    });
  });

  it('gives a payment without terminal to the only open drawer (terminal B now)', async () => {
    const spec = await anonymous.posPaid([cartLine(c.items.water, 1)], WATER, c.paymentTypes.cash);
    expect(await sessionOfInvoice(t, spec)).toBe(sessionB);
    const report = await b.report(sessionB);
    // Terminal B: float 50.000, its own burger 23.800 and this water 4.000.
    expect(report.cash).toMatchObject({ openingFloat: 50_000, cashSales: 27_800, expected: 77_800 });
  });
});
