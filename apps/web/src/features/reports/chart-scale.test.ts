import { describe, expect, it } from 'vitest';
import { compactPesos, labelStep, longDay, niceMax, shortDay } from './chart-scale';

describe('chart scale', () => {
  it('rounds the axis top up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceMax(0)).toBe(1);
    expect(niceMax(72_000)).toBe(100_000);
    expect(niceMax(175_000)).toBe(200_000);
    expect(niceMax(210_000)).toBe(250_000);
    expect(niceMax(250_000)).toBe(250_000);
    expect(niceMax(3_100_000)).toBe(5_000_000);
  });

  it('labels every bar while they fit, else every n-th', () => {
    expect(labelStep(7, 600)).toBe(1);
    expect(labelStep(31, 290)).toBe(6);
    expect(labelStep(1, 10)).toBe(1);
  });

  it('names local days without shifting them by the zone', () => {
    expect(shortDay('2026-11-24')).toBe('24 nov');
    expect(shortDay('2027-01-05')).toBe('5 ene');
    expect(longDay('2024-02-29')).toBe('Jueves, 29 de febrero');
  });

  it('shortens axis amounts the same way in every browser', () => {
    expect(compactPesos(0)).toBe('0');
    expect(compactPesos(750)).toBe('750');
    expect(compactPesos(5_000)).toBe('5 mil');
    expect(compactPesos(12_500)).toBe('12,5 mil');
    expect(compactPesos(1_250_000)).toBe('1,25 M');
  });
});
