import type { DianClient } from './dian-client.js';
import { verdictKind, type DianVerdict } from './dian-answer.js';
import { zippedDocument } from './dian-files.js';
import type { ClaimedDocument } from './transmission.repository.js';

/** The DIAN's rule for a document it already processed: the verdict is then asked with GetStatus. */
const ALREADY_PROCESSED = '90';

export type TransmitOutcome =
  /** The DIAN's verdict: aceptado or rechazado. */
  | { kind: 'final'; verdict: DianVerdict; trackId: string }
  /** The test set is still being validated: ask GetStatusZip again later. */
  | { kind: 'in-process'; trackId: string };

export type TransmitContext = {
  client: DianClient;
  issuerNit: string;
  /** Pruebas with a TestSetId: SendTestSetAsync and GetStatusZip; otherwise SendBillSync. */
  testSetId: string | null;
  /**
   * Stores the key to ask about the document before the request that may deliver it leaves: if the
   * answer never comes (a timeout, a crash), the next try asks GetStatus first instead of sending again.
   */
  markPossiblySent(trackId: string): Promise<void>;
};

/**
 * One try at one document: first, if it may already be at the DIAN (it has a track id), the DIAN
 * is asked for its verdict and nothing is sent unless it has never heard of it; then it is sent,
 * zipped. A DianUnavailable (5xx, timeout, no connection) propagates to the worker.
 */
export async function transmitDocument(doc: ClaimedDocument, ctx: TransmitContext): Promise<TransmitOutcome> {
  const { client } = ctx;
  if (doc.trackId !== null) {
    const zipKey = doc.trackId !== doc.cude;
    let verdict = zipKey ? await client.getStatusZip(doc.trackId) : await client.getStatus(doc.trackId);
    let kind = verdictKind(verdict);
    // A ZipKey the DIAN no longer knows: the document itself (its CUDE) decides whether it was processed.
    if (zipKey && kind === 'unknown-document') {
      verdict = await client.getStatus(doc.cude);
      kind = verdictKind(verdict);
    }
    if (kind === 'accepted' || kind === 'rejected') return { kind: 'final', verdict, trackId: doc.trackId };
    if (kind === 'in-process') return { kind: 'in-process', trackId: doc.trackId };
    // unknown-document: the DIAN has no document with this CUDE, so sending it cannot process it twice.
  }
  const { fileName, zip } = zippedDocument(ctx.issuerNit, doc.number, new Date(doc.issuedAt), doc.xml, doc.kind);
  await ctx.markPossiblySent(doc.cude);
  let verdict: DianVerdict;
  let trackId = doc.cude;
  if (doc.environment === '2' && ctx.testSetId) {
    const sent = await client.sendTestSetAsync(fileName, zip, ctx.testSetId);
    if (!sent.zipKey) {
      const refused = {
        isValid: false,
        statusCode: '',
        statusDescription: 'La DIAN no recibió el archivo.',
        messages: sent.messages,
        applicationResponse: null,
        documentKey: null,
      };
      return { kind: 'final', verdict: refused, trackId };
    }
    trackId = sent.zipKey;
    await ctx.markPossiblySent(trackId);
    verdict = await client.getStatusZip(trackId);
    const kind = verdictKind(verdict);
    if (kind === 'in-process' || kind === 'unknown-document') return { kind: 'in-process', trackId };
  } else {
    verdict = await client.sendBillSync(fileName, zip);
  }
  if (!verdict.isValid && verdict.messages.some((m) => m.code === ALREADY_PROCESSED)) {
    const known = await client.getStatus(doc.cude);
    const kind = verdictKind(known);
    if (kind === 'accepted' || kind === 'rejected') return { kind: 'final', verdict: known, trackId: doc.cude };
  }
  return { kind: 'final', verdict, trackId };
}
