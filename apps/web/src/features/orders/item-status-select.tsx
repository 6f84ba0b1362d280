import { ORDER_SCREEN_ITEM_STATUSES, type OrderItem, type OrderItemStatus } from '@comandero/contracts';
import { IconChevronDown } from '@tabler/icons-react';
import { floorText, ordersText } from '../../i18n/orders';
import { cn } from '../../lib/cn';

const TONES: Record<OrderItemStatus, string> = {
  created: 'border-stone-300 bg-white text-stone-800',
  preparing: 'border-amber-300 bg-amber-50 text-amber-900',
  completed: 'border-emerald-300 bg-emerald-50 text-emerald-800',
  delivered: 'border-sky-300 bg-sky-50 text-sky-800',
  cancelled: 'border-red-200 bg-red-50 text-red-700',
};

export type ItemStatusSelectProps = {
  item: OrderItem;
  /** The status being sent, shown at once while the server answers. */
  pendingStatus?: OrderItemStatus;
  disabled?: boolean;
  onChange: (status: (typeof ORDER_SCREEN_ITEM_STATUSES)[number]) => void;
};

/**
 * The orders screen's item status control (spec §4: any of preparing, completed, delivered,
 * cancelled, with no restriction shown). A native select: the platform picker suits fingers best.
 */
export function ItemStatusSelect({ item, pendingStatus, disabled, onChange }: ItemStatusSelectProps) {
  const shown = pendingStatus ?? item.status;
  return (
    <div className="relative ml-auto shrink-0">
      <select
        aria-label={ordersText.itemStatusLabel(item.item_title)}
        value={shown}
        disabled={disabled || pendingStatus !== undefined}
        aria-busy={pendingStatus !== undefined || undefined}
        onChange={(e) => {
          const next = ORDER_SCREEN_ITEM_STATUSES.find((s) => s === e.target.value);
          if (next && next !== item.status) onChange(next);
        }}
        className={cn(
          'h-11 w-[172px] appearance-none rounded-xl border pr-9 pl-3 text-sm font-semibold shadow-sm',
          'disabled:opacity-60',
          TONES[shown],
        )}
      >
        {/* A new line is "created"; it shows, but the orders screen cannot set it back. */}
        {item.status === 'created' ? (
          <option value="created" disabled>
            {floorText.itemStatus.created}
          </option>
        ) : null}
        {ORDER_SCREEN_ITEM_STATUSES.map((s) => (
          <option key={s} value={s}>
            {floorText.itemStatus[s]}
          </option>
        ))}
      </select>
      <IconChevronDown
        size={16}
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 opacity-70"
      />
    </div>
  );
}
