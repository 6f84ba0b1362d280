import { describe, expect, it } from 'vitest';
import { FailureLimiter } from './failure-limiter.js';

describe('FailureLimiter', () => {
  it('counts an attempt when it is reserved, so the limit holds before any verdict', () => {
    const l = new FailureLimiter(3, 1000);
    expect([1, 2, 3, 4].map(() => l.reserve('k', 0))).toEqual([true, true, true, false]);
    expect(l.isBlocked('k', 999)).toBe(true);
    expect(l.reserve('k', 1000)).toBe(true);
  });

  it('release gives back one attempt and clear forgets the key', () => {
    const l = new FailureLimiter(2, 1000);
    l.reserve('ip', 0);
    l.reserve('ip', 0);
    l.release('ip');
    expect(l.reserve('ip', 0)).toBe(true);
    expect(l.reserve('ip', 0)).toBe(false);
    l.clear('ip');
    expect(l.reserve('ip', 0)).toBe(true);
  });

  it('drops expired keys as new attempts come, without waiting for a size threshold', () => {
    const l = new FailureLimiter(5, 1000);
    for (let i = 0; i < 50; i++) l.reserve(`old${i}`, i);
    l.reserve('late', 500);
    expect(l.size).toBe(51);
    l.reserve('new', 1030);
    // old0..old30 expired by 1030; old31.. and late are still inside their windows.
    expect(l.size).toBe(50 - 31 + 2);
  });

  it('keeps at most maxKeys live keys, forgetting the oldest', () => {
    const l = new FailureLimiter(5, 1000, 10);
    for (let i = 0; i < 25; i++) l.reserve(`k${i}`, 0);
    expect(l.size).toBe(10);
    expect(l.isBlocked('k24', 0)).toBe(false);
  });
});
