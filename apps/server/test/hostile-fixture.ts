import { cartLine, seedPosCatalogue } from './fixtures/pos.js';
import { openStoreDrawer } from './fixtures/cash-drawer.js';
import type { TestApp } from './test-app.js';

/**
 * A store with a row behind every kind of id (catalogue, a table, a customer, a reservation, an
 * order with its token, an invoiced order, a second user), so that hostile requests run their
 * queries against real data. Answers the text keys (phones, usernames) that hostile path values
 * must never hit.
 */
export async function seedHostileStore(t: TestApp, cookie: string): Promise<ReadonlySet<string>> {
  const c = await seedPosCatalogue(t.database.db);
  await t.createUser('mesero', { scope: 'POS' });
  const post = async (url: string, payload: object) => {
    const res = await t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers: { cookie } });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  };
  const cart = [cartLine(c.items.burger, 1, { variant_id: c.variants.burgerDouble, addons_ids: [c.addons.cheese] })];
  await post('/pos/create-order', {
    cart,
    deliveryType: 'dinein',
    customerType: 'CUSTOMER',
    customerId: c.customerPhone,
    tableId: c.table,
  });
  // Cash needs an open drawer (issue 18); this request names no terminal, so it is the store's.
  await openStoreDrawer(t, cookie);
  await post('/pos/create-order-and-invoice', {
    cart: [cartLine(c.items.water, 2)],
    deliveryType: 'takeaway',
    customerType: 'WALKIN',
    customerId: null,
    tableId: null,
    netTotal: 8000,
    taxTotal: 0,
    total: 8000,
    paymentTypeId: c.paymentTypes.cash,
  });
  await post('/reservations/add', {
    customerId: c.customerPhone,
    date: '2030-01-15T19:00:00.000Z',
    tableId: c.table,
    peopleCount: 2,
  });
  return new Set(['admin', 'mesero', c.customerPhone]);
}
