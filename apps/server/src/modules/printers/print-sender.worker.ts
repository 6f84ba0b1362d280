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
// Paper waits for orders: under a rush the orders' threads take the CPU first and the tickets
// follow within the latency budget (issue 20: throughput with printing on within 10 % of off).
lowerThisThreadPriority();
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
