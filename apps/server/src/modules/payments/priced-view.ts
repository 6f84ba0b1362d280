import {
  toMajor,
  type BillDiscountView,
  type Discount,
  type PricedBill,
  type PricedFigures,
} from '@comandero/contracts';

const rateText = (bp: number) => String(bp / 100).replace('.', ',');

export function taxLabel(title: string | null, bp: number, type: string): string {
  const name = `${title ?? 'Impuesto'} ${rateText(bp)} %`;
  return type === 'inclusive' ? `${name} incluido` : name;
}

/** A discount as the wire shows it: a percent as a percent, an amount and what it took off in pesos. */
export const discountView = (d: Discount | null, amount: number): BillDiscountView | null =>
  d && {
    kind: d.kind,
    value: d.kind === 'percent' ? d.valueBp / 100 : toMajor(d.value),
    reason: d.reason,
    amount: toMajor(amount),
  };

/**
 * The figures of one priced bill in pesos, as a split bill's view and the orders screen's quote both
 * show them; `billDiscount` is the discount the bill was priced with.
 */
export function pricedFigures(priced: PricedBill, billDiscount: Discount | null): PricedFigures {
  return {
    itemsTotal: toMajor(priced.itemsTotal),
    discountTotal: toMajor(priced.discountTotal),
    billDiscount: discountView(billDiscount, priced.billDiscountAmount),
    netTotal: toMajor(priced.netTotal),
    taxTotal: toMajor(priced.taxTotal),
    total: toMajor(priced.total),
    taxes: priced.taxes.map((t) => ({
      title: t.title,
      rate: t.rateBp / 100,
      type: t.type,
      label: taxLabel(t.title, t.rateBp, t.type),
      amount: toMajor(t.amount),
    })),
    suggestedTip: toMajor(priced.suggestedTip),
    tip: toMajor(priced.tip),
    due: toMajor(priced.due),
  };
}
