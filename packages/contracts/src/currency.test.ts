import { describe, expect, it } from 'vitest';
import { formatAmount, formatMoney } from './currency.js';

describe('formatAmount', () => {
  it('writes whole pesos without centavos, the way Colombian menus and receipts do', () => {
    expect(formatAmount(1_500_000)).toBe('15.000');
    expect(formatMoney(1_500_000, 'COP')).toBe('Col$ 15.000');
    expect(formatAmount(100)).toBe('1');
    expect(formatAmount(100_000)).toBe('1.000');
  });

  it('keeps both centavo digits when the amount has centavos', () => {
    expect(formatAmount(1_500_050)).toBe('15.000,50');
    expect(formatAmount(1_500_005)).toBe('15.000,05');
    expect(formatAmount(1)).toBe('0,01');
    expect(formatMoney(449_074, 'COP')).toBe('Col$ 4.490,74');
  });

  it('writes zero as 0, never "-0"', () => {
    expect(formatAmount(0)).toBe('0');
    expect(formatAmount(-0)).toBe('0');
    expect(formatMoney(0)).toBe('Col$ 0');
  });

  it('signs negative amounts, whole or with centavos', () => {
    expect(formatAmount(-1_500_000)).toBe('-15.000');
    expect(formatAmount(-1_500_050)).toBe('-15.000,50');
    expect(formatMoney(-330_000, 'COP')).toBe('Col$ -3.300');
  });

  it('groups large amounts by thousands', () => {
    expect(formatAmount(123_456_789_00)).toBe('123.456.789');
    expect(formatAmount(100_000_000_000_00)).toBe('100.000.000.000');
    expect(formatAmount(123_456_789_01)).toBe('123.456.789,01');
  });
});
