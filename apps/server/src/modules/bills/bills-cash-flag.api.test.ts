import { BILLS_MESSAGES as M } from '@comandero/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app.js';
import { seedPosCatalogue, type PosCatalogue } from '../orders/orders-test-fixtures.js';
import { fourTop, splitOf } from './bills-test-fixtures.js';

describe.each(testDatabases)('cash decided by the payment type flag on %s', (kind) => {
  let t: TestApp;
  let c: PosCatalogue;
  let cookie: string;

  beforeEach(async () => {
    t = await createTestApp(kind);
    c = await seedPosCatalogue(t.database.db);
    cookie = await t.signIn();
    await fourTop(t, cookie, c);
  });
  afterEach(async () => {
    await t.close();
  });

  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers: { cookie } });

  it('gives change on a type flagged cash whatever its name, and refuses it on "Efectivo" flagged not cash', async () => {
    const split = splitOf(await post('/orders/bills/split', { tableId: c.table, mode: 'equal', parts: 2 }));
    const [one, two] = split.bills;
    const drawer = (await post('/settings/payment-types/add', { title: 'Caja menor', isCash: 1 })).json().id;
    const paid = await post(`/orders/bills/${one.id}/pay`, {
      payments: [{ paymentTypeId: drawer, amount: one.total, tendered: one.total + 5_000 }],
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ message: M.billPaid, change: 5_000 });
    const stored = await t.database.db
      .selectFrom('bill_payments')
      .select(['tendered', 'change_amount'])
      .where('bill_id', '=', one.id)
      .executeTakeFirstOrThrow();
    expect({ tendered: Number(stored.tendered), change: Number(stored.change_amount) }).toEqual({
      tendered: (one.total + 5_000) * 100,
      change: 500_000,
    });

    const cash = c.paymentTypes.cash;
    const title = (
      await t.database.db.selectFrom('payment_types').select('title').where('id', '=', cash).executeTakeFirstOrThrow()
    ).title;
    expect(title).toBe('Efectivo');
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/v1/orders/bills/table/${c.table}`,
      headers: { cookie },
    });
    expect(splitOf(seen).cashPaymentTypeIds).toEqual([cash, drawer]);
    const update = await post(`/settings/payment-types/${cash}/update`, { title, isCash: 0 });
    expect(update.statusCode, update.body).toBe(200);
    const overpaid = await post(`/orders/bills/${two.id}/pay`, {
      payments: [{ paymentTypeId: cash, amount: two.total + 5_000 }],
    });
    expect(overpaid.statusCode).toBe(400);
    expect(overpaid.json()).toEqual({ message: M.nonCashOverpay });
    expect(splitOf(await post(`/orders/bills/${two.id}/tip`, { tip: 0 })).cashPaymentTypeIds).toEqual([drawer]);
    const exact = await post(`/orders/bills/${two.id}/pay`, {
      payments: [{ paymentTypeId: cash, amount: two.total, tendered: two.total + 5_000 }],
    });
    expect(exact.statusCode, exact.body).toBe(200);
    expect(exact.json()).toMatchObject({ message: M.tablePaid, change: 0, tableClosed: true });
  });
});
