import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import type { DomainEventSubscriber } from '../../events/domain-events.js';
import { pollingLoop } from '../../lib/polling-worker.js';
import { storeSignaturesOnWriterThread } from '../pos/order-writer-thread.js';
import { signingRepository, type SignLease } from './depos-signing.js';
import { signDraftsOffTheLoop, type SignerLane } from './draft-signer-thread.js';
import { readCertificateRow } from './einvoice.repository.js';

export type SigningWorker = {
  kick(): void;
  /** A sale was paid: its draft waits until the till has been quiet (EINVOICE_SIGN_QUIET_MS). */
  salePaid(): void;
  start(): void;
  stop(): Promise<void>;
  /** Tests: resolves when no round is running nor waiting for the till to quiet down. */
  idle(): Promise<void>;
  /** Tests: resolves when no round is running (a look waiting for the till to quiet down may remain). */
  roundsDone(): Promise<void>;
};

/**
 * Drafts per trip to the signer thread, and per transaction storing their signatures. Fewer on the
 * idle thread: a batch it has taken is finished there even if the machine gets busy meanwhile.
 */
const BATCH: Record<SignerLane, number> = { idle: 10, urgent: 50 };
/** A draft a kick missed (another instance's sale, a restart) waits at most this long. */
const POLL_MS = 5_000;
/**
 * How long drafts a worker took stay its own on PostgreSQL (other instances leave them): several
 * trips to an idle signer thread; a worker that stopped meanwhile leaves them to the others after it.
 */
export const SIGN_LEASE_MS = 120_000;
/**
 * The signer thread for a batch whose oldest draft was stored at `oldestAt`: past `overdueMs`
 * (EINVOICE_SIGN_OVERDUE_MS, a minute) at normal priority, since the idle thread runs only on a free
 * core and a machine busy without pause (another program, a long rush) would otherwise hold them.
 */
export function laneFor(oldestAt: string | null, now: Date, overdueMs: number): SignerLane {
  return oldestAt !== null && now.getTime() - Date.parse(oldestAt) > overdueMs ? 'urgent' : 'idle';
}

type Log = { error(obj: object, msg: string): void };

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Signs the DE-POS drafts the payments stored (docs/einvoice.md, "Signing after the commit"): each
 * paid sale wakes it after its commit, and it waits for the till to be quiet (EINVOICE_SIGN_QUIET_MS;
 * a draft overdue is signed at once); it takes the unsigned documents in batches, has them built and
 * signed on the idle signer thread (the normal-priority one once overdue), stores each signature (on SQLite on the
 * order writer's thread, as the print pass) and then wakes the transmission, which sends only signed
 * documents.
 */
export function signingWorker(deps: AppDeps, log: Log, onSigned: () => void): SigningWorker {
  const repo = signingRepository(deps.db);
  // Instances sharing a PostgreSQL database lease the drafts they take; a SQLite file has one.
  const leaseOwner = deps.dialect === 'postgres' ? randomUUID() : null;
  const lease = (): SignLease | undefined => {
    if (leaseOwner === null) return undefined;
    const now = deps.clock.now().getTime();
    return { owner: leaseOwner, nowIso: iso(now), untilIso: iso(now + SIGN_LEASE_MS) };
  };
  /**
   * Drafts are signed once no sale has been paid for this long (or once overdue): the signatures' CPU
   * and their storing, about as much as the sales themselves, then fall in the till's pauses, not in a
   * rush (issue 23's bench: with it on, within 20 % of off).
   */
  const quietMs = deps.config.dian.signQuietMs;
  const nowIso = () => deps.clock.now().toISOString();
  // Real time, not the app's clock (tests move that one): how long the till has been quiet.
  let lastSaleAt = -Infinity;
  let wake: { timer: NodeJS.Timeout; fired: Promise<void> } | null = null;

  /** Looks again once the till has been quiet for `quietMs`, unless a look is already due. */
  function lookWhenQuiet(): void {
    if (wake) return;
    let fire!: () => void;
    const fired = new Promise<void>((resolve) => (fire = resolve));
    const timer = setTimeout(
      () => {
        wake = null;
        loop.kick();
        fire();
      },
      Math.max(0, lastSaleAt + quietMs - performance.now()),
    );
    timer.unref();
    wake = { timer, fired };
  }

  const busy = () => performance.now() - lastSaleAt < quietMs;
  const laneOf = (oldestAt: string | null) => laneFor(oldestAt, deps.clock.now(), deps.config.dian.signOverdueMs);

  async function round(): Promise<void> {
    const oldest = await repo.oldestUnsignedAt();
    if (oldest === null) return;
    // While sales keep coming only a draft overdue is signed: one probe, no drafts read.
    if (busy() && laneOf(oldest) === 'idle') return lookWhenQuiet();
    const cert = await readCertificateRow(deps.db);
    if (!cert) return;
    let after = 0;
    while (!loop.stopped) {
      const { documents: waiting, oldestAt } = await repo.unsigned(after, BATCH.urgent, lease());
      if (waiting.length === 0) return;
      const lane = laneOf(oldestAt);
      if (lane === 'idle' && busy()) return lookWhenQuiet();
      const documents = waiting.slice(0, BATCH[lane]);
      after = documents[documents.length - 1].id;
      const results = await signDraftsOffTheLoop(
        { key: deps.einvoiceKey, sealedP12: cert.p12_enc, sealedPassword: cert.password_enc, documents },
        lane,
      );
      for (const r of results) {
        if ('error' in r) log.error({ documentId: r.id, err: r.error }, 'No se pudo firmar un documento electrónico');
      }
      const stored = deps.sqliteFile
        ? await storeSignaturesOnWriterThread(deps.sqliteFile, results, nowIso())
        : await repo.store(results, nowIso());
      if (stored > 0) onSigned();
      // All it read, and fewer than a full read: nothing is left.
      if (documents.length === waiting.length && waiting.length < BATCH.urgent) return;
    }
  }

  const loop = pollingLoop({
    pollMs: POLL_MS,
    round,
    onRoundError: (err: unknown) => log.error({ err }, 'Falló una vuelta de la firma de documentos; se reintentará'),
  });
  return {
    kick: loop.kick,
    // Not a kick per sale: under a rush that would probe the database after every one. The look is
    // taken once the till quiets down; the poll still finds drafts that became overdue meanwhile.
    salePaid() {
      lastSaleAt = performance.now();
      lookWhenQuiet();
    },
    start: loop.start,
    async stop() {
      if (wake) clearTimeout(wake.timer);
      wake = null;
      await loop.stop();
    },
    roundsDone: loop.idle,
    async idle() {
      for (;;) {
        await loop.idle();
        if (!wake) return;
        await wake.fired;
      }
    },
  };
}

/** Starts this instance's signing worker with the app and stops it on close; paid sales wake it. */
export function registerSigning(
  app: FastifyInstance,
  deps: AppDeps,
  events: DomainEventSubscriber,
  onSigned: () => void,
): SigningWorker {
  const worker = signingWorker(deps, app.log, onSigned);
  events.subscribe('order.created', (e) => {
    if (e.invoiceId !== undefined) worker.salePaid();
  });
  events.subscribe('orders.paid', () => worker.salePaid());
  events.subscribe('bill.paid', () => worker.salePaid());
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => {
    await worker.stop();
  });
  return worker;
}
