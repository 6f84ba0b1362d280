/**
 * Whether `title` contains `query`, ignoring case (Spanish rules) and the query's outer spaces.
 * A blank query matches everything: spec §5 says search boxes ignore blank text.
 */
export function matchesTitle(title: string, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase('es');
  return needle === '' || title.toLocaleLowerCase('es').includes(needle);
}
