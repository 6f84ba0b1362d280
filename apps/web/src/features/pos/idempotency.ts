import { newId } from '../../lib/new-id';

/**
 * One Idempotency-Key per submit attempt. Retrying the same submit (same route and body) after its
 * answer was lost reuses the key, so if the first request did commit the server returns that order
 * instead of making a second one. A changed body, a success or a refusal (`done`) starts a new attempt.
 */
export function createIdempotencyKeys(makeKey: () => string = newId) {
  let pending: { fingerprint: string; key: string } | null = null;
  return {
    keyFor(fingerprint: string): string {
      if (pending?.fingerprint !== fingerprint) pending = { fingerprint, key: makeKey() };
      return pending.key;
    },
    /** The attempt ended (an order, or a refusal that wrote nothing): the next submit is a new one. */
    done(): void {
      pending = null;
    },
  };
}
