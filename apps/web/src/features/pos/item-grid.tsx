import type { PosMenuItem } from '@comandero/contracts';
import { toMinor } from '@comandero/contracts';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { memo } from 'react';
import { Money } from '../../components/money';
import { posText } from '../../i18n/pos';
import { hasOptions } from './cart-state';

export type ItemGridProps = {
  items: readonly PosMenuItem[];
  currency: string;
  onPick: (item: PosMenuItem) => void;
};

/**
 * The menu as a two-column grid of big touch targets. Memoized and fed stable props, so cart
 * changes never re-render it; off-screen cards skip layout and paint (content-visibility), which
 * keeps a 2,000-item menu smooth.
 */
export const ItemGrid = memo(function ItemGrid({ items, currency, onPick }: ItemGridProps) {
  return (
    <ul className="grid grid-cols-2 gap-2.5" aria-label={posText.grid.itemsLabel}>
      {items.map((item) => (
        <li key={item.id} className="[contain-intrinsic-size:auto_88px] [content-visibility:auto]">
          <button
            type="button"
            onClick={() => onPick(item)}
            data-item-id={item.id}
            className="flex h-full min-h-[88px] w-full flex-col justify-between gap-2 rounded-xl border border-stone-200 bg-white px-3.5 py-3 text-left shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50/40 active:bg-brand-50"
          >
            <span className="line-clamp-2 text-[15px] leading-snug font-semibold text-stone-900">{item.title}</span>
            <span className="flex items-center justify-between gap-2">
              <Money minor={toMinor(item.price)} currency={currency} className="text-sm font-medium text-brand-700" />
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
        </li>
      ))}
    </ul>
  );
});
