import { foldForSearch } from '@comandero/contracts';

export { foldForSearch };

/**
 * Whether `title` contains `query`, ignoring case, accents (staff type on tablets without them) and
 * the query's outer spaces. A blank query matches everything: spec §5 says search boxes ignore blank text.
 */
export function matchesTitle(title: string, query: string): boolean {
  const needle = foldForSearch(query.trim());
  return needle === '' || foldForSearch(title).includes(needle);
}
