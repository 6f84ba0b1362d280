import type { OrderResult, PosInitResponse } from '@comandero/contracts';
import { describe, expect, it } from 'vitest';
import { initialPosState, posReducer, type PosAction, type PosState } from './cart-state';
import { ivaMenuItem } from '../../test/pos-test-fixtures';
import { receiptDataOf } from './receipt-data';

const soda = ivaMenuItem({ id: 5, title: 'Gaseosa', price: 5000 });
const init = {
  storeTables: [{ id: 4, table_title: 'Mesa 4', seating_capacity: 4, floor: 'Primer piso' }],
  storeSettings: { currency: 'COP' },
  printSettings: {},
} as unknown as PosInitResponse;
const result: OrderResult = { tokenNo: 3, orderId: 8, message: 'ok' };
const run = (...actions: PosAction[]): PosState => actions.reduce(posReducer, initialPosState);

describe('receipt data', () => {
  it('keeps totals in pesos, like the cart prices', () => {
    const state = run({ type: 'add', item: soda }, { type: 'add', item: soda });
    const data = receiptDataOf(result, state, init, new Date('2026-11-22T15:00:00Z'));
    // Line totals 2 x 5.000 = 10.000; IVA 19 % on top: 1.900; payable 11.900.
    expect(data).toMatchObject({ itemsTotal: 10_000, taxTotal: 1_900, payableTotal: 11_900, tokenNo: 3, orderId: 8 });
    expect(data.cartItems[0].price).toBe(5000);
  });

  it('numbers an order only sent to the kitchen as an order slip, a paid one by its invoice', () => {
    const state = run({ type: 'add', item: soda });
    expect(receiptDataOf(result, state, init)).toMatchObject({ orderId: 8, kind: 'order' });
    const paid = receiptDataOf({ ...result, invoiceId: 2 }, state, init);
    expect(paid.orderId).toBe(2);
    expect(paid.kind).toBeUndefined();
  });

  it('counts the items without their inclusive tax, so items + taxes = total', () => {
    const steak = ivaMenuItem({ id: 9, title: 'Churrasco', price: 45_000, tax_rate: 8, tax_type: 'inclusive' });
    const data = receiptDataOf(result, run({ type: 'add', item: steak }, { type: 'add', item: soda }), init);
    // Churrasco 45.000 holds 45.000 x 8 / 108 = 3.333,33; Gaseosa 5.000 + 950 on top.
    expect(data).toMatchObject({ itemsTotal: 46_666.67, taxTotal: 4_283.33, payableTotal: 50_950 });
  });

  it('prints the service the server stored when none was chosen: dine-in at a table, else takeaway', () => {
    const withTable = run({ type: 'add', item: soda }, { type: 'setTable', tableId: 4 });
    expect(receiptDataOf(result, withTable, init)).toMatchObject({ deliveryType: 'dinein', tableTitle: 'Mesa 4' });
    expect(receiptDataOf(result, run({ type: 'add', item: soda }), init).deliveryType).toBe('takeaway');
    const delivery = run({ type: 'setTable', tableId: 4 }, { type: 'setDeliveryType', deliveryType: 'delivery' });
    expect(receiptDataOf(result, delivery, init).deliveryType).toBe('delivery');
  });

  it('prints a discount of the payment as the bill discount, with the totals after it (issue 21)', () => {
    const state = run({ type: 'add', item: soda }, { type: 'add', item: soda });
    const extras = {
      tip: 0,
      confirmAboveSuggested: false,
      tendered: null,
      paymentTypeTitle: 'Tarjeta',
      discount: { kind: 'percent' as const, value: 10, reason: 'Cortesía' },
    };
    const data = receiptDataOf({ ...result, invoiceId: 9 }, state, init, new Date(), extras);
    // 10 % of 10.000 is 1.000 off; IVA 19 % of 9.000 = 1.710; total 10.710.
    expect(data.payment).toMatchObject({
      itemsTotal: 10_000,
      discountTotal: 1_000,
      billDiscount: { kind: 'percent', value: 10, reason: 'Cortesía', amount: 1_000 },
      total: 10_710,
      due: 10_710,
    });
  });
});
