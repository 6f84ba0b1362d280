import { SHIFT_MESSAGES as S, type KitchenResponse, type OrderGroup } from '@comandero/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testDatabases, type ApiClient, type TestApp } from '../../../test/test-app.js';
import { addTable, cartLine, placeOrder, openPosApp, type PosCatalogue } from '../../../test/fixtures/orders.js';

describe.each(testDatabases)('table transfer and merge on %s', (kind) => {
  let t: TestApp;
  let c: PosCatalogue;
  let cookie: string;
  let api: ApiClient;
  let free: number;
  let busy: number;

  beforeEach(async () => {
    ({ t, c, cookie, api } = await openPosApp(kind));
    free = await addTable(t, 'Mesa 7', 'Terraza');
    busy = await addTable(t, 'Mesa 9', 'Terraza');
  });
  afterEach(async () => {
    await t.close();
  });

  const get = async <T>(url: string) => (await api.get(url)).json() as T;
  const order = (tableId: number, quantity = 1) =>
    placeOrder(t, cookie, [cartLine(c.items.water, quantity)], { tableId }).then((p) => p.orderId);
  const tableOf = async (orderId: number) =>
    (await t.database.db.selectFrom('orders').select('table_id').where('id', '=', orderId).executeTakeFirstOrThrow())
      .table_id;
  const groups = async () =>
    (await get<OrderGroup[]>('/orders')).map((g) => [g.table_title, g.order_ids] as [string, number[]]);

  it('moves every open order of a table to a free one, and every screen hears of it', async () => {
    const a = await order(c.table);
    const b = await order(c.table, 2);
    const other = await order(busy);
    await t.createUser('mesero', { scope: 'POS' });
    const waiter = await t.signIn('mesero', 'user-pass-123');
    const emit = vi.spyOn(t.deps.realtime, 'emitOrderUpdate');

    const res = await api.post('/orders/transfer', { fromTableId: c.table, toTableId: String(free) }, waiter);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: S.tableMoved, tableId: free, orderIds: [a, b] });
    expect(emit).toHaveBeenCalledWith({ orderIds: [a, b] });
    expect(await groups()).toEqual([
      ['Mesa 7', [a, b]],
      ['Mesa 9', [other]],
    ]);
    const kitchen = await get<KitchenResponse>('/kitchen');
    expect(kitchen.filter((k) => k.table_title === 'Mesa 7').map((k) => k.id)).toEqual([a, b]);
  });

  it('lists every table by title with its open orders, for the move dialog', async () => {
    await order(busy);
    await order(busy);
    const closed = await order(c.table);
    expect((await api.post('/orders/complete', { orderIds: [closed] })).statusCode).toBe(200);
    const ten = await addTable(t, 'Mesa 10', 'Salón');
    const res = await get<{ tables: { id: number; table_title: string; open_orders: number }[] }>('/orders/tables');
    expect(res.tables.map((x) => [x.id, x.table_title, x.open_orders])).toEqual([
      [c.table, 'Mesa 1', 0],
      [free, 'Mesa 7', 0],
      [busy, 'Mesa 9', 2],
      [ten, 'Mesa 10', 0],
    ]);
    expect(res.tables[1]).toMatchObject({ floor: 'Terraza', seating_capacity: 2 });
  });

  it('merges a table into one with open orders: one group, one bill', async () => {
    const a = await order(c.table);
    const b = await order(busy, 3);
    const res = await api.post('/orders/merge-tables', { fromTableId: c.table, toTableId: busy });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: S.tablesMerged, tableId: busy, orderIds: [a] });
    expect(await groups()).toEqual([['Mesa 9', [a, b]]]);
    const summary = await api.post('/orders/complete-order-payment-summary', { orderIds: [a, b] });
    expect(summary.json()).toMatchObject({ total: 16_000 });
  });

  it('refuses the wrong kind of destination, the same table, unknown tables and bad input, moving nothing', async () => {
    const a = await order(c.table);
    const b = await order(busy);
    const empty = await addTable(t, 'Mesa 12');
    const cases: [string, object, number, string][] = [
      ['/orders/transfer', { fromTableId: c.table, toTableId: busy }, 409, S.targetOccupied],
      ['/orders/merge-tables', { fromTableId: c.table, toTableId: free }, 409, S.targetEmpty],
      ['/orders/transfer', { fromTableId: empty, toTableId: free }, 409, S.noOpenOrders],
      ['/orders/transfer', { fromTableId: c.table, toTableId: c.table }, 400, S.sameTable],
      ['/orders/transfer', { fromTableId: c.table, toTableId: 999_999 }, 404, S.tableNotFound],
      ['/orders/merge-tables', { fromTableId: 999_999, toTableId: busy }, 404, S.tableNotFound],
      ['/orders/transfer', { fromTableId: c.table }, 400, S.tableInvalid],
      ['/orders/transfer', { fromTableId: 'uno', toTableId: free }, 400, S.tableInvalid],
      ['/orders/merge-tables', { fromTableId: 0, toTableId: busy }, 400, S.tableInvalid],
    ];
    for (const [url, payload, status, message] of cases) {
      const res = await api.post(url, payload);
      expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(status);
      expect(res.json()).toEqual({ message });
    }
    expect([await tableOf(a), await tableOf(b)]).toEqual([c.table, busy]);
  });

  it('refuses while either table has an open split bill', async () => {
    const a = await order(c.table);
    const b = await order(busy);
    const split = await api.post('/orders/bills/split', { tableId: busy, mode: 'equal', parts: 2 });
    expect(split.statusCode, split.body).toBe(200);
    for (const [url, payload] of [
      ['/orders/merge-tables', { fromTableId: c.table, toTableId: busy }],
      ['/orders/merge-tables', { fromTableId: busy, toTableId: c.table }],
      ['/orders/transfer', { fromTableId: busy, toTableId: free }],
    ] as const) {
      const res = await api.post(url, payload);
      expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(409);
      expect(res.json()).toEqual({ message: S.tableSplitOpen });
    }
    expect([await tableOf(a), await tableOf(b)]).toEqual([c.table, busy]);
    // Once the split is dropped the tables move again.
    const splitId = split.json().split.id as number;
    expect((await api.post(`/orders/bills/${splitId}/cancel`, {})).statusCode).toBe(200);
    expect((await api.post('/orders/transfer', { fromTableId: busy, toTableId: free })).statusCode).toBe(200);
  });

  it('moves a table with an order already paid at the POS along with the rest', async () => {
    const paid = await placeOrder(t, cookie, [cartLine(c.items.water, 1)], {
      tableId: c.table,
      paidTotals: { netTotal: 4000, taxTotal: 0, total: 4000 },
    });
    const open = await order(c.table);
    const res = await api.post('/orders/transfer', { fromTableId: c.table, toTableId: free });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().orderIds).toEqual([paid.orderId, open]);
    expect(await groups()).toEqual([['Mesa 7', [paid.orderId, open]]]);
  });
});
