import { describe, expect, it } from 'vitest';
import { cartLine } from '../../test/pos-test-fixtures';
import { discountedSale } from './pay-discount';

/** A burger of 20.000 + 19 % IVA and a water of 5.000 with no tax. */
const cart = [
  cartLine({ key: 'a', title: 'Hamburguesa', price: 20_000, tax_rate: 19, tax_type: 'exclusive' }),
  cartLine({ key: 'b', id: 2, title: 'Agua', price: 5_000 }),
];

describe('discountedSale', () => {
  it('is nothing without a discount', () => {
    expect(discountedSale(cart, null)).toBeNull();
  });

  it('spreads 10 % over the lines and taxes the discounted price, as the server settles it', () => {
    // By hand: 2.500 off 25.000, 2.000 on the burger and 500 on the water; IVA 19 % of 18.000 = 3.420.
    const sale = discountedSale(cart, { kind: 'percent', value: 10, reason: 'Cortesía' })!;
    expect(sale.discountTotal).toBe(250_000);
    expect(sale.totals).toMatchObject({ netTotal: 2_250_000, taxTotal: 342_000, payableTotal: 2_592_000 });
    expect(sale.billDiscount).toEqual({ kind: 'percent', value: 10, reason: 'Cortesía', amount: 2_500 });
  });

  it('takes pesos off', () => {
    const sale = discountedSale(cart, { kind: 'amount', value: 5_000, reason: 'Cortesía' })!;
    expect(sale.discountTotal).toBe(500_000);
    expect(sale.totals.netTotal + sale.totals.taxTotal).toBe(sale.totals.payableTotal);
  });
});
