import { INVOICE_MESSAGES, type InvoiceDetail, type PayBillResponse } from '@comandero/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app.js';
import { openStoreDrawer } from '../../../test/fixtures/cash-drawer.js';
import { addPaymentType, fourTop, splitOf, type FourTop } from '../../../test/fixtures/bills.js';
import { addTable, cartLine, placeOrder, seedPosCatalogue, type PosCatalogue } from '../../../test/fixtures/orders.js';

/** The keys of a GET /invoices row (spec §3 Invoice plus the payment type): the detail adds none. */
const ROW_KEYS = [
  'created_at',
  'customer_id',
  'customer_type',
  'delivery_type',
  'email',
  'floor',
  'invoice_id',
  'name',
  'orders',
  'payment_type',
  'payment_type_id',
  'sub_total',
  'table_id',
  'table_title',
  'tax_total',
  'total',
];

/**
 * The four-person table of the bills tests (burgers 20.000 + 19 % IVA, lemonades 9.000 with 8 % INC
 * inside, water 4.000 untaxed) split by items in two. Bill 1 (a burger, a lemonade, a water, 33.000)
 * gets 10 % off as a courtesy and a 2.000 tip, and is paid half on card, half in cash from 20.000.
 * By hand, in pesos: the 3.300 discount falls 2.000 / 900 / 400 on the lines, leaving 18.000, 8.100
 * and 3.600; IVA 19 % of 18.000 = 3.420; INC inside 8.100 = 8.100 − 8.100 / 1,08 = 600. Total
 * 18.000 + 3.420 + 8.100 + 3.600 = 33.120, taxes 4.020, before taxes 29.100; with the tip 35.120,
 * 17.560 on each payment; 20.000 − 17.560 = 2.440 of change. Bill 2 is the rest of the table, 69.600
 * on card: two burgers (IVA 7.600), two lemonades (INC 666,67 + 666,67 = 1.333,34) and a water.
 */
describe.each(testDatabases)('invoice detail on %s', (kind) => {
  let t: TestApp;
  let c: PosCatalogue;
  let cookie: string;
  let card: number;
  let table: FourTop;
  let first: PayBillResponse;
  let second: PayBillResponse;
  let whole: { invoiceId: number; orderId: number };

  const post = async (url: string, payload: object) => {
    const res = await t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers: { cookie } });
    expect(res.statusCode, `${url} ${res.body}`).toBe(200);
    return res;
  };
  const get = (url: string, as = cookie) =>
    t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { cookie: as } });
  const detailOf = async (invoiceId: number) => {
    const res = await get(`/invoices/${invoiceId}/detail`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as InvoiceDetail;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    c = await seedPosCatalogue(t.database.db);
    cookie = await t.signIn();
    // Cash needs an open drawer (issue 18); these requests name no terminal, so it is the store's.
    await openStoreDrawer(t, cookie);
    card = await addPaymentType(t, 'Tarjeta');
    table = await fourTop(t, cookie, c);
    const l = table.lines;
    const split = splitOf(
      await post('/orders/bills/split', {
        tableId: c.table,
        mode: 'items',
        parts: [
          [
            { lineId: l.burgerA, quantity: 1 },
            { lineId: l.lemonadeA, quantity: 1 },
            { lineId: l.waterA, quantity: 1 },
          ],
          [
            { lineId: l.burgerA, quantity: 1 },
            { lineId: l.lemonadeA, quantity: 1 },
            { lineId: l.waterA, quantity: 1 },
            { lineId: l.lemonadeB, quantity: 1 },
            { lineId: l.burgerB, quantity: 1 },
          ],
        ],
      }),
    );
    const [one, two] = split.bills;
    await post(`/orders/bills/${one.id}/discount`, { lineId: null, kind: 'percent', value: 10, reason: 'Cortesía' });
    await post(`/orders/bills/${one.id}/tip`, { tip: 2_000 });
    first = (
      await post(`/orders/bills/${one.id}/pay`, {
        payments: [
          { paymentTypeId: card, amount: 17_560 },
          { paymentTypeId: c.paymentTypes.cash, amount: 17_560, tendered: 20_000 },
        ],
      })
    ).json() as PayBillResponse;
    second = (
      await post(`/orders/bills/${two.id}/pay`, { payments: [{ paymentTypeId: card, amount: 69_600 }] })
    ).json() as PayBillResponse;

    // A table paid whole: burgers ×2 (40.000 + IVA 7.600), lemonades ×3 (27.000, INC 2.000 inside), a water.
    const other = await addTable(t, 'Mesa 2');
    const placed = await placeOrder(
      t,
      cookie,
      [cartLine(c.items.burger, 2), cartLine(c.items.lemonade, 3), cartLine(c.items.water, 1)],
      { tableId: other },
    );
    const paid = await post('/orders/complete-and-pay-order', {
      orderIds: [placed.orderId],
      subTotal: 69_000,
      taxTotal: 9_600,
      total: 78_600,
      paymentTypeId: c.paymentTypes.cash,
    });
    whole = { invoiceId: (paid.json() as { invoiceId: number }).invoiceId, orderId: placed.orderId };

    // Renamed after paying: the invoices keep the titles they were paid with.
    await t.database.db.updateTable('payment_types').set({ title: 'Tarjeta crédito' }).where('id', '=', card).execute();
  });
  afterAll(async () => {
    await t.close();
  });

  it('a split bill paid half on card and half in cash, with a discount and a tip', async () => {
    expect(first).toMatchObject({ change: 2_440, tableClosed: false });
    const detail = await detailOf(first.invoiceId);
    const bill = first.split.bills[0];
    expect(detail).toEqual({
      invoiceId: first.invoiceId,
      itemsTotal: 33_000,
      discountTotal: 3_300,
      netTotal: 29_100,
      taxTotal: 4_020,
      total: 33_120,
      tip: 2_000,
      due: 35_120,
      taxes: [
        { title: 'IVA', rate: 19, type: 'exclusive', label: 'IVA 19 %', amount: 3_420 },
        { title: 'Impoconsumo', rate: 8, type: 'inclusive', label: 'Impoconsumo 8 % incluido', amount: 600 },
      ],
      payments: [
        { paymentTypeId: card, title: 'Tarjeta', amount: 17_560, tendered: null, change: 0 },
        { paymentTypeId: c.paymentTypes.cash, title: 'Efectivo', amount: 17_560, tendered: 20_000, change: 2_440 },
      ],
      bill: {
        id: bill.id,
        splitId: bill.splitId,
        partIndex: 1,
        partCount: 2,
        label: 'Cuenta 1 de 2',
        lines: [
          expect.objectContaining({
            orderItemId: table.lines.burgerA,
            title: 'Hamburguesa',
            quantity: 1,
            gross: 20_000,
          }),
          expect.objectContaining({ orderItemId: table.lines.lemonadeA, title: 'Limonada', quantity: 1, gross: 9_000 }),
          expect.objectContaining({ orderItemId: table.lines.waterA, title: 'Agua', quantity: 1, gross: 4_000 }),
        ],
        itemsTotal: 33_000,
        discountTotal: 3_300,
        billDiscount: { kind: 'percent', value: 10, reason: 'Cortesía', amount: 3_300 },
        netTotal: 29_100,
        taxTotal: 4_020,
        taxes: detail.taxes,
        total: 33_120,
        tip: 2_000,
        due: 35_120,
        payments: detail.payments,
        orderIds: [table.orderA, table.orderB],
      },
      // What "Anular venta" would give back: all that was paid, the cash half from the drawer.
      refund: { total: 35_120, cash: 17_560 },
    });
    expect(detail.bill!.lines.map((x) => [x.taxAmount, x.payable])).toEqual([
      [3_420, 21_420],
      [600, 8_100],
      [0, 3_600],
    ]);
    // What the payment answered is what the detail rebuilds from storage.
    expect(bill).toMatchObject({ invoiceId: first.invoiceId, label: detail.bill!.label, lines: detail.bill!.lines });

    // The stored invoice itself holds the same figures (centavos).
    const row = await t.database.db
      .selectFrom('invoices')
      .select(['sub_total', 'tax_total', 'total', 'tip'])
      .where('id', '=', first.invoiceId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ sub_total: 2_910_000, tax_total: 402_000, total: 3_312_000, tip: 200_000 });
  });

  it('the last bill of the table: its own lines and payment, the whole table among its orders', async () => {
    expect(second.tableClosed).toBe(true);
    const detail = await detailOf(second.invoiceId);
    expect(detail).toMatchObject({
      itemsTotal: 62_000,
      discountTotal: 0,
      netTotal: 60_666.66,
      taxTotal: 8_933.34,
      total: 69_600,
      tip: 0,
      due: 69_600,
      taxes: [
        { title: 'IVA', rate: 19, type: 'exclusive', label: 'IVA 19 %', amount: 7_600 },
        { title: 'Impoconsumo', rate: 8, type: 'inclusive', label: 'Impoconsumo 8 % incluido', amount: 1_333.34 },
      ],
      payments: [{ paymentTypeId: card, title: 'Tarjeta', amount: 69_600, tendered: null, change: 0 }],
      bill: {
        partIndex: 2,
        partCount: 2,
        label: 'Cuenta 2 de 2',
        billDiscount: null,
        orderIds: [table.orderA, table.orderB],
      },
    });
    expect(detail.bill!.lines).toHaveLength(5);
  });

  it('an invoice of whole orders: its taxes from the lines, one payment of its type', async () => {
    expect(await detailOf(whole.invoiceId)).toEqual({
      invoiceId: whole.invoiceId,
      itemsTotal: 71_000,
      discountTotal: 0,
      netTotal: 69_000,
      taxTotal: 9_600,
      total: 78_600,
      tip: 0,
      due: 78_600,
      taxes: [
        { title: 'IVA', rate: 19, type: 'exclusive', label: 'IVA 19 %', amount: 7_600 },
        { title: 'Impoconsumo', rate: 8, type: 'inclusive', label: 'Impoconsumo 8 % incluido', amount: 2_000 },
      ],
      payments: [{ paymentTypeId: c.paymentTypes.cash, title: 'Efectivo', amount: 78_600, tendered: null, change: 0 }],
      bill: null,
      refund: { total: 78_600, cash: 78_600 },
    });
  });

  it("the list and search keep the spec shape; a split bill's invoice adds only its bill's label", async () => {
    const rows = (await get('/invoices')).json() as Record<string, unknown>[];
    expect(rows.map((r) => r.invoice_id)).toEqual([whole.invoiceId, second.invoiceId, first.invoiceId]);
    expect(Object.keys(rows[0]).sort()).toEqual(ROW_KEYS);
    for (const r of rows.slice(1)) expect(Object.keys(r).sort()).toEqual([...ROW_KEYS, 'bill_label'].sort());
    expect(rows[1]).toMatchObject({
      bill_label: 'Cuenta 2 de 2',
      orders: [{ order_id: table.orderA }, { order_id: table.orderB }],
    });
    expect(rows[2]).toMatchObject({
      bill_label: 'Cuenta 1 de 2',
      total: 33_120,
      sub_total: 29_100,
      tax_total: 4_020,
      // Its lines were all of the first round (issue 25: it listed none).
      orders: [{ order_id: table.orderA }],
      payment_type: 'Tarjeta + Efectivo',
    });
    const found = (await get(`/invoices/search?q=${first.invoiceId}`)).json() as Record<string, unknown>[];
    expect(found[0]).toMatchObject({ invoice_id: first.invoiceId, bill_label: 'Cuenta 1 de 2' });
    const plain = (await get(`/invoices/search?q=${whole.invoiceId}`)).json() as Record<string, unknown>[];
    expect(Object.keys(plain.find((r) => r.invoice_id === whole.invoiceId)!).sort()).toEqual(ROW_KEYS);
  });

  it('an unknown or malformed invoice is a 404; only INVOICES holders may read a detail', async () => {
    for (const id of ['999999', 'abc', '0']) {
      const res = await get(`/invoices/${id}/detail`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ message: INVOICE_MESSAGES.notFound });
    }
    await t.createUser('reportero', { scope: 'REPORTS' });
    const res = await get(`/invoices/${first.invoiceId}/detail`, await t.signIn('reportero', 'user-pass-123'));
    expect(res.statusCode).toBe(403);
  });
  /**
   * Issue 21: a whole order settled with 1.000 off (the orders screen's settle), a table of burgers ×2
   * (40.000 + 19 % IVA), lemonades ×3 (27.000, 8 % INC inside) and a water (4.000): 71.000 of items.
   * By hand, in centavos: the 100.000 off is spread by weight 40/71, 27/71, 4/71 = 56.338,03,
   * 38.028,17 and 5.633,80; floors 56.338 + 38.028 + 5.633 = 99.999, the spare centavo to the largest
   * remainder (the water): 56.338 / 38.028 / 5.634. Burgers 4.000.000 − 56.338 = 3.943.662, IVA 19 % =
   * 749.295,78 → 749.296; lemonades 2.700.000 − 38.028 = 2.661.972, INC inside × 8 / 108 = 197.183,11
   * → 197.183; water 394.366. Taxes 946.479 = 9.464,79; total 3.943.662 + 749.296 + 2.661.972 +
   * 394.366 = 7.749.296 = 77.492,96; before taxes 68.028,17. Undiscounted the lines' taxes were 7.600
   * and 2.000 (9.600): the detail used to itemise those against a tax total of 9.464,79.
   */
  it('a discounted invoice of whole orders itemises the discounted taxes, adding up to its tax total', async () => {
    const mesa = await addTable(t, 'Mesa 3');
    const placed = await placeOrder(
      t,
      cookie,
      [cartLine(c.items.burger, 2), cartLine(c.items.lemonade, 3), cartLine(c.items.water, 1)],
      { tableId: mesa },
    );
    const paid = await post('/orders/complete-and-pay-order', {
      orderIds: [placed.orderId],
      subTotal: 69_000,
      taxTotal: 9_600,
      total: 78_600,
      paymentTypeId: c.paymentTypes.cash,
      discount: { kind: 'amount', value: 1_000, reason: 'Cortesía' },
    });
    const { invoiceId } = paid.json() as { invoiceId: number };
    const row = await t.database.db
      .selectFrom('invoices')
      .select(['sub_total', 'tax_total', 'total', 'discount_total'])
      .where('id', '=', invoiceId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ sub_total: 6_802_817, tax_total: 946_479, total: 7_749_296, discount_total: 100_000 });
    const detail = await detailOf(invoiceId);
    expect(detail).toEqual({
      invoiceId,
      itemsTotal: 71_000,
      discountTotal: 1_000,
      netTotal: 68_028.17,
      taxTotal: 9_464.79,
      total: 77_492.96,
      tip: 0,
      due: 77_492.96,
      taxes: [
        { title: 'IVA', rate: 19, type: 'exclusive', label: 'IVA 19 %', amount: 7_492.96 },
        { title: 'Impoconsumo', rate: 8, type: 'inclusive', label: 'Impoconsumo 8 % incluido', amount: 1_971.83 },
      ],
      payments: [
        { paymentTypeId: c.paymentTypes.cash, title: 'Efectivo', amount: 77_492.96, tendered: null, change: 0 },
      ],
      bill: null,
      refund: { total: 77_492.96, cash: 77_492.96 },
    });
    // To the peso (and the centavo): the itemised taxes are the stored tax total.
    const sum = detail.taxes.reduce((a, x) => a + Math.round(x.amount * 100), 0);
    expect(sum).toBe(row.tax_total);
  });
});
