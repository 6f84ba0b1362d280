import { workerClient } from '../../lib/worker-client.js';
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

/** Which thread signs: the idle one, or (drafts overdue) one at normal priority. */
export type SignerLane = 'idle' | 'urgent';
/** What a signer thread is started with. */
export type DraftSignerData = { lane: SignerLane };

function laneClient(lane: SignerLane) {
  return workerClient<DraftSignResult[]>({
    module: () => new URL('./draft-signer.worker.ts', import.meta.url),
    data: { lane } satisfies DraftSignerData,
    onMessage(reply: DraftSignReply, settle) {
      const owed = settle(reply.id);
      if (!owed) return;
      if ('results' in reply) owed.resolve(reply.results);
      else owed.reject(new Error(reply.error));
    },
    onExit(owed) {
      for (const o of owed) o.reject(new Error('El firmador de documentos se detuvo.'));
    },
  });
}
const lanes: Record<SignerLane, ReturnType<typeof laneClient>> = {
  idle: laneClient('idle'),
  urgent: laneClient('urgent'),
};

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
  return lanes[lane].ask((id) => ({ ...request, id }) satisfies DraftSignRequest);
}
