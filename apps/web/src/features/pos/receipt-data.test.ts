import type { OrderResult, PosInitResponse } from '@comandero/contracts';
import { describe, expect, it } from 'vitest';
import { initialPosState, posReducer } from './cart-state';
import { ivaMenuItem } from './pos-test-fixtures';
import { receiptDataOf } from './receipt-data';

const soda = ivaMenuItem({ id: 5, title: 'Gaseosa', price: 5000 });

describe('receipt data', () => {
  it('keeps totals in pesos, like the cart prices', () => {
    let state = posReducer(initialPosState, { type: 'add', item: soda });
    state = posReducer(state, { type: 'increment', key: state.cart[0].key });
    const init = {
      storeTables: [],
      storeSettings: { currency: 'COP' },
      printSettings: {},
    } as unknown as PosInitResponse;
    const result: OrderResult = { tokenNo: 3, orderId: 8, message: 'ok' };
    const data = receiptDataOf(result, state, init, new Date('2026-11-22T15:00:00Z'));
    // Line totals 2 x 5.000 = 10.000; IVA 19 % on top: 1.900; payable 11.900.
    expect(data).toMatchObject({ itemsTotal: 10_000, taxTotal: 1_900, payableTotal: 11_900, tokenNo: 3, orderId: 8 });
    expect(data.cartItems[0].price).toBe(5000);
  });
});
