import { voidAwaitsKitchen, type KitchenOrder } from '@comandero/contracts';
import { IconListNumbers } from '@tabler/icons-react';
import { kitchenText } from '../../i18n/kitchen';

export type AllDayCount = { title: string; quantity: number };

/**
 * Issue 21, all-day counts: how many of each item are still to make on this screen (created or
 * preparing, not voided), most first. The variant counts apart: a double burger is not a single.
 */
export function allDayCounts(orders: readonly KitchenOrder[]): AllDayCount[] {
  const counts = new Map<string, number>();
  for (const order of orders) {
    for (const item of order.items) {
      if (item.status !== 'created' && item.status !== 'preparing') continue;
      if (voidAwaitsKitchen(item)) continue;
      const title = item.variant_title ? `${item.item_title} (${item.variant_title})` : item.item_title;
      counts.set(title, (counts.get(title) ?? 0) + item.quantity);
    }
  }
  return [...counts]
    .map(([title, quantity]) => ({ title, quantity }))
    .sort((a, b) => b.quantity - a.quantity || a.title.localeCompare(b.title, 'es'));
}

/** The side panel of all-day counts; live with the screen's tickets. */
export function AllDayCounts({ orders }: { orders: readonly KitchenOrder[] }) {
  const counts = allDayCounts(orders);
  return (
    <aside
      className="rounded-2xl border border-stone-300 bg-white p-4 shadow-card lg:sticky lg:top-4 lg:w-72 lg:shrink-0"
      aria-labelledby="all-day-title"
      data-testid="all-day-counts"
    >
      <h2 id="all-day-title" className="flex items-center gap-2 text-lg font-bold text-stone-900">
        <IconListNumbers size={22} aria-hidden />
        {kitchenText.allDay}
      </h2>
      <p className="sr-only">{kitchenText.allDayHint}</p>
      {counts.length === 0 ? (
        <p className="mt-2 text-stone-500">{kitchenText.allDayEmpty}</p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 lg:flex-col">
          {counts.map((c) => (
            <li key={c.title} className="text-lg font-semibold text-stone-900 2xl:text-xl" data-testid="all-day-line">
              <span className="tabular-nums font-black">{c.quantity}</span> × {c.title}
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
