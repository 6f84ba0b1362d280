import { describe, expect, it } from 'vitest';
import { itemPriceRange } from './item-price.js';

describe('itemPriceRange', () => {
  it('is the item price when the item has no variants', () => {
    expect(itemPriceRange({ price: 9_000 })).toEqual({ from: 9_000, to: 9_000, varies: false });
    expect(itemPriceRange({ price: 9_000, variants: [] })).toEqual({ from: 9_000, to: 9_000, varies: false });
    expect(itemPriceRange({ price: 9_000, variants: null })).toEqual({ from: 9_000, to: 9_000, varies: false });
  });

  it('runs from the cheapest to the dearest variant, ignoring the base price the variants replace', () => {
    const churrasco = { price: 9_000, variants: [{ price: 16_000 }, { price: 6_000 }, { price: 11_000 }] };
    expect(itemPriceRange(churrasco)).toEqual({ from: 6_000, to: 16_000, varies: true });
  });

  it('does not say "desde" when every variant costs the same', () => {
    expect(itemPriceRange({ price: 9_000, variants: [{ price: 7_500 }, { price: 7_500 }] })).toEqual({
      from: 7_500,
      to: 7_500,
      varies: false,
    });
    expect(itemPriceRange({ price: 9_000, variants: [{ price: 12_000 }] })).toEqual({
      from: 12_000,
      to: 12_000,
      varies: false,
    });
  });

  it('counts a free variant as the lowest price', () => {
    expect(itemPriceRange({ price: 5_000, variants: [{ price: 0 }, { price: 2_000 }] })).toEqual({
      from: 0,
      to: 2_000,
      varies: true,
    });
  });
});
