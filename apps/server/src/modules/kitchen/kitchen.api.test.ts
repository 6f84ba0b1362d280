import { KITCHEN_MESSAGES as M, ORDER_ITEM_STATUSES, type KitchenResponse } from '@comandero/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app.js';
import {
  cartLine,
  placeOrder,
  raceBehindLock,
  seedPosCatalogue,
  type PosCatalogue,
} from '../orders/orders-test-fixtures.js';

describe.each(testDatabases)('kitchen on %s', (kind) => {
  let t: TestApp;
  let c: PosCatalogue;
  let cookie: string;

  beforeEach(async () => {
    t = await createTestApp(kind);
    c = await seedPosCatalogue(t.database.db);
    cookie = await t.signIn();
  });
  afterEach(async () => {
    await t.close();
  });

  const post = (url: string, payload?: object, as = cookie) =>
    t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers: { cookie: as } });
  const kitchen = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/kitchen', headers: { cookie } })).json() as KitchenResponse;
  const db = () => t.database.db;
  const lines = async (orderId: number) =>
    db().selectFrom('order_items').select(['id', 'status']).where('order_id', '=', orderId).orderBy('id').execute();
  const setLine = (id: number, status: string) =>
    db().updateTable('order_items').set({ status }).where('id', '=', id).execute();
  const twoLines = async (tableId: number | null = null) => {
    const placed = await placeOrder(
      t,
      cookie,
      [cartLine(c.items.burger, 1, { notes: 'bien asada' }), cartLine(c.items.water, 2)],
      {
        tableId,
      },
    );
    return { ...placed, lineIds: (await lines(placed.orderId)).map((l) => l.id) };
  };

  it('lists open orders with lines to make, oldest first, with every line of the ticket', async () => {
    const first = await twoLines(c.table);
    const second = await twoLines();
    const done = await twoLines();
    for (const id of done.lineIds) await setLine(id, 'completed');
    const cancelled = await twoLines();
    expect((await post('/orders/cancel', { orderIds: [cancelled.orderId] })).statusCode).toBe(200);
    await setLine(second.lineIds[0], 'completed');

    const orders = await kitchen();
    expect(orders.map((o) => o.id)).toEqual([first.orderId, second.orderId]);
    expect(orders[0]).toMatchObject({ token_no: first.tokenNo, table_title: 'Mesa 1', delivery_type: 'dinein' });
    expect(orders[1]).toMatchObject({ table_title: null, delivery_type: 'takeaway' });
    expect(orders[1].items.map((i) => [i.item_title, i.status, i.notes, i.quantity])).toEqual([
      ['Hamburguesa', 'completed', 'bien asada', 1],
      ['Agua', 'created', null, 2],
    ]);
  });

  it('moves a line created → preparing → completed and emits order_update; every other move is a 409', async () => {
    const emit = vi.spyOn(t.deps.realtime, 'emitOrderUpdate');
    const { orderId, lineIds } = await twoLines();
    const line = lineIds[0];
    const start = await post(`/kitchen/${line}`, { status: 'preparing' });
    expect(start.statusCode).toBe(200);
    expect(start.json()).toEqual({ message: M.itemStarted });
    expect(emit).toHaveBeenCalledWith({ orderIds: [orderId] });
    const finish = await post(`/kitchen/${line}`, { status: 'completed' });
    expect(finish.statusCode).toBe(200);
    expect(finish.json()).toEqual({ message: M.itemCompleted });

    const allowed = new Set(['created>preparing', 'preparing>completed']);
    for (const from of ORDER_ITEM_STATUSES) {
      for (const to of ORDER_ITEM_STATUSES) {
        if (allowed.has(`${from}>${to}`)) continue;
        await setLine(line, from);
        const res = await post(`/kitchen/${line}`, { status: to });
        expect(res.statusCode, `${from} → ${to}`).toBe(409);
        expect([M.transitionRefused, M.itemChanged]).toContain(res.json().message);
        expect((await lines(orderId))[0].status).toBe(from);
      }
    }
    await setLine(line, 'created');
    expect((await post(`/kitchen/${line}`, { status: 'completed' })).json()).toEqual({ message: M.transitionRefused });
    await setLine(line, 'completed');
    expect((await post(`/kitchen/${line}`, { status: 'completed' })).json()).toEqual({ message: M.itemChanged });
  });

  it('refuses bad input, unknown lines and lines of closed orders, changing nothing', async () => {
    const { orderId, lineIds } = await twoLines();
    const bad = await post(`/kitchen/${lineIds[0]}`, { status: 'listo' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: M.statusInvalid });
    expect((await post(`/kitchen/${lineIds[0]}`, {})).json()).toEqual({ message: M.statusInvalid });
    const unknown = await post('/kitchen/999999', { status: 'preparing' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: M.itemNotFound });
    expect((await post('/kitchen/abc', { status: 'preparing' })).statusCode).toBe(404);
    expect((await post('/orders/complete', { orderIds: [orderId] })).statusCode).toBe(200);
    const closed = await post(`/kitchen/${lineIds[0]}`, { status: 'preparing' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toEqual({ message: M.orderClosed });
    expect((await lines(orderId)).map((l) => l.status)).toEqual(['created', 'created']);
  });

  it('two cooks bumping one line at once: one 200, one 409', async () => {
    const { orderId, lineIds } = await twoLines();
    const answers = await raceBehindLock(t, 'SELECT id FROM order_items WHERE id = $1 FOR UPDATE', [lineIds[0]], () => [
      post(`/kitchen/${lineIds[0]}`, { status: 'preparing' }),
      post(`/kitchen/${lineIds[0]}`, { status: 'preparing' }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json()).toEqual({ message: M.itemChanged });
    expect((await lines(orderId))[0].status).toBe('preparing');
  });

  it('bumps a whole order one step at a time, and recalls its completed lines', async () => {
    const { orderId, lineIds } = await twoLines();
    await setLine(lineIds[0], 'preparing');
    const first = await post(`/kitchen/order/${orderId}/bump`);
    expect(first.statusCode).toBe(200);
    // Created lines start first; the one already preparing waits for the next bump.
    expect(first.json()).toEqual({ message: M.orderBumped, status: 'preparing', itemIds: [lineIds[1]] });
    const second = await post(`/kitchen/order/${orderId}/bump`);
    expect(second.json()).toEqual({ message: M.orderBumped, status: 'completed', itemIds: lineIds });
    expect(await kitchen()).toEqual([]);
    const none = await post(`/kitchen/order/${orderId}/bump`);
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({ message: M.nothingToBump });

    const recall = await post(`/kitchen/order/${orderId}/recall`);
    expect(recall.statusCode).toBe(200);
    expect(recall.json()).toEqual({ message: M.orderRecalled, itemIds: lineIds });
    expect((await lines(orderId)).map((l) => l.status)).toEqual(['preparing', 'preparing']);
    expect((await kitchen()).map((o) => o.id)).toEqual([orderId]);
    const nothing = await post(`/kitchen/order/${orderId}/recall`);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json()).toEqual({ message: M.nothingToRecall });

    expect((await post('/kitchen/order/999999/bump')).json()).toEqual({ message: M.orderNotFound });
    expect((await post('/orders/cancel', { orderIds: [orderId] })).statusCode).toBe(200);
    const closed = await post(`/kitchen/order/${orderId}/recall`);
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toEqual({ message: M.orderClosed });
  });

  it('is open to KITCHEN and KITCHEN_DISPLAY only', async () => {
    const { lineIds } = await twoLines();
    await t.createUser('mesero', { scope: 'POS,ORDERS,ORDER_STATUS' });
    const waiter = await t.signIn('mesero', 'user-pass-123');
    for (const url of [`/kitchen/${lineIds[0]}`, `/kitchen/order/1/bump`, `/kitchen/order/1/recall`]) {
      const res = await post(url, { status: 'preparing' }, waiter);
      expect(res.statusCode, url).toBe(403);
    }
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/kitchen', headers: { cookie: waiter } });
    expect(list.statusCode).toBe(403);
    await t.createUser('pantalla', { scope: 'KITCHEN_DISPLAY' });
    const screen = await t.signIn('pantalla', 'user-pass-123');
    expect((await post(`/kitchen/${lineIds[0]}`, { status: 'preparing' }, screen)).statusCode).toBe(200);
  });
});
