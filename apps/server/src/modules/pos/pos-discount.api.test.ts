import {
  BILLS_MESSAGES as B,
  tipAboveSuggestedMessage,
  type InvoiceDetail,
  type OrderPaymentSummaryWithQuote,
  type OrderResult,
} from '@comandero/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases, type TestApp } from '../../../test/test-app.js';
import { drawerClient, TERMINAL_A, type DrawerClient } from '../../../test/fixtures/cash-drawer.js';
import { cartLine, countRows, openPosApp, type PosCatalogue } from '../../../test/fixtures/orders.js';

/** Burger: 20.000 + 19 % IVA. The POS sends the cart's undiscounted totals, as without a discount. */
const BURGER = { netTotal: 20_000, taxTotal: 3_800, total: 23_800 };
const TEN_PERCENT = { kind: 'percent', value: 10, reason: 'Cliente frecuente' };

/**
 * Issue 21: "Pagar y enviar" with a discount on the sale, priced, checked and stored as the orders
 * screen's settle does it. By hand: 10 % of 20.000 is 2.000 off, leaving 18.000 + IVA 3.420 = 21.420;
 * the suggested 10 % tip is then 1.800.
 */
describe.each(testDatabases)('POS pay and send with a discount on %s', (kind) => {
  let t: TestApp;
  let c: PosCatalogue;
  let drawer: DrawerClient;

  beforeEach(async () => {
    let cookie: string;
    ({ t, c, cookie } = await openPosApp(kind));
    drawer = drawerClient(t, cookie, TERMINAL_A);
  });
  afterEach(async () => {
    await t.close();
  });

  const cart = () => [cartLine(c.items.burger, 1)];
  const payAtTable = (extra: object) =>
    drawer.post('/pos/create-order-and-invoice', {
      cart: cart(),
      deliveryType: 'dinein',
      customerType: 'WALKIN',
      customerId: null,
      tableId: c.table,
      paymentTypeId: c.paymentTypes.cash,
      ...BURGER,
      ...extra,
    });
  const invoice = (id: number) =>
    t.database.db
      .selectFrom('invoices')
      .select(['sub_total', 'tax_total', 'total', 'tip', 'discount_total', 'discount_kind', 'discount_value'])
      .select('discount_reason')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('charges the discounted bill with its tip, stores the discount like settle, audits it and reports it', async () => {
    const session = await drawer.open(0);
    const res = await payAtTable({ discount: TEN_PERCENT, tip: 1_800 });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as OrderResult;
    // The spec's answer, unchanged.
    expect(Object.keys(answer).sort()).toEqual(['invoiceId', 'message', 'orderId', 'tokenNo']);
    const row = await invoice(answer.invoiceId!);
    expect(row).toEqual({
      sub_total: 1_800_000,
      tax_total: 342_000,
      total: 2_142_000,
      tip: 180_000,
      discount_total: 200_000,
      discount_kind: 'percent',
      discount_value: 1_000,
      discount_reason: 'Cliente frecuente',
    });
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'entity_type', 'entity_id', 'reason', 'after_json', 'username'])
      .where('action', '=', 'invoice.discount')
      .execute();
    expect(audit).toEqual([
      {
        action: 'invoice.discount',
        entity_type: 'invoice',
        entity_id: String(answer.invoiceId),
        reason: 'Cliente frecuente',
        after_json: JSON.stringify({ kind: 'percent', value: 10, amount: 2_000 }),
        username: expect.any(String),
      },
    ]);
    const detail = (await drawer.get(`/invoices/${answer.invoiceId}/detail`)).json() as InvoiceDetail;
    expect(detail).toMatchObject({ itemsTotal: 20_000, discountTotal: 2_000, total: 21_420, tip: 1_800, due: 23_220 });
    // The itemised IVA is the discounted one (19 % of 18.000), the invoice's tax total, not the cart's 3.800.
    expect(detail.taxes).toEqual([{ title: 'IVA', rate: 19, type: 'exclusive', label: 'IVA 19 %', amount: 3_420 }]);
    expect(detail.taxTotal).toBe(3_420);
    const report = await drawer.report(session.id);
    expect(report.sales).toMatchObject({ total: 21_420, discounts: 2_000, tips: 1_800 });
    expect(report.cash).toMatchObject({ cashSales: 23_220 });

    // The same cart sent to the kitchen and quoted on the orders screen with the same discount costs the same.
    const sent = await drawer.post('/pos/create-order', { cart: cart(), customerType: 'WALKIN', tableId: c.table });
    const { orderId } = sent.json() as OrderResult;
    const summary = await drawer.post('/orders/complete-order-payment-summary', {
      orderIds: [orderId],
      discount: TEN_PERCENT,
    });
    const quote = (summary.json() as OrderPaymentSummaryWithQuote).quote!;
    expect(quote).toMatchObject({ total: 21_420, discountTotal: 2_000, suggestedTip: 1_800 });
  });

  it('refuses what settle refuses, writing nothing, and a spec body stays undiscounted', async () => {
    await drawer.open(0);
    const cases: [object, string][] = [
      [{ discount: { kind: 'percent', value: 100.01, reason: 'x' } }, B.discountTooLarge],
      [{ discount: { kind: 'amount', value: 20_000.01, reason: 'x' } }, B.discountTooLarge],
      [{ discount: { kind: 'amount', value: 1_000, reason: ' ' } }, B.discountReasonRequired],
      [{ discount: { kind: 'mitad', value: 1_000, reason: 'x' } }, B.discountKindInvalid],
      [{ discount: { kind: 'amount', value: 0, reason: 'x' } }, B.discountValueInvalid],
      // The tip is checked against the discounted suggestion (1.800), not the cart's (2.000).
      [{ discount: TEN_PERCENT, tip: 2_000 }, tipAboveSuggestedMessage(10)],
    ];
    for (const [extra, message] of cases) {
      const res = await payAtTable(extra);
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json()).toEqual({ message });
    }
    expect(await countRows(t, 'invoices')).toBe(0);
    expect(await countRows(t, 'orders')).toBe(0);
    const discounts = () =>
      t.database.db.selectFrom('audit_log').select('id').where('action', '=', 'invoice.discount').execute();
    expect(await discounts()).toEqual([]);

    const amount = await payAtTable({ discount: { kind: 'amount', value: 20_000, reason: 'Cortesía' } });
    expect(amount.statusCode, amount.body).toBe(200);
    expect(await invoice((amount.json() as OrderResult).invoiceId!)).toMatchObject({
      total: 0,
      discount_total: 2_000_000,
    });

    const plain = await payAtTable({ discount: null });
    expect(plain.statusCode, plain.body).toBe(200);
    expect(await invoice((plain.json() as OrderResult).invoiceId!)).toMatchObject({
      total: 2_380_000,
      discount_total: 0,
      discount_kind: null,
    });
  });
});
