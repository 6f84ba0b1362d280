import {
  BILL_TABLE_MESSAGES as T,
  BILLS_MESSAGES as M,
  ORDERS_MESSAGES,
  type BillSplitView,
} from '@comandero/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases, type ApiClient, type TestApp } from '../../../test/test-app.js';
import { cartLine, placeOrder, raceBehindLock, type PosCatalogue } from '../../../test/fixtures/orders.js';
import { addPaymentType, openFourTop, splitOf, type FourTop } from '../../../test/fixtures/bills.js';

/** Orders placed on a split table after the cut: shown apart, and addable to an unpaid bill. */
describe.each(testDatabases)('orders outside a split on %s', (kind) => {
  let t: TestApp;
  let c: PosCatalogue;
  let cookie: string;
  let api: ApiClient;
  let table: FourTop;
  let card: number;

  beforeEach(async () => {
    ({ t, c, cookie, table, api } = await openFourTop(kind));
    card = await addPaymentType(t, 'Tarjeta');
  });
  afterEach(async () => {
    await t.close();
  });

  const view = async () => splitOf(await api.get(`/orders/bills/table/${c.table}`));
  const cut = async (mode: 'equal' | 'items') => {
    if (mode === 'equal') return splitOf(await api.post('/orders/bills/split', { tableId: c.table, mode, parts: 3 }));
    const l = table.lines;
    return splitOf(
      await api.post('/orders/bills/split', {
        tableId: c.table,
        mode,
        parts: [
          [
            { lineId: l.burgerA, quantity: 2 },
            { lineId: l.waterA, quantity: 2 },
          ],
          [{ lineId: l.lemonadeA, quantity: 2 }],
          [
            { lineId: l.lemonadeB, quantity: 1 },
            { lineId: l.burgerB, quantity: 1 },
          ],
        ],
      }),
    );
  };
  /** A later round: burger 20.000 + 3.800 IVA and a water 4.000, so 27.800 pesos. */
  const lateRound = async (tableId = c.table) =>
    (await placeOrder(t, cookie, [cartLine(c.items.burger, 1), cartLine(c.items.water, 1)], { tableId })).orderId;
  const billsSum = (s: BillSplitView) => s.bills.reduce((a, b) => a + Math.round(b.total * 100), 0) / 100;
  const orderRow = (id: number) =>
    t.database.db.selectFrom('orders').select(['status', 'payment_status']).where('id', '=', id).executeTakeFirst();
  const payAll = async (split: BillSplitView) => {
    let last;
    for (const b of split.bills.filter((x) => x.status === 'open')) {
      last = await api.post(`/orders/bills/${b.id}/pay`, { payments: [{ paymentTypeId: card, amount: b.total }] });
      expect(last.statusCode, last.body).toBe(200);
    }
    return last!.json();
  };

  it('lists a round ordered after the cut apart, and adds it to a bill: the bills add up to the table again', async () => {
    const split = await cut('items');
    expect(split.outsideOrders).toEqual([]);
    const late = await lateRound();
    const before = await view();
    expect(before.total).toBe(106_400);
    expect(before.outsideOrders).toEqual([
      {
        id: late,
        tokenNo: expect.any(Number),
        date: expect.any(String),
        total: 27_800,
        lines: [
          { title: 'Hamburguesa', quantity: 1 },
          { title: 'Agua', quantity: 1 },
        ],
      },
    ]);

    const two = split.bills[1];
    const res = await api.post(`/orders/bills/${two.id}/add-orders`, { orderIds: [late] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(T.ordersAdded);
    const after = splitOf(res);
    expect(after.outsideOrders).toEqual([]);
    expect(after.orderIds).toEqual([table.orderA, table.orderB, late].sort((a, b) => a - b));
    expect(after.total).toBe(106_400 + 27_800);
    expect(billsSum(after)).toBe(after.total);
    expect(after.bills[1].total).toBe(two.total + 27_800);
    expect(after.bills[1].lines.map((l) => [l.title, l.quantity])).toEqual([
      ['Limonada', 2],
      ['Hamburguesa', 1],
      ['Agua', 1],
    ]);
    expect([after.bills[0].total, after.bills[2].total]).toEqual([split.bills[0].total, split.bills[2].total]);
    expect(await view()).toEqual(after);

    const paid = await payAll(after);
    expect(paid).toMatchObject({ message: M.tablePaid, tableClosed: true });
    for (const id of [table.orderA, table.orderB, late]) {
      expect(await orderRow(id)).toEqual({ status: 'completed', payment_status: 'paid' });
    }
    const invoices = await t.database.db.selectFrom('invoices').select('total').execute();
    expect(invoices.reduce((a, i) => a + Number(i.total), 0)).toBe((106_400 + 27_800) * 100);
  });

  it('in equal parts the round joins one part whole, and the last payment settles every order', async () => {
    const split = await cut('equal');
    const late = await lateRound();
    const after = splitOf(await api.post(`/orders/bills/${split.bills[0].id}/add-orders`, { orderIds: [late] }));
    expect(after.bills[0].total).toBe(split.bills[0].total + 27_800);
    expect(billsSum(after)).toBe(106_400 + 27_800);
    expect((await payAll(after)).tableClosed).toBe(true);
    const lines = await t.database.db
      .selectFrom('order_items')
      .select(['quantity', 'paid_quantity'])
      .where('order_id', 'in', [table.orderA, table.orderB, late])
      .execute();
    expect(lines.every((l) => l.paid_quantity === l.quantity)).toBe(true);
  });

  it('a round left outside keeps the table open once every bill is paid', async () => {
    const split = await cut('equal');
    const late = await lateRound();
    const paid = await payAll(split);
    expect(paid).toMatchObject({ message: M.billPaid, tableClosed: false });
    expect(paid.split.status).toBe('paid');
    expect(await orderRow(late)).toEqual({ status: 'created', payment_status: 'pending' });
    const res = await api.get(`/orders/bills/table/${c.table}`);
    expect(res.json()).toEqual({ split: null });
  });

  it('refuses a paid bill, an order already in the split, of another table or unknown, and changes nothing', async () => {
    const split = await cut('items');
    const late = await lateRound();
    const { id: otherTable } = await t.database.db
      .insertInto('store_tables')
      .values({ table_title: 'Mesa 2', floor: 'Terraza', seating_capacity: 2, created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const elsewhere = await lateRound(otherTable);
    const [one, two] = split.bills;
    expect(
      (await api.post(`/orders/bills/${one.id}/pay`, { payments: [{ paymentTypeId: card, amount: one.total }] }))
        .statusCode,
    ).toBe(200);
    const before = await view();

    const cases: [number | string, object, number, string][] = [
      [one.id, { orderIds: [late] }, 409, M.billPaid409],
      [two.id, { orderIds: [table.orderA] }, 409, T.ordersNotOutside],
      [two.id, { orderIds: [late, table.orderB] }, 409, T.ordersNotOutside],
      [two.id, { orderIds: [elsewhere] }, 409, T.ordersNotOutside],
      [two.id, { orderIds: [999_999] }, 409, T.ordersNotOutside],
      [two.id, { orderIds: [] }, 400, ORDERS_MESSAGES.orderIdsRequired],
      [two.id, { orderIds: [late, late] }, 400, ORDERS_MESSAGES.orderIdsRepeated],
      [two.id, {}, 400, ORDERS_MESSAGES.orderIdsRequired],
      [999_999, { orderIds: [late] }, 404, M.billNotFound],
      ['abc', { orderIds: [late] }, 404, M.billNotFound],
    ];
    for (const [bill, body, status, message] of cases) {
      const res = await api.post(`/orders/bills/${bill}/add-orders`, body);
      expect(res.statusCode, `${bill} ${JSON.stringify(body)}`).toBe(status);
      expect(res.json()).toEqual({ message });
    }
    expect(await view()).toEqual(before);
    expect(await orderRow(late)).toEqual({ status: 'created', payment_status: 'pending' });
  });

  it('an add racing a payment of the same bill: exactly one of them happens', async () => {
    const split = await cut('items');
    const late = await lateRound();
    const two = split.bills[1];
    const [add, pay] = await raceBehindLock(
      t,
      'SELECT id FROM bill_splits WHERE id = $1 FOR UPDATE',
      [split.id],
      () => [
        api.post(`/orders/bills/${two.id}/add-orders`, { orderIds: [late] }),
        api.post(`/orders/bills/${two.id}/pay`, { payments: [{ paymentTypeId: card, amount: two.total }] }),
      ],
    );
    const after = await view();
    if (add.statusCode === 200) {
      // The payment was for the bill without the round: it no longer covers it (read after the add)
      // or no longer matches the table (read before it).
      const refusal = pay.statusCode === 400 ? M.notCovered : M.tableChanged;
      expect([400, 409]).toContain(pay.statusCode);
      expect(pay.json()).toEqual({ message: refusal });
      expect(after.bills[1]).toMatchObject({ status: 'open', total: two.total + 27_800 });
    } else {
      expect(pay.statusCode, pay.body).toBe(200);
      expect(add.statusCode).toBe(409);
      expect(add.json()).toEqual({ message: M.billPaid409 });
      expect(after.bills[1]).toMatchObject({ status: 'paid', total: two.total });
      expect(after.outsideOrders?.map((o) => o.id)).toEqual([late]);
    }
    expect(billsSum(after)).toBe(after.total);
  });
});
