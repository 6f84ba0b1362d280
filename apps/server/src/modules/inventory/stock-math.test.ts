import { describe, expect, it } from 'vitest';
import { averageCost, costOf, pesosPerUnit, unitCostOf } from './stock-math.js';

describe('stock math', () => {
  it('keeps a peso per kilogram exact and rounds a movement once, half up', () => {
    // Col$ 8.000 per kg: 800 centavos per gram, 800.000 thousandths of a centavo.
    expect(unitCostOf(8000, 'kg')).toBe(800_000);
    expect(pesosPerUnit(800_000, 'kg')).toBe(8000);
    // 200 g (200.000 mg) at 800 centavos/g = 160.000 centavos.
    expect(costOf(200_000, 800_000)).toBe(160_000);
    // 1 mg at 800 c/g is 0,8 centavos → 1; at 400 c/g 0,4 → 0; 625 mg at 0,8 c/g is 0,5 → 1.
    expect(costOf(1, 800_000)).toBe(1);
    expect(costOf(1, 400_000)).toBe(0);
    expect(costOf(625, 800)).toBe(1);
    expect(costOf(-625, 800)).toBe(-1);
  });

  it('averages the cost of stock on hand and a purchase', () => {
    // 1 kg at 800 c/g plus 3 kg for Col$ 36.000 (1.200 c/g): 4 kg at 1.100 c/g.
    expect(averageCost(1_000_000, 800_000, 3_000_000, 3_600_000)).toBe(1_100_000);
    // Negative stock counts as none: the purchase's price is the new cost.
    expect(averageCost(-500_000, 800_000, 3_000_000, 3_600_000)).toBe(1_200_000);
  });
});
