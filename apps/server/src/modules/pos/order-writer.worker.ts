/**
 * The order writer's thread (order-writer-thread.ts): its own connection to the SQLite file, the
 * group commit of the submits the server thread sends, and one answer per submit. better-sqlite3
 * runs each statement and each COMMIT's disk flush on the calling thread; here they no longer stop
 * the server's event loop.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { preparedQueries } from '../../db/prepared-query.js';
import { openSqlite } from '../../db/sqlite.js';
import type { NewOrder } from './new-order.js';
import type { WriterReply, WriterRequest } from './order-writer-thread.js';
import { orderBatcher } from './order-write.js';

const port = parentPort!;
const { sqliteFile } = (workerData as { data: { sqliteFile: string } }).data;
const db = openSqlite(sqliteFile);
const batcher = orderBatcher(db, preparedQueries());

let outbox: WriterReply[] = [];
let pending = 0;
let closing = false;

function flush(): void {
  if (outbox.length === 0) return;
  port.postMessage(outbox);
  outbox = [];
}

// The answers of one batch settle together: they travel in one message.
function answer(reply: WriterReply): void {
  if (outbox.length === 0) setImmediate(flush);
  outbox.push(reply);
}

async function closeWhenIdle(): Promise<void> {
  if (!closing || pending > 0) return;
  flush();
  await db.destroy();
  port.close();
}

function write(id: number, order: NewOrder): void {
  pending++;
  batcher
    .run(order)
    .then(
      (value) => answer({ id, value }),
      (err: unknown) => {
        const e = err as { message?: unknown; code?: unknown } | null;
        answer({
          id,
          error: { message: String(e?.message ?? err), code: typeof e?.code === 'string' ? e.code : null },
        });
      },
    )
    .finally(() => {
      pending--;
      void closeWhenIdle();
    });
}

port.on('message', (request: WriterRequest) => {
  if (request === 'close') {
    closing = true;
    void closeWhenIdle();
    return;
  }
  for (const job of request) write(job.id, job.order);
});
