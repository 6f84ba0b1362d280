import { SHIFT_MESSAGES as S, type OrderPaymentSummary } from '@comandero/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases, type ApiClient, type TestApp } from '../../../test/test-app.js';
import {
  addTable,
  cartLine,
  placeOrder,
  queueBehindLock,
  openPosApp,
  type PosCatalogue,
} from '../../../test/fixtures/orders.js';

/**
 * A table moved while a cashier pays it. On PostgreSQL both requests are held behind a lock on the
 * table's orders until each has read what it needs and reached its write, so they truly overlap;
 * SQLite runs one transaction at a time. Either the move or the payment happens, whole.
 */
describe.each(testDatabases)('a table move racing its payment on %s', (kind) => {
  let t: TestApp;
  let c: PosCatalogue;
  let cookie: string;
  let api: ApiClient;
  let free: number;

  beforeEach(async () => {
    ({ t, c, cookie, api } = await openPosApp(kind));
    free = await addTable(t, 'Mesa 7');
  });
  afterEach(async () => {
    await t.close();
  });

  const db = () => t.database.db;
  const rows = () =>
    db()
      .selectFrom('orders')
      .select(['id', 'table_id', 'status', 'payment_status', 'invoice_id'])
      .orderBy('id')
      .execute();
  const lockTable = (tableId: number) => ['SELECT id FROM orders WHERE table_id = $1 FOR UPDATE', [tableId]] as const;
  type Res = Awaited<ReturnType<ApiClient['post']>>;
  /**
   * The move and the other request, queued behind a lock on the table's orders in the order named
   * (on PostgreSQL the first queued writes first); answers [move, other] whatever the order.
   */
  async function race(tableId: number, moveFirst: boolean, move: () => Promise<Res>, other: () => Promise<Res>) {
    const [sqlText, params] = lockTable(tableId);
    const batches = moveFirst ? [() => [move()], () => [other()]] : [() => [other()], () => [move()]];
    const [a, b] = await queueBehindLock(t, sqlText, [...params], batches);
    return moveFirst ? [a, b] : [b, a];
  }
  const ORDERS = [
    ['the move', true],
    ['the other request', false],
  ] as const;

  /** Two rounds at the table, and the body the orders screen sends to pay them. */
  async function twoRounds(tableId: number) {
    const a = await placeOrder(t, cookie, [cartLine(c.items.burger, 1)], { tableId });
    const b = await placeOrder(t, cookie, [cartLine(c.items.water, 2)], { tableId });
    const orderIds = [a.orderId, b.orderId];
    const summary = (
      await api.post('/orders/complete-order-payment-summary', { orderIds })
    ).json() as OrderPaymentSummary;
    return {
      orderIds,
      pay: { orderIds, subTotal: summary.subtotal, taxTotal: summary.taxTotal, total: summary.total },
    };
  }

  it.each(ORDERS)(
    'a transfer and a complete-and-pay of the same table, %s queued first: exactly one happens',
    async (_, first) => {
      const { orderIds, pay } = await twoRounds(c.table);
      const [moved, paid] = await race(
        c.table,
        first,
        () => api.post('/orders/transfer', { fromTableId: c.table, toTableId: free }),
        () => api.post('/orders/complete-and-pay-order', { ...pay, tableId: c.table, paymentTypeId: null }),
      );
      // PostgreSQL's lock queue is first come, first served: the request queued first wins there.
      if (kind === 'postgres') expect(moved.statusCode).toBe(first ? 200 : 409);
      const codes = [moved.statusCode, paid.statusCode].sort();
      expect(codes, `${moved.body} / ${paid.body}`).toEqual([200, 409]);
      const after = await rows();
      const invoices = await db().selectFrom('invoices').select('id').execute();
      if (moved.statusCode === 200) {
        expect(paid.json()).toEqual({ message: S.ordersMoved });
        expect(invoices).toHaveLength(0);
        expect(after.map((o) => [o.id, o.table_id, o.status, o.payment_status, o.invoice_id])).toEqual(
          orderIds.map((id) => [id, free, 'created', 'pending', null]),
        );
      } else {
        // The payment took the orders first: by the time the move looked again, none was open.
        expect([S.tableChanged, S.noOpenOrders]).toContain(moved.json().message);
        expect(invoices).toHaveLength(1);
        expect(after.map((o) => [o.id, o.table_id, o.status, o.payment_status, o.invoice_id])).toEqual(
          orderIds.map((id) => [id, c.table, 'completed', 'paid', invoices[0].id]),
        );
      }
    },
  );

  it.each(ORDERS)(
    'a merge into a table being paid, %s queued first: refused, or the newcomers stay open',
    async (_, first) => {
      const target = await twoRounds(free);
      const guest = await placeOrder(t, cookie, [cartLine(c.items.water, 1)], { tableId: c.table });
      const [merged, paid] = await race(
        free,
        first,
        () => api.post('/orders/merge-tables', { fromTableId: c.table, toTableId: free }),
        () => api.post('/orders/complete-and-pay-order', { ...target.pay, tableId: free, paymentTypeId: null }),
      );
      if (kind === 'postgres') expect(merged.statusCode).toBe(first ? 200 : 409);
      const after = new Map((await rows()).map((o) => [o.id, o]));
      const invoices = await db().selectFrom('invoices').select(['id', 'total']).execute();
      // The target's own orders are paid whichever came first: the merge never adds to a payment.
      expect(paid.statusCode, paid.body).toBe(200);
      expect(invoices).toEqual([expect.objectContaining({ total: 3_180_000 })]);
      for (const id of target.orderIds) expect(after.get(id)).toMatchObject({ status: 'completed', table_id: free });
      if (merged.statusCode === 200) {
        expect(after.get(guest.orderId)).toMatchObject({
          table_id: free,
          status: 'created',
          payment_status: 'pending',
        });
      } else {
        expect(merged.statusCode).toBe(409);
        expect([S.tableChanged, S.targetEmpty]).toContain(merged.json().message);
        expect(after.get(guest.orderId)).toMatchObject({ table_id: c.table, status: 'created' });
      }
    },
  );

  it.each(ORDERS)(
    'a transfer racing a split of the same table, %s queued first: one of them happens',
    async (_, first) => {
      await twoRounds(c.table);
      const [moved, split] = await race(
        c.table,
        first,
        () => api.post('/orders/transfer', { fromTableId: c.table, toTableId: free }),
        () => api.post('/orders/bills/split', { tableId: c.table, mode: 'equal', parts: 2 }),
      );
      expect([moved.statusCode, split.statusCode].sort(), `${moved.body} / ${split.body}`).toEqual([200, 409]);
      if (kind === 'postgres') expect(moved.statusCode).toBe(first ? 200 : 409);
      const splits = await db().selectFrom('bill_splits').select('table_id').execute();
      const tables = new Set((await rows()).map((o) => o.table_id));
      if (moved.statusCode === 200) {
        expect(splits).toEqual([]);
        expect([...tables]).toEqual([free]);
      } else {
        expect(moved.json()).toEqual({ message: S.tableSplitOpen });
        expect(splits).toEqual([{ table_id: c.table }]);
        expect([...tables]).toEqual([c.table]);
      }
    },
  );
});
