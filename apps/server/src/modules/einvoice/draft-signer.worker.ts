/** The drafts' signer thread (draft-signer-thread.ts): builds and signs a batch, at the lowest CPU priority. */
import { parentPort, workerData } from 'node:worker_threads';
import { lowerThisThreadPriority } from '../../lib/thread-priority.js';
import { signDraft } from './depos-draft.js';
import type { DraftSignReply, DraftSignRequest, DraftSignerData } from './draft-signer-thread.js';
import { certificateOf } from './sealed-certificate.js';

const port = parentPort!;
lowerThisThreadPriority((workerData as { data: DraftSignerData }).data.nice);

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
