import { describe, expect, it } from 'vitest';
import { clientTotalsMatch } from './totals-check.js';

const server = { itemsTotal: 2_600_000, netTotal: 2_407_407, taxTotal: 192_593, payableTotal: 2_600_000 };

describe('clientTotalsMatch', () => {
  it('rounds the client floats to centavos before comparing', () => {
    expect(clientTotalsMatch({ netTotal: 24074.074074, taxTotal: 1925.925925926, total: 26000 }, server, 1)).toBe(true);
  });

  it('allows one centavo per cart line on each figure, and no more', () => {
    const off = (centavos: number) => ({ netTotal: 24074.07, taxTotal: 1925.93 + centavos / 100, total: 26000 });
    expect(clientTotalsMatch(off(1), server, 1)).toBe(true);
    expect(clientTotalsMatch(off(2), server, 1)).toBe(false);
    expect(clientTotalsMatch(off(3), server, 3)).toBe(true);
    expect(clientTotalsMatch(off(-3), server, 3)).toBe(true);
    expect(clientTotalsMatch(off(4), server, 3)).toBe(false);
  });

  it('never matches a missing or non-finite figure', () => {
    expect(clientTotalsMatch({ netTotal: 24074.07, taxTotal: 1925.93 }, server, 5)).toBe(false);
    expect(clientTotalsMatch({ netTotal: NaN, taxTotal: 1925.93, total: 26000 }, server, 5)).toBe(false);
    expect(clientTotalsMatch({ netTotal: 24074.07, taxTotal: Infinity, total: 26000 }, server, 5)).toBe(false);
  });
});
