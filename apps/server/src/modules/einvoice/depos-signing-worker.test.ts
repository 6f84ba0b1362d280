import { describe, expect, it } from 'vitest';
import { laneFor } from './depos-signing-worker.js';

const OVERDUE_MS = 60_000;

describe('the signer lane of a batch', () => {
  const now = new Date('2026-11-28T15:00:00.000Z');
  const storedAgo = (ms: number) => new Date(now.getTime() - ms).toISOString();

  it('signs on the idle thread while the oldest draft is recent, at normal priority once it is overdue', () => {
    expect(laneFor(null, now, OVERDUE_MS)).toBe('idle');
    expect(laneFor(storedAgo(1_000), now, OVERDUE_MS)).toBe('idle');
    expect(laneFor(storedAgo(OVERDUE_MS), now, OVERDUE_MS)).toBe('idle');
    expect(laneFor(storedAgo(OVERDUE_MS + 1), now, OVERDUE_MS)).toBe('urgent');
  });
});
