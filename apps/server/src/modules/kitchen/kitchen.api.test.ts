import { KITCHEN_MESSAGES as M, ORDER_ITEM_STATUSES, type KitchenResponse } from '@comandero/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testDatabases, type ApiClient, type TestApp } from '../../../test/test-app.js';
import { cartLine, placeOrder, raceBehindLock, openPosApp, type PosCatalogue } from '../../../test/fixtures/orders.js';

describe.each(testDatabases)('kitchen on %s', (kind) => {
  let t: TestApp;
  let c: PosCatalogue;
  let cookie: string;
  let api: ApiClient;

  beforeEach(async () => {
    ({ t, c, cookie, api } = await openPosApp(kind));
  });
  afterEach(async () => {
    await t.close();
  });

  const kitchen = async () => (await api.get('/kitchen')).json() as KitchenResponse;
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
    expect((await api.post('/orders/cancel', { orderIds: [cancelled.orderId] })).statusCode).toBe(200);
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
    const start = await api.post(`/kitchen/${line}`, { status: 'preparing' });
    expect(start.statusCode).toBe(200);
    expect(start.json()).toEqual({ message: M.itemStarted });
    expect(emit).toHaveBeenCalledWith({ orderIds: [orderId] });
    const finish = await api.post(`/kitchen/${line}`, { status: 'completed' });
    expect(finish.statusCode).toBe(200);
    expect(finish.json()).toEqual({ message: M.itemCompleted });

    const allowed = new Set(['created>preparing', 'preparing>completed']);
    for (const from of ORDER_ITEM_STATUSES) {
      for (const to of ORDER_ITEM_STATUSES) {
        if (allowed.has(`${from}>${to}`)) continue;
        await setLine(line, from);
        const res = await api.post(`/kitchen/${line}`, { status: to });
        expect(res.statusCode, `${from} → ${to}`).toBe(409);
        expect([M.transitionRefused, M.itemChanged]).toContain(res.json().message);
        expect((await lines(orderId))[0].status).toBe(from);
      }
    }
    await setLine(line, 'created');
    expect((await api.post(`/kitchen/${line}`, { status: 'completed' })).json()).toEqual({
      message: M.transitionRefused,
    });
    await setLine(line, 'completed');
    expect((await api.post(`/kitchen/${line}`, { status: 'completed' })).json()).toEqual({ message: M.itemChanged });
  });

  it('refuses bad input, unknown lines and lines of closed orders, changing nothing', async () => {
    const { orderId, lineIds } = await twoLines();
    const bad = await api.post(`/kitchen/${lineIds[0]}`, { status: 'listo' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: M.statusInvalid });
    expect((await api.post(`/kitchen/${lineIds[0]}`, {})).json()).toEqual({ message: M.statusInvalid });
    const unknown = await api.post('/kitchen/999999', { status: 'preparing' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: M.itemNotFound });
    expect((await api.post('/kitchen/abc', { status: 'preparing' })).statusCode).toBe(404);
    expect((await api.post('/orders/complete', { orderIds: [orderId] })).statusCode).toBe(200);
    const closed = await api.post(`/kitchen/${lineIds[0]}`, { status: 'preparing' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toEqual({ message: M.orderClosed });
    expect((await lines(orderId)).map((l) => l.status)).toEqual(['created', 'created']);
  });

  it('two cooks bumping one line at once: one 200, one 409', async () => {
    const { orderId, lineIds } = await twoLines();
    const answers = await raceBehindLock(t, 'SELECT id FROM order_items WHERE id = $1 FOR UPDATE', [lineIds[0]], () => [
      api.post(`/kitchen/${lineIds[0]}`, { status: 'preparing' }),
      api.post(`/kitchen/${lineIds[0]}`, { status: 'preparing' }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json()).toEqual({ message: M.itemChanged });
    expect((await lines(orderId))[0].status).toBe('preparing');
  });

  it('bumps a whole order one step at a time, and recalls its completed lines', async () => {
    const { orderId, lineIds } = await twoLines();
    await setLine(lineIds[0], 'preparing');
    const first = await api.post(`/kitchen/order/${orderId}/bump`);
    expect(first.statusCode).toBe(200);
    // Created lines start first; the one already preparing waits for the next bump.
    expect(first.json()).toEqual({ message: M.orderBumped, status: 'preparing', itemIds: [lineIds[1]] });
    const second = await api.post(`/kitchen/order/${orderId}/bump`);
    expect(second.json()).toEqual({ message: M.orderBumped, status: 'completed', itemIds: lineIds });
    expect(await kitchen()).toEqual([]);
    const none = await api.post(`/kitchen/order/${orderId}/bump`);
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({ message: M.nothingToBump });

    const recall = await api.post(`/kitchen/order/${orderId}/recall`);
    expect(recall.statusCode).toBe(200);
    expect(recall.json()).toEqual({ message: M.orderRecalled, itemIds: lineIds });
    expect((await lines(orderId)).map((l) => l.status)).toEqual(['preparing', 'preparing']);
    expect((await kitchen()).map((o) => o.id)).toEqual([orderId]);
    const nothing = await api.post(`/kitchen/order/${orderId}/recall`);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json()).toEqual({ message: M.nothingToRecall });

    expect((await api.post('/kitchen/order/999999/bump')).json()).toEqual({ message: M.orderNotFound });
    expect((await api.post('/orders/cancel', { orderIds: [orderId] })).statusCode).toBe(200);
    const closed = await api.post(`/kitchen/order/${orderId}/recall`);
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toEqual({ message: M.orderClosed });
  });

  it('is open to KITCHEN and KITCHEN_DISPLAY only', async () => {
    const { lineIds } = await twoLines();
    await t.createUser('mesero', { scope: 'POS,ORDERS,ORDER_STATUS' });
    const waiter = await t.signIn('mesero', 'user-pass-123');
    for (const url of [`/kitchen/${lineIds[0]}`, `/kitchen/order/1/bump`, `/kitchen/order/1/recall`]) {
      const res = await api.post(url, { status: 'preparing' }, waiter);
      expect(res.statusCode, url).toBe(403);
    }
    const list = await api.get('/kitchen', waiter);
    expect(list.statusCode).toBe(403);
    await t.createUser('pantalla', { scope: 'KITCHEN_DISPLAY' });
    const screen = await t.signIn('pantalla', 'user-pass-123');
    expect((await api.post(`/kitchen/${lineIds[0]}`, { status: 'preparing' }, screen)).statusCode).toBe(200);
  });
});
