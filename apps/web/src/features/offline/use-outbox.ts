import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { DRAINED_SHOW_MS, outboxRuntime, type OutboxSnapshot } from './outbox-runtime';
import type { OutboxEntry } from './outbox';

export type OutboxStatus = OutboxSnapshot & {
  /** Waiting to be sent (or being sent now). */
  pending: OutboxEntry[];
  /** Refused by the server: a person decides. */
  review: OutboxEntry[];
  /** The queue drained a moment ago: the banner says so for a few seconds. */
  justDrained: boolean;
};

/** The outbox as this tab sees it, kept current across tabs. */
export function useOutbox(): OutboxStatus {
  const runtime = outboxRuntime();
  const snap = useSyncExternalStore(runtime.subscribe, runtime.getSnapshot);
  const [now, setNow] = useState(() => Date.now());
  const drainedUntil = snap.drainedAt === null ? 0 : snap.drainedAt + DRAINED_SHOW_MS;
  useEffect(() => {
    const wait = drainedUntil - Date.now();
    if (wait <= 0) return;
    setNow(Date.now());
    const t = setTimeout(() => setNow(Date.now()), wait + 50);
    return () => clearTimeout(t);
  }, [drainedUntil]);
  return useMemo(
    () => ({
      ...snap,
      pending: snap.entries.filter((e) => e.state === 'pending' || e.state === 'sending'),
      review: snap.entries.filter((e) => e.state === 'review'),
      justDrained: drainedUntil > now,
    }),
    [snap, drainedUntil, now],
  );
}

/** Starts this tab's replayer once the signed-in shell mounts (app start trigger). */
export function useOutboxReplay() {
  useEffect(() => outboxRuntime().start(), []);
}
