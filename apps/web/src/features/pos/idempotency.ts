function randomKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/**
 * One Idempotency-Key per submit attempt. Retrying the same submit (same route and body) after a
 * failure reuses the key, so if the first request did commit (e.g. the answer was lost on the
 * network) the server returns that order instead of making a second one. A changed body or a
 * success starts a new attempt.
 */
export function createIdempotencyKeys(makeKey: () => string = randomKey) {
  let pending: { fingerprint: string; key: string } | null = null;
  return {
    keyFor(fingerprint: string): string {
      if (pending?.fingerprint !== fingerprint) pending = { fingerprint, key: makeKey() };
      return pending.key;
    },
    /** The attempt ended with an order: the next submit is a new one. */
    done(): void {
      pending = null;
    },
  };
}
