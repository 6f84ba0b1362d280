import { describe, expect, it } from 'vitest';
import { formatElapsed, minutesSince } from './elapsed';

describe('elapsed time of an order', () => {
  const now = Date.parse('2025-03-10T15:00:00Z');

  it('counts whole minutes and never goes negative', () => {
    expect(minutesSince('2025-03-10T14:49:30Z', now)).toBe(10);
    expect(minutesSince('2025-03-10T15:02:00Z', now)).toBe(0);
    expect(minutesSince('not a date', now)).toBe(0);
  });

  it('reads in minutes, hours and days', () => {
    expect(formatElapsed(0)).toBe('Recién llegada');
    expect(formatElapsed(12)).toBe('12 min');
    expect(formatElapsed(65)).toBe('1 h 05 min');
    expect(formatElapsed(60 * 27 + 4)).toBe('1 d 3 h');
  });
});
