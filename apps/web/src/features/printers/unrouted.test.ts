import { describe, expect, it } from 'vitest';
import { unroutedCategories } from './unrouted';

const categories = [
  { id: 1, title: 'Platos fuertes' },
  { id: 2, title: 'Bebidas' },
  { id: 3, title: 'Postres' },
];
const items = [
  { id: 10, category_id: 1 },
  { id: 11, category_id: 1 },
  { id: 20, category_id: 2 },
  { id: 30, category_id: 3 },
  { id: 31, category_id: 3 },
];
const titles = (...args: Parameters<typeof unroutedCategories>) => unroutedCategories(...args).map((c) => c.title);

describe('unrouted categories', () => {
  it('lists every category when there are no stations', () => {
    expect(titles([], categories, items, 'Sin categoría')).toEqual(['Platos fuertes', 'Bebidas', 'Postres']);
  });

  it('drops a category a station routes', () => {
    const stations = [{ categoryIds: [1], itemIds: [] }];
    expect(titles(stations, categories, items, 'Sin categoría')).toEqual(['Bebidas', 'Postres']);
  });

  it('drops a category only when all of its items are routed one by one', () => {
    expect(titles([{ categoryIds: [1, 2], itemIds: [30] }], categories, items, 'Sin categoría')).toEqual(['Postres']);
    expect(titles([{ categoryIds: [1, 2], itemIds: [30, 31] }], categories, items, 'Sin categoría')).toEqual([]);
  });

  it('counts routes of every station together', () => {
    const stations = [
      { categoryIds: [1], itemIds: [] },
      { categoryIds: [2, 3], itemIds: [] },
    ];
    expect(titles(stations, categories, items, 'Sin categoría')).toEqual([]);
  });

  it('keeps an empty category (its next item would print nowhere) and reports items without a category', () => {
    const list = unroutedCategories(
      [{ categoryIds: [1, 2, 3], itemIds: [41] }],
      [...categories, { id: 4, title: 'Nueva' }],
      [...items, { id: 40, category_id: null }, { id: 41, category_id: null }],
      'Sin categoría',
    );
    expect(list).toEqual([
      { id: 4, title: 'Nueva', itemCount: 0 },
      { id: null, title: 'Sin categoría', itemCount: 1 },
    ]);
  });
});
