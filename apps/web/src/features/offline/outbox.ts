import type { OrderResult } from '@comandero/contracts';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

export const OUTBOX_DB = 'comandero-outbox';
const STORE = 'entries';

export type OutboxRoute = 'kitchen' | 'pay';
export type OutboxState = 'pending' | 'sending' | 'review' | 'sent';

/** What the POS shows of a queued order without the catalogue: it was priced when it was taken. */
export type OutboxView = {
  customer: string;
  table: string | null;
  paymentType: string | null;
};

/**
 * One order taken while the server could not be reached. `id` (auto-increment) is the order the
 * orders are sent in; `key` is the Idempotency-Key its first attempt had, reused by every replay, so
 * a request that reached the server before the connection died is answered, not stored again.
 */
export type OutboxEntry = {
  id: number;
  key: string;
  route: OutboxRoute;
  /** The §7 body, with `deviceTime` and `offline: true` (and `managerApproved` when a PIN allowed it). */
  body: Record<string, unknown> & { cart: unknown[] };
  /** Centavos, as the shared pricing module priced the cart on the device. */
  total: number;
  deviceTime: string;
  userId: string;
  state: OutboxState;
  /** The server's Spanish refusal, on a `review` entry. */
  message?: string;
  attempts: number;
  /** Epoch ms before which the timer does not try this entry again. */
  nextAttemptAt: number;
  view: OutboxView;
  /** The POS's own record of the order (cart with its choices, customer, table, payment), to edit or re-price it. */
  pos: unknown;
  /** On `sent`: the server's answer (token, order and invoice numbers) and when it came. */
  result?: OrderResult;
  sentAt?: number;
};

export type NewOutboxEntry = Omit<OutboxEntry, 'id' | 'state' | 'attempts' | 'nextAttemptAt' | 'message'>;

interface OutboxSchema extends DBSchema {
  entries: { key: number; value: OutboxEntry; indexes: { byKey: string } };
}

/** Sent entries stay this long so every tab can show what the server numbered, then go. */
export const SENT_KEEP_MS = 10 * 60_000;

export type Outbox = ReturnType<typeof createOutbox>;

/**
 * The IndexedDB outbox. Each change is its own readwrite transaction, which IndexedDB runs one at a
 * time per store across every tab of the origin, so `claim` is atomic: two tabs cannot both take
 * the same entry for sending.
 */
export function createOutbox(name = OUTBOX_DB) {
  let opened: Promise<IDBPDatabase<OutboxSchema>> | null = null;
  const db = () =>
    (opened ??= openDB<OutboxSchema>(name, 1, {
      upgrade(database) {
        const store = database.createObjectStore(STORE, { keyPath: 'id', autoIncrement: true });
        store.createIndex('byKey', 'key', { unique: true });
      },
    }));

  async function change(id: number, apply: (entry: OutboxEntry) => OutboxEntry | null): Promise<OutboxEntry | null> {
    const tx = (await db()).transaction(STORE, 'readwrite');
    const entry = await tx.store.get(id);
    const next = entry ? apply(entry) : null;
    if (next) await tx.store.put(next);
    await tx.done;
    return next;
  }

  return {
    /** Queues an order; the same key twice (a double tap) keeps the first. Answers the entry's id. */
    async add(entry: NewOutboxEntry, now = Date.now()): Promise<number> {
      const tx = (await db()).transaction(STORE, 'readwrite');
      const existing = await tx.store.index('byKey').get(entry.key);
      const id =
        existing?.id ??
        ((await tx.store.add({
          ...entry,
          state: 'pending',
          attempts: 0,
          nextAttemptAt: now,
        } as OutboxEntry)) as number);
      await tx.done;
      return id;
    },
    /** Every entry, oldest first. */
    async list(): Promise<OutboxEntry[]> {
      return (await db()).getAll(STORE);
    },
    async get(id: number): Promise<OutboxEntry | undefined> {
      return (await db()).get(STORE, id);
    },
    /** Takes a pending entry for sending; null when another sender took it or it is not pending. */
    claim(id: number) {
      return change(id, (e) => (e.state === 'pending' ? { ...e, state: 'sending' } : null));
    },
    markSent(id: number, result: OrderResult, now = Date.now()) {
      return change(id, (e) => ({ ...e, state: 'sent', result, sentAt: now, message: undefined }));
    },
    markReview(id: number, message: string) {
      return change(id, (e) => ({ ...e, state: 'review', message, attempts: e.attempts + 1 }));
    },
    /** Back to pending after a failed attempt, not before `nextAttemptAt`. */
    retryLater(id: number, nextAttemptAt: number, countAttempt = true) {
      return change(id, (e) => ({
        ...e,
        state: 'pending',
        attempts: e.attempts + (countAttempt ? 1 : 0),
        nextAttemptAt,
      }));
    },
    /** Entries left `sending` by a tab that closed mid-request: only the lock holder may call this. */
    async releaseStale(): Promise<void> {
      for (const e of await this.list())
        if (e.state === 'sending') await change(e.id, (x) => ({ ...x, state: 'pending' }));
    },
    async remove(id: number): Promise<void> {
      await (await db()).delete(STORE, id);
    },
    /** Forgets sent entries older than SENT_KEEP_MS. */
    async pruneSent(now = Date.now()): Promise<void> {
      for (const e of await this.list()) {
        if (e.state === 'sent' && (e.sentAt ?? 0) + SENT_KEEP_MS < now) await this.remove(e.id);
      }
    },
    async close(): Promise<void> {
      if (opened) (await opened).close();
      opened = null;
    },
  };
}

/** Entries a person still has to see through: waiting to be sent, or refused by the server. */
export const isOpenEntry = (e: OutboxEntry) => e.state !== 'sent';
