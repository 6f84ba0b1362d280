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
import { orderBatcher } from './order-write.js';

const port = parentPort!;

type Connection = {
  db: ReturnType<typeof openSqlite>;
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

/** `einvoiceKey` (hex) comes with the submits: the thread reads no configuration of its own. */
function connectionTo(file: string, einvoiceKey?: string): Connection {
  let c = connections.get(file);
  if (!c || (einvoiceKey !== undefined && c.key !== einvoiceKey)) {
    if (c) return replaceKey(c, einvoiceKey!);
    const db = openSqlite(file);
    const key = einvoiceKey ?? '';
    c = { db, key, batcher: orderBatcher(db, preparedQueries(), Buffer.from(key, 'hex')), pending: 0, closing: false };
    connections.set(file, c);
  }
  return c;
}

function replaceKey(c: Connection, key: string): Connection {
  c.key = key;
  c.batcher = orderBatcher(c.db, preparedQueries(), Buffer.from(key, 'hex'));
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
function run(file: string, id: number, work: (c: Connection) => Promise<unknown>, einvoiceKey?: string): void {
  const c = connectionTo(file, einvoiceKey);
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
    run(request.file, job.id, (c) => c.batcher.run(job.order as NewOrder), request.einvoiceKey);
  }
});
