import { mulDivRounded, taxOf } from './pricing.js';

/**
 * Settling a table (issue 10): splits, discounts, itemised taxes and the voluntary tip, in integer
 * centavos like pricing.ts. Every sum that is divided (a line's tax over the parts that share it, a
 * bill discount over its lines, a total over equal parts) is divided with the largest-remainder
 * method, so the pieces always add up to the whole to the centavo.
 */

/** An order line as stored: its snapshot, not today's menu. */
export type BillSourceLine = {
  id: number;
  unitPrice: number;
  quantity: number;
  lineTotal: number;
  taxTitle: string | null;
  taxRateBp: number | null;
  taxType: string | null;
  taxAmount: number;
};

export type Discount =
  { kind: 'percent'; valueBp: number; reason: string } | { kind: 'amount'; value: number; reason: string };

/** What a bill charges for: a quantity of an order line, or (equal parts) a share of one tax group. */
export type BillLineBase = {
  orderItemId: number | null;
  quantity: number;
  /** Price before discounts, inclusive taxes inside. */
  gross: number;
  /** The share of the stored tax, charged while the line is not discounted. */
  baseTax: number;
  taxTitle: string | null;
  taxRateBp: number | null;
  taxType: string | null;
  discount?: Discount | null;
};

export type PricedBillLine = BillLineBase & {
  lineDiscount: number;
  billDiscountShare: number;
  discounted: number;
  taxAmount: number;
  payable: number;
};

export type ItemisedTax = { title: string | null; rateBp: number; type: 'inclusive' | 'exclusive'; amount: number };

export type PricedBill = {
  lines: PricedBillLine[];
  itemsTotal: number;
  lineDiscountTotal: number;
  billDiscountAmount: number;
  discountTotal: number;
  taxTotal: number;
  /** The pre-tax subtotal after discounts, the base of the suggested tip. */
  netTotal: number;
  total: number;
  taxes: ItemisedTax[];
  suggestedTip: number;
  tip: number;
  /** total + tip: what the payments must cover. */
  due: number;
};

export const SUGGESTED_TIP_BP = 1000;
const BP = 10_000;

/** Splits `total` by `weights` (largest remainder; ties go to the later index). Zero weights get 0. */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, w) => a + w, 0);
  if (sum === 0) {
    if (total !== 0) throw new RangeError('allocate: nothing to carry a non-zero total');
    return weights.map(() => 0);
  }
  const t = BigInt(total);
  const s = BigInt(sum);
  const floors = weights.map((w) => (t * BigInt(w)) / s);
  const rems = weights.map((w, i) => t * BigInt(w) - floors[i] * s);
  let left = total - floors.reduce((a, f) => a + Number(f), 0);
  const out = floors.map(Number);
  const order = rems.map((r, i) => ({ r, i })).sort((a, b) => (a.r === b.r ? b.i - a.i : a.r > b.r ? -1 : 1));
  for (const { i } of order) {
    if (left === 0) break;
    out[i] += 1;
    left -= 1;
  }
  return out;
}

/** N parts differing by at most one centavo; the spare centavos go to the last parts. */
export function equalParts(total: number, n: number): number[] {
  const base = Math.floor(total / n);
  const spare = total - base * n;
  return Array.from({ length: n }, (_, i) => base + (i >= n - spare ? 1 : 0));
}

export function discountAmountOf(base: number, discount: Discount | null | undefined): number {
  if (!discount) return 0;
  const raw = discount.kind === 'percent' ? mulDivRounded(base, discount.valueBp, BP) : discount.value;
  return Math.min(Math.max(raw, 0), base);
}

/** How a store may round the suggested tip, in pesos: whole pesos, or to the nearest 100 or 1.000. */
export const TIP_ROUND_TO = [1, 100, 1000] as const;
export type TipRoundTo = (typeof TIP_ROUND_TO)[number];
/**
 * A store's default: 100 pesos, the smallest coin in everyday use, so the suggestion can be paid in
 * cash as said and stays within 50 pesos of the percent (Col$ 4.490,74 is suggested as Col$ 4.500).
 */
export const DEFAULT_TIP_ROUND_TO: TipRoundTo = 100;

/**
 * The suggested tip in centavos: the percent of the pre-tax subtotal, rounded half up to `roundTo`
 * pesos (whole pesos at least: a suggestion in centavos cannot be paid in Colombian money).
 */
export function tipSuggestion(netTotal: number, tipBp = SUGGESTED_TIP_BP, roundTo: number = 1): number {
  const exact = mulDivRounded(netTotal, tipBp, BP);
  const unit = Math.max(1, Math.round(roundTo)) * 100;
  return mulDivRounded(exact, 1, unit) * unit;
}

const taxKey = (l: Pick<BillLineBase, 'taxTitle' | 'taxRateBp' | 'taxType'>) =>
  `${l.taxType}|${l.taxRateBp ?? 0}|${l.taxTitle ?? ''}`;

const taxed = (type: string | null): type is 'inclusive' | 'exclusive' => type === 'inclusive' || type === 'exclusive';

/**
 * A bill's amounts: line discounts first, then the bill discount spread over what the lines still
 * cost, then each line's tax on its discounted price (an undiscounted line keeps its stored share).
 * The tip is added after the taxes and never enters them.
 */
export function priceBill(
  base: readonly BillLineBase[],
  opts: { billDiscount?: Discount | null; tip?: number | null; tipBp?: number; tipRoundTo?: number } = {},
): PricedBill {
  const lineDiscounts = base.map((l) => discountAmountOf(l.gross, l.discount));
  const afterLine = base.map((l, i) => l.gross - lineDiscounts[i]);
  const subtotal = afterLine.reduce((a, v) => a + v, 0);
  const billDiscountAmount = discountAmountOf(subtotal, opts.billDiscount);
  const shares = allocate(billDiscountAmount, afterLine);
  const taxes = new Map<string, ItemisedTax>();
  const lines = base.map((l, i): PricedBillLine => {
    const discounted = afterLine[i] - shares[i];
    const type = taxed(l.taxType) ? l.taxType : null;
    const taxAmount = !type ? 0 : discounted === l.gross ? l.baseTax : taxOf(discounted, l.taxRateBp, type).taxAmount;
    if (type) {
      const key = taxKey(l);
      const entry = taxes.get(key) ?? { title: l.taxTitle, rateBp: l.taxRateBp ?? 0, type, amount: 0 };
      entry.amount += taxAmount;
      taxes.set(key, entry);
    }
    const payable = type === 'exclusive' ? discounted + taxAmount : discounted;
    return { ...l, lineDiscount: lineDiscounts[i], billDiscountShare: shares[i], discounted, taxAmount, payable };
  });
  const sum = (f: (l: PricedBillLine) => number) => lines.reduce((a, l) => a + f(l), 0);
  const total = sum((l) => l.payable);
  const taxTotal = sum((l) => l.taxAmount);
  const netTotal = total - taxTotal;
  const suggestedTip = tipSuggestion(netTotal, opts.tipBp, opts.tipRoundTo);
  const tip = Math.max(0, opts.tip ?? 0);
  const lineDiscountTotal = lineDiscounts.reduce((a, v) => a + v, 0);
  return {
    lines,
    itemsTotal: sum((l) => l.gross),
    lineDiscountTotal,
    billDiscountAmount,
    discountTotal: lineDiscountTotal + billDiscountAmount,
    taxTotal,
    netTotal,
    total,
    taxes: [...taxes.values()],
    suggestedTip,
    tip,
    due: total + tip,
  };
}

/** One part of a split by items: which order lines, and how much of each. */
export type ItemPart = readonly { lineId: number; quantity: number }[];

/**
 * Bills of a split by items. Every unit of every line must land on exactly one part (so the parts
 * add up to the table); a line shared by several parts shares its stored tax by quantity.
 * Throws a RangeError on an assignment that does not cover the lines exactly.
 */
export function splitByItems(lines: readonly BillSourceLine[], parts: readonly ItemPart[]): BillLineBase[][] {
  const out: BillLineBase[][] = parts.map(() => []);
  const known = new Set(lines.map((l) => l.id));
  for (const part of parts) {
    for (const p of part) {
      if (!known.has(p.lineId) || !Number.isInteger(p.quantity) || p.quantity <= 0) {
        throw new RangeError(`línea ${p.lineId} mal repartida`);
      }
    }
  }
  for (const line of lines) {
    const qty = parts.map((part) => part.filter((p) => p.lineId === line.id).reduce((a, p) => a + p.quantity, 0));
    if (qty.reduce((a, q) => a + q, 0) !== line.quantity) throw new RangeError(`línea ${line.id} mal repartida`);
    const gross = allocate(line.lineTotal, qty);
    const tax = allocate(line.taxAmount, qty);
    qty.forEach((q, i) => {
      if (q === 0) return;
      out[i].push({
        orderItemId: line.id,
        quantity: q,
        gross: gross[i],
        baseTax: tax[i],
        taxTitle: line.taxTitle,
        taxRateBp: line.taxRateBp,
        taxType: line.taxType,
      });
    });
  }
  return out;
}

/**
 * N bills of equal amounts. Each tax group's payable is cut in N parts that differ by one centavo
 * at most; the spare centavos of successive groups go round the parts from the last one, so whole
 * parts differ by one centavo at most as well. Each part carries one line per tax group.
 */
export function splitEqually(lines: readonly BillSourceLine[], n: number): BillLineBase[][] {
  if (!Number.isInteger(n) || n < 2) throw new RangeError('partes inválidas');
  const groups = new Map<string, BillLineBase & { payable: number }>();
  for (const l of lines) {
    const type = taxed(l.taxType) ? l.taxType : null;
    const key = taxKey({ ...l, taxType: type });
    const g = groups.get(key) ?? {
      orderItemId: null,
      quantity: 0,
      gross: 0,
      baseTax: 0,
      payable: 0,
      taxTitle: type ? l.taxTitle : null,
      taxRateBp: type ? l.taxRateBp : null,
      taxType: type,
    };
    const tax = type ? l.taxAmount : 0;
    g.gross += l.lineTotal;
    g.baseTax += tax;
    g.payable += type === 'exclusive' ? l.lineTotal + tax : l.lineTotal;
    groups.set(key, g);
  }
  const out: BillLineBase[][] = Array.from({ length: n }, () => []);
  let cursor = 0;
  for (const g of groups.values()) {
    const base = Math.floor(g.payable / n);
    const spare = g.payable - base * n;
    const payables = Array.from({ length: n }, () => base);
    for (let k = 0; k < spare; k++) payables[n - 1 - ((cursor + k) % n)] += 1;
    cursor = (cursor + spare) % n;
    const taxes = allocate(g.baseTax, payables);
    payables.forEach((p, i) => {
      const tax = g.taxType === 'exclusive' || g.taxType === 'inclusive' ? taxes[i] : 0;
      out[i].push({
        orderItemId: null,
        quantity: 0,
        gross: g.taxType === 'exclusive' ? p - tax : p,
        baseTax: tax,
        taxTitle: g.taxTitle,
        taxRateBp: g.taxRateBp,
        taxType: g.taxType,
      });
    });
  }
  return out;
}

export type PaymentInput = { cash: boolean; amount: number; tendered?: number | null };
export type SettledPayment = PaymentInput & { tendered: number | null; change: number };
export type Settlement =
  | { ok: true; payments: SettledPayment[]; paid: number }
  | { ok: false; reason: 'nonCashOverpay' | 'overpaid' | 'shortTendered' | 'notCovered' | 'badAmount' };

/**
 * Several payments on one bill: cash may be tendered above its amount (change = tendered − amount);
 * nothing may be paid beyond what is due, and a non-cash type can never carry the excess. The bill
 * is settled only when the amounts cover total + tip exactly.
 */
export function settlePayments(due: number, payments: readonly PaymentInput[]): Settlement {
  if (payments.some((p) => !Number.isSafeInteger(p.amount) || p.amount <= 0)) return { ok: false, reason: 'badAmount' };
  const nonCash = payments.filter((p) => !p.cash).reduce((a, p) => a + p.amount, 0);
  if (nonCash > due) return { ok: false, reason: 'nonCashOverpay' };
  const paid = payments.reduce((a, p) => a + p.amount, 0);
  if (paid > due) return { ok: false, reason: payments.some((p) => !p.cash) ? 'nonCashOverpay' : 'overpaid' };
  if (paid < due) return { ok: false, reason: 'notCovered' };
  const settled: SettledPayment[] = [];
  for (const p of payments) {
    if (!p.cash) {
      settled.push({ ...p, tendered: null, change: 0 });
      continue;
    }
    const tendered = p.tendered ?? p.amount;
    if (!Number.isSafeInteger(tendered) || tendered < p.amount) return { ok: false, reason: 'shortTendered' };
    settled.push({ ...p, tendered, change: tendered - p.amount });
  }
  return { ok: true, payments: settled, paid };
}
