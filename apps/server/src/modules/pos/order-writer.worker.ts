/**
 * The order writer's thread (order-writer-thread.ts): its own connection to each SQLite file it is
 * sent submits for, the group commit of those submits, and one answer per submit. better-sqlite3
 * runs each statement and each COMMIT's disk flush on the calling thread; here they no longer stop
 * the server's event loop.
 */
import { parentPort } from 'node:worker_threads';
import { preparedQueries } from '../../db/prepared-query.js';
import { openSqlite } from '../../db/sqlite.js';
import { runPrintPass } from '../printers/print-pass.js';
import type { NewOrder } from './new-order.js';
import type { WriterMessage, WriterReply, WriterRequest } from './order-writer-thread.js';
import { expandPrintsIn, orderBatcher } from './order-write.js';

const port = parentPort!;

type Connection = {
  db: ReturnType<typeof openSqlite>;
  /** What the batches' print expansion reads besides the database (print-pass.ts, storeExpandedPrints). */
  prints: { storeTimeZone: string };
  batcher: ReturnType<typeof orderBatcher>;
  key: string;
  pending: number;
  closing: boolean;
};
const connections = new Map<string, Connection>();

let outbox: WriterReply[] = [];

function flush(): void {
  if (outbox.length === 0) return;
  port.postMessage(outbox satisfies WriterMessage);
  outbox = [];
}

// The answers of one batch settle together: they travel in one message.
function answer(reply: WriterReply): void {
  if (outbox.length === 0) setImmediate(flush);
  outbox.push(reply);
}

/**
 * The batches of this file's submits. Their tickets are expanded in the batch's transaction, so
 * the print worker's pass on this thread (between the batches) only claims jobs and stores outcomes.
 */
const batcherOf = (c: Pick<Connection, 'db' | 'key' | 'prints'>) =>
  orderBatcher(c.db, preparedQueries(), Buffer.from(c.key, 'hex'), expandPrintsIn(c.db, 'sqlite', c.prints));

/**
 * `einvoiceKey` (hex) and the store's configured zone come with the submits: the thread reads no
 * configuration of its own.
 */
function connectionTo(file: string, einvoiceKey?: string, storeTimeZone?: string): Connection {
  let c = connections.get(file);
  if (!c) {
    const db = openSqlite(file);
    const base = { db, key: einvoiceKey ?? '', prints: { storeTimeZone: storeTimeZone ?? 'UTC' } };
    c = { ...base, batcher: batcherOf(base), pending: 0, closing: false };
    connections.set(file, c);
  } else if (einvoiceKey !== undefined && c.key !== einvoiceKey) {
    c.key = einvoiceKey;
    c.batcher = batcherOf(c);
  }
  if (storeTimeZone !== undefined) c.prints.storeTimeZone = storeTimeZone;
  return c;
}

/** Once a closing file has answered everything it was sent, its connection closes. */
async function closeWhenIdle(file: string): Promise<void> {
  const c = connections.get(file);
  if (c && (!c.closing || c.pending > 0)) return;
  connections.delete(file);
  flush();
  await c?.db.destroy();
  port.postMessage({ closed: file } satisfies WriterMessage);
}

/** A submit, or a print pass: answered once settled, and counted until then (a close waits for it). */
function run(
  file: string,
  id: number,
  work: (c: Connection) => Promise<unknown>,
  submits?: { einvoiceKey: string; storeTimeZone: string },
): void {
  const c = connectionTo(file, submits?.einvoiceKey, submits?.storeTimeZone);
  c.pending++;
  work(c)
    .then(
      (value) => answer({ id, value } as WriterReply),
      (err: unknown) => {
        const e = err as { message?: unknown; code?: unknown } | null;
        answer({
          id,
          error: { message: String(e?.message ?? err), code: typeof e?.code === 'string' ? e.code : null },
        });
      },
    )
    .finally(() => {
      c.pending--;
      void closeWhenIdle(file);
    });
}

port.on('message', (request: WriterRequest) => {
  if ('close' in request) {
    const c = connections.get(request.close);
    if (c) c.closing = true;
    void closeWhenIdle(request.close);
    return;
  }
  if ('pass' in request) {
    const { id, config, args } = request.pass;
    run(request.file, id, (c) => runPrintPass({ db: c.db, dialect: 'sqlite', config }, args));
    return;
  }
  for (const job of request.jobs) {
    run(request.file, job.id, (c) => c.batcher.run(job.order as NewOrder), request);
  }
});
