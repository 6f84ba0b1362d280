import {
  KITCHEN_MESSAGES as K,
  ORDERS_MESSAGES as M,
  SHIFT_MESSAGES as S,
  type KitchenResponse,
  type OrderGroup,
} from '@comandero/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app.js';
import { openStoreDrawer } from '../../../test/fixtures/cash-drawer.js';
import { cartLine, placeOrder, seedPosCatalogue, type PosCatalogue } from '../../../test/fixtures/orders.js';

describe.each(testDatabases)('voids on %s', (kind) => {
  let t: TestApp;
  let c: PosCatalogue;
  let admin: string;
  let waiter: string;
  let manager: string;

  beforeEach(async () => {
    t = await createTestApp(kind);
    c = await seedPosCatalogue(t.database.db);
    admin = await t.signIn();
    // Cash needs an open drawer (issue 18); these requests name no terminal, so it is the store's.
    await openStoreDrawer(t, admin);
    await t.createUser('mesero', { scope: 'POS' });
    waiter = await t.signIn('mesero', 'user-pass-123');
    await t.createUser('jefe', { scope: 'ORDERS' });
    manager = await t.signIn('jefe', 'user-pass-123');
  });
  afterEach(async () => {
    await t.close();
  });

  const post = (url: string, payload: object, as = admin) =>
    t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers: { cookie: as } });
  const get = async <T>(url: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { cookie: admin } })).json() as T;
  const db = () => t.database.db;
  const line = (id: number) =>
    db().selectFrom('order_items').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const userId = async (username: string) =>
    (await db().selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
  const setLine = (id: number, status: string) =>
    db().updateTable('order_items').set({ status }).where('id', '=', id).execute();

  /** Burger 20.000 + 19 % IVA (23.800) and water ×2 at 4.000 without tax: 31.800 pesos. */
  const table = async () => {
    const placed = await placeOrder(t, admin, [cartLine(c.items.burger, 1), cartLine(c.items.water, 2)], {
      tableId: c.table,
    });
    const ids = await db().selectFrom('order_items').select('id').where('order_id', '=', placed.orderId).execute();
    const [burger, water] = ids.map((r) => r.id).sort((a, b) => a - b);
    return { orderId: placed.orderId, burger, water };
  };

  it('a waiter voids a line the kitchen has not started, with a reason: recorded, not charged, pushed live', async () => {
    const emit = vi.spyOn(t.deps.realtime, 'emitOrderUpdate');
    const o = await table();
    const res = await post(`/orders/items/${o.burger}/void`, { reason: '  Error al tomar la orden ' }, waiter);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: S.itemVoided });
    expect(emit).toHaveBeenCalledWith({ orderIds: [o.orderId] });
    expect(await line(o.burger)).toMatchObject({
      status: 'cancelled',
      void_reason: 'Error al tomar la orden',
      void_from_status: 'created',
      voided_by: await userId('mesero'),
      void_acknowledged_at: null,
    });
    expect((await line(o.burger)).voided_at).toMatch(/^\d{4}-/);
    const order = await db().selectFrom('orders').selectAll().where('id', '=', o.orderId).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ item_total: 800_000, tax_total: 0, total: 800_000, status: 'created' });

    const [group] = await get<OrderGroup[]>('/orders');
    const wire = group.orders[0].items;
    expect(wire[0]).toMatchObject({ status: 'cancelled', void_reason: 'Error al tomar la orden' });
    expect(wire[1]).not.toHaveProperty('voided_at');

    const summary = await post('/orders/complete-order-payment-summary', { orderIds: [o.orderId] });
    expect(summary.json()).toMatchObject({ subtotal: 8_000, taxTotal: 0, total: 8_000 });
    const paid = await post('/orders/complete-and-pay-order', {
      orderIds: [o.orderId],
      subTotal: 8_000,
      taxTotal: 0,
      total: 8_000,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const invoice = await db().selectFrom('invoices').selectAll().executeTakeFirstOrThrow();
    expect(invoice).toMatchObject({ sub_total: 800_000, tax_total: 0, total: 800_000 });
  });

  it('a split of the table leaves a voided line out of every bill', async () => {
    const o = await table();
    expect((await post(`/orders/items/${o.water}/void`, { reason: 'Producto agotado' })).statusCode).toBe(200);
    const split = await post('/orders/bills/split', { tableId: c.table, mode: 'equal', parts: 2 });
    expect(split.statusCode, split.body).toBe(200);
    const bills = split.json().split.bills as { total: number }[];
    expect(bills.reduce((sum, b) => sum + Math.round(b.total * 100), 0)).toBe(2_380_000);
  });

  it('a started line is voided by admin or ORDERS only, on the void route and on the spec status route', async () => {
    const o = await table();
    await setLine(o.burger, 'preparing');
    const refused = await post(`/orders/items/${o.burger}/void`, { reason: 'Demora en cocina' }, waiter);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: S.voidNeedsManager });
    const bySpec = await post(`/orders/update-status/${o.burger}`, { status: 'cancelled' }, waiter);
    expect(bySpec.statusCode).toBe(403);
    expect(bySpec.json()).toEqual({ message: S.voidNeedsManager });
    expect((await line(o.burger)).status).toBe('preparing');

    const done = await post(`/orders/items/${o.burger}/void`, { reason: 'Demora en cocina' }, manager);
    expect(done.statusCode, done.body).toBe(200);
    expect(await line(o.burger)).toMatchObject({ status: 'cancelled', void_from_status: 'preparing' });

    await setLine(o.water, 'completed');
    const byAdmin = await post(`/orders/update-status/${o.water}`, { status: 'cancelled' });
    expect(byAdmin.statusCode).toBe(200);
    expect(await line(o.water)).toMatchObject({ void_reason: null, void_from_status: 'completed' });
  });

  it('the spec status route voids a created line without a reason, and setting it back undoes the void', async () => {
    const o = await table();
    expect((await post(`/orders/update-status/${o.water}`, { status: 'cancelled' }, waiter)).statusCode).toBe(200);
    expect(await line(o.water)).toMatchObject({ status: 'cancelled', void_reason: null, void_from_status: 'created' });
    expect((await line(o.water)).voided_at).not.toBeNull();
    expect((await post(`/orders/update-status/${o.water}`, { status: 'preparing' }, waiter)).statusCode).toBe(200);
    expect(await line(o.water)).toMatchObject({
      status: 'preparing',
      voided_at: null,
      voided_by: null,
      void_reason: null,
      void_from_status: null,
    });
    const order = await db().selectFrom('orders').select('total').where('id', '=', o.orderId).executeTakeFirstOrThrow();
    expect(order.total).toBe(3_180_000);
  });

  it('refuses a void without a reason, of an unknown, voided, closed or paid line, and while the bill is split', async () => {
    const o = await table();
    const cases: [string, object, number, string][] = [
      [`/orders/items/${o.burger}/void`, {}, 400, S.voidReasonRequired],
      [`/orders/items/${o.burger}/void`, { reason: '   ' }, 400, S.voidReasonRequired],
      [`/orders/items/${o.burger}/void`, { reason: 'x'.repeat(121) }, 400, S.voidReasonTooLong],
      ['/orders/items/999999/void', { reason: 'Error' }, 404, M.itemNotFound],
      ['/orders/items/abc/void', { reason: 'Error' }, 404, M.itemNotFound],
    ];
    for (const [url, payload, status, message] of cases) {
      const res = await post(url, payload);
      expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(status);
      expect(res.json()).toEqual({ message });
    }
    expect((await line(o.burger)).status).toBe('created');

    expect((await post(`/orders/items/${o.burger}/void`, { reason: 'Error' })).statusCode).toBe(200);
    const twice = await post(`/orders/items/${o.burger}/void`, { reason: 'Otra vez' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: S.alreadyVoided });
    expect((await line(o.burger)).void_reason).toBe('Error');

    const split = await post('/orders/bills/split', { tableId: c.table, mode: 'equal', parts: 2 });
    expect(split.statusCode, split.body).toBe(200);
    const inSplit = await post(`/orders/items/${o.water}/void`, { reason: 'Error' });
    expect(inSplit.statusCode).toBe(409);
    expect(inSplit.json()).toEqual({ message: S.voidSplitOpen });
    expect((await line(o.water)).status).toBe('created');

    const paid = await placeOrder(t, admin, [cartLine(c.items.water, 1)], {
      paidTotals: { netTotal: 4000, taxTotal: 0, total: 4000 },
    });
    const paidLine = await db().selectFrom('order_items').select('id').where('order_id', '=', paid.orderId).execute();
    const onPaid = await post(`/orders/items/${paidLine[0].id}/void`, { reason: 'Error' });
    expect(onPaid.statusCode).toBe(409);
    expect(onPaid.json()).toEqual({ message: M.paidItemCancel });

    expect((await post('/orders/complete', { orderIds: [paid.orderId] })).statusCode).toBe(200);
    const onClosed = await post(`/orders/items/${paidLine[0].id}/void`, { reason: 'Error' });
    expect(onClosed.statusCode).toBe(409);
    expect(onClosed.json()).toEqual({ message: M.orderClosed });
  });

  it('the kitchen shows a void until a cook acknowledges it, once', async () => {
    await t.createUser('cocinero', { scope: 'KITCHEN' });
    const cook = await t.signIn('cocinero', 'user-pass-123');
    const o = await table();
    await setLine(o.water, 'completed');
    expect((await post(`/orders/items/${o.burger}/void`, { reason: 'Demora en cocina' })).statusCode).toBe(200);
    // No line left to make, but the void keeps the ticket up until the kitchen has seen it.
    const before = await get<KitchenResponse>('/kitchen');
    expect(before.map((k) => k.id)).toEqual([o.orderId]);
    expect(before[0].items[0]).toMatchObject({ status: 'cancelled', void_reason: 'Demora en cocina' });
    expect(before[0].items[0].void_acknowledged_at).toBeNull();

    const emit = vi.spyOn(t.deps.realtime, 'emitOrderUpdate');
    const ack = await post(`/kitchen/items/${o.burger}/ack-void`, {}, cook);
    expect(ack.statusCode, ack.body).toBe(200);
    expect(ack.json()).toEqual({ message: K.voidAcknowledged });
    expect(emit).toHaveBeenCalledWith({ orderIds: [o.orderId] });
    expect((await line(o.burger)).void_acknowledged_at).toMatch(/^\d{4}-/);
    expect(await get<KitchenResponse>('/kitchen')).toEqual([]);

    const again = await post(`/kitchen/items/${o.burger}/ack-void`, {}, cook);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: K.noVoidToAcknowledge });
    const notVoided = await post(`/kitchen/items/${o.water}/ack-void`, {}, cook);
    expect(notVoided.statusCode).toBe(409);
    expect((await post('/kitchen/items/999999/ack-void', {}, cook)).statusCode).toBe(404);
    const waiterAck = await post(`/kitchen/items/${o.burger}/ack-void`, {}, waiter);
    expect(waiterAck.statusCode).toBe(403);
  });

  it('cancels orders with the reason kept, and without one as the spec client does', async () => {
    const a = await table();
    const b = await table();
    const withReason = await post('/orders/cancel', { orderIds: [a.orderId], reason: ' Cliente se fue ' }, waiter);
    expect(withReason.statusCode, withReason.body).toBe(200);
    expect(withReason.json()).toEqual({ message: M.ordersCancelled });
    const row = (id: number) =>
      db()
        .selectFrom('orders')
        .select(['status', 'cancel_reason', 'cancelled_by', 'cancelled_at'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    expect(await row(a.orderId)).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'Cliente se fue',
      cancelled_by: await userId('mesero'),
    });
    const tooLong = await post('/orders/cancel', { orderIds: [b.orderId], reason: 'x'.repeat(121) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ message: S.cancelReasonTooLong });
    expect((await row(b.orderId)).status).toBe('created');
    expect((await post('/orders/cancel', { orderIds: [b.orderId] })).statusCode).toBe(200);
    expect(await row(b.orderId)).toMatchObject({ status: 'cancelled', cancel_reason: null });
    expect((await row(b.orderId)).cancelled_at).not.toBeNull();
  });
});
