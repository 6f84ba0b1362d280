import { describe, expect, it } from 'vitest';
import {
  cartLineToPricingInput,
  cartTotals,
  mulDivRounded,
  percentToBp,
  priceCartLine,
  priceLine,
  totalsOf,
  unitPriceOf,
} from './pricing.js';

describe('mulDivRounded', () => {
  it('rounds half away from zero, both signs', () => {
    expect(mulDivRounded(5, 1, 10)).toBe(1); // 0.5 → 1
    expect(mulDivRounded(4, 1, 10)).toBe(0); // 0.4 → 0
    expect(mulDivRounded(15, 1, 10)).toBe(2); // 1.5 → 2
    expect(mulDivRounded(-15, 1, 10)).toBe(-2); // −1.5 → −2
    expect(mulDivRounded(-14, 1, 10)).toBe(-1);
    expect(mulDivRounded(7, 3, 7)).toBe(3);
  });

  it('stays exact where floating point would not', () => {
    // 2^52 × 3 / 2 overflows exact doubles in the product but not in BigInt.
    expect(mulDivRounded(2 ** 52 + 1, 3, 3)).toBe(2 ** 52 + 1);
    expect(mulDivRounded(1_000_000_001, 1_000_000, 1_000_000)).toBe(1_000_000_001);
  });

  it('refuses non-integers and a zero divisor', () => {
    expect(() => mulDivRounded(1.5, 1, 1)).toThrow(RangeError);
    expect(() => mulDivRounded(1, 1, 0)).toThrow(RangeError);
  });
});

describe('unit price', () => {
  it('is the item price without a variant, plus add-ons', () => {
    expect(unitPriceOf({ itemPrice: 1000 })).toBe(1000);
    expect(unitPriceOf({ itemPrice: 1000, addonPrices: [250, 300, 50] })).toBe(1600);
  });

  it('is the variant price (replacing the item price) plus add-ons', () => {
    expect(unitPriceOf({ itemPrice: 1000, variantPrice: 1800 })).toBe(1800);
    expect(unitPriceOf({ itemPrice: 1000, variantPrice: 1800, addonPrices: [200, 300] })).toBe(2300);
    // A free variant is still a chosen variant, not a fallback to the item price.
    expect(unitPriceOf({ itemPrice: 1000, variantPrice: 0 })).toBe(0);
  });
});

describe('priceLine per tax type', () => {
  it('exclusive adds rate% of the line total', () => {
    // 2 × (18.000 + 3.500) pesos at 19 % → tax 8.170 pesos.
    const l = priceLine({
      itemPrice: 1_200_000,
      variantPrice: 1_800_000,
      addonPrices: [350_000],
      quantity: 2,
      taxRateBp: 1900,
      taxType: 'exclusive',
    });
    expect(l).toEqual({
      unitPrice: 2_150_000,
      lineTotal: 4_300_000,
      taxAmount: 817_000,
      appliedTaxType: 'exclusive',
      payable: 5_117_000,
    });
  });

  it('inclusive extracts the tax from the line total and adds nothing', () => {
    // 10.800 pesos with 8 % inside: net 10.000, tax 800.
    const l = priceLine({ itemPrice: 1_080_000, quantity: 1, taxRateBp: 800, taxType: 'inclusive' });
    expect(l).toEqual({
      unitPrice: 1_080_000,
      lineTotal: 1_080_000,
      taxAmount: 80_000,
      appliedTaxType: 'inclusive',
      payable: 1_080_000,
    });
  });

  it('any other tax type, or none, adds no tax', () => {
    for (const taxType of [null, undefined, '', 'vat', 'EXCLUSIVE']) {
      const l = priceLine({ itemPrice: 999, quantity: 3, taxRateBp: 1900, taxType });
      expect(l).toEqual({ unitPrice: 999, lineTotal: 2997, taxAmount: 0, appliedTaxType: null, payable: 2997 });
    }
  });

  it('a zero or missing rate gives a zero tax of the stated type', () => {
    expect(priceLine({ itemPrice: 500, quantity: 2, taxRateBp: 0, taxType: 'exclusive' }).taxAmount).toBe(0);
    expect(priceLine({ itemPrice: 500, quantity: 2, taxRateBp: null, taxType: 'inclusive' }).taxAmount).toBe(0);
  });

  it('multiplies the unit (with add-ons) by the quantity before taxing', () => {
    const one = priceLine({ itemPrice: 333, addonPrices: [1], quantity: 1, taxRateBp: 1900, taxType: 'exclusive' });
    const many = priceLine({ itemPrice: 333, addonPrices: [1], quantity: 7, taxRateBp: 1900, taxType: 'exclusive' });
    expect(one.lineTotal).toBe(334);
    expect(one.taxAmount).toBe(63); // 63.46
    expect(many.lineTotal).toBe(2338);
    expect(many.taxAmount).toBe(444); // 444.22, not 7 × 63
  });
});

describe('rounding edges (half away from zero, per line)', () => {
  it('exclusive: exactly half a centavo rounds up', () => {
    // 50 × 1 % = 0.5 → 1; 49 × 1 % = 0.49 → 0; 150 × 1 % = 1.5 → 2
    expect(priceLine({ itemPrice: 50, quantity: 1, taxRateBp: 100, taxType: 'exclusive' }).taxAmount).toBe(1);
    expect(priceLine({ itemPrice: 49, quantity: 1, taxRateBp: 100, taxType: 'exclusive' }).taxAmount).toBe(0);
    expect(priceLine({ itemPrice: 150, quantity: 1, taxRateBp: 100, taxType: 'exclusive' }).taxAmount).toBe(2);
  });

  it('exclusive with a fractional percent (2.5 %)', () => {
    // 1.234 × 2.5 % = 30.85 → 31
    expect(priceLine({ itemPrice: 1234, quantity: 1, taxRateBp: 250, taxType: 'exclusive' }).taxAmount).toBe(31);
  });

  it('inclusive: tax = total × r / (1 + r) rounded; exact half rounds up', () => {
    // 100 % inclusive on 1 centavo: 0.5 → 1. On 3: 1.5 → 2.
    expect(priceLine({ itemPrice: 1, quantity: 1, taxRateBp: 10_000, taxType: 'inclusive' }).taxAmount).toBe(1);
    expect(priceLine({ itemPrice: 3, quantity: 1, taxRateBp: 10_000, taxType: 'inclusive' }).taxAmount).toBe(2);
    // 19 % inside 1.000: 159.66 → 160; inside 999: 159.50… → 160; inside 997: 159.18 → 159
    expect(priceLine({ itemPrice: 1000, quantity: 1, taxRateBp: 1900, taxType: 'inclusive' }).taxAmount).toBe(160);
    expect(priceLine({ itemPrice: 999, quantity: 1, taxRateBp: 1900, taxType: 'inclusive' }).taxAmount).toBe(160);
    expect(priceLine({ itemPrice: 997, quantity: 1, taxRateBp: 1900, taxType: 'inclusive' }).taxAmount).toBe(159);
  });

  it('rounds each line, then sums (not the sum of unrounded taxes)', () => {
    const lines = [1, 2, 3].map(() => priceLine({ itemPrice: 50, quantity: 1, taxRateBp: 100, taxType: 'exclusive' }));
    // Three lines of 0.5 centavo tax each round to 1 → 3, where taxing the sum would give 2 (1.5).
    expect(totalsOf(lines).taxTotal).toBe(3);
  });
});

describe('totals', () => {
  it('sums items, taxes and payable over mixed lines; inclusive tax stays inside', () => {
    const lines = [
      priceLine({ itemPrice: 1000, quantity: 2, taxRateBp: 1900, taxType: 'exclusive' }), // 2000 + 380
      priceLine({ itemPrice: 1080, quantity: 1, taxRateBp: 800, taxType: 'inclusive' }), // 1080, 80 inside
      priceLine({ itemPrice: 500, quantity: 3, taxType: null }), // 1500
    ];
    expect(totalsOf(lines)).toEqual({ itemsTotal: 4580, taxTotal: 460, payableTotal: 4960, netTotal: 4500 });
  });

  it('an empty cart is all zeros', () => {
    expect(totalsOf([])).toEqual({ itemsTotal: 0, taxTotal: 0, payableTotal: 0, netTotal: 0 });
  });
});

describe('POS cart lines (major units) to pricing input', () => {
  const line = {
    id: 7,
    title: 'Churrasco',
    price: 45000,
    tax_rate: 8,
    tax_type: 'inclusive',
    quantity: 2,
    notes: null,
    variant_id: 3,
    variant: { id: 3, title: 'Bien asado', price: 45000.5 },
    addons_ids: [1, 2],
    addons: [
      { id: 1, title: 'Aguacate', price: 3500 },
      { id: 2, title: 'Patacón', price: 4500.25 },
    ],
  };

  it('converts pesos to centavos and percent to basis points', () => {
    expect(cartLineToPricingInput(line)).toEqual({
      itemPrice: 4_500_000,
      variantPrice: 4_500_050,
      addonPrices: [350_000, 450_025],
      quantity: 2,
      taxRateBp: 800,
      taxType: 'inclusive',
    });
    expect(percentToBp(2.5)).toBe(250);
    expect(percentToBp(0.07)).toBe(7);
    expect(percentToBp(null)).toBeNull();
  });

  it('prices the line like the server does', () => {
    const priced = priceCartLine(line);
    expect(priced.unitPrice).toBe(5_300_075);
    expect(priced.lineTotal).toBe(10_600_150);
    // 10.600.150 × 800 / 10.800 = 785.196,29… → 785.196
    expect(priced.taxAmount).toBe(785_196);
  });

  it('without variant or add-ons uses the item price; totals of a cart', () => {
    const plain = { price: 7000, quantity: 3, tax_rate: 19, tax_type: 'exclusive' };
    expect(priceCartLine(plain)).toMatchObject({ unitPrice: 700_000, lineTotal: 2_100_000, taxAmount: 399_000 });
    expect(cartTotals([plain, line])).toEqual({
      itemsTotal: 12_700_150,
      taxTotal: 1_184_196,
      payableTotal: 13_099_150,
      netTotal: 11_914_954,
    });
  });
});
