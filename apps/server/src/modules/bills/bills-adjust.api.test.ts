import { BILLS_MESSAGES as M, type BillSplitView } from '@comandero/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases, type ApiClient, type TestApp } from '../../../test/test-app.js';
import { type PosCatalogue } from '../../../test/fixtures/orders.js';
import { addPaymentType, openFourTop, splitOf, type FourTop } from '../../../test/fixtures/bills.js';

describe.each(testDatabases)('split bills adjusted on %s', (kind) => {
  let t: TestApp;
  let c: PosCatalogue;
  let api: ApiClient;
  let table: FourTop;
  let split: BillSplitView;

  beforeEach(async () => {
    ({ t, c, table, api } = await openFourTop(kind));
    const l = table.lines;
    split = splitOf(
      await api.post('/orders/bills/split', {
        tableId: c.table,
        mode: 'items',
        parts: [
          [
            { lineId: l.burgerA, quantity: 1 },
            { lineId: l.waterA, quantity: 2 },
          ],
          [
            { lineId: l.burgerA, quantity: 1 },
            { lineId: l.lemonadeA, quantity: 1 },
          ],
          [
            { lineId: l.lemonadeA, quantity: 1 },
            { lineId: l.lemonadeB, quantity: 1 },
            { lineId: l.burgerB, quantity: 1 },
          ],
        ],
      }),
    );
  });
  afterEach(async () => {
    await t.close();
  });

  const userCookie = async (username: string, scope: string) => {
    await t.createUser(username, { scope });
    return t.signIn(username, 'user-pass-123');
  };

  it('discounts only for admin and ORDERS; taxes follow the discounted price; a discount can be removed', async () => {
    const [one, two] = split.bills;
    const cashier = await userCookie('cajero', 'POS');
    const burgerLine = one.lines.find((l) => l.orderItemId === table.lines.burgerA)!;
    const body = { lineId: burgerLine.id, kind: 'percent', value: 10, reason: 'Cortesía' };
    const refused = await api.post(`/orders/bills/${one.id}/discount`, body, cashier);
    expect(refused.statusCode).toBe(403);

    const waiter = await userCookie('mesero', 'ORDERS');
    const lined = splitOf(await api.post(`/orders/bills/${one.id}/discount`, body, waiter)).bills[0];
    // 20.000 − 10 % = 18.000 + 19 % IVA 3.420, and water 8.000.
    expect(lined).toMatchObject({ total: 29_420, taxTotal: 3_420, discountTotal: 2_000, netTotal: 26_000 });
    expect(lined.lines.find((l) => l.id === burgerLine.id)!.discount).toEqual({
      kind: 'percent',
      value: 10,
      reason: 'Cortesía',
      amount: 2_000,
    });

    const billWide = { kind: 'amount', value: 4_000, reason: 'Cliente frecuente' };
    const second = splitOf(await api.post(`/orders/bills/${two.id}/discount`, billWide)).bills[1];
    // 4.000 spread over 20.000 and 9.000: 2.758,62 and 1.241,38; IVA on 17.241,38, INC inside 7.758,62.
    expect(second).toMatchObject({ total: 28_275.86, taxTotal: 3_850.57, discountTotal: 4_000 });
    expect(second.billDiscount).toEqual({ kind: 'amount', value: 4_000, reason: 'Cliente frecuente', amount: 4_000 });

    const tooMuch = await api.post(`/orders/bills/${two.id}/discount`, { ...billWide, value: 29_000.01 });
    expect(tooMuch.json()).toEqual({ message: M.discountTooLarge });
    const noReason = await api.post(`/orders/bills/${two.id}/discount`, { ...billWide, reason: ' ' });
    expect(noReason.json()).toEqual({ message: M.discountReasonRequired });
    const over100 = await api.post(`/orders/bills/${two.id}/discount`, { ...billWide, kind: 'percent', value: 100.5 });
    expect(over100.json()).toEqual({ message: M.discountTooLarge });

    const removed = splitOf(await api.post(`/orders/bills/${two.id}/discount/remove`, {})).bills[1];
    expect(removed).toMatchObject({ total: 32_800, discountTotal: 0, billDiscount: null });
    const removeRefused = await api.post(`/orders/bills/${one.id}/discount/remove`, { lineId: burgerLine.id }, cashier);
    expect(removeRefused.statusCode).toBe(403);
  });

  it('asks for confirmation above the suggested 10 % and keeps the tip out of the taxes', async () => {
    const three = split.bills[2];
    // 9.000 + 9.000 + 23.800 with 5.133,34 of taxes: net 36.666,66 → 10 % is 3.666,67, suggested
    // rounded to the store's 100 pesos (issue 18).
    expect(three.suggestedTip).toBe(3_700);
    const above = await api.post(`/orders/bills/${three.id}/tip`, { tip: 5_000 });
    expect(above.statusCode).toBe(400);
    expect(above.json()).toEqual({ message: M.tipAboveSuggested });
    const confirmed = splitOf(
      await api.post(`/orders/bills/${three.id}/tip`, { tip: 5_000, confirmAboveSuggested: true }),
    );
    expect(confirmed.bills[2]).toMatchObject({
      tip: 5_000,
      taxTotal: three.taxTotal,
      total: three.total,
      due: three.total + 5_000,
    });
    expect(splitOf(await api.post(`/orders/bills/${three.id}/tip`, { tip: 0 })).bills[2].due).toBe(three.total);
  });

  it('merges an unpaid part back and refuses to merge a paid one', async () => {
    const [one, two, three] = split.bills;
    const merged = splitOf(await api.post(`/orders/bills/${two.id}/merge`, { intoBillId: one.id }));
    expect(merged.bills.map((b) => b.label)).toEqual(['Cuenta 1 de 3', 'Cuenta 3 de 3']);
    expect(merged.total).toBe(106_400);
    expect(merged.bills[0].lines.find((l) => l.orderItemId === table.lines.burgerA)!.quantity).toBe(2);
    // 31.800 (burger and two waters) + 32.800 (burger and lemonade).
    expect(merged.bills[0].total).toBe(64_600);

    const card = await addPaymentType(t, 'Tarjeta');
    const paid = await api.post(`/orders/bills/${three.id}/pay`, {
      payments: [{ paymentTypeId: card, amount: three.total }],
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const refused = await api.post(`/orders/bills/${three.id}/merge`, { intoBillId: one.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: M.billPaid409 });
    expect((await api.post(`/orders/bills/${one.id}/merge`, { intoBillId: one.id })).json()).toEqual({
      message: M.mergeSame,
    });
  });

  it('keeps an editable list of discount reasons', async () => {
    const list = await api.get(`/orders/bills/discount-reasons`);
    expect(list.json().reasons.map((r: { title: string }) => r.title)).toEqual([
      'Cortesía',
      'Cliente frecuente',
      'Error de cocina',
    ]);
    const cashier = await userCookie('cajero', 'POS');
    expect((await api.post('/orders/bills/discount-reasons', { title: 'Cumpleaños' }, cashier)).statusCode).toBe(403);
    const added = await api.post('/orders/bills/discount-reasons', { title: 'Cumpleaños' });
    expect(added.json().reasons).toHaveLength(4);
    expect((await api.post('/orders/bills/discount-reasons', { title: 'Cumpleaños' })).json()).toEqual({
      message: M.discountReasonExists,
    });
    const first = list.json().reasons[0].id;
    expect((await api.post(`/orders/bills/discount-reasons/${first}/delete`, {})).json().reasons).toHaveLength(3);
  });
});
