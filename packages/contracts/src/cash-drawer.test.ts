import { describe, expect, it } from 'vitest';
import { CASH_DRAWER_MESSAGES, TERMINAL_ID_PATTERN } from './cash-drawer-core.js';
import { closeDrawerBody, COP_DENOMINATIONS, countedFromDenominations, expectedCash } from './cash-drawer.js';

describe('Colombian denominations', () => {
  it('has the seven notes and five coins, the 1.000 as both', () => {
    expect(COP_DENOMINATIONS.filter((d) => d.kind === 'note').map((d) => d.pesos)).toEqual([
      100_000, 50_000, 20_000, 10_000, 5_000, 2_000, 1_000,
    ]);
    expect(COP_DENOMINATIONS.filter((d) => d.kind === 'coin').map((d) => d.pesos)).toEqual([1_000, 500, 200, 100, 50]);
  });

  it('adds a count up in centavos', () => {
    const counted = countedFromDenominations([
      { denomination: 'note-50000', quantity: 2 },
      { denomination: 'note-1000', quantity: 1 },
      { denomination: 'coin-1000', quantity: 3 },
      { denomination: 'coin-50', quantity: 7 },
    ]);
    expect(counted).toBe((100_000 + 1_000 + 3_000 + 350) * 100);
  });
});

describe('expected cash', () => {
  it('is float + cash sales − change + cash in − cash out', () => {
    expect(expectedCash({ openingFloat: 10_000, cashSales: 5_050, changeGiven: 1_001, cashIn: 300, cashOut: 99 })).toBe(
      14_250,
    );
  });
});

describe('close body', () => {
  it('takes a count by denomination or one amount', () => {
    expect(
      closeDrawerBody.parse({ method: 'denominations', counts: [{ denomination: 'coin-200', quantity: 4 }] }),
    ).toEqual({ method: 'denominations', counts: [{ denomination: 'coin-200', quantity: 4 }] });
    expect(closeDrawerBody.parse({ method: 'amount', countedCash: '1500.5' })).toEqual({
      method: 'amount',
      countedCash: 1500.5,
    });
  });

  it('refuses unknown denominations, repeated ones, fractions and negatives', () => {
    const refused = [
      { method: 'denominations', counts: [{ denomination: 'note-3000', quantity: 1 }] },
      {
        method: 'denominations',
        counts: [
          { denomination: 'coin-50', quantity: 1 },
          { denomination: 'coin-50', quantity: 2 },
        ],
      },
      { method: 'denominations', counts: [{ denomination: 'coin-50', quantity: 1.5 }] },
      { method: 'amount', countedCash: -1 },
      { method: 'amount', countedCash: 1.234 },
      { countedCash: 10 },
    ];
    for (const body of refused) {
      const result = closeDrawerBody.safeParse(body);
      expect(result.success, JSON.stringify(body)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(CASH_DRAWER_MESSAGES.countInvalid);
    }
  });
});

describe('terminal ids', () => {
  it('accept a UUID and refuse short or odd text', () => {
    expect(TERMINAL_ID_PATTERN.test('3f1c2a5e-8b7d-4c1a-9e2f-0a1b2c3d4e5f')).toBe(true);
    expect(TERMINAL_ID_PATTERN.test('abc')).toBe(false);
    expect(TERMINAL_ID_PATTERN.test('terminal con espacios')).toBe(false);
  });
});
