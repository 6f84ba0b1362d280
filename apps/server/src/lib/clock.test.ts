import { describe, expect, it } from 'vitest';
import { businessDay } from './clock.js';

describe('businessDay', () => {
  it('uses the store time zone, not UTC', () => {
    // 03:30 UTC on the 15th is still 22:30 on the 14th in Bogotá (UTC-5).
    expect(businessDay(new Date('2026-03-15T03:30:00Z'), 'America/Bogota')).toBe('2026-03-14');
    expect(businessDay(new Date('2026-03-15T05:00:00Z'), 'America/Bogota')).toBe('2026-03-15');
    expect(businessDay(new Date('2026-03-15T03:30:00Z'), 'UTC')).toBe('2026-03-15');
  });
});
