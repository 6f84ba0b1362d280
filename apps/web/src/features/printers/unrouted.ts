import type { Category, PrintRouting } from '@comandero/contracts';

/** A category whose items no station prints; id null gathers the items that have no category. */
export type UnroutedCategory = { id: number | null; title: string };

/**
 * The server's answer (GET /settings/printers/routing decides what prints nowhere, the one
 * definition the print queue follows too) named for the warning: each category by its title, the
 * items without a category under `uncategorisedTitle`. A category the list does not have yet (a
 * moment after it was created) is left out until both answers agree.
 */
export function unroutedCategories(
  routing: Pick<PrintRouting, 'unroutedCategoryIds' | 'unroutedUncategorisedItems'>,
  categories: readonly Pick<Category, 'id' | 'title'>[],
  uncategorisedTitle: string,
): UnroutedCategory[] {
  const titles = new Map(categories.map((c) => [c.id, c.title]));
  const named = routing.unroutedCategoryIds.flatMap((id) => {
    const title = titles.get(id);
    return title === undefined ? [] : [{ id, title }];
  });
  return (routing.unroutedUncategorisedItems ?? 0) > 0 ? [...named, { id: null, title: uncategorisedTitle }] : named;
}
