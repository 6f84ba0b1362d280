import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ivaMenuItem } from '../../test/pos-test-fixtures';
import { useMenuFilter } from './use-menu-filter';

const menu = [
  ivaMenuItem({ id: 1, title: 'Chicharrón con arepa', category_id: 1 }),
  ivaMenuItem({ id: 2, title: 'Arepa de choclo', category_id: 1 }),
  ivaMenuItem({ id: 3, title: 'Café tinto', category_id: 2 }),
];
const titles = (query: string, categoryId: number | null = null) =>
  renderHook(() => useMenuFilter(menu, query, categoryId)).result.current.map((i) => i.title);

describe('POS menu filter', () => {
  it('finds titles whatever the accents and case of either side', () => {
    expect(titles('chicharron')).toEqual(['Chicharrón con arepa']);
    expect(titles('  CAFE ')).toEqual(['Café tinto']);
    expect(titles('arepa')).toEqual(['Chicharrón con arepa', 'Arepa de choclo']);
  });

  it('combines the search with the category; a blank search keeps the whole category', () => {
    expect(titles('arepa', 2)).toEqual([]);
    expect(titles('   ', 1)).toEqual(['Chicharrón con arepa', 'Arepa de choclo']);
    expect(titles('')).toHaveLength(3);
  });
});
