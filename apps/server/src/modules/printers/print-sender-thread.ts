import type { Printer } from '@comandero/contracts';
import { workerClient } from '../../lib/worker-client.js';
import type { PrinterTimeouts, SendResult } from './printer-socket.js';

/** To the sender thread: one connection's tickets (their documents as stored, stored-document.ts) for one printer. */
export type SendRequest = {
  id: number;
  printer: Pick<Printer, 'host' | 'port' | 'paperWidth' | 'codePage' | 'hasCashDrawer'>;
  documents: string[];
  timeouts: PrinterTimeouts;
};
/** From it: how that connection went (an encoding that threw is a failure with its message). */
export type SendReply = { id: number; result: SendResult } | { id: number; error: string };

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

/** The log of the print worker that last warmed the thread (one app per process but in tests). */
let log: Log | null = null;
/** The thread's module: tests swap in one that fails, to see the next send start a new thread. */
let senderModule = SENDER_MODULE;

/**
 * The thread that encodes tickets and talks to the printers (print-sender.worker.ts): one per
 * process, started with the first send and kept, idle and not holding the process open, after it.
 * The print worker keeps everything that decides (claims, leases, outcomes) on the server's thread
 * and in the database; only the bytes and the sockets live here, so the order path does not pay
 * for building ESC/POS pages or for the TCP traffic with the kitchen. A send is never rejected:
 * whatever goes wrong is its failure, retried like a printer that is off.
 */
const sender = workerClient<SendResult>({
  module: () => senderModule,
  data: { nice: PRINT_SENDER_NICE } satisfies SenderThreadData,
  onMessage(replies: SendReply[], settle) {
    for (const reply of replies) {
      // A ticket that cannot be encoded is the job's failure, retried like a printer that is off.
      settle(reply.id)?.resolve('result' in reply ? reply.result : { ok: false, failure: 'cut-off' });
    }
  },
  // An uncaught error ends the thread ('exit' follows): said, and the next send starts another one.
  onError(err, owed) {
    log?.error({ err, owed }, 'Falló el hilo que envía a las impresoras; se reintentará');
  },
  // Whatever it held may or may not have printed: failed, so retried (at least once at the edge).
  onExit(owed) {
    for (const o of owed) o.resolve({ ok: false, failure: 'cut-off' });
  },
});

/**
 * Starts the thread ahead of the first ticket (its modules take a second or two to load, more on a
 * busy machine): the print worker calls it when it starts, so the first order does not wait for it.
 */
export function warmSenderThread(workerLog?: Log): void {
  if (workerLog) log = workerLog;
  sender.warm();
}

/** Encodes `documents` for `printer` and sends them in one connection, on the sender thread. */
export function sendOnThread(
  printer: SendRequest['printer'],
  documents: string[],
  timeouts: PrinterTimeouts,
): Promise<SendResult> {
  const { host, port, paperWidth, codePage, hasCashDrawer } = printer;
  return sender.ask(
    (id) =>
      ({ id, printer: { host, port, paperWidth, codePage, hasCashDrawer }, documents, timeouts }) satisfies SendRequest,
  );
}

/**
 * Tests: the module the next thread runs (null: the real sender). The running thread is ended, so
 * the next send starts one of it (test files share this module: one may have started the thread).
 */
export async function senderThreadModuleForTests(module: URL | null): Promise<void> {
  senderModule = module ?? SENDER_MODULE;
  await sender.stop();
}
