import type { PosMenuItem } from '@comandero/contracts';
import { useMemo } from 'react';
import { foldForSearch } from '../../lib/text-search';

/**
 * Items matching the category and the title search (spec §5), ignoring case and accents; titles are
 * folded once per menu, not once per keystroke. Filtered in the keystroke's own render, not deferred:
 * the grid renders at most a page of cards (item-grid.tsx), so the result paints in the same frame
 * as the typed letter, where a deferred query cost a second frame on every key.
 */
export function useMenuFilter(items: readonly PosMenuItem[], query: string, categoryId: number | null) {
  const folded = useMemo(() => items.map((item) => foldForSearch(item.title)), [items]);
  const needle = foldForSearch(query.trim());
  return useMemo(
    () =>
      items.filter((item, i) => (categoryId === null || item.category_id === categoryId) && folded[i].includes(needle)),
    [items, folded, needle, categoryId],
  );
}
