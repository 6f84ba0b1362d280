import { BILLS_MESSAGES as M } from '@comandero/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases, type ApiClient, type TestApp } from '../../../test/test-app.js';
import { raceBehindLock, type PosCatalogue } from '../../../test/fixtures/orders.js';
import { addPaymentType, openFourTop, splitOf } from '../../../test/fixtures/bills.js';

describe.each(testDatabases)('a split dropped on %s', (kind) => {
  let t: TestApp;
  let c: PosCatalogue;
  let api: ApiClient;

  beforeEach(async () => {
    ({ t, c, api } = await openFourTop(kind));
  });
  afterEach(async () => {
    await t.close();
  });

  const equal = (parts: number) => api.post('/orders/bills/split', { tableId: c.table, mode: 'equal', parts });
  const count = async (table: 'bills' | 'bill_lines' | 'bill_split_orders' | 'bill_splits') =>
    Number(
      (
        await t.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('drops an unpaid split for POS and ORDERS, after which the table can be cut again', async () => {
    const first = splitOf(await equal(3));
    await t.createUser('cajero', { scope: 'POS' });
    const cashier = await t.signIn('cajero', 'user-pass-123');
    const dropped = await api.post(`/orders/bills/${first.id}/cancel`, {}, cashier);
    expect(dropped.statusCode, dropped.body).toBe(200);
    expect(dropped.json()).toEqual({ message: M.splitCancelled, split: null });
    expect((await api.get(`/orders/bills/table/${c.table}`)).json()).toEqual({ split: null });
    for (const table of ['bills', 'bill_lines', 'bill_split_orders', 'bill_splits'] as const) {
      expect(await count(table), table).toBe(0);
    }

    const second = splitOf(await equal(2));
    expect(second.total).toBe(106_400);
    await t.createUser('mesero', { scope: 'ORDERS' });
    const waiter = await t.signIn('mesero', 'user-pass-123');
    expect((await api.post(`/orders/bills/${second.id}/cancel`, {}, waiter)).statusCode).toBe(200);
    const again = await api.post(`/orders/bills/${second.id}/cancel`, {});
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: M.splitNotFound });
  });

  it('refuses with 409 once one of its bills is paid, and keeps everything as it was', async () => {
    const split = splitOf(await equal(2));
    const card = await addPaymentType(t, 'Tarjeta');
    const [one] = split.bills;
    const paid = await api.post(`/orders/bills/${one.id}/pay`, {
      payments: [{ paymentTypeId: card, amount: one.total }],
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const refused = await api.post(`/orders/bills/${split.id}/cancel`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: M.splitHasPaidBills });
    const after = (await api.get(`/orders/bills/table/${c.table}`)).json().split;
    expect(after.bills.map((b: { status: string }) => b.status)).toEqual(['paid', 'open']);
    expect(await count('bill_split_orders')).toBe(2);

    const two = after.bills[1];
    await api.post(`/orders/bills/${two.id}/pay`, { payments: [{ paymentTypeId: card, amount: two.total }] });
    const closed = await api.post(`/orders/bills/${split.id}/cancel`, {});
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toEqual({ message: M.splitNotOpen });
  });

  it('a cancel racing a payment of one of its bills: exactly one of them happens', async () => {
    const split = splitOf(await equal(2));
    const card = await addPaymentType(t, 'Tarjeta');
    const [one] = split.bills;
    const [cancel, pay] = await raceBehindLock(
      t,
      'SELECT id FROM bill_splits WHERE id = $1 FOR UPDATE',
      [split.id],
      () => [
        api.post(`/orders/bills/${split.id}/cancel`, {}),
        api.post(`/orders/bills/${one.id}/pay`, { payments: [{ paymentTypeId: card, amount: one.total }] }),
      ],
    );
    expect([cancel.statusCode, pay.statusCode]).toContain(200);
    const invoices = await t.database.db.selectFrom('invoices').select('id').execute();
    if (cancel.statusCode === 200) {
      // A payment started after the cancel finds no bill (404); one queued behind it, no open split (409).
      const refusal = pay.statusCode === 404 ? M.billNotFound : M.billPaid409;
      expect([404, 409]).toContain(pay.statusCode);
      expect(pay.json()).toEqual({ message: refusal });
      expect(invoices).toHaveLength(0);
      expect(await count('bills')).toBe(0);
    } else {
      expect(cancel.statusCode).toBe(409);
      expect(cancel.json()).toEqual({ message: M.splitHasPaidBills });
      expect(invoices).toHaveLength(1);
      expect(await count('bills')).toBe(2);
    }
  });

  it('refuses a malformed split id', async () => {
    const res = await api.post('/orders/bills/abc/cancel', {});
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: M.splitNotFound });
  });
});
