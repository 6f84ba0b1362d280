import {
  CASH_DRAWER_MESSAGES,
  INVOICE_VOID_MESSAGES as M,
  MEMBERSHIP_CONSENT_VERSION,
  type CashDrawerReport,
  type DashboardResponse,
  type Invoice,
  type InvoiceDetail,
  type InvoiceVoidResponse,
  type ReportResponse,
} from '@comandero/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  apiClient,
  createTestApp,
  expectError,
  testDatabases,
  type ApiClient,
  type TestApp,
} from '../../../test/test-app.js';
import { addPaymentType } from '../../../test/fixtures/bills.js';
import { drawerClient, okJson, TERMINAL_A, TERMINAL_B } from '../../../test/fixtures/cash-drawer.js';
import { inventoryClient } from '../../../test/fixtures/inventory.js';
import { cartLine, placeOrder, type PosCatalogue } from '../../../test/fixtures/orders.js';
import { seedPosCatalogue } from '../../../test/fixtures/pos.js';

/** Water: 4.000 pesos without tax. */
const WATER = { netTotal: 4_000, taxTotal: 0, total: 4_000 };
const TODAY = '?type=today&from=null&to=null';

/**
 * "Anular venta": a paid invoice annulled whole, in one transaction, on every path its money took:
 * the cash leaves the voiding terminal's open drawer (X report), the sales figures forget it, the
 * invoice reads "Anulada", and retries, repeats and users without the right change nothing.
 */
describe.each(testDatabases)('void of a paid sale on %s', (kind) => {
  let t: TestApp;
  let c: PosCatalogue;
  let admin: string;
  let a: ReturnType<typeof drawerClient>;
  let sessionA: number;

  beforeEach(async () => {
    t = await createTestApp(kind);
    c = await seedPosCatalogue(t.database.db);
    admin = await t.signIn();
    a = drawerClient(t, admin, TERMINAL_A);
    sessionA = (await a.open(10_000)).id;
  });
  afterEach(async () => {
    await t.close();
  });

  const db = () => t.database.db;
  const voidOn = (client: ReturnType<typeof drawerClient>, id: number, reason = 'Cliente devolvió el pedido') =>
    client.post(`/invoices/${id}/void`, { reason });
  /** Water at the POS on terminal A, paid with `type`, with an optional tip. */
  const sell = async (type: number, tip = 0) => {
    const res = await a.post('/pos/create-order-and-invoice', {
      cart: [cartLine(c.items.water, 1)],
      deliveryType: 'takeaway',
      customerType: 'WALKIN',
      customerId: null,
      tableId: null,
      paymentTypeId: type,
      tip,
      ...WATER,
    });
    return okJson<{ invoiceId: number; orderId: number }>(res);
  };
  const xReport = (): Promise<CashDrawerReport> => a.report(sessionA);
  const invoiceRow = (id: number) =>
    db()
      .selectFrom('invoices')
      .select(['voided_at', 'voided_by', 'void_reason'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const refunds = (id: number) => db().selectFrom('invoice_refunds').selectAll().where('invoice_id', '=', id).execute();
  const audits = () => db().selectFrom('audit_log').selectAll().where('action', '=', 'invoice.void').execute();

  it('voids a cash sale with its tip: out of the open drawer, out of the reports and the dashboard, "Anulada" in Facturas', async () => {
    const kept = await sell(c.paymentTypes.cash);
    const sale = await sell(c.paymentTypes.cash, 400);
    expect((await xReport()).cash.expected).toBe(10_000 + 4_000 + 4_400);
    const report = () => a.get(`/reports${TODAY}`).then((r) => okJson<ReportResponse>(r));
    const dashboard = () => a.get('/dashboard').then((r) => okJson<DashboardResponse>(r));
    expect((await report()).revenueTotal).toBe(8_000);
    expect((await dashboard()).ordersCount).toBe(2);
    const soldCounts = async () => (await dashboard()).topSellingItems.reduce((n, i) => n + i.orders_count, 0);
    const countedBefore = await soldCounts();
    expect(countedBefore).toBeGreaterThan(0);
    const detailBefore = okJson<InvoiceDetail>(await a.get(`/invoices/${sale.invoiceId}/detail`));
    expect(detailBefore.refund).toEqual({ total: 4_400, cash: 4_400 });
    expect(detailBefore.voided_at).toBeUndefined();

    const emitted = vi.spyOn(t.deps.realtime, 'emitInvoiceVoided');
    const res = await voidOn(a, sale.invoiceId, '  Cliente devolvió el pedido ');
    const answer = okJson<InvoiceVoidResponse>(res);
    expect(answer).toMatchObject({
      message: M.voided,
      invoiceId: sale.invoiceId,
      void_reason: 'Cliente devolvió el pedido',
      refund: { total: 4_400, cash: 4_400 },
      cashSessionId: sessionA,
    });
    expect(answer.credit_note).toBeUndefined();
    expect(emitted).toHaveBeenCalledWith({ invoiceId: sale.invoiceId, orderIds: [sale.orderId] });

    // The drawer: the sale stays where its cash came in, and the refund leaves the expected cash.
    const x = await xReport();
    expect(x.sales.total).toBe(8_000);
    expect(x.voids).toEqual({ count: 1, total: 4_400 });
    expect(x.cash.voidRefunds).toBe(4_400);
    expect(x.cash.expected).toBe(10_000 + 4_000);

    // The sales figures: as if it had never been sold.
    const after = await report();
    expect(after).toMatchObject({ revenueTotal: 4_000, invoicesCount: 1, tipsTotal: 0 });
    expect((await dashboard()).ordersCount).toBe(1);
    // Its items no longer count among the best sellers (the voided sale's order is left out).
    expect(await soldCounts()).toBeLessThan(countedBefore);

    const list = okJson<Invoice[]>(await a.get(`/invoices${TODAY}`));
    const row = list.find((i) => i.invoice_id === sale.invoiceId)!;
    expect(row).toMatchObject({ voided_at: answer.voided_at, void_reason: 'Cliente devolvió el pedido' });
    expect(list.find((i) => i.invoice_id === kept.invoiceId)!.voided_at).toBeUndefined();
    const detail = okJson<InvoiceDetail>(await a.get(`/invoices/${sale.invoiceId}/detail`));
    expect(detail).toMatchObject({
      voided_at: answer.voided_at,
      void_reason: 'Cliente devolvió el pedido',
      voided_by: expect.any(String),
      refund: { total: 4_400, cash: 4_400 },
    });

    // The CSV export keeps the row, says when and why, and leaves it out of the totals.
    const csv = (await a.get(`/invoices/export.csv${TODAY}`)).body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    const voidedRow = csv.find((l) => l.startsWith(`${sale.invoiceId};`))!.split(';');
    expect(voidedRow.slice(-2)).toEqual([
      expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
      'Cliente devolvió el pedido',
    ]);
    expect(csv.find((l) => l.startsWith(`${kept.invoiceId};`))!.endsWith(';4000,00;;')).toBe(true);
    expect(csv.at(-1)).toBe('Total;;;;;;;;;4000,00;0,00;4000,00;;');

    const [entry] = await audits();
    expect(entry).toMatchObject({ entity_type: 'invoice', entity_id: String(sale.invoiceId), terminal_id: TERMINAL_A });
    expect(entry.reason).toBe('Cliente devolvió el pedido');
  });

  it('refuses cash back on a terminal with no open drawer and changes nothing; a card sale needs no drawer', async () => {
    const card = await addPaymentType(t, 'Tarjeta');
    const cashSale = await sell(c.paymentTypes.cash);
    const cardSale = await sell(card);
    const b = drawerClient(t, admin, TERMINAL_B);

    expectError(await voidOn(b, cashSale.invoiceId), 409, CASH_DRAWER_MESSAGES.cashNeedsOpenDrawer);
    expect(await invoiceRow(cashSale.invoiceId)).toEqual({ voided_at: null, voided_by: null, void_reason: null });
    expect(await refunds(cashSale.invoiceId)).toEqual([]);
    expect(await audits()).toEqual([]);
    expect((await xReport()).cash.expected).toBe(14_000);

    const byCard = okJson<InvoiceVoidResponse>(await voidOn(b, cardSale.invoiceId));
    expect(byCard).toMatchObject({ refund: { total: 4_000, cash: 0 }, cashSessionId: null });
    expect((await refunds(cardSale.invoiceId)).map((r) => [r.payment_type_title, Number(r.amount), r.is_cash])).toEqual(
      [['Tarjeta', 400_000, 0]],
    );
  });

  it('stores a retried void once under its Idempotency-Key, and answers a second void 409', async () => {
    const sale = await sell(c.paymentTypes.cash);
    const send = (key: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/invoices/${sale.invoiceId}/void`,
        payload: { reason: 'Doble cobro' },
        headers: { cookie: admin, 'x-terminal-id': TERMINAL_A, 'idempotency-key': key },
      });
    const key = 'void-0001-aaaa-bbbb-cccc';
    const [first, twin] = await Promise.all([send(key), send(key)]);
    const again = await send(key);
    expect(first.statusCode, first.body).toBe(200);
    expect(twin.json()).toEqual(first.json());
    expect(again.json()).toEqual(first.json());
    expect(await refunds(sale.invoiceId)).toHaveLength(1);
    expect(await audits()).toHaveLength(1);
    expect((await xReport()).cash.expected).toBe(10_000);

    expectError(await send('void-0002-aaaa-bbbb-cccc'), 409, M.alreadyVoided);
    expectError(await voidOn(a, sale.invoiceId), 409, M.alreadyVoided);
    expect(await refunds(sale.invoiceId)).toHaveLength(1);
  });

  it('lets only admin or ORDERS void: a cashier with Facturas gets 403, a manager voids', async () => {
    const sale = await sell(c.paymentTypes.cash);
    await t.createUser('cajero', { scope: 'INVOICES,POS' });
    await t.createUser('jefe', { scope: 'INVOICES,ORDERS' });
    await t.createUser('mesero', { scope: 'POS' });
    const as = async (username: string) => drawerClient(t, await t.signIn(username, 'user-pass-123'), TERMINAL_A);

    expectError(await voidOn(await as('cajero'), sale.invoiceId), 403, M.needsManager);
    expect((await voidOn(await as('mesero'), sale.invoiceId)).statusCode).toBe(403);
    expect((await invoiceRow(sale.invoiceId)).voided_at).toBeNull();
    expect(okJson<InvoiceVoidResponse>(await voidOn(await as('jefe'), sale.invoiceId)).refund.cash).toBe(4_000);
  });

  it('refuses a blank reason and an unknown invoice', async () => {
    const sale = await sell(c.paymentTypes.cash);
    expect((await a.post(`/invoices/${sale.invoiceId}/void`, { reason: '  ' })).statusCode).toBe(400);
    expect((await voidOn(a, 999_999)).statusCode).toBe(404);
    expect((await invoiceRow(sale.invoiceId)).voided_at).toBeNull();
  });
});

describe.each(testDatabases)('void of a paid sale, points, stock and split bills on %s', (kind) => {
  let t: TestApp;
  let c: PosCatalogue;
  let api: ApiClient;

  beforeEach(async () => {
    t = await createTestApp(kind);
    c = await seedPosCatalogue(t.database.db);
    const admin = await t.signIn();
    // The store's only open drawer: these requests name no terminal, so cash comes and goes there.
    await drawerClient(t, admin, TERMINAL_A).open(0);
    api = apiClient(t, admin);
  });
  afterEach(async () => {
    await t.close();
  });

  const db = () => t.database.db;

  it("reverses the member's points in the same transaction", async () => {
    expect(
      (
        await api.post('/membership/settings', {
          enabled: true,
          pointsPerThousand: 10,
          minRedeemPoints: 50,
          pointValue: 10,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await api.post('/membership/members/join', {
          phone: c.customerPhone,
          consent: true,
          consentVersion: MEMBERSHIP_CONSENT_VERSION,
        })
      ).statusCode,
    ).toBe(200);
    const sale = okJson<{ invoiceId: number }>(
      await api.post('/pos/create-order-and-invoice', {
        cart: [cartLine(c.items.water, 1)],
        deliveryType: 'takeaway',
        customerType: 'CUSTOMER',
        customerId: c.customerPhone,
        tableId: null,
        paymentTypeId: c.paymentTypes.cash,
        ...WATER,
      }),
    );
    const member = async () =>
      okJson<{ member: { balance: number; lifetime: number } }>(await api.get(`/membership/members/${c.customerPhone}`))
        .member;
    expect(await member()).toMatchObject({ balance: 40, lifetime: 40 });
    okJson(await api.post(`/invoices/${sale.invoiceId}/void`, { reason: 'Error de cobro' }));
    expect(await member()).toMatchObject({ balance: 0, lifetime: 0 });
    const kinds = await db()
      .selectFrom('loyalty_movements')
      .select('kind')
      .where('invoice_id', '=', sale.invoiceId)
      .execute();
    expect(kinds.map((k) => k.kind).sort()).toEqual(['earn', 'reverse']);
  });

  it('returns the stock of lines the kitchen had not started and records the started ones as waste', async () => {
    const inv = inventoryClient(api);
    const bun = await inv.ingredient('Pan de hamburguesa', 'unidad', 500, 10);
    await inv.recipe(c.items.burger, [{ ingredientId: bun, quantity: 1 }]);
    const sale = okJson<{ invoiceId: number; orderId: number }>(
      await api.post('/pos/create-order-and-invoice', {
        cart: [cartLine(c.items.burger, 2), cartLine(c.items.burger, 1, { notes: 'sin salsa' })],
        deliveryType: 'takeaway',
        customerType: 'WALKIN',
        customerId: null,
        tableId: null,
        paymentTypeId: c.paymentTypes.cash,
        netTotal: 60_000,
        taxTotal: 11_400,
        total: 71_400,
      }),
    );
    expect(await inv.stockOf(bun)).toBe(7);
    const [twoBurgers, oneBurger] = (
      await db().selectFrom('order_items').select('id').where('order_id', '=', sale.orderId).orderBy('id').execute()
    ).map((l) => l.id);
    await db().updateTable('order_items').set({ status: 'preparing' }).where('id', '=', oneBurger).execute();

    okJson(await api.post(`/invoices/${sale.invoiceId}/void`, { reason: 'Pedido equivocado' }));
    // Two buns back from the line not started; the started one comes back and leaves as waste.
    expect(await inv.stockOf(bun)).toBe(9);
    const moves = await db()
      .selectFrom('stock_movements')
      .select(['kind', 'quantity', 'order_item_id'])
      .where('kind', 'in', ['void_return', 'waste'])
      .orderBy('id')
      .execute();
    // Quantities are stored in thousandths of the unit.
    expect(moves.map((m) => [m.kind, Number(m.quantity) / 1000, m.order_item_id])).toEqual([
      ['void_return', 2, twoBurgers],
      ['void_return', 1, oneBurger],
      ['waste', -1, oneBurger],
    ]);
  });

  /** Two burgers at the table (one line, a bun each from 10), then the table cut in two bills, both paid. */
  const splitBurgers = async (cut: (line: number) => object) => {
    const inv = inventoryClient(api);
    const bun = await inv.ingredient('Pan de hamburguesa', 'unidad', 1_000, 10);
    await inv.recipe(c.items.burger, [{ ingredientId: bun, quantity: 1 }]);
    const placed = await placeOrder(t, (await t.signIn()) as string, [cartLine(c.items.burger, 2)], {
      tableId: c.table,
    });
    const line = (
      await db().selectFrom('order_items').select('id').where('order_id', '=', placed.orderId).executeTakeFirstOrThrow()
    ).id;
    const split = okJson<{ split: { bills: { id: number; total: number }[] } }>(
      await api.post('/orders/bills/split', { tableId: c.table, ...cut(line) }),
    ).split;
    const invoices: number[] = [];
    for (const bill of split.bills) {
      const paid = await api.post(`/orders/bills/${bill.id}/pay`, {
        payments: [{ paymentTypeId: c.paymentTypes.cash, amount: bill.total }],
      });
      invoices.push(okJson<{ invoiceId: number }>(paid).invoiceId);
    }
    expect(await inv.stockOf(bun)).toBe(8);
    return { bun, line, invoices, stock: () => inv.stockOf(bun) };
  };
  const returns = async (line: number) =>
    (
      await db()
        .selectFrom('stock_movements')
        .select(['kind', 'quantity'])
        .where('order_item_id', '=', line)
        .where('kind', 'in', ['void_return', 'waste'])
        .orderBy('id')
        .execute()
    ).map((m) => [m.kind, Number(m.quantity) / 1000]);

  it("gives back a split bill's units of a line the other bill shares, and the rest with the last void", async () => {
    const s = await splitBurgers((line) => ({
      mode: 'items',
      parts: [[{ lineId: line, quantity: 1 }], [{ lineId: line, quantity: 1 }]],
    }));
    okJson(await api.post(`/invoices/${s.invoices[0]}/void`, { reason: 'Mal cobrada' }));
    expect(await s.stock()).toBe(9);
    // Voided twice: the second answers 409 and gives nothing more back.
    expect((await api.post(`/invoices/${s.invoices[0]}/void`, { reason: 'Mal cobrada' })).statusCode).toBe(409);
    expect(await s.stock()).toBe(9);
    okJson(await api.post(`/invoices/${s.invoices[1]}/void`, { reason: 'Mal cobrada' }));
    expect(await s.stock()).toBe(10);
    expect(await returns(s.line)).toEqual([
      ['void_return', 1],
      ['void_return', 1],
    ]);
  });

  it("gives back an equal split's lines only once its last bill is voided", async () => {
    const s = await splitBurgers(() => ({ mode: 'equal', parts: 2 }));
    okJson(await api.post(`/invoices/${s.invoices[1]}/void`, { reason: 'Mal cobrada' }));
    // Half of each bill is money, not units: no half bun comes back.
    expect(await s.stock()).toBe(8);
    expect(await returns(s.line)).toEqual([]);
    okJson(await api.post(`/invoices/${s.invoices[0]}/void`, { reason: 'Mal cobrada' }));
    expect(await s.stock()).toBe(10);
    expect(await returns(s.line)).toEqual([['void_return', 2]]);
  });

  it("voids one split bill's invoice and leaves the other bill paid", async () => {
    const card = await addPaymentType(t, 'Tarjeta');
    const placed = await placeOrder(t, (await t.signIn()) as string, [cartLine(c.items.water, 2)], {
      tableId: c.table,
    });
    const split = okJson<{ split: { bills: { id: number; total: number }[] } }>(
      await api.post('/orders/bills/split', { tableId: c.table, mode: 'equal', parts: 2 }),
    ).split;
    const pay = async (bill: { id: number; total: number }, type: number) =>
      okJson<{ invoiceId: number }>(
        await api.post(`/orders/bills/${bill.id}/pay`, { payments: [{ paymentTypeId: type, amount: bill.total }] }),
      ).invoiceId;
    const cashInvoice = await pay(split.bills[0], c.paymentTypes.cash);
    const cardInvoice = await pay(split.bills[1], card);

    const answer = okJson<InvoiceVoidResponse>(
      await api.post(`/invoices/${cashInvoice}/void`, { reason: 'Mal cobrada' }),
    );
    expect(answer.refund).toEqual({ total: 4_000, cash: 4_000 });
    const invoices = await db().selectFrom('invoices').select(['id', 'voided_at']).orderBy('id').execute();
    expect(invoices.map((i) => [i.id, i.voided_at !== null])).toEqual([
      [cashInvoice, true],
      [cardInvoice, false],
    ]);
    const bills = await db().selectFrom('bills').select(['invoice_id', 'status']).orderBy('id').execute();
    expect(bills).toEqual([
      { invoice_id: cashInvoice, status: 'paid' },
      { invoice_id: cardInvoice, status: 'paid' },
    ]);
    const report = okJson<ReportResponse>(await api.get(`/reports${TODAY}`));
    expect(report).toMatchObject({ revenueTotal: 4_000, invoicesCount: 1 });
    const order = await db()
      .selectFrom('orders')
      .select('payment_status')
      .where('id', '=', placed.orderId)
      .executeTakeFirstOrThrow();
    expect(order.payment_status).toBe('paid');
  });
});
