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

type Owed = { resolve(results: DraftSignResult[]): void; reject(error: Error): void };

/** Which thread signs: the idle one, or (drafts overdue) one at normal priority. */
export type SignerLane = 'idle' | 'urgent';
/** What a signer thread is started with. */
export type DraftSignerData = { lane: SignerLane };

type Thread = { worker: Worker | null; owed: Map<number, Owed> };
const threads: Record<SignerLane, Thread> = {
  idle: { worker: null, owed: new Map() },
  urgent: { worker: null, owed: new Map() },
};
let nextId = 0;

function holdOpenWhileOwed(thread: Thread): void {
  if (thread.owed.size > 0) thread.worker?.ref();
  else thread.worker?.unref();
}

function startThread(lane: SignerLane): Worker {
  const thread = threads[lane];
  const w = startTsWorker(new URL('./draft-signer.worker.ts', import.meta.url), { lane } satisfies DraftSignerData);
  w.on('message', (reply: DraftSignReply) => {
    const owed = thread.owed.get(reply.id);
    if (!owed) return;
    thread.owed.delete(reply.id);
    if ('results' in reply) owed.resolve(reply.results);
    else owed.reject(new Error(reply.error));
    holdOpenWhileOwed(thread);
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
 * started with the first batch and not holding the process open while idle. The thread runs under
 * SCHED_IDLE (`idleThisThread`; nice 19 where that is refused): a document's signature may follow its
 * sale by seconds, so under a rush the sales take every core and the signatures catch up when one is
 * free. Nice 19 alone still took a share of the contended cores (bench, 2026-11-28: on / off 0.52–0.55
 * against 0.61–0.62). A machine that never leaves a core free would starve it: drafts overdue go to
 * the 'urgent' lane, a second thread at normal priority.
 */
export function signDraftsOffTheLoop(
  request: Omit<DraftSignRequest, 'id'>,
  lane: SignerLane = 'idle',
): Promise<DraftSignResult[]> {
  const thread = threads[lane];
  return new Promise((resolve, reject) => {
    const id = nextId++;
    thread.worker ??= startThread(lane);
    thread.owed.set(id, { resolve, reject });
    thread.worker.postMessage({ ...request, id } satisfies DraftSignRequest);
    holdOpenWhileOwed(thread);
  });
}
