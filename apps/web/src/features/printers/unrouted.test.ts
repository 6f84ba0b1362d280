import { describe, expect, it } from 'vitest';
import { unroutedCategories } from './unrouted';

const categories = [
  { id: 1, title: 'Platos fuertes' },
  { id: 2, title: 'Bebidas' },
  { id: 3, title: 'Postres' },
];

/** What prints nowhere is the server's to decide (unrouted-categories.ts); the page only names it. */
describe('unrouted categories from the routing answer', () => {
  it('names the categories the server lists, in its order', () => {
    expect(unroutedCategories({ unroutedCategoryIds: [3, 1] }, categories, 'Sin categoría')).toEqual([
      { id: 3, title: 'Postres' },
      { id: 1, title: 'Platos fuertes' },
    ]);
  });

  it('adds the items without a category last, and leaves out a category the list does not have yet', () => {
    expect(
      unroutedCategories({ unroutedCategoryIds: [2, 9], unroutedUncategorisedItems: 2 }, categories, 'Sin categoría'),
    ).toEqual([
      { id: 2, title: 'Bebidas' },
      { id: null, title: 'Sin categoría' },
    ]);
  });

  it('is empty when the server says everything prints somewhere', () => {
    expect(
      unroutedCategories({ unroutedCategoryIds: [], unroutedUncategorisedItems: 0 }, categories, 'Sin categoría'),
    ).toEqual([]);
  });
});
