import type { OrderItem, OrderItemStatus } from '@comandero/contracts';
import { IconCheck, IconLoader2, IconPlayerPlay } from '@tabler/icons-react';
import { kitchenText } from '../../i18n/kitchen';
import { floorText } from '../../i18n/orders';
import { cn } from '../../lib/cn';

const PILL: Record<OrderItemStatus, string> = {
  created: 'bg-stone-200 text-stone-800',
  preparing: 'bg-amber-300 text-amber-950',
  completed: 'bg-emerald-600 text-white',
  delivered: 'bg-sky-100 text-sky-800',
  cancelled: 'bg-red-100 text-red-700',
};

export type KitchenItemProps = {
  item: OrderItem;
  /** True while this item's move is being sent. */
  busy: boolean;
  onAdvance: (status: 'preparing' | 'completed') => void;
};

function Details({ item }: { item: OrderItem }) {
  return (
    <span className="flex min-w-0 flex-1 flex-col gap-0.5 text-left">
      <span className="text-xl leading-tight font-bold 2xl:text-2xl">
        <span className="mr-1.5 tabular-nums">{kitchenText.quantity(item.quantity)}</span>
        {item.item_title}
      </span>
      {item.variant_title ? (
        <span className="text-lg leading-snug font-semibold 2xl:text-xl">{item.variant_title}</span>
      ) : null}
      {item.addons.length > 0 ? (
        <span className="text-lg leading-snug 2xl:text-xl">+ {item.addons.map((a) => a.title).join(', ')}</span>
      ) : null}
      {item.notes ? (
        <span className="mt-1 rounded-lg bg-yellow-200 px-2 py-1 text-lg leading-snug font-semibold text-stone-950 2xl:text-xl">
          {item.notes}
        </span>
      ) : null}
    </span>
  );
}

/**
 * One line of a ticket. A created line is tapped to start it, a preparing one to finish it (spec
 * §4); the rest read only. The whole row is the target: a cook taps with a wet finger.
 */
export function KitchenItem({ item, busy, onAdvance }: KitchenItemProps) {
  const next = item.status === 'created' ? 'preparing' : item.status === 'preparing' ? 'completed' : null;
  const pill = (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full px-3 py-1 text-sm font-bold whitespace-nowrap',
        PILL[item.status],
      )}
    >
      {busy ? <IconLoader2 size={16} className="animate-spin" aria-hidden /> : null}
      {item.status === 'completed' ? <IconCheck size={16} aria-hidden /> : null}
      {floorText.itemStatus[item.status]}
    </span>
  );
  if (!next || item.status === 'cancelled') {
    return (
      <li
        className={cn(
          'flex items-start gap-3 px-4 py-3',
          item.status === 'cancelled' ? 'text-stone-500 line-through' : 'text-stone-500',
        )}
        data-testid="kitchen-item"
        data-status={item.status}
      >
        <Details item={item} />
        {pill}
      </li>
    );
  }
  const label = kitchenText.itemAction[item.status as 'created' | 'preparing'](item.item_title);
  return (
    <li data-testid="kitchen-item" data-status={item.status}>
      <button
        type="button"
        aria-label={label}
        aria-busy={busy || undefined}
        disabled={busy}
        onClick={() => onAdvance(next)}
        className={cn(
          'flex min-h-16 w-full items-start gap-3 px-4 py-3 text-stone-950 transition-colors',
          item.status === 'preparing' ? 'bg-amber-50 hover:bg-amber-100' : 'hover:bg-stone-50',
          'active:bg-stone-200 disabled:opacity-70',
        )}
      >
        <Details item={item} />
        <span className="flex shrink-0 flex-col items-end gap-1">
          {pill}
          <span className="flex items-center gap-1 text-xs font-semibold text-stone-500">
            {item.status === 'created' ? <IconPlayerPlay size={13} aria-hidden /> : <IconCheck size={13} aria-hidden />}
            {kitchenText.itemHint[item.status as 'created' | 'preparing']}
          </span>
        </span>
      </button>
    </li>
  );
}
