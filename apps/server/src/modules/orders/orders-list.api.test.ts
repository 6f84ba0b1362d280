import { DINE_OUT_GROUP_TITLE, type OrderGroup, type PosInitResponse } from '@comandero/contracts';
import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases, type ApiClient, type TestApp } from '../../../test/test-app.js';
import {
  addTable,
  cartLine,
  movableClock,
  placeOrder,
  openPosApp,
  type PosCatalogue,
} from '../../../test/fixtures/orders.js';
import { kitchenOrders, loadOrderRecords, openOrders } from './order-read.repository.js';
import { groupByTable, toWireOrder } from './order-view.js';

describe.each(testDatabases)('GET /orders and /orders/init on %s', (kind) => {
  let t: TestApp;
  let c: PosCatalogue;
  let cookie: string;
  let api: ApiClient;
  const clock = movableClock();

  beforeEach(async () => {
    clock.set(new Date());
    ({ t, c, cookie, api } = await openPosApp(kind, { clock }));
  });
  afterEach(async () => {
    await t.close();
  });

  it('groups open orders per table (natural title order), Dine Out / Delivery last, oldest first, yesterday included', async () => {
    const mesa10 = await addTable(t, 'Mesa 10');
    const mesa2 = await addTable(t, 'Mesa 2');
    clock.set(new Date(Date.now() - 26 * 3600_000));
    const yesterday = await placeOrder(t, cookie, [cartLine(c.items.water, 1)], { tableId: mesa10 });
    clock.set(new Date(Date.now() - 60_000));
    const first = await placeOrder(t, cookie, [cartLine(c.items.water, 1)], { tableId: c.table });
    const takeaway = await placeOrder(t, cookie, [cartLine(c.items.lemonade, 2)]);
    const atMesa2 = await placeOrder(t, cookie, [cartLine(c.items.water, 2)], { tableId: mesa2 });
    const cancelled = await placeOrder(t, cookie, [cartLine(c.items.water, 1)], { tableId: c.table });
    const completed = await placeOrder(t, cookie, [cartLine(c.items.water, 1)]);
    clock.set(new Date());
    const second = await placeOrder(t, cookie, [cartLine(c.items.water, 3)], { tableId: c.table });
    expect((await api.post('/orders/cancel', { orderIds: [cancelled.orderId] })).statusCode).toBe(200);
    expect((await api.post('/orders/complete', { orderIds: [completed.orderId] })).statusCode).toBe(200);

    const res = await api.get('/orders');
    expect(res.statusCode).toBe(200);
    const groups = res.json() as OrderGroup[];
    expect(groups.map((g) => [g.table_id, g.table_title, g.floor, g.order_ids])).toEqual([
      [c.table, 'Mesa 1', 'Primer piso', [first.orderId, second.orderId]],
      [mesa2, 'Mesa 2', 'Primer piso', [atMesa2.orderId]],
      [mesa10, 'Mesa 10', 'Primer piso', [yesterday.orderId]],
      [null, DINE_OUT_GROUP_TITLE, null, [takeaway.orderId]],
    ]);
    expect(groups.map((g) => g.orders.map((o) => o.id))).toEqual(groups.map((g) => g.order_ids));
    expect(groups[2].orders[0].token_no).toBe(1);
  });

  it('answers every spec field of an order and its items, money in pesos from the stored snapshot', async () => {
    const placed = await placeOrder(
      t,
      cookie,
      [
        cartLine(c.items.burger, 2, {
          variant_id: c.variants.burgerDouble,
          addons_ids: [c.addons.cheese, c.addons.bacon],
          notes: 'sin cebolla',
        }),
        cartLine(c.items.lemonade, 1),
      ],
      { tableId: c.table },
    );
    const [group] = (await api.get('/orders')).json() as OrderGroup[];
    const order = group.orders[0];
    expect(order).toEqual({
      id: placed.orderId,
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      delivery_type: 'dinein',
      customer_type: 'WALKIN',
      customer_id: null,
      customer_name: null,
      table_id: c.table,
      table_title: 'Mesa 1',
      floor: 'Primer piso',
      status: 'created',
      payment_status: 'pending',
      token_no: placed.tokenNo,
      item_total: 71_000 + 9_000,
      tax_total: 14_156.67,
      total: 84_490 + 9_000,
      invoice_id: null,
      items: [
        {
          id: expect.any(Number),
          order_id: placed.orderId,
          item_id: c.items.burger,
          item_title: 'Hamburguesa',
          variant_id: c.variants.burgerDouble,
          variant_title: 'Doble',
          variant_price: 28_000,
          quantity: 2,
          status: 'created',
          date: order.date,
          addons: [
            { id: c.addons.cheese, title: 'Queso', price: 3_000 },
            { id: c.addons.bacon, title: 'Tocineta', price: 4_500 },
          ],
          notes: 'sin cebolla',
          price: 35_500,
          line_total: 71_000,
          tax_title: 'IVA',
          tax_rate: 19,
          tax_type: 'exclusive',
          tax_amount: 13_490,
        },
        expect.objectContaining({
          item_title: 'Limonada',
          variant_id: null,
          addons: [],
          price: 9_000,
          tax_amount: 666.67,
        }),
      ],
    });
  });

  it('keeps its answer while nothing changes (ETag, gzip) and follows any write, even one outside the API', async () => {
    const placed = await placeOrder(t, cookie, [cartLine(c.items.water, 1)], { tableId: c.table });
    const first = await api.get('/orders');
    const etag = first.headers.etag as string;
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/v1/orders',
      headers: { cookie, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    const zipped = await t.app.inject({
      method: 'GET',
      url: '/api/v1/orders',
      headers: { cookie, 'accept-encoding': 'gzip' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(first.json());

    await t.database.db.updateTable('store_tables').set({ table_title: 'Terraza 1' }).execute();
    const renamed = (await api.get('/orders')).json() as OrderGroup[];
    expect(renamed[0].table_title).toBe('Terraza 1');
    await t.database.db.updateTable('order_items').set({ status: 'delivered' }).execute();
    const [group] = (await api.get('/orders')).json() as OrderGroup[];
    expect(group.orders[0].items[0].status).toBe('delivered');
    expect(group.order_ids).toEqual([placed.orderId]);
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/v1/orders',
      headers: { cookie, 'if-none-match': etag },
    });
    expect(stale.statusCode).toBe(200);
  });

  it("joins each order's kept JSON into the very text the groups serialise to, after new orders and after an edit", async () => {
    const mesa2 = await addTable(t, 'Mesa 2');
    const expected = async () => {
      const records = await loadOrderRecords(t.database.db, openOrders);
      const kitchen = await loadOrderRecords(t.database.db, kitchenOrders);
      return {
        orders: JSON.stringify(groupByTable(records.map(toWireOrder))),
        kitchen: JSON.stringify(kitchen.map(toWireOrder)),
      };
    };
    const answered = async () => ({
      orders: (await api.get('/orders')).body,
      kitchen: (await api.get('/kitchen')).body,
    });
    await placeOrder(t, cookie, [cartLine(c.items.water, 1)], { tableId: mesa2 });
    expect(await answered()).toEqual(await expected());
    // New orders only: the kept records are reused and the new ones written; every group moves.
    await placeOrder(t, cookie, [cartLine(c.items.lemonade, 2)], { tableId: c.table });
    await placeOrder(t, cookie, [cartLine(c.items.water, 3)]);
    await placeOrder(t, cookie, [cartLine(c.items.water, 1)], { tableId: mesa2 });
    const afterNew = await answered();
    expect(afterNew).toEqual(await expected());
    expect((JSON.parse(afterNew.orders) as OrderGroup[]).map((g) => g.order_ids.length)).toEqual([1, 2, 1]);
    // An edit reads the scope whole: the edited order's JSON is written again, not the kept one.
    await t.database.db.updateTable('order_items').set({ status: 'preparing' }).execute();
    const afterEdit = await answered();
    expect(afterEdit).toEqual(await expected());
    expect(afterEdit.orders).toContain('"status":"preparing"');
    expect(afterEdit.orders).not.toContain('"status":"created","date"');
  });

  it('answers an empty list when nothing is open', async () => {
    const res = await api.get('/orders');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('GET /orders/init answers /pos/init print settings, store settings and active payment types', async () => {
    const pos = (await api.get('/pos/init')).json() as PosInitResponse;
    const res = await api.get('/orders/init');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      printSettings: pos.printSettings,
      storeSettings: pos.storeSettings,
      paymentTypes: pos.paymentTypes,
    });
    expect(pos.paymentTypes.map((p) => p.title)).toEqual(['Efectivo']);
    // A settings change is seen at once (the kept copy follows the catalogue version).
    expect((await api.post('/settings/payment-types/add', { title: 'Nequi', isActive: 1 })).statusCode).toBe(200);
    const after = (await api.get('/orders/init')).json() as PosInitResponse;
    expect(after.paymentTypes.map((p) => p.title)).toEqual(['Efectivo', 'Nequi']);
  });

  it('is open to the orders screen scopes only (spec §6)', async () => {
    for (const scope of ['POS', 'ORDERS', 'ORDER_STATUS', 'ORDER_STATUS_DISPLAY']) {
      await t.createUser(`u-${scope}`, { scope });
      const as = await t.signIn(`u-${scope}`, 'user-pass-123');
      expect((await api.get('/orders', as)).statusCode, scope).toBe(200);
    }
    await t.createUser('cocinero', { scope: 'KITCHEN,KITCHEN_DISPLAY' });
    const cook = await t.signIn('cocinero', 'user-pass-123');
    const placed = await placeOrder(t, cookie, [cartLine(c.items.water, 1)]);
    for (const [method, url, payload] of [
      ['GET', '/orders', undefined],
      ['GET', '/orders/init', undefined],
      ['POST', '/orders/cancel', { orderIds: [placed.orderId] }],
      ['POST', '/orders/complete', { orderIds: [placed.orderId] }],
      ['POST', '/orders/complete-order-payment-summary', { orderIds: [placed.orderId] }],
      [
        'POST',
        '/orders/complete-and-pay-order',
        { orderIds: [placed.orderId], subTotal: 4000, taxTotal: 0, total: 4000 },
      ],
      ['POST', '/orders/update-status/1', { status: 'delivered' }],
      ['POST', '/orders/items/1/void', { reason: 'Error' }],
      ['POST', '/orders/transfer', { fromTableId: 1, toTableId: 2 }],
      ['POST', '/orders/merge-tables', { fromTableId: 1, toTableId: 2 }],
      ['GET', '/orders/void-reasons', undefined],
      ['POST', '/orders/void-reasons', { title: 'Otro' }],
    ] as const) {
      const res = await api.send(method, url, payload, cook);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe('No tiene permiso para realizar esta acción.');
    }
    const order = await t.database.db
      .selectFrom('orders')
      .select(['status', 'payment_status'])
      .where('id', '=', placed.orderId)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ status: 'created', payment_status: 'pending' });
  });
});
