export const BACKOFF_BASE_MS = 2_000;
export const BACKOFF_CAP_MS = 60_000;

/**
 * The wait before attempt `attempts + 1`: doubling from 2 s up to a 1 min cap, with jitter over the
 * upper half so tablets that lost the same Wi-Fi do not all come back in the same millisecond.
 */
export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
