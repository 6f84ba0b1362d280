import type { BillSplitView, ReportResponse } from '@comandero/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app.js';
import { openStoreDrawer } from '../../../test/fixtures/cash-drawer.js';
import { addPaymentType, splitOf } from '../../../test/fixtures/bills.js';
import { cartLine, placeOrder, seedPosCatalogue, type PosCatalogue } from '../../../test/fixtures/orders.js';

/*
 * Two tables, in pesos (burger 20.000 + 19 % IVA = 23.800, water 4.000 without tax):
 * - Mesa 1, opened by Ana (second round by Beto): burger ×2 + water ×2 = 55.600, net 48.000, split in
 *   two equal bills of 27.800 (net 24.000, suggested tip 2.400).
 *   Bill 1: tip 2.400, due 30.200, paid 15.100 card + 15.100 cash → its 27.800 counts 13.900 in each.
 *   Bill 2: tip 1.000, due 28.800, all card → 27.800 card.
 * - Mesa 2, opened by Beto: burger = 23.800, two equal bills of 11.900.
 *   Bill 1: tip 500, 12.400 cash → 11.900 cash. Bill 2: no tip, 11.900 card.
 * Revenue 79.400 = card 53.600 + cash 25.800; tips 3.900 = Ana 3.400 + Beto 500.
 */
describe.each(testDatabases)('tips and split payments in the report on %s', (kind) => {
  let t: TestApp;
  let c: PosCatalogue;
  let admin: string;
  let card: number;
  const users: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp(kind);
    c = await seedPosCatalogue(t.database.db);
    admin = await t.signIn();
    // Cash needs an open drawer (issue 18); these requests name no terminal, so it is the store's.
    await openStoreDrawer(t, admin);
    card = await addPaymentType(t, 'Tarjeta');
    for (const name of ['ana', 'beto']) {
      await t.createUser(name, { scope: 'POS,ORDERS' });
      const row = await t.database.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', name)
        .executeTakeFirstOrThrow();
      users[name] = row.id;
    }
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, payload: object, cookie = admin) =>
    t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers: { cookie } });
  const halves = async (tableId: number) =>
    splitOf(await post('/orders/bills/split', { tableId, mode: 'equal', parts: 2 })).bills;
  const tip = async (billId: number, amount: number) =>
    expect((await post(`/orders/bills/${billId}/tip`, { tip: amount })).statusCode).toBe(200);
  const pay = async (billId: number, payments: object[]) => {
    const res = await post(`/orders/bills/${billId}/pay`, { payments });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().split as BillSplitView;
  };

  it('adds tips per day and per waiter, and shares a several-payment invoice among its types', async () => {
    const ana = await t.signIn('ana', 'user-pass-123');
    const beto = await t.signIn('beto', 'user-pass-123');
    const now = new Date().toISOString();
    const { id: table2 } = await t.database.db
      .insertInto('store_tables')
      .values({ table_title: 'Mesa 2', floor: 'Primer piso', seating_capacity: 2, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await placeOrder(t, ana, [cartLine(c.items.burger, 1), cartLine(c.items.water, 2)], { tableId: c.table });
    await placeOrder(t, beto, [cartLine(c.items.burger, 1)], { tableId: c.table });
    await placeOrder(t, beto, [cartLine(c.items.burger, 1)], { tableId: table2 });

    const [one, two] = await halves(c.table);
    expect([one.total, two.total, one.suggestedTip]).toEqual([27_800, 27_800, 2_400]);
    await tip(one.id, 2_400);
    await pay(one.id, [
      { paymentTypeId: card, amount: 15_100 },
      { paymentTypeId: c.paymentTypes.cash, amount: 15_100, tendered: 20_000 },
    ]);
    await tip(two.id, 1_000);
    await pay(two.id, [{ paymentTypeId: card, amount: 28_800 }]);

    const [three, four] = await halves(table2);
    expect([three.total, four.total]).toEqual([11_900, 11_900]);
    await tip(three.id, 500);
    await pay(three.id, [{ paymentTypeId: c.paymentTypes.cash, amount: 12_400, tendered: 12_400 }]);
    expect((await pay(four.id, [{ paymentTypeId: card, amount: 11_900 }])).status).toBe('paid');

    const res = await t.app.inject({ method: 'GET', url: '/api/v1/reports?type=today', headers: { cookie: admin } });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json() as ReportResponse;
    expect(report).toMatchObject({ revenueTotal: 79_400, invoicesCount: 4, tipsTotal: 3_900 });
    expect(report.revenuePerPaymentType).toEqual([
      { paymentTypeId: card, title: 'Tarjeta', total: 53_600 },
      { paymentTypeId: c.paymentTypes.cash, title: 'Efectivo', total: 25_800 },
    ]);
    expect(report.tipsPerDay).toEqual([{ day: report.from, total: 3_900 }]);
    expect(report.tipsPerUser).toEqual([
      { userId: users.ana, name: 'ana', total: 3_400 },
      { userId: users.beto, name: 'beto', total: 500 },
    ]);

    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/v1/reports/export.csv?type=today',
      headers: { cookie: admin },
    });
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines).toContain('Propinas voluntarias (pesos);3900,00');
    expect(lines).toContain('Tarjeta;53600,00');
    expect(lines).toContain('Efectivo;25800,00');
    expect(lines).toContain(`${report.from};3900,00`);
    expect(lines.slice(lines.indexOf('Mesero;Propinas (pesos)') + 1)).toEqual(['ana;3400,00', 'beto;500,00', '']);
  });
});
