import type { Transaction } from 'kysely';
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

  async function runBatch(batch: Job<I>[]): Promise<void> {
    if (batch.length === 1) return runAlone(batch[0]);
    let values: (O | Declined)[];
    try {
      values = await db.transaction().execute((tx) =>
        writeAll(
          tx,
          batch.map((job) => job.input),
        ),
      );
    } catch {
      // Rare (a duplicate idempotency key, a row deleted meanwhile): isolate the culprit.
      for (const job of batch) await runAlone(job);
      return;
    }
    batch.forEach((job, i) => settle(job, values[i]));
  }

  async function drain(): Promise<void> {
    try {
      while (queue.length) await runBatch(queue.splice(0, maxBatch));
    } finally {
      // Whatever happened, later jobs must be able to schedule a drain again.
      scheduled = false;
    }
  }

  return {
    run(input: I): Promise<O> {
      return new Promise<O>((resolve, reject) => {
        queue.push({ input, resolve: resolve as (v: unknown) => void, reject });
        if (!scheduled) {
          scheduled = true;
          // After the current I/O phase, so the submits that arrived together share the batch.
          setImmediate(() => void drain());
        }
      });
    },
  };
}

export type WriteBatcher<I, O> = ReturnType<typeof writeBatcher<I, O>>;
