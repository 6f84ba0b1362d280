/** The DE-POS signer's thread (signer-thread.ts): one signature per request, the key parsed once. */
import { createPrivateKey, type KeyObject } from 'node:crypto';
import { parentPort } from 'node:worker_threads';
import type { SignReply, SignRequest } from './signer-thread.js';
import { signDianXml } from './xades-sign.js';

const port = parentPort!;
const keys = new Map<string, KeyObject>();

port.on('message', (request: SignRequest) => {
  let reply: SignReply;
  try {
    const { certificate } = request;
    let privateKey = keys.get(certificate.certificateDigest);
    if (!privateKey) {
      privateKey = createPrivateKey(certificate.privateKeyPem);
      keys.set(certificate.certificateDigest, privateKey);
    }
    const xml = signDianXml(request.xml, {
      certificate: { ...certificate, privateKey },
      signingTime: new Date(request.signingTime),
    });
    reply = { id: request.id, xml };
  } catch (err) {
    reply = { id: request.id, error: err instanceof Error ? err.message : String(err) };
  }
  port.postMessage(reply);
});
