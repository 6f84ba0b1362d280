import type { OrderResult } from '@comandero/contracts';
import { ApiError } from '../../lib/api-error';
import { offlineText } from '../../i18n/offline';
import { backoffDelay } from './backoff';
import { classifyFailure } from './classify';
import type { Outbox, OutboxEntry } from './outbox';

export const REPLAY_LOCK = 'comandero-outbox-replay';

/** The part of the Web Locks API the replayer uses (navigator.locks, or a stand-in in tests). */
export type LockRequester = {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
};

export type ReplayerDeps = {
  outbox: Outbox;
  send: (entry: OutboxEntry) => Promise<OrderResult>;
  /** null: no Web Locks in this browser, this tab sends alone. */
  locks: LockRequester | null;
  now?: () => number;
  random?: () => number;
  isOnline?: () => boolean;
  /** An entry changed state: tell this tab and the others. */
  onChange?: () => void;
};

export type PassOutcome = {
  sent: number;
  review: number;
  /** Why the pass ended: nothing left, backing off after a failure, no session, the device is offline, or the next try is later. */
  stopped: 'done' | 'retry' | 'auth' | 'offline' | 'waiting';
  /** When the first waiting entry may be tried again. */
  nextAt: number | null;
};

/**
 * Sends the outbox, strictly one request at a time and in id order: a later order never overtakes
 * an earlier one that is waiting to be retried. Only the holder of the device-wide lock sends, so two
 * tabs never send the same entry (and if they did, the shared Idempotency-Key would still store it once).
 */
export function createReplayer(deps: ReplayerDeps) {
  const { outbox, send, locks } = deps;
  const now = deps.now ?? Date.now;
  const random = deps.random ?? Math.random;
  const isOnline = deps.isOnline ?? (() => true);
  const changed = () => deps.onChange?.();

  async function pass(force: boolean): Promise<PassOutcome> {
    const out: PassOutcome = { sent: 0, review: 0, stopped: 'done', nextAt: null };
    // Holding the lock, nothing else is sending: an entry left `sending` belongs to a closed tab.
    await outbox.releaseStale();
    await outbox.pruneSent(now());
    for (let first = true; ; first = false) {
      if (!isOnline()) return { ...out, stopped: 'offline' };
      const next = (await outbox.list()).find((e) => e.state === 'pending');
      if (!next) return out;
      // A forced pass (app start, back online) tries the first entry at once; the ones after it follow.
      if (!(force && first) && next.nextAttemptAt > now())
        return { ...out, stopped: 'waiting', nextAt: next.nextAttemptAt };
      const claimed = await outbox.claim(next.id);
      if (!claimed) continue;
      changed();
      try {
        const result = await send(claimed);
        await outbox.markSent(claimed.id, result, now());
        out.sent += 1;
        changed();
      } catch (err) {
        const kind = classifyFailure(err);
        if (kind === 'review') {
          const message = err instanceof ApiError && err.fromServer ? err.message : offlineText.refusedNoMessage;
          await outbox.markReview(claimed.id, message);
          out.review += 1;
          changed();
          continue;
        }
        if (kind === 'auth') {
          // Not an attempt of the order's: it waits for a sign-in, tried again after the usual pause.
          const nextAt = now() + backoffDelay(claimed.attempts + 1, random);
          await outbox.retryLater(claimed.id, nextAt, false);
          changed();
          return { ...out, stopped: 'auth', nextAt };
        }
        const nextAt = now() + backoffDelay(claimed.attempts + 1, random);
        await outbox.retryLater(claimed.id, nextAt);
        changed();
        return { ...out, stopped: 'retry', nextAt };
      }
    }
  }

  let running: Promise<PassOutcome> | null = null;
  let again = false;
  let forceAgain = false;

  /**
   * Starts a pass, or asks the running one to go round once more when it ends (an order queued
   * meanwhile). The last pass's outcome is answered.
   */
  function run(options: { force?: boolean } = {}): Promise<PassOutcome> {
    if (running) {
      again = true;
      forceAgain ||= !!options.force;
      return running;
    }
    const loop = async () => {
      let force = !!options.force;
      for (;;) {
        again = false;
        forceAgain = false;
        const outcome = locks ? await locks.request(REPLAY_LOCK, () => pass(force)) : await pass(force);
        if (!again) return outcome;
        force = forceAgain;
      }
    };
    running = loop().finally(() => {
      running = null;
    });
    return running;
  }

  return { run };
}
