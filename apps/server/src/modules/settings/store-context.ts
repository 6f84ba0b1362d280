import { resolveDateRange, type DateFilterQuery, type DateRange } from '@comandero/contracts';
import type { AppDeps } from '../../app-deps.js';
import { badRequest } from '../../http/http-error.js';
import { businessDay } from '../../lib/clock.js';
import { readStoreTimeZone } from './store-time-zone.js';

export type StoreContext = { timeZone: string; currency: string };

/** The store's zone and currency, read on each use, so a changed setting applies at once. */
export async function storeContext(deps: AppDeps): Promise<StoreContext> {
  const [timeZone, row] = await Promise.all([
    readStoreTimeZone(deps),
    deps.db.selectFrom('store_settings').select('currency').where('id', '=', 1).executeTakeFirstOrThrow(),
  ]);
  return { timeZone, currency: row.currency };
}

/** A parsed `?type&from&to` as instants in the store's zone at the app clock's now; 400 when reversed. */
export function dateRangeOf(deps: AppDeps, query: DateFilterQuery, timeZone: string): DateRange {
  const result = resolveDateRange(query, { now: deps.clock.now(), timeZone, dayOf: businessDay });
  if (!result.ok) throw badRequest(result.message);
  return result.range;
}
