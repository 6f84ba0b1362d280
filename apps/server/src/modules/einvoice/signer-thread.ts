import { isMainThread, type Worker } from 'node:worker_threads';
import { startTsWorker } from '../../lib/ts-worker.js';
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

type Waiting = { resolve(xml: string): void; reject(error: Error): void };

const thread = { worker: null as Worker | null, waiting: new Map<number, Waiting>(), nextId: 0 };

function holdOpenWhileOwed(): void {
  if (thread.waiting.size > 0) thread.worker?.ref();
  else thread.worker?.unref();
}

function startThread(): Worker {
  const w = startTsWorker(new URL('./signer.worker.ts', import.meta.url), null);
  w.on('message', (reply: SignReply) => {
    const job = thread.waiting.get(reply.id);
    if (!job) return;
    thread.waiting.delete(reply.id);
    if ('xml' in reply) job.resolve(reply.xml);
    else job.reject(new Error(reply.error));
    holdOpenWhileOwed();
  });
  w.on('exit', () => {
    if (thread.worker === w) thread.worker = null;
    for (const job of thread.waiting.values()) job.reject(new Error('El firmador de documentos se detuvo.'));
    thread.waiting.clear();
  });
  return w;
}

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
  return new Promise<string>((resolve, reject) => {
    const id = thread.nextId++;
    thread.worker ??= startThread();
    thread.waiting.set(id, { resolve, reject });
    thread.worker.postMessage({
      id,
      xml,
      signingTime: opts.signingTime.getTime(),
      certificate,
    } satisfies SignRequest);
    holdOpenWhileOwed();
  });
}
