import { ORDERS_MESSAGES as M, type OrderPaymentSummary } from '@comandero/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testDatabases, type ApiClient, type TestApp } from '../../../test/test-app.js';
import {
  addTable,
  cartLine,
  countRows,
  placeOrder,
  raceBehindLock,
  openPosApp,
  type PosCatalogue,
} from '../../../test/fixtures/orders.js';

describe.each(testDatabases)('orders payment on %s', (kind) => {
  let t: TestApp;
  let c: PosCatalogue;
  let cookie: string;
  let api: ApiClient;

  beforeEach(async () => {
    ({ t, c, cookie, api } = await openPosApp(kind));
  });
  afterEach(async () => {
    await t.close();
  });

  const db = () => t.database.db;
  const orderRow = (id: number) =>
    db()
      .selectFrom('orders')
      .select(['status', 'payment_status', 'invoice_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  /**
   * Burger ×2 with the double variant and cheese: (28.000 + 3.000) × 2 = 62.000 + 11.780 IVA; and
   * lemonade ×3: 27.000 with 2.000 of 8 % inside. Net 62.000 + 25.000 = 87.000, tax 13.780, total 100.780.
   */
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
  const expected = { subTotal: 87_000, taxTotal: 13_780, total: 100_780 };

  it('sums the stored lines, not the menu of today, and leaves cancelled lines out', async () => {
    const a = await tableOrder();
    const b = await placeOrder(t, cookie, [cartLine(c.items.water, 1), cartLine(c.items.bread, 3)], {
      tableId: c.table,
    });
    await db().updateTable('menu_items').set({ price: 9_900_000 }).execute();
    await db().updateTable('taxes').set({ rate_bp: 5000 }).execute();
    await db().updateTable('menu_item_addons').set({ price: 1 }).execute();
    const [water] = await db()
      .selectFrom('order_items')
      .select('id')
      .where('order_id', '=', b.orderId)
      .orderBy('id')
      .execute();
    expect((await api.post(`/orders/update-status/${water.id}`, { status: 'cancelled' })).statusCode).toBe(200);

    const res = await api.post('/orders/complete-order-payment-summary', { orderIds: [a.orderId, b.orderId] });
    expect(res.statusCode).toBe(200);
    const summary = res.json() as OrderPaymentSummary;
    // Bread: 3,33 × 3 = 9,99 with an unknown tax type, so no tax.
    expect(summary).toMatchObject({ subtotal: 87_009.99, taxTotal: 13_780, total: 100_789.99, itemsTotal: 89_009.99 });
    expect(summary.orders.map((o) => o.id)).toEqual([a.orderId, b.orderId]);
    expect(summary.orders[0].items[0]).toMatchObject({ price: 31_000, addons: [{ title: 'Queso', price: 3_000 }] });

    const unknown = await api.post('/orders/complete-order-payment-summary', { orderIds: [a.orderId, 999_999] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: M.orderNotFound });
  });

  it('pays and completes with an invoice of the server totals, once', async () => {
    const emit = vi.spyOn(t.deps.realtime, 'emitOrderUpdate');
    const a = await tableOrder();
    const b = await placeOrder(t, cookie, [cartLine(c.items.water, 1)], { tableId: c.table });
    // A spec client's float sums, a few tenths of a centavo off.
    const body = { orderIds: [a.orderId, b.orderId], subTotal: 91_000.004, taxTotal: 13_779.996, total: 104_780 };
    const res = await api.post('/orders/complete-and-pay-order', { ...body, paymentTypeId: c.paymentTypes.cash });
    expect(res.statusCode, res.body).toBe(200);
    const { invoiceId, message } = res.json() as { invoiceId: number; message: string };
    expect(message).toBe(M.ordersPaid);
    expect(emit).toHaveBeenCalledWith({ orderIds: [a.orderId, b.orderId] });
    const invoice = await db().selectFrom('invoices').selectAll().where('id', '=', invoiceId).executeTakeFirstOrThrow();
    expect(invoice).toMatchObject({
      sub_total: 9_100_000,
      tax_total: 1_378_000,
      total: 10_478_000,
      table_id: c.table,
      delivery_type: 'dinein',
      customer_type: 'WALKIN',
      customer_id: null,
      payment_type_id: c.paymentTypes.cash,
      payment_type_title: 'Efectivo',
    });
    for (const id of body.orderIds) {
      expect(await orderRow(id)).toEqual({ status: 'completed', payment_status: 'paid', invoice_id: invoiceId });
    }
    const again = await api.post('/orders/complete-and-pay-order', body);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: M.orderAlreadyPaid });
    expect(await countRows(t, 'invoices')).toBe(1);
  });

  it("accepts the spec's body without a payment type, and orders of several tables (invoice without table)", async () => {
    const a = await tableOrder();
    const other = await addTable(t, 'Terraza');
    const b = await placeOrder(t, cookie, [cartLine(c.items.water, 1)], { tableId: other });
    const res = await api.post('/orders/complete-and-pay-order', {
      orderIds: [a.orderId, b.orderId],
      subTotal: '91000',
      taxTotal: 13_780,
      total: 104_780,
    });
    expect(res.statusCode, res.body).toBe(200);
    const invoice = await db()
      .selectFrom('invoices')
      .select(['payment_type_id', 'payment_type_title', 'table_id'])
      .executeTakeFirstOrThrow();
    expect(invoice).toEqual({ payment_type_id: null, payment_type_title: null, table_id: null });
  });

  it('refuses stale totals, inactive payment types and closed, paid or unknown orders, writing nothing', async () => {
    const a = await tableOrder();
    const cancelled = await placeOrder(t, cookie, [cartLine(c.items.water, 1)]);
    expect((await api.post('/orders/cancel', { orderIds: [cancelled.orderId] })).statusCode).toBe(200);
    const paid = await placeOrder(t, cookie, [cartLine(c.items.water, 1)], {
      paidTotals: { netTotal: 4000, taxTotal: 0, total: 4000 },
    });
    const invoices = await countRows(t, 'invoices');
    const cases: [object, number, string][] = [
      [{ ...expected, orderIds: [a.orderId], total: 100_790 }, 409, M.totalsChanged],
      [{ ...expected, orderIds: [a.orderId], paymentTypeId: c.paymentTypes.voucher }, 400, M.paymentTypeInactive],
      [{ ...expected, orderIds: [a.orderId], paymentTypeId: 'x' }, 400, M.paymentTypeInvalid],
      [{ ...expected, orderIds: [a.orderId, cancelled.orderId] }, 409, M.orderClosed],
      [{ ...expected, orderIds: [a.orderId, paid.orderId] }, 409, M.orderAlreadyPaid],
      [{ ...expected, orderIds: [a.orderId, 987_654] }, 404, M.orderNotFound],
      [{ ...expected, orderIds: [a.orderId, a.orderId] }, 400, M.orderIdsRepeated],
      [{ orderIds: [a.orderId], subTotal: 87_000, taxTotal: 13_780 }, 400, M.totalsRequired],
      [{ ...expected, orderIds: [a.orderId], total: -1 }, 400, M.totalInvalid],
      [{ ...expected, orderIds: [] }, 400, M.orderIdsRequired],
    ];
    for (const [payload, status, message] of cases) {
      const res = await api.post('/orders/complete-and-pay-order', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json()).toEqual({ message });
    }
    expect(await countRows(t, 'invoices')).toBe(invoices);
    expect(await orderRow(a.orderId)).toEqual({ status: 'created', payment_status: 'pending', invoice_id: null });
  });

  it('two cashiers paying the same orders at once get exactly one invoice', async () => {
    const a = await tableOrder();
    const body = { ...expected, orderIds: [a.orderId] };
    const answers = await raceBehindLock(t, 'SELECT id FROM orders WHERE id = $1 FOR UPDATE', [a.orderId], () => [
      api.post('/orders/complete-and-pay-order', body),
      api.post('/orders/complete-and-pay-order', body),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json()).toEqual({ message: M.orderAlreadyPaid });
    expect(await countRows(t, 'invoices')).toBe(1);
    const { invoice_id } = await orderRow(a.orderId);
    expect(invoice_id).toBe(answers.find((r) => r.statusCode === 200)!.json().invoiceId);
  });
});
