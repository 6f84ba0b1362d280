import { describe, expect, it } from 'vitest';
import { itemsCrossed, type RecipeIndex } from './recipe-index.js';
import { emptyRecipes } from './recipes.repository.js';

// Item 1 needs 150 of ingredient 7; item 2 needs 40 of ingredient 7 and 5 of ingredient 8.
const index: RecipeIndex = {
  version: 1,
  recipes: emptyRecipes(),
  soldOut: new Map(),
  block: true,
  thresholds: new Map([
    [
      7,
      [
        { itemId: 1, need: 150 },
        { itemId: 2, need: 40 },
      ],
    ],
    [8, [{ itemId: 2, need: 5 }]],
  ]),
};

describe('itemsCrossed', () => {
  it('names an item when the stock passes below or back up to one of its needs', () => {
    expect(itemsCrossed(index, [{ ingredientId: 7, before: 200, after: 149 }])).toEqual([1]);
    expect(itemsCrossed(index, [{ ingredientId: 7, before: 149, after: 150 }])).toEqual([1]);
    expect(itemsCrossed(index, [{ ingredientId: 7, before: 160, after: 20 }]).sort()).toEqual([1, 2]);
    expect(itemsCrossed(index, [{ ingredientId: 8, before: 5, after: 4 }])).toEqual([2]);
  });

  it('names nobody while the stock stays on one side of every need', () => {
    // Left with exactly one portion: still available (stock ≥ need).
    expect(itemsCrossed(index, [{ ingredientId: 7, before: 1000, after: 150 }])).toEqual([]);
    expect(itemsCrossed(index, [{ ingredientId: 7, before: 39, after: 0 }])).toEqual([]);
    expect(itemsCrossed(index, [{ ingredientId: 9, before: 10, after: 0 }])).toEqual([]);
  });
});
