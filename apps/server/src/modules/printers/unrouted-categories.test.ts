import { describe, expect, it } from 'vitest';
import { unroutedCategories } from './unrouted-categories.js';

const categories = [1, 2, 3];
const items = [
  { id: 10, category_id: 1 },
  { id: 11, category_id: 1 },
  { id: 20, category_id: 2 },
  { id: 30, category_id: 3 },
  { id: 31, category_id: 3 },
];
/** Station routes as stored: one row per routed category or item. */
const routes = (categoryIds: number[], itemIds: number[] = []) => [
  ...categoryIds.map((id) => ({ category_id: id, item_id: null })),
  ...itemIds.map((id) => ({ category_id: null, item_id: id })),
];

describe('unrouted categories (the printers page shows this answer)', () => {
  it('lists every category when there are no stations', () => {
    expect(unroutedCategories([], categories, items)).toEqual({ categoryIds: [1, 2, 3], uncategorisedItems: 0 });
  });

  it('drops a category a station routes, counting the routes of every station together', () => {
    expect(unroutedCategories(routes([1]), categories, items).categoryIds).toEqual([2, 3]);
    expect(unroutedCategories([...routes([1]), ...routes([2, 3])], categories, items).categoryIds).toEqual([]);
  });

  it('drops a category only when all of its items are routed one by one', () => {
    expect(unroutedCategories(routes([1, 2], [30]), categories, items).categoryIds).toEqual([3]);
    expect(unroutedCategories(routes([1, 2], [30, 31]), categories, items).categoryIds).toEqual([]);
  });

  it('keeps an empty category and counts items without a category that nothing routes', () => {
    expect(
      unroutedCategories(
        routes([1, 2, 3], [41]),
        [...categories, 4],
        [...items, { id: 40, category_id: null }, { id: 41, category_id: null }, { id: 50, category_id: 99 }],
      ),
    ).toEqual({ categoryIds: [4], uncategorisedItems: 2 });
  });
});
