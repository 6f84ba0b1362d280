import type { Worker } from 'node:worker_threads';
import type { Printer } from '@comandero/contracts';
import { startTsWorker } from '../../lib/ts-worker.js';
import type { PrinterTimeouts, SendResult } from './printer-socket.js';

/** To the sender thread: one connection's tickets (their documents as stored, JSON) for one printer. */
export type SendRequest = {
  id: number;
  printer: Pick<Printer, 'host' | 'port' | 'paperWidth' | 'codePage' | 'hasCashDrawer'>;
  documents: string[];
  timeouts: PrinterTimeouts;
};
/** From it: how that connection went (an encoding that threw is a failure with its message). */
export type SendReply = { id: number; result: SendResult } | { id: number; error: string };

type Owed = (result: SendResult) => void;

type Log = { error(obj: object, msg: string): void };

const SENDER_MODULE = new URL('./print-sender.worker.ts', import.meta.url);

/**
 * The sender thread's CPU priority (Linux nice, given to it as workerData): paper waits for orders,
 * so under a rush the orders' threads take the CPU first and the tickets follow (issue 20: throughput
 * with printing on within 10 % of off). 10, not 19: on a machine loaded by other processes too
 * (PostgreSQL on the same box), the lowest priority starved the tickets past their 300 ms in a run at
 * load 8; at 10 the thread still gets about a tenth of a contended core. It only reorders CPU: every
 * send still gets its one answer.
 */
export const PRINT_SENDER_NICE = 10;
/** What the sender thread is started with. */
export type SenderThreadData = { nice: number };

/**
 * The thread that encodes tickets and talks to the printers (print-sender.worker.ts): one per
 * process, started with the first send and kept, idle and not holding the process open, after it.
 * The print worker keeps everything that decides (claims, leases, outcomes) on the server's thread
 * and in the database; only the bytes and the sockets live here, so the order path does not pay
 * for building ESC/POS pages or for the TCP traffic with the kitchen.
 */
const thread = {
  worker: null as Worker | null,
  owed: new Map<number, Owed>(),
  nextId: 0,
  /** The log of the print worker that last warmed the thread (one app per process but in tests). */
  log: null as Log | null,
  /** The thread's module: tests swap in one that fails, to see the next send start a new thread. */
  module: SENDER_MODULE,
};

function holdOpenWhileOwed(): void {
  if (thread.owed.size > 0) thread.worker?.ref();
  else thread.worker?.unref();
}

function startThread(): Worker {
  const w = startTsWorker(thread.module, { nice: PRINT_SENDER_NICE } satisfies SenderThreadData);
  w.on('message', (replies: SendReply[]) => {
    for (const reply of replies) {
      const owed = thread.owed.get(reply.id);
      if (!owed) continue;
      thread.owed.delete(reply.id);
      // A ticket that cannot be encoded is the job's failure, retried like a printer that is off.
      owed('result' in reply ? reply.result : { ok: false, failure: 'cut-off' });
    }
    holdOpenWhileOwed();
  });
  // An uncaught error ends the thread ('exit' follows): said, and the next send starts another one.
  w.on('error', (err) => {
    thread.log?.error({ err, owed: thread.owed.size }, 'Falló el hilo que envía a las impresoras; se reintentará');
  });
  w.on('exit', () => {
    if (thread.worker === w) thread.worker = null;
    // Whatever it held may or may not have printed: failed, so retried (at least once at the edge).
    for (const owed of thread.owed.values()) owed({ ok: false, failure: 'cut-off' });
    thread.owed.clear();
  });
  return w;
}

/**
 * Starts the thread ahead of the first ticket (its modules take a second or two to load, more on a
 * busy machine): the print worker calls it when it starts, so the first order does not wait for it.
 */
export function warmSenderThread(log?: Log): void {
  if (log) thread.log = log;
  thread.worker ??= startThread();
  holdOpenWhileOwed();
}

/** Encodes `documents` for `printer` and sends them in one connection, on the sender thread. */
export function sendOnThread(
  printer: SendRequest['printer'],
  documents: string[],
  timeouts: PrinterTimeouts,
): Promise<SendResult> {
  return new Promise((resolve) => {
    const id = thread.nextId++;
    thread.owed.set(id, resolve);
    thread.worker ??= startThread();
    const { host, port, paperWidth, codePage, hasCashDrawer } = printer;
    thread.worker.postMessage({
      id,
      printer: { host, port, paperWidth, codePage, hasCashDrawer },
      documents,
      timeouts,
    } satisfies SendRequest);
    holdOpenWhileOwed();
  });
}

/**
 * Tests: the module the next thread runs (null: the real sender). The running thread is ended, so
 * the next send starts one of it (test files share this module: one may have started the thread).
 */
export async function senderThreadModuleForTests(module: URL | null): Promise<void> {
  thread.module = module ?? SENDER_MODULE;
  const running = thread.worker;
  thread.worker = null;
  await running?.terminate();
}
