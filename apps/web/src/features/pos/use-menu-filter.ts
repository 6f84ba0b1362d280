import type { PosMenuItem } from '@comandero/contracts';
import { useDeferredValue, useMemo } from 'react';

/**
 * Items matching the category and the title search (case-insensitive substring; blank text is
 * ignored, spec §5). The query is deferred so typing stays responsive while the grid catches up.
 */
export function useMenuFilter(items: readonly PosMenuItem[], query: string, categoryId: number | null) {
  const index = useMemo(() => items.map((item) => [item, item.title.toLocaleLowerCase('es')] as const), [items]);
  const deferredQuery = useDeferredValue(query);
  const needle = deferredQuery.trim().toLocaleLowerCase('es');
  const filtered = useMemo(
    () =>
      index
        .filter(([item, title]) => (categoryId === null || item.category_id === categoryId) && title.includes(needle))
        .map(([item]) => item),
    [index, needle, categoryId],
  );
  return { items: filtered, stale: deferredQuery !== query };
}
