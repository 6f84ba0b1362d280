import type { DataVersions } from './data-stamp.js';

/**
 * A bound on how long any answer is kept, whatever its stamp says: a database restored from a
 * backup may count its versions again from lower numbers.
 */
export const CACHE_MAX_AGE_MS = 30_000;

/**
 * Answers of expensive reads (screens, menu, dashboard, reports, customer pages) kept until the data
 * they depend on changes: a screen polling or a report reopened costs one tiny query instead of the
 * whole read. Concurrent askers of the same key and stamp share one computation. The stamp is read
 * before the computation starts, so an answer is never kept under a stamp newer than the data it
 * saw; the computation is given that stamp (to rebuild only what changed since an older one).
 * `known`, when given, is passed to readStamp: counters read after the caller asked (dataStamp).
 */
export function stampedCache<T, S>(readStamp: (known?: DataVersions) => Promise<S>, maxEntries = 64) {
  const entries = new Map<string, { stamp: string; value: Promise<T>; at: number }>();
  return async function cached(key: string, compute: (stamp: S) => Promise<T>, known?: DataVersions): Promise<T> {
    const read = await readStamp(known);
    const stamp = JSON.stringify(read);
    const now = performance.now();
    const hit = entries.get(key);
    entries.delete(key);
    if (hit && hit.stamp === stamp && now - hit.at < CACHE_MAX_AGE_MS) {
      entries.set(key, hit);
      return hit.value;
    }
    const value = compute(read);
    entries.set(key, { stamp, value, at: now });
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    return value;
  };
}
