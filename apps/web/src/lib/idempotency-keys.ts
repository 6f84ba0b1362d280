import { useRef } from 'react';
import { ApiError } from './api-error';
import { newId } from './new-id';
import { useSingleFlight } from './single-flight';

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

/**
 * A payment's attempts (issue 18): one request at a time (useSingleFlight), and the same
 * Idempotency-Key for the retries of one attempt. A refusal (4xx) ends the attempt; a lost answer or
 * a 5xx keeps its key, so a retry is answered the first result if it did commit. `run` answers
 * undefined for a tap while a request runs.
 */
export function useSingleAttempt() {
  const keys = useRef(createIdempotencyKeys()).current;
  const once = useSingleFlight();
  return function run<T>(fingerprint: string, send: (key: string) => Promise<T>): Promise<T | undefined> {
    return once(async () => {
      try {
        const result = await send(keys.keyFor(fingerprint));
        keys.done();
        return result;
      } catch (err) {
        if (err instanceof ApiError && err.status >= 400 && err.status < 500) keys.done();
        throw err;
      }
    });
  };
}
