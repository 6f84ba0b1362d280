import type { TopSellingItem } from '@comandero/contracts';
import { IconStar } from '@tabler/icons-react';
import { Card } from '../../components/card';
import { ItemPrice } from '../../components/item-price';
import { EmptyState } from '../../components/states';
import { dashboardText as t } from '../../i18n/dashboard';

/** The best seller as ItemPrice reads it: a variant item's range stands in for its own price. */
const priced = (item: TopSellingItem) =>
  item.price_from === undefined
    ? { price: item.price }
    : { price: item.price, variants: [{ price: item.price_from }, { price: item.price_to ?? item.price_from }] };

/** Spec §2: title, price with the currency symbol and orders count of the best sellers. */
export function TopItemsCard({ items, currency }: { items: TopSellingItem[]; currency: string }) {
  return (
    <Card title={t.topItems.title} description={t.topItems.description} padding="none" aria-label={t.topItems.title}>
      {items.length === 0 ? (
        <EmptyState message={t.topItems.empty} icon={<IconStar size={24} aria-hidden />} className="py-8" />
      ) : (
        <ol className="divide-y divide-stone-100 border-t border-stone-100">
          {items.map((item, i) => (
            <li key={item.id} aria-label={item.title} className="flex items-center gap-4 px-5 py-3.5 sm:px-6">
              <span className="grid size-9 shrink-0 place-items-center rounded-full bg-stone-100 text-sm font-bold text-stone-600">
                {i + 1}
              </span>
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold text-stone-900">{item.title}</p>
                <p className="text-sm text-stone-500 tabular-nums">
                  <ItemPrice item={priced(item)} currency={currency} />
                </p>
              </div>
              <span className="shrink-0 rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700 tabular-nums">
                {t.topItems.orders(item.orders_count)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
