import type { PosInitResponse, PosMenuItem } from '@comandero/contracts';
import { IconCategory, IconSearch, IconX } from '@tabler/icons-react';
import { memo, useState } from 'react';
import { Button } from '../../components/button';
import { IconButton } from '../../components/icon-button';
import { EmptyState } from '../../components/states';
import { TextField } from '../../components/text-field';
import { posText } from '../../i18n/pos';
import { deferred, usePreloadNow } from '../../lib/deferred';
import { ItemGrid } from './item-grid';
import type { StockState } from './stock-state';
import { useMenuFilter } from './use-menu-filter';

// Loads the first time it opens, outside the POS's first download.
const CategoryDialog = deferred(
  () => import('./category-dialog').then((m) => m.CategoryDialog),
  (p) => p.open,
);
// The phone's category filter works offline too: fetched as soon as the POS shows (see pos-screen).
const OWN_DIALOGS = [CategoryDialog];

export type MenuPaneProps = {
  menuItems: PosMenuItem[];
  categories: PosInitResponse['categories'];
  currency: string;
  onPick: (item: PosMenuItem) => void;
  stock?: ReadonlyMap<number, StockState>;
  onManage?: (item: PosMenuItem) => void;
};

/** Left side of the POS: search, category filter and the item grid. Its state never touches the cart. */
export const MenuPane = memo(function MenuPane({
  menuItems,
  categories,
  currency,
  onPick,
  stock,
  onManage,
}: MenuPaneProps) {
  const [query, setQuery] = useState('');
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [categoriesOpen, setCategoriesOpen] = useState(false);
  usePreloadNow(OWN_DIALOGS);
  const items = useMenuFilter(menuItems, query, categoryId);
  const category = categories.find((c) => c.id === categoryId);

  return (
    <section aria-label={posText.grid.itemsLabel} className="flex min-h-0 flex-col gap-3">
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <TextField
            type="search"
            aria-label={posText.grid.search}
            placeholder={posText.grid.searchPlaceholder}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            className="h-12 pl-11 [&::-webkit-search-cancel-button]:hidden"
            trailing={
              query ? (
                <IconButton label={posText.grid.clearSearch} icon={<IconX size={18} />} onClick={() => setQuery('')} />
              ) : null
            }
          />
          {/* After the input, so it paints above the field's white background. */}
          <IconSearch
            size={19}
            className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-stone-400"
            aria-hidden
          />
        </div>
        <Button
          variant={category ? 'primary' : 'outline'}
          size="lg"
          className="h-12 max-w-[45%] px-4"
          icon={<IconCategory size={19} />}
          onClick={() => setCategoriesOpen(true)}
          aria-label={`${posText.grid.categories}: ${category?.title ?? posText.grid.allCategories}`}
        >
          <span className="truncate">{category?.title ?? posText.grid.categories}</span>
        </Button>
      </div>
      <p className="text-sm text-stone-500" aria-live="polite">
        {posText.grid.count(items.length)}
      </p>
      <div className="scrollbar-thin min-h-0 flex-1 overflow-y-auto pr-1 pb-1">
        {items.length === 0 ? (
          <EmptyState message={posText.grid.empty} />
        ) : (
          <ItemGrid items={items} currency={currency} onPick={onPick} stock={stock} onManage={onManage} />
        )}
      </div>
      <CategoryDialog
        open={categoriesOpen}
        onOpenChange={setCategoriesOpen}
        categories={categories}
        selected={categoryId}
        onSelect={setCategoryId}
      />
    </section>
  );
});
