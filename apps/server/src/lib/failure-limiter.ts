/**
 * Counts failed attempts per key in a sliding-free fixed window. Only failures count, so a tablet
 * that signs in many times a day is never locked out, while guessing is. Kept in memory: with
 * several instances each enforces its own limit, which still bounds guessing per instance.
 */
export class FailureLimiter {
  private readonly entries = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
  ) {}

  isBlocked(key: string, now: number): boolean {
    const e = this.entries.get(key);
    if (!e) return false;
    if (e.resetAt <= now) {
      this.entries.delete(key);
      return false;
    }
    return e.count >= this.maxFailures;
  }

  fail(key: string, now: number): void {
    const e = this.entries.get(key);
    if (!e || e.resetAt <= now) this.entries.set(key, { count: 1, resetAt: now + this.windowMs });
    else e.count += 1;
    if (this.entries.size > 10_000) this.prune(now);
  }

  succeed(key: string): void {
    this.entries.delete(key);
  }

  private prune(now: number) {
    for (const [k, e] of this.entries) if (e.resetAt <= now) this.entries.delete(k);
  }
}
