import type { ReportResponse } from '@comandero/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, type TestApp } from '../../../test/test-app.js';
import { drawerClient, okJson, TERMINAL_A, type DrawerClient } from '../../../test/fixtures/cash-drawer.js';
import { cartLine, openPosApp, type PosCatalogue } from '../../../test/fixtures/orders.js';
import { reportsService } from './reports.service.js';

const BURGER = { netTotal: 20_000, taxTotal: 3_800, total: 23_800 };

/*
 * Today's part of the month report is kept and, after a new order or invoice, only the new rows are
 * read and added (report-part-fold.ts). After every write the answer must be, to the byte, what a
 * service with nothing kept computes from the database now.
 */
describe.each(testDatabases)("the month report's today folded with the new rows on %s", (kind) => {
  let t: TestApp;
  let c: PosCatalogue;
  let cookie: string;
  let drawer: DrawerClient;

  beforeAll(async () => {
    ({ t, c, cookie } = await openPosApp(kind));
    drawer = drawerClient(t, cookie, TERMINAL_A);
    await drawer.open(0);
  });
  afterAll(async () => {
    await t.close();
  });

  const month = async (): Promise<ReportResponse> => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/reports?type=this_month', headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    const fresh = await reportsService(t.deps).report({ type: 'this_month' });
    expect(res.body).toBe(JSON.stringify(fresh));
    return fresh;
  };
  const order = async (phone: string | null = null) =>
    okJson<{ orderId: number }>(
      await drawer.post('/pos/create-order', {
        cart: [cartLine(c.items.water, 1)],
        deliveryType: 'takeaway',
        customerType: phone ? 'CUSTOMER' : 'WALKIN',
        customerId: phone ? { phone } : null,
        tableId: null,
      }),
    );
  const paidWithTip = async (tip: number, phone: string | null = null) =>
    okJson<{ orderId: number; invoiceId: number }>(
      await drawer.post('/pos/create-order-and-invoice', {
        cart: [cartLine(c.items.burger, 1)],
        deliveryType: 'dinein',
        customerType: phone ? 'CUSTOMER' : 'WALKIN',
        customerId: phone ? { phone } : null,
        tableId: c.table,
        paymentTypeId: c.paymentTypes.cash,
        tip,
        ...BURGER,
      }),
    );
  /** PostgreSQL: the next order's id, as if a transaction had taken the ids up to it and not yet committed. */
  const nextOrderIdAfter = async (id: number) => {
    if (kind === 'postgres')
      await sql`SELECT setval(pg_get_serial_sequence('orders', 'id'), ${id})`.execute(t.database.db);
  };

  it('equals a whole read after new orders, a repeated customer, paid sales with tips, a late commit and a void', async () => {
    const first = await month();
    await order();
    expect((await month()).ordersCount).toBe(first.ordersCount + 1);

    // The catalogue's customer: a customer of today once, then a repeated one (kept part and new rows).
    await order(c.customerPhone);
    expect(await month()).toMatchObject({ totalCustomers: 1, repeatedCustomers: 0 });
    await order(c.customerPhone);
    expect(await month()).toMatchObject({ totalCustomers: 1, repeatedCustomers: 1 });

    // Paid at once with a tip: an order and its invoice, both new.
    const sale = await paidWithTip(2_000);
    expect(await month()).toMatchObject({ tipsTotal: 2_000, paidOrdersCount: 1 });
    await paidWithTip(1_000, c.customerPhone);
    expect(await month()).toMatchObject({ tipsTotal: 3_000, paidOrdersCount: 2 });

    // An order with a higher id is kept; then one with a lower id commits (PostgreSQL).
    const high = await order();
    await nextOrderIdAfter(high.orderId + 100);
    const higher = await order();
    const before = await month();
    await nextOrderIdAfter(high.orderId + 50);
    const low = await order();
    if (kind === 'postgres') expect(low.orderId).toBeLessThan(higher.orderId);
    expect((await month()).ordersCount).toBe(before.ordersCount + 1);
    await nextOrderIdAfter(higher.orderId + 10);

    // A void (an edit): the whole day is read again, and later orders fold on that.
    const voided = await drawer.post(`/invoices/${sale.invoiceId}/void`, { reason: 'Cliente devolvió el pedido' });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(await month()).toMatchObject({ tipsTotal: 1_000, paidOrdersCount: 1 });
    await order(c.customerPhone);
    await paidWithTip(500);
    expect(await month()).toMatchObject({ tipsTotal: 1_500, paidOrdersCount: 2 });
  });
});
