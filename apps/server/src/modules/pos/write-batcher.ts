import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/types.js';

/**
 * An input `writeAll` refused by a business rule and left unwritten (a cash payment with no open
 * drawer): that input alone fails with `error`, the rest of the batch commits as usual.
 */
export class Declined {
  constructor(readonly error: Error) {}
}

/**
 * Writes a batch of inputs in the caller's transaction and answers one output per input, in order,
 * or a Declined for an input it did not write.
 */
export type WriteAll<I, O> = (tx: Transaction<Database>, inputs: I[]) => Promise<(O | Declined)[]>;

type Job<I> = {
  input: I;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
};

/** Work that rides in the next batch's transaction (`alongside`). */
type Rider = {
  work: (tx: Transaction<Database>) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
};

/**
 * A rider's work inside a savepoint of the batch's transaction: if it throws, its writes are undone
 * and the batch's are kept. Answers a settle to call once the transaction has committed.
 */
async function ride(tx: Transaction<Database>, rider: Rider): Promise<() => void> {
  await sql`SAVEPOINT rider`.execute(tx);
  try {
    const value = await rider.work(tx);
    await sql`RELEASE SAVEPOINT rider`.execute(tx);
    return () => rider.resolve(value);
  } catch (err) {
    await sql`ROLLBACK TO SAVEPOINT rider`.execute(tx);
    await sql`RELEASE SAVEPOINT rider`.execute(tx);
    return () => rider.reject(err);
  }
}

/**
 * Group commit. The inputs that arrive together are written by `writeAll` in ONE transaction, so
 * they share one disk flush and, written set-wise, one round trip per table. No input is settled
 * before that COMMIT, so nothing is acknowledged before it is durable. If the batch (or the COMMIT)
 * fails, it is rolled back and each input is written again alone in its own transaction, so only
 * the failing one fails and an input is never half written. `writeAll` must therefore be safe to
 * run again after a rollback (it only writes).
 * Known limit: if a PostgreSQL COMMIT fails ambiguously (the connection drops after sending it), the
 * batch may in fact be stored and the re-runs store it again; an Idempotency-Key prevents that,
 * because the re-run then hits the key's primary key and the first result is answered.
 *
 * Why: the flush (synchronous=FULL) cost more than all the rest of an order (on SQLite this runs on
 * the writer's own thread, order-writer-thread.ts, so the flush holds no request up). On
 * PostgreSQL the token counter row stays locked until COMMIT, so orders written one transaction
 * each queued behind it; batched, they share the lock and the round trips.
 */
export function writeBatcher<I, O>(db: Db, writeAll: WriteAll<I, O>, maxBatch = 64) {
  const queue: Job<I>[] = [];
  let riders: Rider[] = [];
  let scheduled = false;

  function settle(job: Job<I>, value: O | Declined): void {
    if (value instanceof Declined) job.reject(value.error);
    else job.resolve(value);
  }

  // Never throws, even if starting the transaction throws synchronously: the job is settled either way.
  async function runAlone(job: Job<I>): Promise<void> {
    try {
      const [value] = await db.transaction().execute((tx) => writeAll(tx, [job.input]));
      settle(job, value);
    } catch (err) {
      job.reject(err);
    }
  }

  /** Riders whose batch failed: in a transaction of their own (each in its savepoint). */
  async function ridersAlone(riding: Rider[]): Promise<void> {
    if (riding.length === 0) return;
    try {
      const settles = await db.transaction().execute(async (tx) => {
        const done = [];
        for (const rider of riding) done.push(await ride(tx, rider));
        return done;
      });
      for (const settle of settles) settle();
    } catch (err) {
      for (const rider of riding) rider.reject(err);
    }
  }

  async function runBatch(batch: Job<I>[], riding: Rider[]): Promise<void> {
    if (batch.length === 0) return ridersAlone(riding);
    if (batch.length === 1 && riding.length === 0) return runAlone(batch[0]);
    let values: (O | Declined)[];
    let settles: (() => void)[];
    try {
      [values, settles] = await db.transaction().execute(async (tx) => {
        const written = await writeAll(
          tx,
          batch.map((job) => job.input),
        );
        const done = [];
        for (const rider of riding) done.push(await ride(tx, rider));
        return [written, done] as const;
      });
    } catch (err) {
      // Rare (a duplicate idempotency key, a row deleted meanwhile): isolate the culprit.
      if (batch.length === 1) batch[0].reject(err);
      else for (const job of batch) await runAlone(job);
      await ridersAlone(riding);
      return;
    }
    batch.forEach((job, i) => settle(job, values[i]));
    for (const s of settles) s();
  }

  async function drain(): Promise<void> {
    try {
      while (queue.length || riders.length) {
        const riding = riders;
        riders = [];
        await runBatch(queue.splice(0, maxBatch), riding);
      }
    } finally {
      // Whatever happened, later jobs must be able to schedule a drain again.
      scheduled = false;
    }
  }

  function schedule(): void {
    if (scheduled) return;
    scheduled = true;
    // After the current I/O phase, so the submits that arrived together share the batch.
    setImmediate(() => void drain());
  }

  return {
    run(input: I): Promise<O> {
      return new Promise<O>((resolve, reject) => {
        queue.push({ input, resolve: resolve as (v: unknown) => void, reject });
        schedule();
      });
    },
    /**
     * `work` in the transaction of the next batch, after its inputs, in a savepoint: it shares the
     * batch's COMMIT (on SQLite its disk flush) and does not fail the batch if it throws. With no
     * input waiting it runs in a transaction of its own. Answered after the COMMIT. If the batch
     * fails, it runs again in a transaction of its own (it must be safe to run again, as `writeAll`).
     */
    alongside<T>(work: (tx: Transaction<Database>) => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        riders.push({ work, resolve: resolve as (v: unknown) => void, reject });
        schedule();
      });
    },
  };
}

export type WriteBatcher<I, O> = ReturnType<typeof writeBatcher<I, O>>;
