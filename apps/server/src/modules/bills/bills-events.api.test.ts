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
   * Runs a write and answers its answer with the order_update it caused and what the database holds
   * the moment that event arrives. The listener is set before the write, and each test waits for
   * every write's event before the next write: on PostgreSQL the socket adapter publishes each emit
   * through the database before delivering it, so two emits in quick succession may arrive in either
   * order, and a marker sent after the first could overtake it.
   */
  const withUpdate = async <A, T>(write: () => Promise<A>, read: () => Promise<T>) => {
    const heard = new Promise<[unknown, T]>((resolve) =>
      socket.once('order_update', (payload: unknown) => void read().then((state) => resolve([payload, state]))),
    );
    const answer = await write();
    const [payload, state] = await heard;
    return { answer, payload: payload as { orderIds: number[] }, state };
  };
  const splitTable = async (parts: number) =>
    splitOf(
      (
        await withUpdate(
          () => api.post('/orders/bills/split', { tableId: c.table, mode: 'equal', parts }),
          async () => null,
        )
      ).answer,
    );
  const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

  it('a cancelled split reaches the other tablets with its orders, after the rows are gone', async () => {
    const split = await splitTable(2);
    const splitsLeft = async () => (await db().selectFrom('bill_splits').select('id').execute()).length;
    const cancel = await withUpdate(() => api.post(`/orders/bills/${split.id}/cancel`, {}), splitsLeft);
    expect(cancel.answer.statusCode).toBe(200);
    expect(cancel.state).toBe(0);
    expect(sorted(cancel.payload.orderIds)).toEqual(sorted([table.orderA, table.orderB]));
  });

  it('a merge and a payment reach them the same way', async () => {
    const split = await splitTable(3);
    const [one, two] = split.bills;
    const billsLeft = async () => (await db().selectFrom('bills').select('id').execute()).length;
    const merged = await withUpdate(() => api.post(`/orders/bills/${two.id}/merge`, { intoBillId: one.id }), billsLeft);
    expect(merged.answer.statusCode).toBe(200);
    expect(merged.state).toBe(2);
    expect(sorted(merged.payload.orderIds)).toEqual(sorted([table.orderA, table.orderB]));

    const card = await addPaymentType(t, 'Tarjeta');
    const three = split.bills[2];
    const paidState = async () =>
      (await db().selectFrom('bills').select('status').where('id', '=', three.id).executeTakeFirstOrThrow()).status;
    const paid = await withUpdate(
      () => api.post(`/orders/bills/${three.id}/pay`, { payments: [{ paymentTypeId: card, amount: three.total }] }),
      paidState,
    );
    expect(paid.answer.statusCode, paid.answer.body).toBe(200);
    expect(paid.state).toBe('paid');
    expect(sorted(paid.payload.orderIds)).toEqual(sorted([table.orderA, table.orderB]));
  });

  it('orders added to a bill reach them with the orders of the split, the added ones among them', async () => {
    const split = await splitTable(2);
    const late = (await placeOrder(t, cookie, [cartLine(c.items.water, 1)], { tableId: c.table })).orderId;
    const held = async () => (await db().selectFrom('bill_split_orders').select('order_id').execute()).length;
    const added = await withUpdate(
      () => api.post(`/orders/bills/${split.bills[0].id}/add-orders`, { orderIds: [late] }),
      held,
    );
    expect(added.answer.statusCode, added.answer.body).toBe(200);
    expect(added.state).toBe(3);
    expect(sorted(added.payload.orderIds)).toEqual(sorted([table.orderA, table.orderB, late]));
  });
});
