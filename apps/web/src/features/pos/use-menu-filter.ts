import type { PosMenuItem } from '@comandero/contracts';
import { useDeferredValue, useMemo } from 'react';
import { matchesTitle } from '../../lib/text-search';

/**
 * Items matching the category and the title search (spec §5). The query is deferred so typing stays
 * responsive while the grid catches up.
 */
export function useMenuFilter(items: readonly PosMenuItem[], query: string, categoryId: number | null) {
  const deferredQuery = useDeferredValue(query);
  const filtered = useMemo(
    () =>
      items.filter(
        (item) => (categoryId === null || item.category_id === categoryId) && matchesTitle(item.title, deferredQuery),
      ),
    [items, deferredQuery, categoryId],
  );
  return { items: filtered, stale: deferredQuery !== query };
}
