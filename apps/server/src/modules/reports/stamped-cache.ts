import type { AppDeps } from '../../app-deps.js';
import { dataStamp } from './data-stamp.js';

/**
 * Answers of expensive reads (dashboard, reports, customer pages) kept until the data changes:
 * tablets polling the dashboard or a report reopened cost one tiny query instead of a scan of the
 * month. Concurrent askers of the same key share one computation. The stamp is read before the
 * computation starts, so an answer is never kept under a stamp older than the data it saw.
 */
export function stampedCache<T>(deps: Pick<AppDeps, 'db' | 'dialect'>, maxEntries = 64) {
  const entries = new Map<string, { stamp: string; value: Promise<T> }>();
  return async function cached(key: string, compute: () => Promise<T>): Promise<T> {
    const stamp = await dataStamp(deps);
    const hit = entries.get(key);
    entries.delete(key);
    if (hit && hit.stamp === stamp) {
      entries.set(key, hit);
      return hit.value;
    }
    const value = compute();
    entries.set(key, { stamp, value });
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    return value;
  };
}
