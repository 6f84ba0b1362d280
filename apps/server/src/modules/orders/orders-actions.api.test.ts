import { ORDER_ITEM_STATUSES, ORDERS_MESSAGES as M } from '@comandero/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testDatabases, type ApiClient, type TestApp } from '../../../test/test-app.js';
import { cartLine, countRows, placeOrder, openPosApp, type PosCatalogue } from '../../../test/fixtures/orders.js';

describe.each(testDatabases)('orders screen actions on %s', (kind) => {
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

  const db = () => t.database.db;
  const order = (id: number) =>
    db()
      .selectFrom('orders')
      .select(['status', 'payment_status', 'item_total', 'tax_total', 'total'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const lineIds = async (orderId: number) =>
    (await db().selectFrom('order_items').select('id').where('order_id', '=', orderId).orderBy('id').execute()).map(
      (r) => r.id,
    );
  const lineStatus = async (id: number) =>
    (await db().selectFrom('order_items').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

  /** Burger 20.000 + 19 % IVA (exclusive) and water 4.000 without tax. */
  const twoLines = async (opts = {}) => {
    const placed = await placeOrder(t, cookie, [cartLine(c.items.burger, 1), cartLine(c.items.water, 1)], opts);
    return { ...placed, lines: await lineIds(placed.orderId) };
  };

  it('sets an item to any of preparing, completed, delivered and cancelled, from any status, and emits order_update', async () => {
    const emit = vi.spyOn(t.deps.realtime, 'emitOrderUpdate');
    const { orderId, lines } = await twoLines();
    const targets = ['preparing', 'completed', 'delivered', 'cancelled'] as const;
    for (const from of ORDER_ITEM_STATUSES) {
      for (const to of targets) {
        await db().updateTable('order_items').set({ status: from }).where('id', '=', lines[1]).execute();
        const res = await api.post(`/orders/update-status/${lines[1]}`, { status: to });
        expect(res.statusCode, `${from} → ${to}`).toBe(200);
        expect(res.json()).toEqual({ message: M.statusUpdated });
        expect(await lineStatus(lines[1])).toBe(to);
      }
    }
    expect(emit).toHaveBeenLastCalledWith({ orderIds: [orderId] });
    expect((await order(orderId)).status).toBe('created');
  });

  it('re-sums the order when a line is cancelled or brought back', async () => {
    const { orderId, lines } = await twoLines();
    expect(await order(orderId)).toMatchObject({ item_total: 2_400_000, tax_total: 380_000, total: 2_780_000 });
    expect((await api.post(`/orders/update-status/${lines[0]}`, { status: 'cancelled' })).statusCode).toBe(200);
    expect(await order(orderId)).toMatchObject({ item_total: 400_000, tax_total: 0, total: 400_000 });
    expect((await api.post(`/orders/update-status/${lines[0]}`, { status: 'delivered' })).statusCode).toBe(200);
    expect(await order(orderId)).toMatchObject({ item_total: 2_400_000, tax_total: 380_000, total: 2_780_000 });
  });

  it('refuses items of completed or cancelled orders, and cancelling lines of a paid order (409)', async () => {
    const done = await twoLines();
    expect((await api.post('/orders/complete', { orderIds: [done.orderId] })).statusCode).toBe(200);
    const dropped = await twoLines();
    expect((await api.post('/orders/cancel', { orderIds: [dropped.orderId] })).statusCode).toBe(200);
    for (const line of [done.lines[0], dropped.lines[0]]) {
      const res = await api.post(`/orders/update-status/${line}`, { status: 'delivered' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: M.orderClosed });
      expect(await lineStatus(line)).toBe('created');
    }
    const paid = await placeOrder(t, cookie, [cartLine(c.items.water, 2)], {
      paidTotals: { netTotal: 8000, taxTotal: 0, total: 8000 },
    });
    const [paidLine] = await lineIds(paid.orderId);
    const refused = await api.post(`/orders/update-status/${paidLine}`, { status: 'cancelled' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: M.paidItemCancel });
    expect(await lineStatus(paidLine)).toBe('created');
    expect((await api.post(`/orders/update-status/${paidLine}`, { status: 'delivered' })).statusCode).toBe(200);
  });

  it('answers bad input in Spanish and writes nothing', async () => {
    const { lines } = await twoLines();
    const cases: [string, object, number, string][] = [
      [`/orders/update-status/${lines[0]}`, { status: 'created' }, 400, M.statusInvalid],
      [`/orders/update-status/${lines[0]}`, { status: 'listo' }, 400, M.statusInvalid],
      [`/orders/update-status/${lines[0]}`, {}, 400, M.statusInvalid],
      ['/orders/update-status/999999', { status: 'delivered' }, 404, M.itemNotFound],
      ['/orders/update-status/abc', { status: 'delivered' }, 404, M.itemNotFound],
      ['/orders/cancel', {}, 400, M.orderIdsRequired],
      ['/orders/cancel', { orderIds: [] }, 400, M.orderIdsRequired],
      ['/orders/complete', { orderIds: 'all' }, 400, M.orderIdsInvalid],
      ['/orders/complete', { orderIds: [0] }, 400, M.orderIdsInvalid],
      ['/orders/complete', { orderIds: [1.5] }, 400, M.orderIdsInvalid],
      ['/orders/complete', { orderIds: [1, 1] }, 400, M.orderIdsRepeated],
      ['/orders/complete', { orderIds: Array.from({ length: 101 }, (_, i) => i + 1) }, 400, M.orderIdsTooMany],
      ['/orders/complete-order-payment-summary', { orderIds: [null] }, 400, M.orderIdsInvalid],
    ];
    for (const [url, payload, status, message] of cases) {
      const res = await api.post(url, payload);
      expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(status);
      expect(res.json()).toEqual({ message });
    }
    expect(await Promise.all(lines.map(lineStatus))).toEqual(['created', 'created']);
  });

  it('cancels open unpaid orders together, irreversibly', async () => {
    const a = await twoLines({ tableId: c.table });
    const b = await twoLines({ tableId: c.table });
    const res = await api.post('/orders/cancel', { orderIds: [a.orderId, String(b.orderId)] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: M.ordersCancelled });
    expect((await order(a.orderId)).status).toBe('cancelled');
    expect((await order(b.orderId)).status).toBe('cancelled');
    const again = await api.post('/orders/cancel', { orderIds: [a.orderId] });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: M.orderClosed });
    const complete = await api.post('/orders/complete', { orderIds: [a.orderId] });
    expect(complete.statusCode).toBe(409);
    expect((await order(a.orderId)).status).toBe('cancelled');
  });

  it('refuses to cancel a paid order, and a list naming an unknown or closed order changes none of them', async () => {
    const open = await twoLines();
    const paid = await placeOrder(t, cookie, [cartLine(c.items.water, 1)], {
      paidTotals: { netTotal: 4000, taxTotal: 0, total: 4000 },
    });
    const refused = await api.post('/orders/cancel', { orderIds: [open.orderId, paid.orderId] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: M.paidOrderCancel });
    const unknown = await api.post('/orders/complete', { orderIds: [open.orderId, 424242] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: M.orderNotFound });
    expect((await order(open.orderId)).status).toBe('created');
    expect((await order(paid.orderId)).status).toBe('created');
  });

  it('completes open orders, paid or not, and they leave GET /orders', async () => {
    const open = await twoLines();
    const paid = await placeOrder(t, cookie, [cartLine(c.items.water, 1)], {
      paidTotals: { netTotal: 4000, taxTotal: 0, total: 4000 },
    });
    const invoices = await countRows(t, 'invoices');
    const res = await api.post('/orders/complete', { orderIds: [open.orderId, paid.orderId] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: M.ordersCompleted });
    expect(await order(open.orderId)).toMatchObject({ status: 'completed', payment_status: 'pending' });
    expect(await order(paid.orderId)).toMatchObject({ status: 'completed', payment_status: 'paid' });
    expect(await countRows(t, 'invoices')).toBe(invoices);
    const list = await api.get('/orders');
    expect(list.json()).toEqual([]);
  });
});
