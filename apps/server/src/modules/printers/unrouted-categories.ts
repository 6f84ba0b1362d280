/**
 * The one definition of what prints nowhere (GET /settings/printers/routing; the printers page shows
 * the server's answer): a category no station routes, unless each of its items is routed on its own;
 * an empty category counts too (the next item added to it would print nowhere). Items without a
 * category (or naming one that no longer exists) that no station routes are counted apart. The print
 * queue routes lines the same way (order-routing.ts): item first, then category.
 */
export function unroutedCategories(
  routes: readonly { category_id: number | null; item_id: number | null }[],
  categoryIds: readonly number[],
  items: readonly { id: number; category_id: number | null }[],
): { categoryIds: number[]; uncategorisedItems: number } {
  const routedCategories = new Set(routes.flatMap((r) => (r.category_id === null ? [] : [r.category_id])));
  const routedItems = new Set(routes.flatMap((r) => (r.item_id === null ? [] : [r.item_id])));
  const itemsOf = new Map<number | null, number[]>();
  for (const item of items) itemsOf.set(item.category_id, [...(itemsOf.get(item.category_id) ?? []), item.id]);
  const unrouted = categoryIds.filter((id) => {
    if (routedCategories.has(id)) return false;
    const own = itemsOf.get(id) ?? [];
    return own.length === 0 || !own.every((item) => routedItems.has(item));
  });
  const known = new Set(categoryIds);
  const uncategorisedItems = items.filter(
    (item) =>
      (item.category_id === null || (!known.has(item.category_id) && !routedCategories.has(item.category_id))) &&
      !routedItems.has(item.id),
  ).length;
  return { categoryIds: unrouted, uncategorisedItems };
}
