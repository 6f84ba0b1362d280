import { DATE_FILTER_MESSAGES, UNSPECIFIED_PAYMENT_TYPE } from '@comandero/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app.js';
import { movableClock, seedMidnightStory, signInAt, type MidnightStory } from '../../../test/fixtures/back-office.js';

/*
 * The story (Bogotá local times; UTC is 5 hours later), totals in pesos:
 *
 * | order | local time        | customer | lines                          | paid with      | total  | net    | tax   |
 * | o1    | Fri 13th 10:00    | Ana      | burger, café                   | Efectivo       | 26.800 | 23.000 | 3.800 |
 * | o2    | Fri 13th 23:30 (*) | Beto     | water ×2                       | Nequi          | 8.000  | 8.000  | 0     |
 * | o3    | Sat 14th 00:30    | Ana      | burger ×2                      | Tarjeta        | 47.600 | 40.000 | 7.600 |
 * | o4    | Sat 14th 12:00    | walk-in  | water, café, lemonade (line cancelled) | unpaid |        |        |       |
 * | o5    | Sat 14th 21:00 (*) | Beto     | burger, water                  | none given     | 27.800 | 24.000 | 3.800 |
 * | o6    | Sat 14th 21:30    | Carla    | bread ×5 — order cancelled     | unpaid         |        |        |       |
 * | o7    | Sun 15th 00:10    | Ana      | burger, café                   | Efectivo       | 26.800 | 23.000 | 3.800 |
 * (*) already the next day in UTC.
 * Customers registered: Ana Feb 20th, Beto 13th 15:00, Carla 14th 20:00, Dora 15th 08:00.
 * The reports are asked on Sunday 15th at 09:00.
 */
describe.each(testDatabases)('reports on %s', (kind) => {
  let t: TestApp;
  let story: MidnightStory;
  let cookie: string;
  const clock = movableClock('2026-03-15T14:00:00Z');

  beforeAll(async () => {
    t = await createTestApp(kind, { clock });
    story = await seedMidnightStory(t, clock);
    cookie = await signInAt(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const report = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/reports?${query}`, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('yesterday (Saturday the 14th) counts the 00:30 and 21:00 orders and leaves out 23:30 of the 13th', async () => {
    expect(await report('type=yesterday')).toEqual({
      ordersCount: 3, // o3, o4, o5 (o6 cancelled)
      averageOrderValue: 37_700, // 75.400 / 2 paid orders
      totalCustomers: 2, // Ana, Beto
      newCustomers: 1, // Carla
      repeatedCustomers: 2, // Ana (o1 before), Beto (o2 before)
      revenueTotal: 75_400, // 47.600 + 27.800
      netRevenue: 64_000, // 40.000 + 24.000
      taxTotal: 11_400, // 7.600 + 3.800
      currency: 'COP',
      paidOrdersCount: 2,
      invoicesCount: 2,
      type: 'yesterday',
      from: '2026-03-14',
      to: '2026-03-14',
      revenuePerDay: [{ day: '2026-03-14', total: 75_400 }],
      revenuePerPaymentType: [
        { paymentTypeId: story.paymentTypes.card, title: 'Tarjeta', total: 47_600 },
        { paymentTypeId: null, title: UNSPECIFIED_PAYMENT_TYPE, total: 27_800 },
      ],
      // No split bill, so no voluntary tip.
      tipsTotal: 0,
      tipsPerDay: [{ day: '2026-03-14', total: 0 }],
      tipsPerUser: [],
    });
  });

  it('a custom range over both days', async () => {
    expect(await report('type=custom&from=2026-03-13&to=2026-03-14')).toMatchObject({
      ordersCount: 5,
      averageOrderValue: 27_550, // 110.200 / 4
      totalCustomers: 2,
      newCustomers: 2, // Beto, Carla
      repeatedCustomers: 2,
      revenueTotal: 110_200, // 26.800 + 8.000 + 47.600 + 27.800
      netRevenue: 95_000,
      taxTotal: 15_200,
      paidOrdersCount: 4,
      invoicesCount: 4,
      revenuePerDay: [
        { day: '2026-03-13', total: 34_800 },
        { day: '2026-03-14', total: 75_400 },
      ],
      revenuePerPaymentType: [
        { paymentTypeId: story.paymentTypes.card, title: 'Tarjeta', total: 47_600 },
        { paymentTypeId: null, title: UNSPECIFIED_PAYMENT_TYPE, total: 27_800 },
        { paymentTypeId: story.paymentTypes.cash, title: 'Efectivo', total: 26_800 },
        { paymentTypeId: story.paymentTypes.nequi, title: 'Nequi', total: 8_000 },
      ],
    });
  });

  it('today (Sunday), the default', async () => {
    const today = await report('');
    expect(today).toMatchObject({
      type: 'today',
      from: '2026-03-15',
      ordersCount: 1,
      averageOrderValue: 26_800,
      totalCustomers: 1,
      newCustomers: 1, // Dora
      repeatedCustomers: 1, // Ana
      revenueTotal: 26_800,
      netRevenue: 23_000,
      taxTotal: 3_800,
      revenuePerDay: [{ day: '2026-03-15', total: 26_800 }],
    });
  });

  it('this month, last 7 days and last month', async () => {
    const month = await report('type=this_month');
    expect(month).toMatchObject({
      from: '2026-03-01',
      to: '2026-03-31',
      ordersCount: 6,
      paidOrdersCount: 5,
      averageOrderValue: 27_400, // 137.000 / 5
      revenueTotal: 137_000,
      netRevenue: 118_000,
      taxTotal: 19_000,
      totalCustomers: 2,
      newCustomers: 3, // Beto, Carla, Dora
      repeatedCustomers: 2,
    });
    expect(month.revenuePerDay).toHaveLength(31);
    expect(month.revenuePerDay.filter((d: { total: number }) => d.total > 0)).toEqual([
      { day: '2026-03-13', total: 34_800 },
      { day: '2026-03-14', total: 75_400 },
      { day: '2026-03-15', total: 26_800 },
    ]);
    const week = await report('type=last_7days');
    expect(week).toMatchObject({ from: '2026-03-09', to: '2026-03-15', revenueTotal: 137_000, ordersCount: 6 });
    const february = await report('type=last_month');
    expect(february).toMatchObject({
      from: '2026-02-01',
      to: '2026-02-28',
      ordersCount: 0,
      averageOrderValue: 0,
      revenueTotal: 0,
      newCustomers: 1, // Ana
      revenuePerPaymentType: [],
    });
    expect(february.revenuePerDay).toHaveLength(28);
  });

  it('from=null&to=null (the spec client with no custom range) reads as no bounds, not a bad date', async () => {
    const yesterday = await report('type=yesterday');
    expect(yesterday.ordersCount).toBe(3);
    expect(await report('type=yesterday&from=null&to=null')).toEqual(yesterday);
    expect(await report('type=last_7days&from=undefined&to=undefined')).toEqual(await report('type=last_7days'));
    // A custom range with no bounds is its default: today to the same day next month.
    expect(await report('type=custom&from=null&to=null')).toMatchObject({
      type: 'custom',
      from: '2026-03-15',
      to: '2026-04-15',
    });
  });

  it('refuses tomorrow, unknown types and reversed ranges in Spanish', async () => {
    for (const [query, message] of [
      ['type=tomorrow', DATE_FILTER_MESSAGES.reportTypeInvalid],
      ['type=siempre', DATE_FILTER_MESSAGES.reportTypeInvalid],
      ['type=custom&from=2026-03-14&to=2026-03-13', DATE_FILTER_MESSAGES.rangeReversed],
      ['type=custom&from=14-03-2026', DATE_FILTER_MESSAGES.dateInvalid],
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/reports?${query}`, headers: { cookie } });
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toEqual({ message });
    }
  });

  it('exports the report as CSV for a Colombian spreadsheet', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/reports/export.csv?type=custom&from=2026-03-13&to=2026-03-14',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="informe-2026-03-13-a-2026-03-14.csv"');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines).toContain('Pedidos;5');
    expect(lines).toContain('Valor promedio del pedido (pesos);27550,00');
    expect(lines).toContain('Ingresos totales (pesos);110200,00');
    expect(lines).toContain('Impuestos (pesos);15200,00');
    expect(lines).toContain('Día;Ingresos (pesos)');
    expect(lines).toContain('2026-03-13;34800,00');
    expect(lines).toContain('Tipo de pago;Ingresos (pesos)');
    expect(lines).toContain('Nequi;8000,00');
  });
});
