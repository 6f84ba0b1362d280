/**
 * The print sender's thread (print-sender-thread.ts): turns stored ticket documents into ESC/POS
 * bytes for the printer they go to and sends them over TCP (printer-socket.ts). It decides nothing:
 * the print worker on the server's thread claims the jobs and stores what became of each.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { lowerThisThreadPriority } from '../../lib/thread-priority.js';
import { encodeTicket } from './encode-ticket.js';
import type { SendReply, SendRequest, SenderThreadData } from './print-sender-thread.js';
import { sendToPrinter } from './printer-socket.js';
import { readStoredDocument } from './stored-document.js';

const port = parentPort!;
// At the priority the thread's owner chose (PRINT_SENDER_NICE, print-sender-thread.ts).
lowerThisThreadPriority((workerData as { data: SenderThreadData }).data.nice);
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
    bytes = Buffer.concat(request.documents.map((doc) => encodeTicket(readStoredDocument(doc), request.printer)));
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
