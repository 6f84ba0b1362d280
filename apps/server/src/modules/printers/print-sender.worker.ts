/**
 * The print sender's thread (print-sender-thread.ts): turns stored ticket documents into ESC/POS
 * bytes for the printer they go to and sends them over TCP (printer-socket.ts). It decides nothing:
 * the print worker on the server's thread claims the jobs and stores what became of each.
 */
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { encodeTicket } from './encode-ticket.js';
import type { TicketDocument } from './print-requests.js';
import type { SendReply, SendRequest } from './print-sender-thread.js';
import { sendToPrinter } from './printer-socket.js';

const port = parentPort!;

// Orders come first: under load this thread (nice 19, Linux lowers this thread only) gets the CPU
// the order threads leave, and all it needs in the pauses where printing latency is measured.
// It only reorders CPU: every request still gets its one answer. Refused (a platform without
// per-thread nice, or a sandbox), the thread simply keeps the normal priority.
try {
  setPriority(0, 19);
} catch {
  // normal priority
}
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
