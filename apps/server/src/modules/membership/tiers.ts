/** A tier as the ledger reads it. */
export type TierRow = { name: string; threshold: number; points_per_thousand: number };

/**
 * The tier a member holds: the highest threshold reached by their lifetime points (earned, less
 * what was reversed; redeeming does not lower it). Null below every threshold.
 */
export function tierOf<T extends TierRow>(tiers: readonly T[], lifetime: number): T | null {
  let best: T | null = null;
  for (const t of tiers) if (t.threshold <= lifetime && (best === null || t.threshold > best.threshold)) best = t;
  return best;
}
