/**
 * The print expansion's thread (print-expansion-thread.ts): reads SQLite's due print requests and
 * lays out their tickets on a reading connection of its own, in one read transaction (a snapshot:
 * WAL readers never wait for the order writer nor hold it up). It stores nothing: the order writer's
 * thread stores the result in the pass's transaction, which refuses a request expanded meanwhile.
 */
import { sql, type Kysely } from 'kysely';
import { parentPort, workerData } from 'node:worker_threads';
import { openSqlite } from '../../db/sqlite.js';
import type { Database } from '../../db/types.js';
import { lowerThisThreadPriority } from '../../lib/thread-priority.js';
import type { ExpansionReply, ExpansionRequest } from './print-expansion-thread.js';
import { prepareExpansion } from './print-pass.js';
import type { SenderThreadData } from './print-sender-thread.js';

const port = parentPort!;
lowerThisThreadPriority((workerData as { data: SenderThreadData }).data.nice);
const readers = new Map<string, Kysely<Database>>();

function readerOf(file: string): Kysely<Database> {
  let db = readers.get(file);
  if (!db) {
    db = openSqlite(file);
    readers.set(file, db);
  }
  return db;
}

async function prepare(request: Extract<ExpansionRequest, { file: string }>) {
  const db = readerOf(request.file);
  // A deferred BEGIN, written out: openSqlite's connections turn Kysely's plain BEGIN into BEGIN
  // IMMEDIATE, which would take the write lock the order writer needs.
  await sql`begin deferred`.execute(db);
  try {
    const deps = { db, dialect: 'sqlite' as const, config: request.config };
    return await prepareExpansion(deps, db, request.now, request.limit, []);
  } finally {
    await sql`commit`.execute(db);
  }
}

// One request at a time: the connection's read transaction is not shared.
let queue: Promise<unknown> = Promise.resolve();
port.on('message', (request: ExpansionRequest) => {
  queue = queue.then(async () => {
    let reply: ExpansionReply;
    try {
      if ('close' in request) {
        await readers.get(request.close)?.destroy();
        readers.delete(request.close);
        reply = { id: request.id, prepared: [] };
      } else {
        reply = { id: request.id, prepared: await prepare(request) };
      }
    } catch (err) {
      reply = { id: request.id, error: String(err) };
    }
    port.postMessage(reply);
  });
});

port.postMessage({ ready: true } satisfies ExpansionReply);
