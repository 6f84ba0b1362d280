import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../../test/test-app.js';
import { ADMIN } from '../../../test/test-app.js';
import { cartLine, seedPosCatalogue, type PosCatalogue } from '../pos/pos-test-fixtures.js';
import { openStoreDrawer } from '../cash-drawer/cash-drawer-fixtures.js';

/** A clock the test moves; all requests run at its time. */
export function movableClock(iso: string) {
  let at = new Date(iso);
  return { now: () => at, set: (next: string) => (at = new Date(next)) };
}
export type MovableClock = ReturnType<typeof movableClock>;

/**
 * Signs in at the app clock's time. The cookies are taken as set, whatever their expiry by the real
 * clock: the story below happens in March 2026 whatever day the tests run.
 */
export async function signInAt(t: TestApp, username = ADMIN.username, password = ADMIN.password) {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/signin', payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return (res.cookies as { name: string; value: string }[]).map((c) => `${c.name}=${c.value}`).join('; ');
}

/** Bogotá is UTC-5 all year: a local wall time as the UTC instant the server stores. */
export const bogota = (local: string) => new Date(Date.parse(`${local}:00Z`) + 5 * 3_600_000).toISOString();

function ok(res: LightMyRequestResponse) {
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json();
}

export type MidnightStory = Awaited<ReturnType<typeof seedMidnightStory>>;

/**
 * Orders and invoices around midnight of Saturday 2026-03-14 in Bogotá, placed through the real
 * POS routes at their own times (see the table in reports.api.test.ts for the hand-made totals).
 * Prices: Hamburguesa 20.000 + 19 % IVA exclusive (23.800 paid), Agua 4.000, Café 3.000, no tax.
 */
export async function seedMidnightStory(t: TestApp, clock: MovableClock) {
  const c: PosCatalogue = await seedPosCatalogue(t.database.db);
  const db = t.database.db;
  const { id: cafe } = await db
    .insertInto('menu_items')
    .values({
      title: 'Café',
      price: 300_000,
      net_price: null,
      category_id: c.categoryId,
      tax_id: null,
      created_at: '',
      updated_at: '',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const newPayment = async (title: string) =>
    (
      await db
        .insertInto('payment_types')
        .values({ title, is_active: 1, created_at: '' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const card = await newPayment('Tarjeta');
  const nequi = await newPayment('Nequi');
  // The catalogue's own customer (created at the real time) stays out of the story.
  await db.deleteFrom('customers').where('phone', '=', c.customerPhone).execute();

  const at = async (local: string) => {
    clock.set(bogota(local));
    return signInAt(t);
  };
  const addCustomer = async (local: string, phone: string, name: string) => {
    const cookie = await at(local);
    ok(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/customers/add',
        payload: { phone, name },
        headers: { cookie },
      }),
    );
  };
  const order = async (
    local: string,
    phone: string | null,
    cart: object[],
    paid?: { net: number; tax: number; paymentTypeId?: number },
  ): Promise<{ orderId: number; invoiceId?: number }> => {
    const cookie = await at(local);
    const payload = {
      cart,
      deliveryType: 'takeaway',
      customerType: phone ? 'CUSTOMER' : 'WALKIN',
      customerId: phone ? { phone } : null,
      tableId: null,
      ...(paid
        ? { netTotal: paid.net, taxTotal: paid.tax, total: paid.net + paid.tax, paymentTypeId: paid.paymentTypeId }
        : {}),
    };
    const url = paid ? '/api/v1/pos/create-order-and-invoice' : '/api/v1/pos/create-order';
    return ok(await t.app.inject({ method: 'POST', url, payload, headers: { cookie } }));
  };

  // A cashier opens the store's drawer before the first sale: its cash (no terminal named) lands
  // there, as cash needs an open drawer (issue 18).
  await openStoreDrawer(t, await at('2026-02-20T08:00'));

  const ana = '3001000001';
  const beto = '3001000002';
  const carla = '3001000003';
  const dora = '3001000004';
  await addCustomer('2026-02-20T10:00', ana, 'Ana Ríos');
  await addCustomer('2026-03-13T15:00', beto, 'Beto Díaz');
  const o1 = await order('2026-03-13T10:00', ana, [cartLine(c.items.burger, 1), cartLine(cafe, 1)], {
    net: 23_000,
    tax: 3_800,
    paymentTypeId: c.paymentTypes.cash,
  });
  // 23:30 on the 13th in Bogotá is already the 14th in UTC.
  const o2 = await order('2026-03-13T23:30', beto, [cartLine(c.items.water, 2)], {
    net: 8_000,
    tax: 0,
    paymentTypeId: nequi,
  });
  const o3 = await order('2026-03-14T00:30', ana, [cartLine(c.items.burger, 2)], {
    net: 40_000,
    tax: 7_600,
    paymentTypeId: card,
  });
  const o4 = await order('2026-03-14T12:00', null, [
    cartLine(c.items.water, 1),
    cartLine(cafe, 1),
    cartLine(c.items.lemonade, 1),
  ]);
  await addCustomer('2026-03-14T20:00', carla, 'Carla Gómez');
  // 21:00 on the 14th in Bogotá is 02:00 on the 15th in UTC; paid by a spec client, without a payment type.
  const o5 = await order('2026-03-14T21:00', beto, [cartLine(c.items.burger, 1), cartLine(c.items.water, 1)], {
    net: 24_000,
    tax: 3_800,
  });
  const o6 = await order('2026-03-14T21:30', carla, [cartLine(c.items.bread, 5)]);
  const o7 = await order('2026-03-15T00:10', ana, [cartLine(c.items.burger, 1), cartLine(cafe, 1)], {
    net: 23_000,
    tax: 3_800,
    paymentTypeId: c.paymentTypes.cash,
  });
  await addCustomer('2026-03-15T08:00', dora, 'Dora Peña');

  // Carla's order is cancelled, and so is the lemonade line of the walk-in order.
  await db.updateTable('orders').set({ status: 'cancelled' }).where('id', '=', o6.orderId).execute();
  await db
    .updateTable('order_items')
    .set({ status: 'cancelled' })
    .where('order_id', '=', o4.orderId)
    .where('item_id', '=', c.items.lemonade)
    .execute();
  clock.set(bogota('2026-03-15T09:00'));
  return {
    catalogue: c,
    items: { cafe },
    paymentTypes: { card, nequi, cash: c.paymentTypes.cash },
    customers: { ana, beto, carla, dora },
    orders: { o1, o2, o3, o4, o5, o6, o7 },
  };
}
