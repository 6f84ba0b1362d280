import type { Socket } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases, type ApiClient, type TestApp } from '../../../test/test-app.js';
import { connectedSocket, listenLocally } from '../../../test/test-sockets.js';
import { cartLine, placeOrder, type PosCatalogue } from '../../../test/fixtures/orders.js';
import { addPaymentType, openFourTop, splitOf, type FourTop } from '../../../test/fixtures/bills.js';

/**
 * Another tablet learns of every change to a table's bills through order_update with the table's
 * order ids, sent after the commit: what it reads on hearing the event is already the new state.
 */
describe.each(testDatabases)('split bill events on %s', (kind) => {
  let t: TestApp;
  let c: PosCatalogue;
  let cookie: string;
  let api: ApiClient;
  let table: FourTop;
  let socket: Socket;

  beforeEach(async () => {
    ({ t, c, cookie, table, api } = await openFourTop(kind));
    const url = await listenLocally(t.app);
    // A second session, as another tablet would hold.
    const other = await t.signIn();
    socket = await connectedSocket(url, other);
  });
  afterEach(async () => {
    socket.close();
    await t.close();
  });

  const db = () => t.database.db;

  /**
   * The next order_update after the earlier ones (the split's own) were delivered, with what the
   * database holds the moment it arrives. A marker sent through the same server flushes them first.
   */
  const nextUpdate = async <T>(read: () => Promise<T>) => {
    const flushed = new Promise<void>((resolve) => {
      const onUpdate = (p: { orderIds?: number[] }) => {
        if (p.orderIds?.[0] !== 0) return;
        socket.off('order_update', onUpdate);
        resolve();
      };
      socket.on('order_update', onUpdate);
    });
    t.deps.realtime.emitOrderUpdate({ orderIds: [0] });
    await flushed;
    // Wrapped: an async function returning the bare promise would make the caller wait for the event.
    return {
      heard: new Promise<[unknown, T]>((resolve) =>
        socket.once('order_update', (payload: unknown) => void read().then((state) => resolve([payload, state]))),
      ),
    };
  };
  const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

  it('a cancelled split reaches the other tablets with its orders, after the rows are gone', async () => {
    const split = splitOf(await api.post('/orders/bills/split', { tableId: c.table, mode: 'equal', parts: 2 }));
    const heard = await nextUpdate(async () => (await db().selectFrom('bill_splits').select('id').execute()).length);
    expect((await api.post(`/orders/bills/${split.id}/cancel`, {})).statusCode).toBe(200);
    const [payload, splitsLeft] = await heard.heard;
    expect(splitsLeft).toBe(0);
    expect(sorted((payload as { orderIds: number[] }).orderIds)).toEqual(sorted([table.orderA, table.orderB]));
  });

  it('a merge and a payment reach them the same way', async () => {
    const split = splitOf(await api.post('/orders/bills/split', { tableId: c.table, mode: 'equal', parts: 3 }));
    const [one, two] = split.bills;
    const billsLeft = async () => (await db().selectFrom('bills').select('id').execute()).length;
    const merged = await nextUpdate(billsLeft);
    expect((await api.post(`/orders/bills/${two.id}/merge`, { intoBillId: one.id })).statusCode).toBe(200);
    const [mergePayload, afterMerge] = await merged.heard;
    expect(afterMerge).toBe(2);
    expect(sorted((mergePayload as { orderIds: number[] }).orderIds)).toEqual(sorted([table.orderA, table.orderB]));

    const card = await addPaymentType(t, 'Tarjeta');
    const three = split.bills[2];
    const paidState = async () =>
      (await db().selectFrom('bills').select('status').where('id', '=', three.id).executeTakeFirstOrThrow()).status;
    const paid = await nextUpdate(paidState);
    const res = await api.post(`/orders/bills/${three.id}/pay`, {
      payments: [{ paymentTypeId: card, amount: three.total }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const [payPayload, status] = await paid.heard;
    expect(status).toBe('paid');
    expect(sorted((payPayload as { orderIds: number[] }).orderIds)).toEqual(sorted([table.orderA, table.orderB]));
  });

  it('orders added to a bill reach them with the orders of the split, the added ones among them', async () => {
    const split = splitOf(await api.post('/orders/bills/split', { tableId: c.table, mode: 'equal', parts: 2 }));
    const late = (await placeOrder(t, cookie, [cartLine(c.items.water, 1)], { tableId: c.table })).orderId;
    const held = async () => (await db().selectFrom('bill_split_orders').select('order_id').execute()).length;
    const added = await nextUpdate(held);
    const res = await api.post(`/orders/bills/${split.bills[0].id}/add-orders`, { orderIds: [late] });
    expect(res.statusCode, res.body).toBe(200);
    const [payload, heldNow] = await added.heard;
    expect(heldNow).toBe(3);
    expect(sorted((payload as { orderIds: number[] }).orderIds)).toEqual(sorted([table.orderA, table.orderB, late]));
  });
});
