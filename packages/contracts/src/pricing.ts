import { toMinor } from './currency.js';

/**
 * Line and order math of the POS (spec §5), shared by the browser, which shows it, and the server,
 * which recomputes it from the catalogue. Every amount is an integer in minor units (centavos) and
 * every tax rate is in basis points (hundredths of a percent: 800 = 8 %, 250 = 2.5 %).
 *
 * Rounding rule, applied once per line and never to a sum: the line's tax (exclusive or inclusive)
 * is rounded half away from zero to the centavo; unit price and line total are exact integers;
 * totals are exact sums of the rounded lines. So the net part of an inclusive line is its total
 * minus its rounded tax, and net + tax always equals what the customer pays.
 */

export type PricingLineInput = {
  /** The catalogue price of the item; used only when no variant is chosen. */
  itemPrice: number;
  /** A chosen variant's price replaces the item price (spec: it "overrides the base price"). */
  variantPrice?: number | null;
  addonPrices?: readonly number[];
  quantity: number;
  taxRateBp?: number | null;
  /** 'exclusive' adds tax, 'inclusive' already holds it, anything else means no tax. */
  taxType?: string | null;
};

export type PricedLine = {
  unitPrice: number;
  /** unit × quantity: what the cart shows for the line. */
  lineTotal: number;
  taxAmount: number;
  /** The tax type that was applied, or null when the line carries no tax. */
  appliedTaxType: 'exclusive' | 'inclusive' | null;
  /** What the customer pays for the line: lineTotal plus an exclusive tax. */
  payable: number;
};

export type PricingTotals = {
  /** Sum of line totals (inclusive taxes inside, exclusive taxes not yet added). */
  itemsTotal: number;
  taxTotal: number;
  /** itemsTotal plus the exclusive taxes. */
  payableTotal: number;
  /** payableTotal minus every tax: the receipt's "subtotal excluding taxes". */
  netTotal: number;
};

const BP_PER_UNIT = 10_000;

/** value × multiplier / divisor rounded half away from zero, exact for any integer size. */
export function mulDivRounded(value: number, multiplier: number, divisor: number): number {
  if (![value, multiplier, divisor].every(Number.isSafeInteger) || divisor === 0) {
    throw new RangeError('mulDivRounded needs safe integers and a non-zero divisor');
  }
  const numerator = BigInt(value) * BigInt(multiplier);
  const negative = numerator < 0n !== divisor < 0;
  const n = numerator < 0n ? -numerator : numerator;
  const d = BigInt(Math.abs(divisor));
  const q = n / d;
  const rounded = 2n * (n - q * d) >= d ? q + 1n : q;
  return Number(negative ? -rounded : rounded);
}

export function unitPriceOf(line: Pick<PricingLineInput, 'itemPrice' | 'variantPrice' | 'addonPrices'>): number {
  const base = line.variantPrice ?? line.itemPrice;
  return (line.addonPrices ?? []).reduce((sum, price) => sum + price, base);
}

export function taxOf(lineTotal: number, taxRateBp: number | null | undefined, taxType: string | null | undefined) {
  const rate = taxRateBp ?? 0;
  if (taxType === 'exclusive') {
    return { taxAmount: mulDivRounded(lineTotal, rate, BP_PER_UNIT), appliedTaxType: 'exclusive' as const };
  }
  if (taxType === 'inclusive') {
    // tax = total − total / (1 + rate) = total × rate / (1 + rate), rounded like the exclusive one.
    return { taxAmount: mulDivRounded(lineTotal, rate, BP_PER_UNIT + rate), appliedTaxType: 'inclusive' as const };
  }
  return { taxAmount: 0, appliedTaxType: null };
}

export function priceLine(line: PricingLineInput): PricedLine {
  const unitPrice = unitPriceOf(line);
  const lineTotal = unitPrice * line.quantity;
  const { taxAmount, appliedTaxType } = taxOf(lineTotal, line.taxRateBp, line.taxType);
  const payable = appliedTaxType === 'exclusive' ? lineTotal + taxAmount : lineTotal;
  return { unitPrice, lineTotal, taxAmount, appliedTaxType, payable };
}

export function totalsOf(lines: readonly PricedLine[]): PricingTotals {
  let itemsTotal = 0;
  let taxTotal = 0;
  let payableTotal = 0;
  for (const l of lines) {
    itemsTotal += l.lineTotal;
    taxTotal += l.taxAmount;
    payableTotal += l.payable;
  }
  return { itemsTotal, taxTotal, payableTotal, netTotal: payableTotal - taxTotal };
}

/** A tax rate in percent (19, 2.5) as basis points; null stays null. */
export function percentToBp(rate: number | null | undefined): number | null {
  return rate === null || rate === undefined ? null : Math.round(rate * 100);
}

/**
 * The part of a POS cart line (spec §3) the math needs. Prices are pesos (major units) as the POS
 * holds them; `price` is the item's own catalogue price and must not be overwritten with the
 * variant or add-on sum — the unit price is derived here.
 */
export type PriceableCartLine = {
  price: number;
  quantity: number;
  tax_rate?: number | null;
  tax_type?: string | null;
  variant?: { price: number } | null;
  addons?: readonly { price: number }[] | null;
};

export function cartLineToPricingInput(line: PriceableCartLine): PricingLineInput {
  return {
    itemPrice: toMinor(line.price),
    variantPrice: line.variant ? toMinor(line.variant.price) : null,
    addonPrices: (line.addons ?? []).map((a) => toMinor(a.price)),
    quantity: line.quantity,
    taxRateBp: percentToBp(line.tax_rate),
    taxType: line.tax_type ?? null,
  };
}

export function priceCartLine(line: PriceableCartLine): PricedLine {
  return priceLine(cartLineToPricingInput(line));
}

/** Totals of a whole cart, in minor units. */
export function cartTotals(cart: readonly PriceableCartLine[]): PricingTotals {
  return totalsOf(cart.map(priceCartLine));
}
