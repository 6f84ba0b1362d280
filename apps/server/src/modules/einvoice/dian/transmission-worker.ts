import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../../../app-deps.js';
import { pollingLoop } from '../../../lib/polling-worker.js';
import { certificateOf } from '../sealed-certificate.js';
import { readCertificateRow, readSettingsRow } from '../einvoice.repository.js';
import { dianClient, DianUnavailable, DIAN_ENDPOINTS, type DianClient } from './dian-client.js';
import { transmitDocument, type TransmitOutcome } from './transmit-document.js';
import { transmissionRepository, type ClaimedDocument, type DocumentUpdate } from './transmission.repository.js';

export type TransmissionWorker = {
  /** Look for work now; rounds never overlap, a kick during one runs another after it. */
  kick(): void;
  start(): void;
  /** Stops polling and waits for the round under way. */
  stop(): Promise<void>;
  /** Tests: resolves when no round is running. */
  idle(): Promise<void>;
  readonly instance: string;
};

/**
 * The contingency types of Res. DIAN 000165 de 2023 (docs/einvoice.md, "Transmission"): tipo 4 when
 * the DIAN's own service fails (it answers 5xx or does not answer), tipo 3 when the store cannot
 * reach it at all (its connection: the issuer's technological trouble).
 */
export const CONTINGENCY = { dian: '4', issuer: '3' } as const;

type Log = { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };

/**
 * Sends each DE-POS to the DIAN (docs/einvoice.md, "Transmission"). It claims one due document at
 * a time with a lease (no two instances send the same one), sends it through the DianClient and
 * stores the verdict. A 5xx or a timeout is retried with back-off and, after
 * DIAN_CONTINGENCY_AFTER_FAILURES, kept as contingencia; no connection at all is contingencia at once.
 * It runs only while e-invoicing is on; payments never wait for it.
 */
export function transmissionWorker(deps: AppDeps, log: Log, instance: string = randomUUID()): TransmissionWorker {
  const cfg = deps.config.dian;
  const repo = transmissionRepository(deps.db, deps.dialect);
  // A try is at most: GetStatus, the send, GetStatusZip or GetStatus after it; with a margin.
  const leaseMs = cfg.timeoutMs * 4 + 10_000;
  const nowMs = () => deps.clock.now().getTime();
  const iso = (ms: number) => new Date(ms).toISOString();
  const backoff = (attempts: number) => Math.min(cfg.retryBaseMs * 2 ** Math.max(0, attempts - 1), cfg.retryMaxMs);

  function settled(doc: ClaimedDocument, outcome: TransmitOutcome, now: string): DocumentUpdate {
    // sent_at is the first delivery: a test set already enviado keeps it.
    const sentAt = doc.status === 'enviado' ? undefined : now;
    if (outcome.kind === 'in-process') {
      return {
        status: 'enviado',
        trackId: outcome.trackId,
        sentAt,
        nextAttemptAt: iso(nowMs() + cfg.retryBaseMs),
        lastError: null,
        releaseLease: true,
      };
    }
    const v = outcome.verdict;
    return {
      status: v.isValid ? 'aceptado' : 'rechazado',
      trackId: outcome.trackId,
      dianStatusCode: v.statusCode || null,
      dianMessages: v.messages,
      applicationResponse: v.applicationResponse,
      sentAt,
      acceptedAt: v.isValid ? now : null,
      nextAttemptAt: null,
      lastError: v.isValid ? null : v.statusDescription || null,
      releaseLease: true,
    };
  }

  function failed(doc: ClaimedDocument, err: unknown): DocumentUpdate {
    const attempts = doc.attempts + 1;
    const base = { attempts, nextAttemptAt: iso(nowMs() + backoff(attempts)), releaseLease: true };
    if (!(err instanceof DianUnavailable)) {
      return { ...base, lastError: err instanceof Error ? err.message : String(err) };
    }
    const contingency =
      doc.status === 'contingencia' || err.kind === 'network' || attempts >= cfg.contingencyAfterFailures;
    return {
      ...base,
      lastError: err.message,
      ...(contingency && doc.status !== 'contingencia'
        ? { status: 'contingencia', contingencyType: err.kind === 'network' ? CONTINGENCY.issuer : CONTINGENCY.dian }
        : {}),
    };
  }

  async function round(): Promise<void> {
    if (!(await repo.anythingOpen())) return;
    const settings = await readSettingsRow(deps.db);
    if (settings.enabled !== 1) return;
    const certRow = await readCertificateRow(deps.db);
    if (!certRow) return;
    const certificate = certificateOf(deps.einvoiceKey, certRow.p12_enc, certRow.password_enc);
    const clients = new Map<string, DianClient>();
    const clientFor = (environment: string) => {
      const env = environment === '1' ? 'produccion' : 'pruebas';
      let client = clients.get(env);
      if (!client) {
        client = dianClient({ url: cfg.url ?? DIAN_ENDPOINTS[env], certificate, timeoutMs: cfg.timeoutMs });
        clients.set(env, client);
      }
      return client;
    };
    // Due means due when the round began: a document that failed in this round waits for its back-off
    // (the next round), instead of being tried again at once while the DIAN is down.
    const roundStart = iso(nowMs());
    while (!loop.stopped) {
      const claimedAt = nowMs();
      const doc = await repo.claim(instance, roundStart, iso(claimedAt), iso(claimedAt + leaseMs));
      if (!doc) return;
      let update: DocumentUpdate;
      try {
        const outcome = await transmitDocument(doc, {
          client: clientFor(doc.environment),
          issuerNit: settings.nit,
          testSetId: settings.test_set_id,
          markPossiblySent: async (trackId) => {
            await repo.update(doc.id, instance, { trackId }, iso(nowMs()));
          },
        });
        update = settled(doc, outcome, iso(nowMs()));
      } catch (err) {
        if (!(err instanceof DianUnavailable))
          log.error({ err, documentId: doc.id }, 'No se pudo enviar un documento a la DIAN');
        update = failed(doc, err);
      }
      if (!(await repo.update(doc.id, instance, update, iso(nowMs())))) {
        log.warn({ documentId: doc.id }, 'Otro proceso tomó el documento electrónico mientras se enviaba');
      }
    }
  }

  const loop = pollingLoop({
    pollMs: cfg.pollMs,
    round,
    onRoundError: (err: unknown) => log.error({ err }, 'Falló una vuelta del envío a la DIAN; se reintentará'),
  });

  return {
    instance,
    kick: loop.kick,
    start: loop.start,
    stop: loop.stop,
    idle: loop.idle,
  };
}
