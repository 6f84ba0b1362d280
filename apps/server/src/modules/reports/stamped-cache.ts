import type { AppDeps } from '../../app-deps.js';
import { dataStamp } from './data-stamp.js';

/**
 * On PostgreSQL a transaction's commit record moves the WAL position a moment before its rows
 * become visible, so an answer computed in that moment could carry the new stamp without the new
 * rows; no answer is kept longer than this, whatever the stamp says.
 */
export const CACHE_MAX_AGE_MS = 30_000;

/**
 * Answers of expensive reads (dashboard, reports, customer pages) kept until the data changes:
 * tablets polling the dashboard or a report reopened cost one tiny query instead of a scan of the
 * month. Concurrent askers of the same key share one computation. The stamp is read before the
 * computation starts, so an answer is never kept under a stamp older than the data it saw.
 */
export function stampedCache<T>(deps: Pick<AppDeps, 'db' | 'dialect'>, maxEntries = 64) {
  const entries = new Map<string, { stamp: string; value: Promise<T>; at: number }>();
  return async function cached(key: string, compute: () => Promise<T>): Promise<T> {
    const stamp = await dataStamp(deps);
    const now = performance.now();
    const hit = entries.get(key);
    entries.delete(key);
    if (hit && hit.stamp === stamp && now - hit.at < CACHE_MAX_AGE_MS) {
      entries.set(key, hit);
      return hit.value;
    }
    const value = compute();
    entries.set(key, { stamp, value, at: now });
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    return value;
  };
}
