import { BILLS_MESSAGES as M } from '@comandero/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases, type ApiClient, type TestApp } from '../../../test/test-app.js';
import { type PosCatalogue } from '../../../test/fixtures/orders.js';
import { openFourTop, splitOf } from '../../../test/fixtures/bills.js';

describe.each(testDatabases)('cash decided by the payment type flag on %s', (kind) => {
  let t: TestApp;
  let c: PosCatalogue;
  let api: ApiClient;

  beforeEach(async () => {
    ({ t, c, api } = await openFourTop(kind));
  });
  afterEach(async () => {
    await t.close();
  });

  it('gives change on a type flagged cash whatever its name, and refuses it on "Efectivo" flagged not cash', async () => {
    const split = splitOf(await api.post('/orders/bills/split', { tableId: c.table, mode: 'equal', parts: 2 }));
    const [one, two] = split.bills;
    const drawer = (await api.post('/settings/payment-types/add', { title: 'Caja menor', isCash: 1 })).json().id;
    const paid = await api.post(`/orders/bills/${one.id}/pay`, {
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
    const seen = await api.get(`/orders/bills/table/${c.table}`);
    expect(splitOf(seen).cashPaymentTypeIds).toEqual([cash, drawer]);
    const update = await api.post(`/settings/payment-types/${cash}/update`, { title, isCash: 0 });
    expect(update.statusCode, update.body).toBe(200);
    const overpaid = await api.post(`/orders/bills/${two.id}/pay`, {
      payments: [{ paymentTypeId: cash, amount: two.total + 5_000 }],
    });
    expect(overpaid.statusCode).toBe(400);
    expect(overpaid.json()).toEqual({ message: M.nonCashOverpay });
    expect(splitOf(await api.post(`/orders/bills/${two.id}/tip`, { tip: 0 })).cashPaymentTypeIds).toEqual([drawer]);
    const exact = await api.post(`/orders/bills/${two.id}/pay`, {
      payments: [{ paymentTypeId: cash, amount: two.total, tendered: two.total + 5_000 }],
    });
    expect(exact.statusCode, exact.body).toBe(200);
    expect(exact.json()).toMatchObject({ message: M.tablePaid, change: 0, tableClosed: true });
  });
});
