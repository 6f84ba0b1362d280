import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app.js';
import { cartLine } from '../../../test/fixtures/pos.js';
import {
  bogota,
  movableClock,
  seedMidnightStory,
  signInAt,
  type MidnightStory,
} from '../../../test/fixtures/back-office.js';

/** The story of reports.api.test.ts, seen from the dashboard on Sunday 15th at 09:00 in Bogotá. */
describe.each(testDatabases)('GET /dashboard on %s', (kind) => {
  let t: TestApp;
  let story: MidnightStory;
  let cookie: string;
  const clock = movableClock('2026-03-15T14:00:00Z');

  beforeAll(async () => {
    t = await createTestApp(kind, { clock });
    story = await seedMidnightStory(t, clock);
    cookie = await signInAt(t);
    const book = async (local: string, status: string, peopleCount: number, who = cookie) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/reservations/add',
        payload: { customerId: story.customers.beto, date: local, tableId: story.catalogue.table, status, peopleCount },
        headers: { cookie: who },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    // Yesterday's was booked yesterday afternoon: a time already past is refused (issue 18).
    clock.set('2026-03-14T20:00:00Z');
    await book('2026-03-14T23:00', 'booked', 2, await signInAt(t));
    clock.set('2026-03-15T14:00:00Z');
    await book('2026-03-15T20:00', 'booked', 4); // tonight
    await book('2026-03-15T13:00', 'paid', 3); // lunch today
    await book('2026-03-15T20:30', 'cancelled', 6); // cancelled: not shown
    await book('2026-03-16T00:30', 'booked', 2); // after midnight: tomorrow
  });
  afterAll(async () => {
    await t.close();
  });

  const dashboard = async (who = cookie) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/dashboard', headers: { cookie: who } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it("answers today's figures in the store's zone", async () => {
    const body = await dashboard();
    expect(body).toMatchObject({
      ordersCount: 1, // o7 at 00:10
      newCustomerCount: 1, // Dora
      repeatedCustomerCount: 1, // Ana, who ordered before
      currency: 'COP',
    });
    expect(
      body.reservations.map((r: { date: string; people_count: number; customer_name: string; table_title: string }) => [
        r.date,
        r.people_count,
        r.customer_name,
        r.table_title,
      ]),
    ).toEqual([
      [bogota('2026-03-15T13:00'), 3, 'Beto Díaz', 'Mesa 1'],
      [bogota('2026-03-15T20:00'), 4, 'Beto Díaz', 'Mesa 1'],
    ]);
    expect(body.reservations[0]).toMatchObject({ customer_id: story.customers.beto, status: 'paid' });
  });

  it('top-selling items: distinct orders of the last 7 days, cancelled orders and lines left out, ties by title', async () => {
    expect((await dashboard()).topSellingItems).toEqual([
      // o1, o3, o5, o7; its one variant (Doble, 28.000) replaces its own price: the range is that price.
      {
        id: story.catalogue.items.burger,
        title: 'Hamburguesa',
        price: 20_000,
        orders_count: 4,
        price_from: 28_000,
        price_to: 28_000,
      },
      { id: story.catalogue.items.water, title: 'Agua', price: 4_000, orders_count: 3 }, // o2 (one line of 2), o4, o5
      { id: story.items.cafe, title: 'Café', price: 3_000, orders_count: 3 }, // o1, o4, o7
    ]);
  });

  it('adds the variant range to an item with variants (issue 18: "desde"), keeping the spec fields', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/menu-items/variants/${story.catalogue.items.burger}/add`,
      payload: { title: 'Sencilla', price: 16_000 },
      headers: { cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [burger, water] = (await dashboard()).topSellingItems;
    expect(burger).toEqual({
      id: story.catalogue.items.burger,
      title: 'Hamburguesa',
      price: 20_000,
      orders_count: 4,
      price_from: 16_000,
      price_to: 28_000,
    });
    expect(water).not.toHaveProperty('price_from');
    expect(water).not.toHaveProperty('price_to');
  });

  it('sees a change at once, on this instance or through the database', async () => {
    const before = await dashboard();
    expect(await dashboard()).toEqual(before);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/pos/create-order',
      payload: {
        cart: [cartLine(story.items.cafe, 1)],
        deliveryType: 'takeaway',
        customerType: 'WALKIN',
        customerId: null,
        tableId: null,
      },
      headers: { cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await dashboard()).ordersCount).toBe(before.ordersCount + 1);
    await t.database.db
      .updateTable('orders')
      .set({ status: 'cancelled' })
      .where('id', '=', res.json().orderId)
      .execute();
    expect(await dashboard()).toEqual(before);
  });

  it('counts 0 on an empty day and only a DASHBOARD holder may ask', async () => {
    clock.set(bogota('2026-03-20T09:00'));
    const later = await signInAt(t);
    expect(await dashboard(later)).toMatchObject({
      reservations: [],
      ordersCount: 0,
      newCustomerCount: 0,
      repeatedCustomerCount: 0,
    });
    // Still inside the 7-day window (14th … 20th): o3, o4, o5, o7 remain.
    expect((await dashboard(later)).topSellingItems.map((i: { orders_count: number }) => i.orders_count)).toEqual([
      3, 2, 2,
    ]);
    await t.createUser('cajero2', { scope: 'POS' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/dashboard',
      headers: { cookie: await signInAt(t, 'cajero2', 'user-pass-123') },
    });
    expect(res.statusCode).toBe(403);
  });
});
