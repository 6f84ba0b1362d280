import { resolveDateRange, type DateFilterQuery, type DateRange } from '@comandero/contracts';
import type { AppDeps } from '../app-deps.js';
import { badRequest } from '../http/http-error.js';
import { businessDay } from './clock.js';

export type StoreContext = { timeZone: string; currency: string };

/** The store's zone and currency: one single-row read, so a changed setting applies at once. */
export async function storeContext(deps: AppDeps): Promise<StoreContext> {
  const row = await deps.db
    .selectFrom('store_settings')
    .select(['time_zone', 'currency'])
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return { timeZone: row.time_zone, currency: row.currency };
}

/** A parsed `?type&from&to` as instants in the store's zone at the app clock's now; 400 when reversed. */
export function dateRangeOf(deps: AppDeps, query: DateFilterQuery, timeZone: string): DateRange {
  const result = resolveDateRange(query, { now: deps.clock.now(), timeZone, dayOf: businessDay });
  if (!result.ok) throw badRequest(result.message);
  return result.range;
}
