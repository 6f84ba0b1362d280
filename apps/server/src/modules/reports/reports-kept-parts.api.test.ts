import type { ReportResponse } from '@comandero/contracts';
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
import { reportsService } from './reports.service.js';

/*
 * The month's report keeps the days before today and reads today's part again after a new order
 * (reports.service.ts). Every write below must show at once, and the kept answer must equal what a
 * service with nothing kept computes from the database. Story: test/fixtures/back-office.ts, asked on
 * Sunday the 15th at 09:00 (Bogotá).
 */
describe.each(testDatabases)('the month report kept by parts on %s', (kind) => {
  let t: TestApp;
  let story: MidnightStory;
  const clock = movableClock('2026-03-15T14:00:00Z');
  const now = bogota('2026-03-15T09:00');

  beforeAll(async () => {
    t = await createTestApp(kind, { clock });
    story = await seedMidnightStory(t, clock);
  });
  afterAll(async () => {
    await t.close();
  });

  const month = async (): Promise<ReportResponse> => {
    clock.set(now);
    const cookie = await signInAt(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/reports?type=this_month', headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    const kept = res.json() as ReportResponse;
    expect(kept).toEqual(await reportsService(t.deps).report({ type: 'this_month' }));
    return kept;
  };

  /** A POS order placed at a local time: an instance whose clock is behind dates it in the past. */
  const order = async (local: string, phone: string | null) => {
    clock.set(bogota(local));
    const cookie = await signInAt(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/pos/create-order',
      headers: { cookie },
      payload: {
        cart: [cartLine(story.catalogue.items.water, 1)],
        customerType: phone ? 'CUSTOMER' : 'WALKIN',
        customerId: phone ? { phone } : null,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { orderId: number }).orderId;
  };

  it('shows a new order of today, one dated in the past, an edit of a past order and a customer added in the past', async () => {
    const first = await month();
    expect(first).toMatchObject({ ordersCount: 6, totalCustomers: 2, repeatedCustomers: 2, newCustomers: 3 });
    expect(await month()).toEqual(first);

    // Carla's only order was cancelled: today's order makes her a customer of the month, not a repeated one.
    await order('2026-03-15T09:00', story.customers.carla);
    expect(await month()).toMatchObject({ ordersCount: 7, totalCustomers: 3, repeatedCustomers: 2 });

    // Dated on the 14th, a day already kept: Dora ordered on no other day.
    await order('2026-03-14T18:00', story.customers.dora);
    expect(await month()).toMatchObject({ ordersCount: 8, totalCustomers: 4, repeatedCustomers: 2 });
    // Dora again today: two orders in the month, one in each part.
    await order('2026-03-15T09:00', story.customers.dora);
    expect(await month()).toMatchObject({ ordersCount: 9, totalCustomers: 4, repeatedCustomers: 3 });

    // Beto's paid order of the 14th is cancelled after the fact: his one order left is the 13th's.
    await t.database.db
      .updateTable('orders')
      .set({ status: 'cancelled' })
      .where('id', '=', story.orders.o5.orderId)
      .execute();
    expect(await month()).toMatchObject({ ordersCount: 8, totalCustomers: 4, repeatedCustomers: 2 });

    clock.set(bogota('2026-03-10T12:00'));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/customers/add',
      payload: { phone: '3001000009', name: 'Elena Mora' },
      headers: { cookie: await signInAt(t) },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await month()).toMatchObject({ newCustomers: 4 });
  });
});
