import { priceCartLine, totalsOf, type CartLine } from '@comandero/contracts';
import { describe, expect, it } from 'vitest';
import { cartLine } from '../../test/pos-test-fixtures';
import { displayStateOf, type DisplayInput } from './display-state';

function input(cart: (CartLine & { key: string })[], extra: Partial<DisplayInput> = {}): DisplayInput {
  const priced = cart.map(priceCartLine);
  return {
    cart,
    priced,
    totals: totalsOf(priced),
    store: { name: 'La Fonda', logo: null },
    currency: 'COP',
    paying: null,
    paid: null,
    ...extra,
  };
}

describe('displayStateOf', () => {
  it('is idle with an empty cart, and shows lines with their choice and running totals', () => {
    expect(displayStateOf(input([]), 1)).toMatchObject({ phase: 'idle', lines: [], total: 0 });
    const cart = [
      cartLine({
        key: 'a',
        quantity: 2,
        variant: { id: 5, item_id: 1, title: 'Grande', price: 35_000 },
        addons: [{ id: 7, item_id: 1, title: 'Aguacate', price: 3_500 }],
      }),
      cartLine({ key: 'b', id: 2, title: 'Tinto', price: 2_000 }),
    ];
    const s = displayStateOf(input(cart), 2);
    expect(s.phase).toBe('ordering');
    expect(s.lines).toEqual([
      { key: 'a', title: 'Bandeja paisa', variant: 'Grande', addons: ['Aguacate'], quantity: 2, total: 2 * 3_850_000 },
      { key: 'b', title: 'Tinto', variant: null, addons: [], quantity: 1, total: 200_000 },
    ]);
    expect(s.total).toBe(7_900_000);
    expect(s.subtotal + s.tax).toBe(s.total);
    expect(s.payment).toBeNull();
  });

  it('shows the payment while the pay dialog is open, then the thanks once the cart is emptied', () => {
    const cart = [cartLine({ key: 'a' })];
    const paying = {
      tip: { suggested: 300_000, percent: 10, amount: 300_000 },
      due: 3_300_000,
      received: 5_000_000,
      change: 1_700_000,
      method: 'Efectivo',
    };
    const s = displayStateOf(input(cart, { paying }), 3);
    expect(s).toMatchObject({ phase: 'paying', payment: paying, paid: null });
    const paid = { total: 3_300_000, change: 1_700_000, documentQr: null };
    expect(displayStateOf(input([], { paid }), 4)).toMatchObject({ phase: 'paid', paid, payment: null, lines: [] });
    // A new sale's first line ends the thanks.
    expect(displayStateOf(input(cart, { paid }), 5)).toMatchObject({ phase: 'ordering', paid: null });
  });

  it('shows a discount and the totals after it while paying, and keeps it off the payment', () => {
    const cart = [cartLine({ key: 'a' })];
    const discounted = { discount: 300_000, subtotal: 2_700_000, tax: 0, total: 2_700_000 };
    const paying = { tip: null, due: 2_700_000, received: null, change: null, method: null, discounted };
    const s = displayStateOf(input(cart, { paying }), 3);
    expect(s).toMatchObject({ phase: 'paying', discount: 300_000, subtotal: 2_700_000, total: 2_700_000 });
    expect(s.payment).toEqual({ tip: null, due: 2_700_000, received: null, change: null, method: null });
    expect(displayStateOf(input(cart), 4).discount).toBeUndefined();
  });
});
