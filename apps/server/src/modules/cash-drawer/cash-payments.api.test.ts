import { CASH_DRAWER_MESSAGES as M } from '@comandero/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app.js';
import { addPaymentType, fourTop, splitOf } from '../../../test/fixtures/bills.js';
import { cartLine, placeOrder, seedPosCatalogue, type PosCatalogue } from '../../../test/fixtures/orders.js';
import { writtenCounts } from '../../../test/fixtures/pos.js';
import { drawerClient, okJson, sessionOfInvoice, TERMINAL_A, TERMINAL_B } from '../../../test/fixtures/cash-drawer.js';

const WATER = { netTotal: 4_000, taxTotal: 0, total: 4_000 };
const WATER_PAID = { subTotal: 4_000, taxTotal: 0, total: 4_000 };

type Reply = { statusCode: number; json(): unknown };
const refused = (res: Reply, message: string) => {
  expect(res.statusCode).toBe(409);
  expect(res.json()).toEqual({ message });
};

/**
 * Issue 18: cash always lands in an open drawer session. After a Z close the field saw "Cobrar y
 * completar" and a waiter's "Pagar y enviar" take cash that no session counted; now every payment
 * route refuses cash (a cash type, or no type at all) that has no session to land in, and writes
 * nothing of it. Card and the like proceed.
 */
describe.each(testDatabases)('cash needs an open drawer on %s', (kind) => {
  let t: TestApp;
  let c: PosCatalogue;
  let cookie: string;
  let card: number;

  beforeEach(async () => {
    t = await createTestApp(kind);
    c = await seedPosCatalogue(t.database.db);
    cookie = await t.signIn();
    card = await addPaymentType(t, 'Tarjeta');
  });
  afterEach(async () => {
    await t.close();
  });

  const invoiceCount = async () => (await writtenCounts(t.database.db)).invoices;

  it('refuses cash at the POS without a drawer and writes nothing; card proceeds; no type counts as cash', async () => {
    const a = drawerClient(t, cookie, TERMINAL_A);
    const anonymous = drawerClient(t, cookie, null);
    const water = [cartLine(c.items.water, 1)];
    const before = await writtenCounts(t.database.db);
    refused(await a.payAtPos(water, WATER, c.paymentTypes.cash), M.cashNeedsOpenDrawer);
    // A spec §7 client: no terminal and no payment type, with no drawer open in the store.
    const spec = { cart: water, deliveryType: 'takeaway', customerType: 'WALKIN', tableId: null, ...WATER };
    refused(await anonymous.post('/pos/create-order-and-invoice', spec), M.cashNeedsOpenDrawer);
    expect(await writtenCounts(t.database.db)).toEqual(before);

    const byCard = await a.posPaid(water, WATER, card);
    expect(await sessionOfInvoice(t, byCard)).toBeNull();

    // One drawer open in the store (terminal B): a client naming no terminal pays into it, while
    // terminal A, which names itself and has none, still takes no cash.
    const { id: sessionB } = await drawerClient(t, cookie, TERMINAL_B).open(0);
    const specPaid = okJson<{ invoiceId: number }>(await anonymous.post('/pos/create-order-and-invoice', spec));
    expect(await sessionOfInvoice(t, specPaid.invoiceId)).toBe(sessionB);
    refused(await a.payAtPos(water, WATER, c.paymentTypes.cash), M.cashNeedsOpenDrawer);

    // Two open: which drawer took the cash of a client naming none is unknown, so it is refused.
    const { id: sessionA } = await a.open(0);
    refused(await anonymous.post('/pos/create-order-and-invoice', spec), M.cashNeedsTerminal);
    expect(await sessionOfInvoice(t, await a.posPaid(water, WATER, c.paymentTypes.cash))).toBe(sessionA);
  });

  it("counts a sale paid with no payment type in the drawer's expected cash, and hands it back on a void", async () => {
    const a = drawerClient(t, cookie, TERMINAL_A);
    const { id: session } = await a.open(10_000);
    const spec = {
      cart: [cartLine(c.items.water, 1)],
      deliveryType: 'takeaway',
      customerType: 'WALKIN',
      tableId: null,
      ...WATER,
    };
    const sale = okJson<{ invoiceId: number }>(await a.post('/pos/create-order-and-invoice', spec));
    expect(await sessionOfInvoice(t, sale.invoiceId)).toBe(session);
    const x = await a.report(session);
    expect(x.cash).toMatchObject({ openingFloat: 10_000, cashSales: 4_000, expected: 14_000 });
    expect(x.payments).toEqual([expect.objectContaining({ isCash: true, count: 1, amount: 4_000 })]);

    const voided = okJson<{ refund: { total: number; cash: number } }>(
      await a.post(`/invoices/${sale.invoiceId}/void`, { reason: 'Cobro equivocado' }),
    );
    expect(voided.refund).toEqual({ total: 4_000, cash: 4_000 });
    expect((await a.report(session)).cash).toMatchObject({ voidRefunds: 4_000, expected: 10_000 });
  });

  it('refuses cash in complete-and-pay without a drawer, leaving the orders open; card and a drawer pay them', async () => {
    const a = drawerClient(t, cookie, TERMINAL_A);
    const first = await placeOrder(t, cookie, [cartLine(c.items.water, 1)], { tableId: c.table });
    const pay = (orderId: number, paymentTypeId?: number) =>
      a.post('/orders/complete-and-pay-order', { orderIds: [orderId], ...WATER_PAID, paymentTypeId });
    refused(await pay(first.orderId, c.paymentTypes.cash), M.cashNeedsOpenDrawer);
    refused(await pay(first.orderId), M.cashNeedsOpenDrawer);
    const order = await t.database.db
      .selectFrom('orders')
      .select(['status', 'payment_status', 'invoice_id'])
      .where('id', '=', first.orderId)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ status: 'created', payment_status: 'pending', invoice_id: null });
    expect(await invoiceCount()).toBe(0);

    const byCard = okJson<{ invoiceId: number }>(await pay(first.orderId, card));
    expect(await sessionOfInvoice(t, byCard.invoiceId)).toBeNull();

    const { id: session } = await a.open(0);
    const second = await placeOrder(t, cookie, [cartLine(c.items.water, 1)], { tableId: c.table });
    const inCash = okJson<{ invoiceId: number }>(await pay(second.orderId, c.paymentTypes.cash));
    expect(await sessionOfInvoice(t, inCash.invoiceId)).toBe(session);
  });

  it('refuses a split bill paid partly in cash without a drawer, leaving the bill open; card pays it', async () => {
    const a = drawerClient(t, cookie, TERMINAL_A);
    await fourTop(t, cookie, c);
    const split = splitOf(await a.post('/orders/bills/split', { tableId: c.table, mode: 'equal', parts: 2 }));
    const [one, two] = split.bills;
    const half = one.total / 2;
    refused(
      await a.post(`/orders/bills/${one.id}/pay`, {
        payments: [
          { paymentTypeId: card, amount: half },
          { paymentTypeId: c.paymentTypes.cash, amount: one.total - half, tendered: 50_000 },
        ],
      }),
      M.cashNeedsOpenDrawer,
    );
    const bill = await t.database.db
      .selectFrom('bills')
      .select(['status'])
      .where('id', '=', one.id)
      .executeTakeFirstOrThrow();
    expect(bill.status).toBe('open');
    expect(await invoiceCount()).toBe(0);
    const payments = await t.database.db.selectFrom('bill_payments').select('id').execute();
    expect(payments).toEqual([]);

    const byCard = await a.post(`/orders/bills/${one.id}/pay`, {
      payments: [{ paymentTypeId: card, amount: one.total }],
    });
    expect(await sessionOfInvoice(t, okJson<{ invoiceId: number }>(byCard).invoiceId)).toBeNull();
    const { id: session } = await a.open(0);
    const cash = await a.post(`/orders/bills/${two.id}/pay`, {
      payments: [{ paymentTypeId: c.paymentTypes.cash, amount: two.total }],
    });
    expect(await sessionOfInvoice(t, okJson<{ invoiceId: number }>(cash).invoiceId)).toBe(session);
  });
});
