import {
  cartLineToPricingInput,
  priceBill,
  priceLine,
  toMajor,
  toMinor,
  type BillDiscountView,
  type BillLineBase,
  type Discount,
  type PriceableCartLine,
  type PricingTotals,
  type SettleDiscount,
} from '@comandero/contracts';

/** The discount as the pricing module takes it: basis points or centavos (the body sends a percent or pesos). */
export function discountOf(d: SettleDiscount): Discount {
  return d.kind === 'percent'
    ? { kind: 'percent', valueBp: Math.round(Number(d.value) * 100), reason: d.reason }
    : { kind: 'amount', value: toMinor(Number(d.value)), reason: d.reason };
}

/**
 * Issue 21: the cart priced as one bill with a discount, by the shared module the server prices
 * the same sale with (the orders screen's settle): the discount spread over the lines, taxes on the
 * discounted prices. Centavos, in the cart's totals shape, so the tip and change read them as before.
 */
export function discountedSale(
  cart: readonly PriceableCartLine[],
  discount: SettleDiscount | null,
): { totals: PricingTotals; discountTotal: number; billDiscount: BillDiscountView | null } | null {
  if (!discount) return null;
  const lines = cart.map((line): BillLineBase => {
    const input = cartLineToPricingInput(line);
    const p = priceLine(input);
    return {
      orderItemId: null,
      quantity: line.quantity,
      gross: p.lineTotal,
      baseTax: p.appliedTaxType ? p.taxAmount : 0,
      taxTitle: null,
      taxRateBp: input.taxRateBp ?? null,
      taxType: p.appliedTaxType,
    };
  });
  const applied = discountOf(discount);
  const priced = priceBill(lines, { billDiscount: applied });
  return {
    totals: {
      itemsTotal: priced.itemsTotal - priced.discountTotal,
      taxTotal: priced.taxTotal,
      payableTotal: priced.total,
      netTotal: priced.netTotal,
    },
    discountTotal: priced.discountTotal,
    billDiscount: {
      kind: discount.kind,
      value: Number(discount.value),
      reason: discount.reason,
      amount: toMajor(priced.billDiscountAmount),
    },
  };
}
