import { describe, expect, it } from 'vitest';
import { addUnit, initialAllocation, moveAll, partsOf, removeUnit, resizeAllocation } from './split-allocation';

const lines = [
  { id: 1, title: 'Bandeja', quantity: 1 },
  { id: 2, title: 'Limonada', quantity: 3 },
];

describe('split allocation', () => {
  it('starts with everything on bill 1, which leaves the others empty and the split not ready', () => {
    const alloc = initialAllocation(lines, 3);
    expect(alloc).toEqual({ 1: [1, 0, 0], 2: [3, 0, 0] });
    expect(partsOf(alloc, 3)).toBeNull();
  });

  it('moves whole lines and single units, never losing or creating a unit', () => {
    let units = moveAll([3, 0, 0], 2);
    expect(units).toEqual([0, 0, 3]);
    units = addUnit(units, 1);
    expect(units).toEqual([0, 1, 2]);
    units = removeUnit(units, 2);
    expect(units).toEqual([1, 1, 1]);
    expect(addUnit([0, 0, 3], 2)).toEqual([0, 0, 3]);
    expect(removeUnit([0, 1, 2], 0)).toEqual([0, 1, 2]);
  });

  it('gives the request one part per bill, and fewer bills send their units back to bill 1', () => {
    const alloc = { 1: [0, 1, 0], 2: [1, 1, 1] };
    expect(partsOf(alloc, 3)).toEqual([
      [{ lineId: 2, quantity: 1 }],
      [
        { lineId: 1, quantity: 1 },
        { lineId: 2, quantity: 1 },
      ],
      [{ lineId: 2, quantity: 1 }],
    ]);
    expect(resizeAllocation(alloc, 2)).toEqual({ 1: [0, 1], 2: [2, 1] });
  });
});
