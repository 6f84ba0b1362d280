import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/types.js';

type Job = {
  work: (tx: Transaction<Database>) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
};

/**
 * Group commit. The write jobs that arrive together run one after the other in ONE transaction,
 * so they share one disk flush. No job is settled before that COMMIT, so nothing is acknowledged
 * before it is durable. If any job (or the COMMIT) fails, the whole batch is rolled back and each
 * job is run again alone in its own transaction, so only the failing one fails and a job is never
 * half written. Jobs must therefore be safe to run again after a rollback (they only write).
 * Known limit: if a PostgreSQL COMMIT fails ambiguously (the connection drops after sending it), the
 * batch may in fact be stored and the re-runs store it again; an Idempotency-Key prevents that,
 * because the re-run then hits the key's primary key and the first result is answered.
 *
 * Why: the flush (synchronous=FULL) cost more than all the rest of an order, and with SQLite it
 * blocks the only thread. PostgreSQL gains too: the token counter row stays locked until COMMIT.
 */
export function writeBatcher(db: Db, maxBatch = 64) {
  const queue: Job[] = [];
  let scheduled = false;

  // Never throws, even if starting the transaction throws synchronously: the job is settled either way.
  async function runAlone(job: Job): Promise<void> {
    try {
      job.resolve(await db.transaction().execute(job.work));
    } catch (err) {
      job.reject(err);
    }
  }

  async function runBatch(batch: Job[]): Promise<void> {
    if (batch.length === 1) return runAlone(batch[0]);
    let values: unknown[];
    try {
      values = await db.transaction().execute(async (tx) => {
        const out: unknown[] = [];
        for (const job of batch) out.push(await job.work(tx));
        return out;
      });
    } catch {
      // Rare (a duplicate idempotency key, a row deleted meanwhile): isolate the culprit.
      for (const job of batch) await runAlone(job);
      return;
    }
    batch.forEach((job, i) => job.resolve(values[i]));
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
    run<T>(work: (tx: Transaction<Database>) => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        queue.push({ work, resolve: resolve as (v: unknown) => void, reject });
        if (!scheduled) {
          scheduled = true;
          // After the current I/O phase, so the submits that arrived together share the batch.
          setImmediate(() => void drain());
        }
      });
    },
  };
}

export type WriteBatcher = ReturnType<typeof writeBatcher>;
