import {
  BILLS_MESSAGES as B,
  ORDERS_MESSAGES as M,
  tipAboveSuggestedMessage,
  toMajor,
  toMinor,
  type CompleteAndPaySettleResponse,
  type OrderPaymentSummaryWithQuote,
  type ReportResponse,
} from '@comandero/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases, type TestApp } from '../../../test/test-app.js';
import { addPaymentType } from '../../../test/fixtures/bills.js';
import { drawerClient, TERMINAL_A, type DrawerClient } from '../../../test/fixtures/cash-drawer.js';
import { cartLine, countRows, openPosApp, placeOrder, type PosCatalogue } from '../../../test/fixtures/orders.js';

/**
 * Issue 18: the orders screen's "Pagar y completar" with the split bill's steps, through the spec's
 * own routes with optional fields: tip, discount, several tenders with cash received and change.
 */
describe.each(testDatabases)('orders screen payment with tip, discount and tenders on %s', (kind) => {
  let t: TestApp;
  let c: PosCatalogue;
  let cookie: string;
  let drawer: DrawerClient;
  let card: number;

  beforeEach(async () => {
    ({ t, c, cookie } = await openPosApp(kind));
    card = await addPaymentType(t, 'Tarjeta');
    // Cash lands in a drawer: every payment here is taken on a terminal with an open session.
    drawer = drawerClient(t, cookie, TERMINAL_A);
  });
  afterEach(async () => {
    await t.close();
  });

  const db = () => t.database.db;

  /** Burger ×2 (double, cheese) + lemonade ×3 at a table: net 87.000, tax 13.780, total 100.780 pesos. */
  const tableOrder = () =>
    placeOrder(
      t,
      cookie,
      [
        cartLine(c.items.burger, 2, { variant_id: c.variants.burgerDouble, addons_ids: [c.addons.cheese] }),
        cartLine(c.items.lemonade, 3),
      ],
      { tableId: c.table },
    );
  const totals = { subTotal: 87_000, taxTotal: 13_780, total: 100_780 };

  const summaryOf = async (orderIds: number[], discount?: object) => {
    const res = await drawer.post('/orders/complete-order-payment-summary', { orderIds, discount });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as OrderPaymentSummaryWithQuote;
  };
  const pay = (payload: object) => drawer.post('/orders/complete-and-pay-order', payload);
  const invoiceOf = (id: number) =>
    db().selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const tendersOf = (invoiceId: number) =>
    db()
      .selectFrom('bill_payments')
      .select(['bill_id', 'payment_type_id', 'payment_type_title', 'amount', 'tendered', 'change_amount'])
      .where('invoice_id', '=', invoiceId)
      .orderBy('id')
      .execute();

  it("keeps the spec's summary and answer, and adds a quote with the rounded suggested tip", async () => {
    const a = await tableOrder();
    const summary = await summaryOf([a.orderId]);
    expect(summary).toMatchObject({ subtotal: 87_000, taxTotal: 13_780, total: 100_780 });
    expect(summary.quote).toMatchObject({
      itemsTotal: 89_000,
      discountTotal: 0,
      billDiscount: null,
      netTotal: 87_000,
      taxTotal: 13_780,
      total: 100_780,
      suggestedTip: 8_700,
      tip: 0,
      due: 100_780,
      tipPercent: 10,
      askTip: true,
      tipRoundTo: 100,
      cashPaymentTypeIds: [c.paymentTypes.cash],
    });

    // 10,33 % of 87.000 is 8.987,10: the store's rounding decides what is suggested.
    const admin = drawerClient(t, await t.signIn(), null);
    const ask = { dinein: true, takeaway: false, delivery: false };
    for (const [roundTo, suggested] of [
      [1, 8_987],
      [100, 9_000],
      [1000, 9_000],
    ]) {
      expect((await admin.post('/settings/tip-setting', { percent: 10.33, ask, roundTo })).statusCode).toBe(200);
      expect((await summaryOf([a.orderId])).quote?.suggestedTip).toBe(suggested);
    }
    expect((await admin.post('/settings/tip-setting', { percent: 12, ask, roundTo: 1000 })).statusCode).toBe(200);
    // 12 % of 87.000 = 10.440, to the nearest 1.000.
    expect((await summaryOf([a.orderId])).quote?.suggestedTip).toBe(10_000);

    // The spec's own body: the same answer as before, no tip, no tenders, nothing discounted. It names
    // no payment type, which the store's rule takes as cash: it needs the terminal's drawer open.
    await drawer.open(0);
    const res = await pay({ orderIds: [a.orderId], ...totals });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as CompleteAndPaySettleResponse;
    expect(Object.keys(answer).sort()).toEqual(['invoiceId', 'message']);
    expect(answer.message).toBe(M.ordersPaid);
    expect(await invoiceOf(answer.invoiceId)).toMatchObject({
      sub_total: 8_700_000,
      tax_total: 1_378_000,
      total: 10_078_000,
      tip: 0,
      discount_total: 0,
      discount_kind: null,
      payment_type_id: null,
    });
    expect(await tendersOf(answer.invoiceId)).toEqual([]);
  });

  it('takes the tip and cash above the due, stores the tender with its change, and the drawer counts it', async () => {
    const session = await drawer.open(100_000);
    const a = await tableOrder();
    const res = await pay({
      orderIds: [a.orderId],
      ...totals,
      tableId: c.table,
      tip: 8_700,
      payments: [{ paymentTypeId: c.paymentTypes.cash, amount: 109_480, tendered: 110_000 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as CompleteAndPaySettleResponse;
    expect(answer).toEqual({
      message: M.ordersPaid,
      invoiceId: answer.invoiceId,
      total: 100_780,
      tip: 8_700,
      due: 109_480,
      change: 520,
      payments: [
        { paymentTypeId: c.paymentTypes.cash, title: 'Efectivo', amount: 109_480, tendered: 110_000, change: 520 },
      ],
    });
    expect(await invoiceOf(answer.invoiceId)).toMatchObject({
      sub_total: 8_700_000,
      tax_total: 1_378_000,
      total: 10_078_000,
      tip: 870_000,
      payment_type_id: c.paymentTypes.cash,
      payment_type_title: 'Efectivo',
      cash_session_id: session.id,
    });
    expect((await tendersOf(answer.invoiceId)).map((p) => ({ ...p, amount: Number(p.amount) }))).toEqual([
      {
        bill_id: null,
        payment_type_id: c.paymentTypes.cash,
        payment_type_title: 'Efectivo',
        amount: 10_948_000,
        tendered: expect.anything(),
        change_amount: expect.anything(),
      },
    ]);
    const [row] = await tendersOf(answer.invoiceId);
    expect([Number(row.tendered), Number(row.change_amount)]).toEqual([11_000_000, 52_000]);
    const order = await db().selectFrom('orders').select(['status', 'payment_status']).where('id', '=', a.orderId);
    expect(await order.executeTakeFirstOrThrow()).toEqual({ status: 'completed', payment_status: 'paid' });

    const report = await drawer.report(session.id);
    expect(report.sales).toMatchObject({ invoices: 1, total: 100_780, tips: 8_700, discounts: 0 });
    expect(report.payments).toEqual([{ title: 'Efectivo', isCash: true, count: 1, amount: 109_480 }]);
    expect(report.cash).toMatchObject({
      openingFloat: 100_000,
      cashSales: 110_000,
      changeGiven: 520,
      expected: 209_480,
    });

    // The tip goes to the waiter who took the order, in the tips report.
    const reports = await drawer.get('/reports?type=today');
    expect(reports.statusCode, reports.body).toBe(200);
    const r = reports.json() as ReportResponse;
    expect(r.tipsTotal).toBe(8_700);
    expect(r.tipsPerUser).toEqual([expect.objectContaining({ name: expect.any(String), total: 8_700 })]);
  });

  it('splits the due among a card and cash, with a discount and its reason, and audits the discount', async () => {
    const session = await drawer.open(0);
    const a = await tableOrder();
    const discount = { kind: 'amount', value: 10_000, reason: 'Cortesía' };
    const quote = (await summaryOf([a.orderId], discount)).quote!;
    // 10.000 off the 89.000 of lines, spread over them; taxes on the discounted prices.
    expect(quote.discountTotal).toBe(10_000);
    expect(quote.billDiscount).toEqual({ kind: 'amount', value: 10_000, reason: 'Cortesía', amount: 10_000 });
    expect(quote.total).toBeLessThan(100_780 - 9_000);
    // Centavos for the arithmetic, pesos on the wire.
    const dueMinor = toMinor(quote.total) + toMinor(quote.suggestedTip);
    const due = toMajor(dueMinor);
    const cashPart = toMajor(dueMinor - 5_000_000);
    const change = toMajor(5_000_000 - (dueMinor - 5_000_000));
    const res = await pay({
      orderIds: [a.orderId],
      ...totals,
      discount,
      tip: quote.suggestedTip,
      payments: [
        { paymentTypeId: card, amount: 50_000 },
        { paymentTypeId: c.paymentTypes.cash, amount: cashPart, tendered: 50_000 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as CompleteAndPaySettleResponse;
    expect(answer).toMatchObject({ total: quote.total, due, change });
    const invoice = await invoiceOf(answer.invoiceId);
    expect(invoice).toMatchObject({
      payment_type_id: null,
      payment_type_title: 'Tarjeta + Efectivo',
      discount_kind: 'amount',
      discount_reason: 'Cortesía',
    });
    expect(Number(invoice.total)).toBe(Math.round(quote.total * 100));
    expect(Number(invoice.discount_total)).toBe(1_000_000);
    expect((await tendersOf(answer.invoiceId)).map((p) => p.payment_type_title)).toEqual(['Tarjeta', 'Efectivo']);
    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'entity_id', 'reason'])
      .where('action', '=', 'invoice.discount')
      .execute();
    expect(audit).toEqual([{ action: 'invoice.discount', entity_id: String(answer.invoiceId), reason: 'Cortesía' }]);

    const report = await drawer.report(session.id);
    expect(report.sales).toMatchObject({ total: quote.total, discounts: 10_000 });
    expect(report.payments).toEqual([
      { title: 'Efectivo', isCash: true, count: 1, amount: cashPart },
      { title: 'Tarjeta', isCash: false, count: 1, amount: 50_000 },
    ]);
    expect(report.cash).toMatchObject({ cashSales: 50_000, changeGiven: change });
  });

  it('refuses what a split bill refuses, with its messages, and writes nothing', async () => {
    await drawer.open(0);
    const a = await tableOrder();
    const base = { orderIds: [a.orderId], ...totals };
    const cash = (amount: number, tendered?: number) => ({ paymentTypeId: c.paymentTypes.cash, amount, tendered });
    const cases: [object, string][] = [
      [{ ...base, payments: [{ paymentTypeId: card, amount: 100_790 }] }, B.nonCashOverpay],
      [{ ...base, payments: [{ paymentTypeId: card, amount: 50_000 }, cash(60_000)] }, B.nonCashOverpay],
      [{ ...base, payments: [cash(100_780, 50_000)] }, B.shortTendered],
      [{ ...base, payments: [cash(90_000, 100_000)] }, B.notCovered],
      // Cash given above the due is change, not an amount above it.
      [{ ...base, payments: [cash(110_000)] }, B.overpaid],
      [{ ...base, tip: 9_000, payments: [cash(109_780)] }, tipAboveSuggestedMessage(10)],
      [{ ...base, payments: [{ paymentTypeId: c.paymentTypes.voucher, amount: 100_780 }] }, B.paymentTypeInactive],
      [{ ...base, discount: { kind: 'percent', value: 101, reason: 'x' } }, B.discountTooLarge],
      [{ ...base, discount: { kind: 'amount', value: 89_000.01, reason: 'x' } }, B.discountTooLarge],
      [{ ...base, discount: { kind: 'amount', value: 1_000, reason: ' ' } }, B.discountReasonRequired],
      [{ ...base, tip: -1 }, B.tipInvalid],
      [{ ...base, payments: [] }, B.paymentsRequired],
    ];
    for (const [payload, message] of cases) {
      const res = await pay(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ message });
    }
    expect(await countRows(t, 'invoices')).toBe(0);
    expect(await db().selectFrom('bill_payments').select('id').execute()).toEqual([]);

    // Above the suggestion with the customer's say-so, and the exact due in cash with no tendered amount.
    const res = await pay({ ...base, tip: 9_000, confirmAboveSuggested: true, payments: [cash(109_780)] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ tip: 9_000, due: 109_780, change: 0 });
  });
});
