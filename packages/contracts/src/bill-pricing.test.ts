import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocate,
  equalParts,
  priceBill,
  settlePayments,
  splitByItems,
  splitEqually,
  type BillSourceLine,
  type Discount,
  type ItemPart,
} from './bill-pricing.js';
import { priceLine } from './pricing.js';

const params = { seed: 20_181_935, numRuns: 200 };

const sourceLine = (id: number) =>
  fc
    .record({
      unitPrice: fc.integer({ min: 0, max: 20_000_000 }),
      quantity: fc.integer({ min: 1, max: 12 }),
      taxRateBp: fc.constantFrom(0, 500, 800, 1900, 250),
      taxType: fc.constantFrom('inclusive', 'exclusive', null),
    })
    .map(({ unitPrice, quantity, taxRateBp, taxType }): BillSourceLine => {
      const p = priceLine({ itemPrice: unitPrice, quantity, taxRateBp, taxType });
      return {
        id,
        unitPrice,
        quantity,
        lineTotal: p.lineTotal,
        taxTitle: taxType ? `T${taxRateBp}` : null,
        taxRateBp,
        taxType,
        taxAmount: p.taxAmount,
      };
    });

const cart = fc
  .integer({ min: 1, max: 6 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => sourceLine(i + 1))));

const discount: fc.Arbitrary<Discount | null> = fc.oneof(
  fc.constant(null),
  fc.integer({ min: 0, max: 10_000 }).map((valueBp) => ({ kind: 'percent' as const, valueBp, reason: 'Cortesía' })),
  fc.integer({ min: 0, max: 50_000_000 }).map((value) => ({ kind: 'amount' as const, value, reason: 'Cortesía' })),
);

/** Each unit of each line goes to a random part of `n`. */
const itemSplit = (lines: readonly BillSourceLine[], n: number) =>
  fc
    .tuple(
      ...lines.map((l) =>
        fc.array(fc.integer({ min: 0, max: n - 1 }), { minLength: l.quantity, maxLength: l.quantity }),
      ),
    )
    .map((picks) => {
      const parts: { lineId: number; quantity: number }[][] = Array.from({ length: n }, () => []);
      picks.forEach((units, li) => units.forEach((p) => parts[p].push({ lineId: lines[li].id, quantity: 1 })));
      return parts as ItemPart[];
    });

const tableTotal = (lines: readonly BillSourceLine[]) => priceBill(splitEqually(lines, 2).flat()).total;
const orderTotal = (lines: readonly BillSourceLine[]) =>
  lines.reduce((a, l) => a + l.lineTotal + (l.taxType === 'exclusive' ? l.taxAmount : 0), 0);

describe('bill pricing properties', () => {
  it('parts of a split by items sum to the table total and tax to the table tax', () => {
    const arb = cart.chain((lines) =>
      fc.integer({ min: 2, max: 10 }).chain((n) => fc.tuple(fc.constant(lines), itemSplit(lines, n))),
    );
    fc.assert(
      fc.property(arb, ([lines, parts]) => {
        const bills = splitByItems(lines, parts).map((b) => priceBill(b));
        expect(bills.reduce((a, b) => a + b.total, 0)).toBe(orderTotal(lines));
        expect(bills.reduce((a, b) => a + b.taxTotal, 0)).toBe(
          lines.reduce((a, l) => a + (l.taxType ? l.taxAmount : 0), 0),
        );
        for (const b of bills)
          expect(b.lines.every((l) => l.gross >= 0 && l.taxAmount >= 0 && l.payable >= 0)).toBe(true);
      }),
      params,
    );
  });

  it('equal parts sum to the table total and differ by one centavo at most', () => {
    fc.assert(
      fc.property(cart, fc.integer({ min: 2, max: 10 }), (lines, n) => {
        const bills = splitEqually(lines, n).map((b) => priceBill(b));
        const totals = bills.map((b) => b.total);
        expect(totals.reduce((a, v) => a + v, 0)).toBe(orderTotal(lines));
        expect(Math.max(...totals) - Math.min(...totals)).toBeLessThanOrEqual(1);
        expect(bills.every((b) => b.lines.every((l) => l.gross >= 0 && l.baseTax >= 0))).toBe(true);
        expect(tableTotal(lines)).toBe(orderTotal(lines));
      }),
      params,
    );
  });

  it('discounts never exceed the line or the bill, nothing goes negative, net + tax = payable', () => {
    const arb = cart.chain((lines) =>
      fc.tuple(fc.constant(lines), fc.array(discount, { minLength: lines.length, maxLength: lines.length }), discount),
    );
    fc.assert(
      fc.property(arb, ([lines, lineDiscounts, billDiscount]) => {
        const [base] = splitByItems(lines, [lines.map((l) => ({ lineId: l.id, quantity: l.quantity }))]);
        const bill = priceBill(
          base.map((l, i) => ({ ...l, discount: lineDiscounts[i] })),
          { billDiscount },
        );
        for (const l of bill.lines) {
          expect(l.lineDiscount).toBeLessThanOrEqual(l.gross);
          expect(l.discounted).toBeGreaterThanOrEqual(0);
          expect(l.taxAmount).toBeGreaterThanOrEqual(0);
          expect(l.payable - l.taxAmount).toBeGreaterThanOrEqual(0);
        }
        expect(bill.discountTotal).toBeLessThanOrEqual(bill.itemsTotal);
        expect(bill.lines.reduce((a, l) => a + l.billDiscountShare, 0)).toBe(bill.billDiscountAmount);
        expect(bill.netTotal + bill.taxTotal).toBe(bill.total);
        expect(bill.taxes.reduce((a, t) => a + t.amount, 0)).toBe(bill.taxTotal);
        expect(bill.itemsTotal - bill.discountTotal).toBe(bill.lines.reduce((a, l) => a + l.discounted, 0));
      }),
      params,
    );
  });

  it('never taxes the tip: the same bill with any tip has the same taxes', () => {
    fc.assert(
      fc.property(cart, fc.integer({ min: 0, max: 10_000_000 }), discount, (lines, tip, billDiscount) => {
        const [base] = splitByItems(lines, [lines.map((l) => ({ lineId: l.id, quantity: l.quantity }))]);
        const without = priceBill(base, { billDiscount });
        const withTip = priceBill(base, { billDiscount, tip });
        expect(withTip.taxes).toEqual(without.taxes);
        expect(withTip.total).toBe(without.total);
        expect(withTip.due).toBe(without.total + tip);
        expect(withTip.suggestedTip).toBe(without.suggestedTip);
      }),
      params,
    );
  });

  it('allocates to the centavo and equal parts put the spare on the last parts', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }),
        fc.array(fc.integer({ min: 1, max: 1e9 }), { minLength: 1, maxLength: 12 }),
        (total, weights) => {
          const parts = allocate(total, weights);
          expect(parts.reduce((a, v) => a + v, 0)).toBe(total);
          expect(parts.every((p) => p >= 0)).toBe(true);
        },
      ),
      params,
    );
    expect(equalParts(10_001, 3)).toEqual([3333, 3334, 3334]);
    expect(equalParts(10_000, 3)).toEqual([3333, 3333, 3334]);
  });

  it('payments: cash change, a non-cash overpayment refused, settled only when covered', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e9 }),
        fc.integer({ min: 0, max: 1e6 }),
        fc.integer({ min: 0, max: 100 }),
        (due, extra, pct) => {
          const card = Math.floor((due * pct) / 100);
          const cash = due - card;
          const payments = [
            ...(card > 0 ? [{ cash: false, amount: card }] : []),
            ...(cash > 0 ? [{ cash: true, amount: cash, tendered: cash + extra }] : []),
          ];
          const r = settlePayments(due, payments);
          expect(r.ok).toBe(true);
          if (r.ok) {
            expect(r.paid).toBe(due);
            expect(r.payments.reduce((a, p) => a + p.change, 0)).toBe(cash > 0 ? extra : 0);
          }
          expect(settlePayments(due, [{ cash: false, amount: due + 1 + extra }])).toEqual({
            ok: false,
            reason: 'nonCashOverpay',
          });
          if (due > 1)
            expect(settlePayments(due, [{ cash: false, amount: due - 1 }])).toEqual({
              ok: false,
              reason: 'notCovered',
            });
        },
      ),
      params,
    );
    expect(settlePayments(100, [{ cash: true, amount: 100, tendered: 90 }])).toEqual({
      ok: false,
      reason: 'shortTendered',
    });
  });
});

it('suggests 10 % of the pre-tax subtotal after discounts', () => {
  const lines: BillSourceLine[] = [
    {
      id: 1,
      unitPrice: 10_800,
      quantity: 1,
      lineTotal: 10_800,
      taxTitle: 'INC',
      taxRateBp: 800,
      taxType: 'inclusive',
      taxAmount: 800,
    },
    {
      id: 2,
      unitPrice: 10_000,
      quantity: 2,
      lineTotal: 20_000,
      taxTitle: 'IVA',
      taxRateBp: 1900,
      taxType: 'exclusive',
      taxAmount: 3_800,
    },
  ];
  const [base] = splitByItems(lines, [
    [
      { lineId: 1, quantity: 1 },
      { lineId: 2, quantity: 2 },
    ],
  ]);
  const bill = priceBill(base, { billDiscount: { kind: 'percent', valueBp: 1000, reason: 'Cliente frecuente' } });
  // 30.800 − 10 % = 27.720: INC line 9.720 (720 inside), IVA line 18.000 + 3.420.
  expect(bill).toMatchObject({
    billDiscountAmount: 3_080,
    taxTotal: 4_140,
    netTotal: 27_000,
    total: 31_140,
    suggestedTip: 2_700,
  });
  expect(bill.taxes).toEqual([
    { title: 'INC', rateBp: 800, type: 'inclusive', amount: 720 },
    { title: 'IVA', rateBp: 1900, type: 'exclusive', amount: 3_420 },
  ]);
});
