import { ApiError } from '../../lib/api-error';

/**
 * What a replayed request's failure means for its entry:
 * - `retry`: the server was not reached or could not answer (network error, timeout, 5xx, 429):
 *   nothing is known to be written, the same key is tried again later;
 * - `auth`: the session is gone (401): stop until someone signs in again;
 * - `review`: the server read the order and refused it (any other 4xx): a person decides.
 */
export type FailureKind = 'retry' | 'auth' | 'review';

export function classifyFailure(err: unknown): FailureKind {
  if (!(err instanceof ApiError)) return 'retry'; // fetch's TypeError, an abort or a timeout
  if (err.status === 0 || err.status >= 500 || err.status === 429) return 'retry';
  if (err.status === 401) return 'auth';
  if (err.status >= 400) return 'review';
  return 'retry';
}

/** True when a submit failed without an answer from the server: the order may be queued offline. */
export function isUnreachable(err: unknown): boolean {
  if (err instanceof ApiError) return err.status === 0;
  return err instanceof DOMException || err instanceof TypeError;
}
