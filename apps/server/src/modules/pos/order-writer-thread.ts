import type { Worker } from 'node:worker_threads';
import type { OrderResult } from '@comandero/contracts';
import { startTsWorker } from '../../lib/ts-worker.js';
import type { NewOrder, OrderWriter } from './new-order.js';

/** To the writer thread: submits to write, or 'close' once the server stops. */
export type WriterRequest = { id: number; order: NewOrder }[] | 'close';
/** From it, one per submit; an error keeps its database code (isForeignKeyViolation reads it). */
export type WriterReply =
  { id: number; value: OrderResult } | { id: number; error: { message: string; code: string | null } };

type Waiting = { resolve(value: OrderResult): void; reject(error: Error): void };

const WRITER_STOPPED = 'El escritor de órdenes se detuvo';

/**
 * On SQLite, the submits' group commit runs on a thread of its own with its own connection
 * (order-writer.worker.ts). better-sqlite3 is synchronous: on the server's thread, each batch's
 * inserts and its COMMIT (a disk flush, synchronous=FULL) held the event loop for about a third of
 * the time under load, while no request could even be parsed. A submit is still answered only
 * after its COMMIT. If the thread dies, the submits it held fail (a retry with the same
 * Idempotency-Key finds whatever was committed) and the next submit starts a new thread.
 */
export function orderWriterThread(sqliteFile: string): OrderWriter {
  /** Sent to the thread, not yet answered. */
  const waiting = new Map<number, Waiting>();
  let outgoing: (Waiting & { id: number; order: NewOrder })[] = [];
  let nextId = 0;
  let worker: Worker | null = null;
  let closed: Promise<void> | null = null;

  function settle(reply: WriterReply): void {
    const job = waiting.get(reply.id);
    if (!job) return;
    waiting.delete(reply.id);
    if ('value' in reply) job.resolve(reply.value);
    else job.reject(Object.assign(new Error(reply.error.message), { code: reply.error.code ?? undefined }));
  }

  function start(): Worker {
    const w = startTsWorker(new URL('./order-writer.worker.ts', import.meta.url), { sqliteFile });
    w.on('message', (replies: WriterReply[]) => replies.forEach(settle));
    // An uncaught error ends the thread: it becomes the cause the failed submits are logged with.
    let cause: unknown;
    w.on('error', (err) => (cause = err));
    w.on('exit', () => {
      worker = null;
      for (const job of waiting.values()) job.reject(new Error(WRITER_STOPPED, { cause }));
      waiting.clear();
    });
    return w;
  }

  // The submits of one turn of the event loop cross to the thread in one message.
  function send(): void {
    if (outgoing.length === 0) return;
    const jobs = outgoing;
    outgoing = [];
    worker ??= start();
    for (const { id, resolve, reject } of jobs) waiting.set(id, { resolve, reject });
    worker.postMessage(jobs.map(({ id, order }) => ({ id, order })) satisfies WriterRequest);
  }

  // The thread starts with the first submit, not with the app: loading its module graph costs more
  // than that one submit's wait, and an app that never takes an order (a test app, a back-office
  // instance) never pays it nor waits for it on close.
  return {
    write(order) {
      if (closed) return Promise.reject(new Error(WRITER_STOPPED));
      return new Promise<OrderResult>((resolve, reject) => {
        if (outgoing.length === 0) setImmediate(send);
        outgoing.push({ id: nextId++, order, resolve, reject });
      });
    },
    /** Sends what is queued, lets the thread finish it, close its connection and end. */
    close() {
      closed ??= new Promise<void>((resolve) => {
        send();
        const w = worker;
        if (!w) return resolve();
        w.once('exit', () => resolve());
        w.postMessage('close' satisfies WriterRequest);
      });
      return closed;
    },
  };
}
