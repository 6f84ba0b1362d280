import type { PosMenuItem } from '@comandero/contracts';
import { IconAdjustmentsHorizontal, IconDotsVertical } from '@tabler/icons-react';
import { memo, useEffect, useRef, useState } from 'react';
import { IconButton } from '../../components/icon-button';
import { ItemPrice } from '../../components/item-price';
import { posText } from '../../i18n/pos';
import { hasOptions } from './cart-state';
import type { StockState } from './stock-state';

export type ItemGridProps = {
  items: readonly PosMenuItem[];
  currency: string;
  onPick: (item: PosMenuItem) => void;
  /** Issue 24: items sold out now ("Agotado"), by id. */
  stock?: ReadonlyMap<number, StockState>;
  /** Issue 24: opens the card's 86 menu; given only to users who may 86 an item. */
  onManage?: (item: PosMenuItem) => void;
};

/** Cards rendered at first, and added each time the end of the list comes near. */
export const GRID_PAGE = 60;

type ItemCardProps = {
  item: PosMenuItem;
  currency: string;
  onPick: (item: PosMenuItem) => void;
  stock: StockState | undefined;
  onManage: ((item: PosMenuItem) => void) | undefined;
};

/**
 * One card; memoized, so a search that keeps an item on screen does not render its card again. Its
 * colours change without a transition: a 150 ms fade on each tap kept the compositor repainting
 * into the next taps, and a tap took two to three frames to show in the cart instead of one.
 */
const ItemCard = memo(function ItemCard({ item, currency, onPick, stock, onManage }: ItemCardProps) {
  const blocked = stock === 'blocked';
  return (
    <li className="relative [contain-intrinsic-size:auto_88px] [content-visibility:auto]">
      <button
        type="button"
        onClick={() => onPick(item)}
        data-item-id={item.id}
        disabled={blocked}
        aria-describedby={stock ? `stock-${item.id}` : undefined}
        className={
          blocked
            ? 'flex h-full min-h-[88px] w-full cursor-not-allowed flex-col justify-between gap-2 rounded-xl border border-stone-200 bg-stone-100 px-3.5 py-3 text-left opacity-70'
            : 'flex h-full min-h-[88px] w-full flex-col justify-between gap-2 rounded-xl border border-stone-200 bg-white px-3.5 py-3 text-left shadow-sm hover:border-brand-300 hover:bg-brand-50/40 active:bg-brand-50'
        }
      >
        <span className="flex items-start justify-between gap-2">
          <span className="line-clamp-2 text-[15px] leading-snug font-semibold text-stone-900">{item.title}</span>
          {stock ? (
            <span
              id={`stock-${item.id}`}
              className={
                blocked
                  ? 'shrink-0 rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-700 ring-1 ring-red-200'
                  : 'shrink-0 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-800 ring-1 ring-amber-200'
              }
            >
              {posText.grid.soldOut}
            </span>
          ) : null}
        </span>
        {/* Room for the 86 menu's button, which sits over this corner outside the card's button. */}
        <span
          className={
            onManage ? 'flex items-center justify-between gap-2 pr-9' : 'flex items-center justify-between gap-2'
          }
        >
          <ItemPrice item={item} currency={currency} className="text-sm font-medium text-brand-700" />
          {hasOptions(item) ? (
            <IconAdjustmentsHorizontal
              size={16}
              className="text-stone-400"
              aria-label={posText.grid.hasOptions}
              role="img"
            />
          ) : null}
        </span>
      </button>
      {onManage ? (
        <IconButton
          label={posText.eightySix.menu}
          icon={<IconDotsVertical size={18} />}
          onClick={() => onManage(item)}
          className="absolute right-0.5 bottom-0.5 text-stone-500"
        />
      ) : null}
    </li>
  );
});

/** The nearest ancestor that scrolls: cards are added before the end of the list scrolls into it. */
function scrollParent(el: HTMLElement): HTMLElement | null {
  for (let p = el.parentElement; p; p = p.parentElement) {
    if (/(auto|scroll)/.test(getComputedStyle(p).overflowY)) return p;
  }
  return null;
}

/**
 * The menu as a two-column grid of big touch targets. Memoized and fed stable props, so cart
 * changes never re-render it. A search result or a 2,000-item menu renders its first GRID_PAGE
 * cards, and more as the list is scrolled (or tabbed) towards its end: a keystroke then costs a few
 * dozen cards, not the whole menu, and its result paints in a frame or two.
 */
export const ItemGrid = memo(function ItemGrid({ items, currency, onPick, stock, onManage }: ItemGridProps) {
  const [limit, setLimit] = useState(GRID_PAGE);
  const [shownFor, setShownFor] = useState(items);
  // A new list (another search or category) starts again from its first page.
  if (shownFor !== items) {
    setShownFor(items);
    setLimit(GRID_PAGE);
  }
  const more = items.length > limit;
  const sentinel = useRef<HTMLLIElement>(null);
  useEffect(() => {
    const el = sentinel.current;
    if (!more || !el) return;
    if (typeof IntersectionObserver === 'undefined') {
      setLimit(Infinity);
      return;
    }
    // Observed anew after each page: a sentinel still near the view (a tall screen) adds another.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setLimit((n) => n + GRID_PAGE);
      },
      { root: scrollParent(el), rootMargin: '600px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [more, limit]);
  return (
    <ul className="grid grid-cols-2 gap-2.5" aria-label={posText.grid.itemsLabel}>
      {items.slice(0, limit).map((item) => (
        <ItemCard
          key={item.id}
          item={item}
          currency={currency}
          onPick={onPick}
          stock={stock?.get(item.id)}
          onManage={onManage}
        />
      ))}
      {more ? <li ref={sentinel} aria-hidden className="col-span-2 h-px" /> : null}
    </ul>
  );
});
