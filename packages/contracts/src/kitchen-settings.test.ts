import { describe, expect, it } from 'vitest';
import { ticketAgeOf } from './kitchen-settings.js';

describe('ticketAgeOf', () => {
  it('turns amber at the warning minute and red at the late minute', () => {
    const s = { warnMinutes: 10, lateMinutes: 20 };
    expect([0, 9.99, 10, 19.99, 20, 300].map((m) => ticketAgeOf(m, s))).toEqual([
      'fresh',
      'fresh',
      'amber',
      'amber',
      'red',
      'red',
    ]);
  });
});
