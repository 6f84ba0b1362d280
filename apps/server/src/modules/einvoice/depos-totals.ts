import type { DePosLine, DePosLineTax } from './depos-types.js';

export type TaxGroup = { scheme: DePosLineTax['scheme']; rateBp: number; taxable: number; amount: number };

export type DePosTotals = {
  /** Sum of line nets: ValDE and LineExtensionAmount. */
  lineExtension: number;
  /** Sum of the nets of taxed lines: TaxExclusiveAmount. */
  taxExclusive: number;
  taxInclusive: number;
  tip: number;
  /** ValTot and PayableAmount. */
  payable: number;
  iva: number;
  inc: number;
  ica: number;
  /** One group per tax scheme and rate, in first-seen order. */
  taxGroups: TaxGroup[];
};

/** Exact integer sums of the lines; no rounding happens here, the lines were rounded once by pricing. */
export function dePosTotals(lines: readonly DePosLine[], tip = 0): DePosTotals {
  const groups: TaxGroup[] = [];
  let lineExtension = 0;
  let taxExclusive = 0;
  for (const line of lines) {
    if (![line.quantity, line.net, line.tax?.amount ?? 0].every(Number.isSafeInteger)) {
      throw new RangeError(`La línea ${line.code} tiene montos que no son centavos enteros.`);
    }
    lineExtension += line.net;
    if (!line.tax) continue;
    taxExclusive += line.net;
    const { scheme, rateBp, amount } = line.tax;
    const group = groups.find((g) => g.scheme === scheme && g.rateBp === rateBp);
    if (group) {
      group.taxable += line.net;
      group.amount += amount;
    } else {
      groups.push({ scheme, rateBp, taxable: line.net, amount });
    }
  }
  const sumOf = (scheme: TaxGroup['scheme']) =>
    groups.filter((g) => g.scheme === scheme).reduce((sum, g) => sum + g.amount, 0);
  const iva = sumOf('01');
  const inc = sumOf('04');
  const ica = sumOf('03');
  const taxInclusive = lineExtension + iva + inc + ica;
  return {
    lineExtension,
    taxExclusive,
    taxInclusive,
    tip,
    payable: taxInclusive + tip,
    iva,
    inc,
    ica,
    taxGroups: groups,
  };
}
