import {
  TOP_SELLING_LIMIT,
  TOP_SELLING_WINDOW,
  itemPriceRange,
  toMajor,
  type DashboardResponse,
  type TopSellingItem,
} from '@comandero/contracts';
import type { AppDeps } from '../../app-deps.js';
import { reportsRepository } from '../reports/reports.repository.js';
import { dataStamp } from '../../lib/data-stamp.js';
import { stampedCache } from '../../lib/stamped-cache.js';
import { dateRangeOf, storeContext } from '../settings/store-context.js';
import { reservationsRepository } from '../reservations/reservations.repository.js';

type ItemCount = { id: number; title: string; price: number; orders_count: number };

/** Most orders first; equal counts by title (Spanish order, same on both databases), then id. */
function topSelling(rows: ItemCount[]): ItemCount[] {
  return [...rows]
    .sort((a, b) => b.orders_count - a.orders_count || a.title.localeCompare(b.title, 'es') || a.id - b.id)
    .slice(0, TOP_SELLING_LIMIT);
}

/** The spec's fields, and the variant range of an item with variants (its own price is never charged). */
function toTopSellingItem(r: ItemCount, variants: readonly { item_id: number; price: number }[]): TopSellingItem {
  const own = variants.filter((v) => v.item_id === r.id);
  const item: TopSellingItem = { id: r.id, title: r.title, price: toMajor(r.price), orders_count: r.orders_count };
  if (own.length === 0) return item;
  const range = itemPriceRange({ price: r.price, variants: own });
  return { ...item, price_from: toMajor(range.from), price_to: toMajor(range.to) };
}

export function dashboardService(deps: AppDeps) {
  const reports = reportsRepository(deps.db);
  const reservations = reservationsRepository(deps.db, deps.dialect);
  const cached = stampedCache<DashboardResponse, unknown>(
    dataStamp(deps.db, ['sales', 'customers', 'reservations', 'catalogue']),
    8,
  );
  return {
    async get(): Promise<DashboardResponse> {
      const { timeZone, currency } = await storeContext(deps);
      const today = dateRangeOf(deps, { type: 'today' }, timeZone);
      const window = dateRangeOf(deps, { type: TOP_SELLING_WINDOW }, timeZone);
      return cached(JSON.stringify([today.start, window.start, currency]), async () => {
        const [todays, items, orders, newCustomerCount, repeatedCustomerCount] = await Promise.all([
          reservations.inRange(today.start, today.end, { excludeCancelled: true }),
          reports.itemOrderCounts(window),
          reports.orders(today),
          reports.newCustomers(today),
          reports.repeatedCustomers(today),
        ]);
        const top = topSelling(items);
        const variants = top.length
          ? await deps.db
              .selectFrom('menu_item_variants')
              .select(['item_id', 'price'])
              .where(
                'item_id',
                'in',
                top.map((r) => r.id),
              )
              .execute()
          : [];
        return {
          reservations: todays,
          topSellingItems: top.map((r) => toTopSellingItem(r, variants)),
          ordersCount: orders.ordersCount,
          newCustomerCount,
          repeatedCustomerCount,
          currency,
        };
      });
    },
  };
}
