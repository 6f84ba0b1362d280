import type { OrderResult } from '@comandero/contracts';
import type { AppDeps } from '../../app-deps.js';
import { workerClient, type Owed } from '../../lib/worker-client.js';
import type { DraftSignResult } from '../einvoice/draft-signer-thread.js';
import type { PassArgs, PassResult } from '../printers/print-pass.js';
import type { NewOrder, OrderWriter } from './new-order.js';

/**
 * To the writer thread: submits to write into a file, a print pass to run on it (the print
 * worker's transaction, print-pass.ts), DE-POS signatures to store (depos-signing.ts), or the end of
 * an app's use of that file.
 */
export type WriterRequest =
  | { file: string; einvoiceKey: string; jobs: { id: number; order: NewOrder }[] }
  | { file: string; pass: { id: number; config: AppDeps['config']; args: PassArgs } }
  | { file: string; signatures: { id: number; results: DraftSignResult[]; nowIso: string } }
  | { close: string };
/** From it, one per submit, pass or batch of signatures; an error keeps its database code (isForeignKeyViolation reads it). */
export type WriterReply =
  | { id: number; value: OrderResult | PassResult | number }
  | { id: number; error: { message: string; code: string | null } };
/** Its messages: the answers of a batch, or that a file's connection is closed. */
export type WriterMessage = WriterReply[] | { closed: string };

const WRITER_STOPPED = 'El escritor de órdenes se detuvo';

/** Per file, what its close() waits for: the thread saying that file's connection is closed. */
const closing = new Map<string, () => void>();

/**
 * The one writer thread of this process. Its module graph takes about a second to load, so it is
 * started with the first submit and kept, idle and not holding the process open, after an app
 * closes: the next app in this process (every API test file opens one per test) finds it running.
 * If it dies, what it held fails and the next submit starts another.
 */
const writer = workerClient<unknown>({
  module: () => new URL('./order-writer.worker.ts', import.meta.url),
  data: null,
  onMessage(message: WriterMessage, settle) {
    if (!Array.isArray(message)) {
      closing.get(message.closed)?.();
      closing.delete(message.closed);
      return;
    }
    for (const reply of message) {
      const job = settle(reply.id);
      if (!job) continue;
      if ('value' in reply) job.resolve(reply.value);
      else job.reject(Object.assign(new Error(reply.error.message), { code: reply.error.code ?? undefined }));
    }
  },
  // An uncaught error ends the thread: it becomes the cause the failed submits are logged with.
  onExit(owed, cause) {
    for (const job of owed) job.reject(new Error(WRITER_STOPPED, { cause }));
    // A dead thread holds no connection: every file it had is closed.
    for (const done of closing.values()) done();
    closing.clear();
  },
  alsoOwed: () => closing.size > 0,
});

/**
 * On SQLite, the submits' group commit runs on a thread of its own with its own connection
 * (order-writer.worker.ts). better-sqlite3 is synchronous: on the server's thread, each batch's
 * inserts and its COMMIT (a disk flush, synchronous=FULL) held the event loop for about a third of
 * the time under load, while no request could even be parsed. A submit is still answered only
 * after its COMMIT. If the thread dies, the submits it held fail (a retry with the same
 * Idempotency-Key finds whatever was committed) and the next submit starts a new thread.
 */
export function orderWriterThread(sqliteFile: string, einvoiceKey: Buffer): OrderWriter {
  const key = einvoiceKey.toString('hex');
  let outgoing: (Owed<unknown> & { id: number; order: NewOrder })[] = [];
  let closed: Promise<void> | null = null;

  // The submits of one turn of the event loop cross to the thread in one message.
  function send(): void {
    if (outgoing.length === 0) return;
    const jobs = outgoing;
    outgoing = [];
    for (const { id, resolve, reject } of jobs) writer.owe(id, { resolve, reject });
    writer.post({ file: sqliteFile, einvoiceKey: key, jobs: jobs.map(({ id, order }) => ({ id, order })) });
  }

  return {
    write(order) {
      if (closed) return Promise.reject(new Error(WRITER_STOPPED));
      return new Promise<OrderResult>((resolve, reject) => {
        if (outgoing.length === 0) setImmediate(send);
        outgoing.push({ id: writer.nextId(), order, resolve: resolve as (value: unknown) => void, reject });
      });
    },
    /** Sends what is queued, lets the thread finish it and close this file's connection. */
    close() {
      closed ??= new Promise<void>((resolve) => {
        send();
        if (!writer.running()) return resolve();
        closing.set(sqliteFile, resolve);
        writer.post({ close: sqliteFile } satisfies WriterRequest);
      });
      return closed;
    },
  };
}

/** One answered request besides the submits (a pass, signatures). */
const ask = <T>(request: (id: number) => WriterRequest): Promise<T> => writer.ask(request) as Promise<T>;

/**
 * One print pass (print-pass.ts) on the writer thread's connection to `sqliteFile`: its BEGIN, its
 * queries and its COMMIT's disk flush no longer hold the server's event loop, and it never waits
 * for the orders' write lock (nor they for its): the thread runs one transaction at a time.
 */
export function runPrintPassOnWriterThread(
  sqliteFile: string,
  config: AppDeps['config'],
  args: PassArgs,
): Promise<PassResult> {
  return ask((id) => ({ file: sqliteFile, pass: { id, config, args } }));
}

/**
 * Stores a batch of DE-POS signatures (depos-signing.ts) on the writer thread's connection, for the
 * print pass's reason: a transaction on the server's thread would wait there for the orders' write
 * lock, and its COMMIT flush there. Answers how many were stored (a row another signed is left).
 */
export function storeSignaturesOnWriterThread(
  sqliteFile: string,
  results: DraftSignResult[],
  nowIso: string,
): Promise<number> {
  return ask((id) => ({ file: sqliteFile, signatures: { id, results, nowIso } }));
}
