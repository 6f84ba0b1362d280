/**
 * Names as people read them: "Mesa 9" before "Mesa 10", accents and case aside ("mesa 2" with
 * "Mesa 2"). One comparator for every list of named things (tables, items, users) on both ends:
 * SQL ORDER BY would sort "Mesa 10" first and differs between SQLite and PostgreSQL collations, so
 * the server orders these lists in application code with this, and the browser does the same.
 */
const collator = new Intl.Collator('es', { numeric: true, sensitivity: 'base' });

export function naturalCompare(a: string, b: string): number {
  return collator.compare(a, b);
}

/**
 * A sorted copy of tables by title (then floor, then id, so equal names keep one stable order).
 * `floorFirst` groups them by floor before the title, as the reservation picker lists them.
 */
export function sortTables<T extends { id: number; table_title: string; floor: string | null }>(
  tables: readonly T[],
  options: { floorFirst?: boolean } = {},
): T[] {
  const byTitle = (a: T, b: T) => naturalCompare(a.table_title, b.table_title);
  const byFloor = (a: T, b: T) => naturalCompare(a.floor ?? '', b.floor ?? '');
  const [first, second] = options.floorFirst ? [byFloor, byTitle] : [byTitle, byFloor];
  return [...tables].sort((a, b) => first(a, b) || second(a, b) || a.id - b.id);
}
