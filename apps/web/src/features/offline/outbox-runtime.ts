import { IDEMPOTENCY_HEADER, POS_API, type OrderResult } from '@comandero/contracts';
import { apiCall } from '../../lib/api-call';
import { createOutbox, isOpenEntry, type NewOutboxEntry, type Outbox, type OutboxEntry } from './outbox';
import { createReplayer, type LockRequester, type PassOutcome } from './replayer';

export const OUTBOX_CHANNEL = 'comandero-outbox';
/** A replayed request that has not answered by then is dropped and tried again later (same key). */
export const REPLAY_TIMEOUT_MS = 15_000;
/** While entries wait, every tab looks again this often, whatever the backoff said. */
const WATCH_MS = 30_000;
const OFFLINE_SINCE_KEY = 'comandero-offline-since';
/** How long the banner says the queue drained. */
export const DRAINED_SHOW_MS = 6_000;

export type OutboxSnapshot = {
  entries: OutboxEntry[];
  /** Epoch ms since the device could not reach the server, or null. */
  offlineSince: number | null;
  /** The last pass was stopped by a 401: someone has to sign in again. */
  authNeeded: boolean;
  /** When the queue last drained after sending something (the banner says so for a few seconds). */
  drainedAt: number | null;
};

const ROUTES = { kitchen: POS_API.createOrder, pay: POS_API.createOrderAndInvoice } as const;

function sendEntry(entry: OutboxEntry): Promise<OrderResult> {
  // The body was valid when queued; it is sent as stored, with the key of its first attempt.
  return apiCall(ROUTES[entry.route], {
    body: entry.body as never,
    headers: { [IDEMPOTENCY_HEADER]: entry.key },
    signal: AbortSignal.timeout(REPLAY_TIMEOUT_MS),
  });
}

function readOfflineSince(): number | null {
  const v = Number(localStorage.getItem(OFFLINE_SINCE_KEY));
  return Number.isFinite(v) && v > 0 ? v : null;
}

/**
 * The device's outbox and its replayer, one per tab: the IndexedDB store, the lock that lets one tab
 * send, the BroadcastChannel that tells the other tabs, the timer and the `online` trigger, and the
 * snapshot the hooks read.
 */
function createRuntime() {
  const outbox: Outbox = createOutbox();
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(OUTBOX_CHANNEL);
  const listeners = new Set<() => void>();
  let snapshot: OutboxSnapshot = { entries: [], offlineSince: readOfflineSince(), authNeeded: false, drainedAt: null };
  let timer: ReturnType<typeof setTimeout> | undefined;
  let started = false;

  const publish = (next: Partial<OutboxSnapshot>) => {
    snapshot = { ...snapshot, ...next };
    for (const l of listeners) l();
  };
  async function reload() {
    publish({ entries: await outbox.list(), offlineSince: readOfflineSince() });
  }
  function changed() {
    channel?.postMessage({ type: 'changed' });
    void reload();
  }
  function setOfflineSince(at: number | null) {
    if (at === null) localStorage.removeItem(OFFLINE_SINCE_KEY);
    else if (readOfflineSince() === null) localStorage.setItem(OFFLINE_SINCE_KEY, String(at));
    publish({ offlineSince: readOfflineSince() });
  }

  const locks: LockRequester | null =
    typeof navigator !== 'undefined' && navigator.locks
      ? { request: (name, cb) => navigator.locks.request(name, cb) as Promise<Awaited<ReturnType<typeof cb>>> }
      : null;
  const replayer = createReplayer({
    outbox,
    send: sendEntry,
    locks,
    isOnline: () => navigator.onLine,
    onChange: changed,
  });

  function schedule(at: number | null) {
    clearTimeout(timer);
    const open = snapshot.entries.some((e) => e.state === 'pending' || e.state === 'sending');
    const wait = at === null ? (open ? WATCH_MS : null) : Math.max(250, Math.min(at - Date.now(), WATCH_MS));
    timer =
      wait === null
        ? undefined
        : setTimeout(() => {
            timer = undefined;
            void replay();
          }, wait);
  }

  async function replay(force = false): Promise<PassOutcome> {
    const outcome = await replayer.run({ force });
    await reload();
    if (outcome.stopped === 'offline' || outcome.stopped === 'retry') setOfflineSince(Date.now());
    if (outcome.stopped === 'done' || outcome.sent > 0) setOfflineSince(null);
    const stillOpen = snapshot.entries.some((e) => e.state === 'pending' || e.state === 'sending');
    publish({
      authNeeded: outcome.stopped === 'auth',
      ...(outcome.sent > 0 && !stillOpen ? { drainedAt: Date.now() } : {}),
    });
    schedule(outcome.nextAt);
    return outcome;
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    /** App start: persistent storage, the first pass, and the triggers. Idempotent. */
    start() {
      if (started) return;
      started = true;
      void navigator.storage?.persist?.().catch(() => false);
      if (!navigator.onLine) setOfflineSince(Date.now());
      window.addEventListener('online', () => void replay(true));
      window.addEventListener('offline', () => setOfflineSince(Date.now()));
      channel?.addEventListener('message', () => {
        // Another tab queued or sent something: show it, and watch for it if this tab was idle.
        void reload().then(() => timer === undefined && schedule(null));
      });
      void reload().then(() => replay(true));
    },
    /** Queues an order the server could not be reached for, and tries to send it when it can. */
    async enqueue(entry: NewOutboxEntry): Promise<number> {
      const id = await outbox.add(entry);
      setOfflineSince(Date.now());
      changed();
      void replay();
      return id;
    },
    replay,
    remove: async (id: number) => {
      await outbox.remove(id);
      changed();
    },
    openEntries: () => snapshot.entries.filter(isOpenEntry),
    outbox,
  };
}

let runtime: ReturnType<typeof createRuntime> | null = null;

/** This tab's outbox runtime, made on first use. */
export function outboxRuntime() {
  return (runtime ??= createRuntime());
}
