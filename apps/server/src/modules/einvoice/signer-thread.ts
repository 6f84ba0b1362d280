import { isMainThread } from 'node:worker_threads';
import { workerClient } from '../../lib/worker-client.js';
import type { SigningCertificate } from './certificate.js';
import { signDianXml, type SignOptions } from './xades-sign.js';

/** What crosses to the signer thread: the certificate without its parsed key (not cloneable as is). */
export type SignRequest = {
  id: number;
  xml: string;
  signingTime: number;
  certificate: Omit<SigningCertificate, 'privateKey'>;
};
export type SignReply = { id: number; xml: string } | { id: number; error: string };

const signer = workerClient<string>({
  module: () => new URL('./signer.worker.ts', import.meta.url),
  data: null,
  onMessage(reply: SignReply, settle) {
    const job = settle(reply.id);
    if (!job) return;
    if ('xml' in reply) job.resolve(reply.xml);
    else job.reject(new Error(reply.error));
  },
  onExit(owed) {
    for (const job of owed) job.reject(new Error('El firmador de documentos se detuvo.'));
  },
});

/**
 * Signs a DE-POS without holding the server's event loop: on the server's thread (PostgreSQL, the
 * orders screen, split bills) the RSA signature and the digests run on a thread of their own, about
 * a millisecond per sale that every other request would otherwise wait behind; the payment's
 * transaction awaits it. Where the caller already is another thread (the SQLite order writer), it
 * signs there.
 */
export function signOffTheLoop(xml: string, opts: SignOptions): Promise<string> {
  if (!isMainThread) return Promise.resolve(signDianXml(xml, opts));
  const { privateKey: _parsed, ...certificate } = opts.certificate;
  return signer.ask((id) => ({ id, xml, signingTime: opts.signingTime.getTime(), certificate }) satisfies SignRequest);
}
