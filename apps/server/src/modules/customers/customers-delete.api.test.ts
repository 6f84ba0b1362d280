import { CUSTOMER_MESSAGES } from '@comandero/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app.js';
import { openStoreDrawer } from '../../../test/fixtures/cash-drawer.js';
import { cartLine, seedPosCatalogue, type PosCatalogue } from '../../../test/fixtures/pos.js';

describe.each(testDatabases)('deleting a customer on %s', (kind) => {
  let t: TestApp;
  let c: PosCatalogue;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    c = await seedPosCatalogue(t.database.db);
    cookie = await t.signIn();
    // Cash needs an open drawer (issue 18); these requests name no terminal, so it is the store's.
    await openStoreDrawer(t, cookie);
  });
  afterAll(async () => {
    await t.close();
  });

  const remove = (phone: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/v1/customers/${phone}/delete`, headers: { cookie } });

  it('keeps their paid orders and invoices, with the name on the order', async () => {
    // 4.000 pesos of water, no tax.
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/v1/pos/create-order-and-invoice',
      payload: {
        cart: [cartLine(c.items.water, 1)],
        deliveryType: 'takeaway',
        customerType: 'CUSTOMER',
        customerId: { phone: c.customerPhone },
        tableId: null,
        netTotal: 4000,
        taxTotal: 0,
        total: 4000,
      },
      headers: { cookie },
    });
    expect(paid.statusCode).toBe(200);
    const { orderId, invoiceId } = paid.json();

    const res = await remove(c.customerPhone);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: CUSTOMER_MESSAGES.deleted });
    const db = t.database.db;
    const order = await db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ customer_id: null, customer_name: 'Ana Pérez', total: 400_000 });
    const invoice = await db.selectFrom('invoices').selectAll().where('id', '=', invoiceId).executeTakeFirstOrThrow();
    expect(invoice).toMatchObject({ customer_id: null, total: 400_000 });
    expect((await remove(c.customerPhone)).statusCode).toBe(404);
  });

  it('is refused while a booked reservation lies ahead; past or cancelled ones go with the customer', async () => {
    const db = t.database.db;
    const now = Date.now();
    await db
      .insertInto('customers')
      .values({
        phone: '3109998877',
        name: 'Con reserva',
        name_search: 'con reserva',
        created_at: new Date(now).toISOString(),
        updated_at: '',
      })
      .execute();
    const reserve = (code: string, offsetMs: number, status: string) =>
      db
        .insertInto('reservations')
        .values({
          customer_id: '3109998877',
          date: new Date(now + offsetMs).toISOString(),
          table_id: c.table,
          status,
          notes: null,
          people_count: 2,
          unique_code: code,
          created_by: null,
          created_at: new Date(now).toISOString(),
          updated_at: new Date(now).toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    await reserve('PAST01', -86_400_000, 'booked');
    const ahead = await reserve('NEXT01', 86_400_000, 'booked');

    const refused = await remove('310 999 8877');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: CUSTOMER_MESSAGES.hasUpcomingReservations });
    expect(await db.selectFrom('customers').select('phone').where('phone', '=', '3109998877').execute()).toHaveLength(
      1,
    );

    await db.updateTable('reservations').set({ status: 'cancelled' }).where('id', '=', ahead.id).execute();
    expect((await remove('3109998877')).statusCode).toBe(200);
    const left = await db.selectFrom('reservations').select('id').where('customer_id', '=', '3109998877').execute();
    expect(left).toEqual([]);
  });
});
