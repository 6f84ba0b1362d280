/** A drafts' signer thread (draft-signer-thread.ts): builds and signs a batch; the idle lane's on cores nothing else wants. */
import { parentPort, workerData } from 'node:worker_threads';
import { idleThisThread } from '../../lib/thread-priority.js';
import { signDraft } from './depos-draft.js';
import type { DraftSignerData, DraftSignReply, DraftSignRequest } from './draft-signer-thread.js';
import { certificateOf } from './sealed-certificate.js';

const port = parentPort!;
if ((workerData as { data: DraftSignerData }).data.lane === 'idle') idleThisThread();

port.on('message', (request: DraftSignRequest) => {
  let reply: DraftSignReply;
  try {
    const key = Buffer.from(request.key);
    const certificate = certificateOf(key, request.sealedP12, request.sealedPassword);
    reply = {
      id: request.id,
      results: request.documents.map((doc) => {
        try {
          return { id: doc.id, xml: signDraft(doc, key, certificate) };
        } catch (err) {
          return { id: doc.id, error: err instanceof Error ? err.message : String(err) };
        }
      }),
    };
  } catch (err) {
    reply = { id: request.id, error: err instanceof Error ? err.message : String(err) };
  }
  port.postMessage(reply);
});
