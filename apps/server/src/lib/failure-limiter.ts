type Entry = { count: number; resetAt: number };

/**
 * Counts attempts per key in a fixed window. An attempt is counted before it is judged (so parallel
 * guesses cannot all slip past a check made before the slow password hash), and a good attempt gives
 * its count back: only failures remain, so a tablet that signs in many times a day is never locked
 * out, while guessing is. Kept in memory: with several instances each enforces its own limit, which
 * still bounds guessing per instance.
 */
export class FailureLimiter {
  // Insertion order is window-start order: a key whose window restarts is re-inserted at the end.
  // With one fixed window length, expired entries are therefore always at the front.
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
    /** Beyond this many live keys the oldest are forgotten, so a spray of keys cannot exhaust memory. */
    private readonly maxKeys = 100_000,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  isBlocked(key: string, now: number): boolean {
    const e = this.live(key, now);
    return e !== undefined && e.count >= this.maxFailures;
  }

  /** Counts one attempt; false (nothing counted) when the key has already used up its window. */
  reserve(key: string, now: number): boolean {
    this.prune(now);
    const e = this.live(key, now);
    if (e && e.count >= this.maxFailures) return false;
    if (e) e.count += 1;
    else this.entries.set(key, { count: 1, resetAt: now + this.windowMs });
    return true;
  }

  /** A good attempt on a shared key (an IP): give back its own count, keep the others' failures. */
  release(key: string): void {
    const e = this.entries.get(key);
    if (e && e.count > 0) e.count -= 1;
  }

  /** A good attempt on a personal key: its past failures are forgiven. */
  clear(key: string): void {
    this.entries.delete(key);
  }

  private live(key: string, now: number): Entry | undefined {
    const e = this.entries.get(key);
    if (e && e.resetAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return e;
  }

  /** Stops at the first live entry: amortised constant work per attempt, never a full walk. */
  private prune(now: number) {
    for (const [k, e] of this.entries) {
      if (e.resetAt > now && this.entries.size < this.maxKeys) return;
      this.entries.delete(k);
    }
  }
}
