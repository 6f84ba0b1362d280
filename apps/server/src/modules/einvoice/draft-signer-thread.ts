import type { Worker } from 'node:worker_threads';
import { startTsWorker } from '../../lib/ts-worker.js';
import type { UnsignedDocument } from './depos-draft.js';

/** To the thread: a batch of drafts, with what opens the store's certificate there. */
export type DraftSignRequest = {
  id: number;
  key: Uint8Array;
  sealedP12: string;
  sealedPassword: string;
  documents: UnsignedDocument[];
};
/** One document's outcome: its signed XML, or why it could not be built or signed. */
export type DraftSignResult = { id: number; xml: string } | { id: number; error: string };
export type DraftSignReply = { id: number; results: DraftSignResult[] } | { id: number; error: string };

/**
 * The lowest priority (Linux nice 19): a document's signature may follow its sale by seconds, so
 * under a rush the orders' threads take the CPU and the signatures catch up when it eases.
 */
export const DRAFT_SIGNER_NICE = 19;
export type DraftSignerData = { nice: number };

type Owed = { resolve(results: DraftSignResult[]): void; reject(error: Error): void };

const thread = { worker: null as Worker | null, owed: new Map<number, Owed>(), nextId: 0 };

function holdOpenWhileOwed(): void {
  if (thread.owed.size > 0) thread.worker?.ref();
  else thread.worker?.unref();
}

function startThread(): Worker {
  const w = startTsWorker(new URL('./draft-signer.worker.ts', import.meta.url), {
    nice: DRAFT_SIGNER_NICE,
  } satisfies DraftSignerData);
  w.on('message', (reply: DraftSignReply) => {
    const owed = thread.owed.get(reply.id);
    if (!owed) return;
    thread.owed.delete(reply.id);
    if ('results' in reply) owed.resolve(reply.results);
    else owed.reject(new Error(reply.error));
    holdOpenWhileOwed();
  });
  w.on('exit', () => {
    if (thread.worker === w) thread.worker = null;
    for (const owed of thread.owed.values()) owed.reject(new Error('El firmador de documentos se detuvo.'));
    thread.owed.clear();
  });
  return w;
}

/**
 * Builds and signs stored drafts on a thread of their own (draft-signer.worker.ts), one process-wide,
 * started with the first batch and not holding the process open while idle.
 */
export function signDraftsOffTheLoop(request: Omit<DraftSignRequest, 'id'>): Promise<DraftSignResult[]> {
  return new Promise((resolve, reject) => {
    const id = thread.nextId++;
    thread.worker ??= startThread();
    thread.owed.set(id, { resolve, reject });
    thread.worker.postMessage({ ...request, id } satisfies DraftSignRequest);
    holdOpenWhileOwed();
  });
}
