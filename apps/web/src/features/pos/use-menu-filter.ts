import type { PosMenuItem } from '@comandero/contracts';
import { useDeferredValue, useMemo } from 'react';
import { foldForSearch } from '../../lib/text-search';

/**
 * Items matching the category and the title search (spec §5), ignoring case and accents. The query
 * is deferred so typing stays responsive while the grid catches up; titles are folded once per menu,
 * not once per keystroke.
 */
export function useMenuFilter(items: readonly PosMenuItem[], query: string, categoryId: number | null) {
  const deferredQuery = useDeferredValue(query);
  const folded = useMemo(() => items.map((item) => foldForSearch(item.title)), [items]);
  const filtered = useMemo(() => {
    const needle = foldForSearch(deferredQuery.trim());
    return items.filter(
      (item, i) => (categoryId === null || item.category_id === categoryId) && folded[i].includes(needle),
    );
  }, [items, folded, deferredQuery, categoryId]);
  return { items: filtered, stale: deferredQuery !== query };
}
