import { describe, expect, it } from 'vitest';
import { bogotaDateTime, bogotaTimestamp, daysBetween, dianAmount, dianPercent, dianQuantity } from './dian-format.js';

describe('dianAmount', () => {
  it('writes centavos with two decimals, a dot and no thousands separator', () => {
    expect(dianAmount(1_500_000)).toBe('15000.00');
    expect(dianAmount(449_074)).toBe('4490.74');
    expect(dianAmount(5)).toBe('0.05');
    expect(dianAmount(0)).toBe('0.00');
    expect(dianAmount(-330_050)).toBe('-3300.50');
    expect(dianAmount(123_456_789_012_345)).toBe('1234567890123.45');
  });

  it('refuses a non-integer amount instead of rounding a float', () => {
    expect(() => dianAmount(10.5)).toThrow(RangeError);
  });

  it('writes rates and quantities the same way', () => {
    expect(dianPercent(800)).toBe('8.00');
    expect(dianPercent(1900)).toBe('19.00');
    expect(dianQuantity(3)).toBe('3.00');
  });
});

describe('Bogotá date and time', () => {
  it('is UTC minus five hours, with the zone written after the time', () => {
    expect(bogotaDateTime(new Date('2026-11-27T19:05:09Z'))).toEqual({ date: '2026-11-27', time: '14:05:09-05:00' });
  });

  it('keeps the previous calendar day until 05:00 UTC', () => {
    expect(bogotaDateTime(new Date('2026-01-01T04:59:59Z'))).toEqual({ date: '2025-12-31', time: '23:59:59-05:00' });
    expect(bogotaTimestamp(new Date('2026-01-01T05:00:00.900Z'))).toBe('2026-01-01T00:00:00-05:00');
  });

  it('counts calendar days between two dates', () => {
    expect(daysBetween('2026-11-27', '2026-12-27')).toBe(30);
    expect(daysBetween('2026-11-27', '2026-11-26')).toBe(-1);
  });
});
