/**
 * The print sender's thread (print-sender-thread.ts): turns stored ticket documents into ESC/POS
 * bytes for the printer they go to and sends them over TCP (printer-socket.ts). It decides nothing:
 * the print worker on the server's thread claims the jobs and stores what became of each.
 */
import { parentPort } from 'node:worker_threads';
import { lowerThisThreadPriority } from '../../lib/thread-priority.js';
import { encodeTicket } from './encode-ticket.js';
import type { TicketDocument } from './print-requests.js';
import type { SendReply, SendRequest } from './print-sender-thread.js';
import { sendToPrinter } from './printer-socket.js';

const port = parentPort!;
/**
 * Paper waits for orders: under a rush the orders' threads take the CPU first and the tickets follow
 * (issue 20: throughput with printing on within 10 % of off). Nice 10, not 19: on a machine loaded by
 * other processes too (PostgreSQL on the same box), the lowest priority starved the tickets past
 * their 300 ms in a run at load 8; at 10 the thread still gets about a tenth of a contended core.
 * It only reorders CPU: every send still gets its one answer.
 */
export const PRINT_SENDER_NICE = 10;
lowerThisThreadPriority(PRINT_SENDER_NICE);
let outbox: SendReply[] = [];

function flush(): void {
  if (outbox.length === 0) return;
  port.postMessage(outbox);
  outbox = [];
}

// Answers settled in one turn of this thread's loop travel in one message.
function answer(reply: SendReply): void {
  if (outbox.length === 0) setImmediate(flush);
  outbox.push(reply);
}

port.on('message', (request: SendRequest) => {
  let bytes: Buffer;
  try {
    bytes = Buffer.concat(
      request.documents.map((doc) => encodeTicket(JSON.parse(doc) as TicketDocument, request.printer)),
    );
  } catch (err) {
    answer({ id: request.id, error: String(err) });
    return;
  }
  // sendToPrinter never rejects for a printer's failures; anything else is this send's error, not the thread's.
  sendToPrinter(request.printer, bytes, request.timeouts).then(
    (result) => answer({ id: request.id, result }),
    (err: unknown) => answer({ id: request.id, error: String(err) }),
  );
});
