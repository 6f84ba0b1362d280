import type { Category, MenuItem, Station } from '@comandero/contracts';

/** A category whose items no station prints; id null gathers the items that have no category. */
export type UnroutedCategory = { id: number | null; title: string; itemCount: number };

type RoutedItem = Pick<MenuItem, 'id' | 'category_id'>;

/**
 * The categories a kitchen would never see on paper: no station routes the category, and not every
 * one of its items is routed on its own. An empty category counts too (the next item added to it
 * would print nowhere). Items without a category are reported under `uncategorisedTitle`.
 */
export function unroutedCategories(
  stations: readonly Pick<Station, 'categoryIds' | 'itemIds'>[],
  categories: readonly Pick<Category, 'id' | 'title'>[],
  items: readonly RoutedItem[],
  uncategorisedTitle: string,
): UnroutedCategory[] {
  const routedCategories = new Set(stations.flatMap((s) => s.categoryIds));
  const routedItems = new Set(stations.flatMap((s) => s.itemIds));
  const itemsOf = new Map<number | null, RoutedItem[]>();
  for (const item of items) {
    const list = itemsOf.get(item.category_id) ?? [];
    list.push(item);
    itemsOf.set(item.category_id, list);
  }
  const unrouted: UnroutedCategory[] = [];
  for (const category of categories) {
    if (routedCategories.has(category.id)) continue;
    const own = itemsOf.get(category.id) ?? [];
    if (own.length > 0 && own.every((item) => routedItems.has(item.id))) continue;
    unrouted.push({ id: category.id, title: category.title, itemCount: own.length });
  }
  // An item may name a category the list no longer has (deleted meanwhile): it prints nowhere either.
  const known = new Set(categories.map((c) => c.id));
  const stray = items.filter(
    (item) =>
      (item.category_id === null || (!known.has(item.category_id) && !routedCategories.has(item.category_id))) &&
      !routedItems.has(item.id),
  );
  if (stray.length > 0) unrouted.push({ id: null, title: uncategorisedTitle, itemCount: stray.length });
  return unrouted;
}
