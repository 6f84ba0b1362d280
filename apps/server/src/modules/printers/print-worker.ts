import { randomUUID } from 'node:crypto';
import { PRINTING_MESSAGES, type Printer } from '@comandero/contracts';
import type { AppDeps } from '../../app-deps.js';
import { encodeTicket } from './encode-ticket.js';
import { expandPrintRequest } from './expand-print-request.js';
import { sendToPrinter } from './printer-socket.js';
import { printQueueRepository, orderIdOf, type ClaimedJob } from './print-queue.repository.js';
import type { TicketDocument } from './print-requests.js';
import { jobOf } from './print-targets.js';
import { failureMessage } from './printers.service.js';
import { printersRepository } from './printers.repository.js';

export type PrintWorker = {
  /** Look for work now (an order was just stored); runs never overlap, a kick during one runs another. */
  kick(): void;
  start(): void;
  /** Stops polling and waits for the round under way (its sends included). */
  stop(): Promise<void>;
  /** Tests: resolves when no round is running. */
  idle(): Promise<void>;
  readonly instance: string;
};

/** Requests expanded and jobs claimed per pass; a pass repeats while it finds work. */
const CLAIM_BATCH = 20;
const EXPANSIONS_PER_ROUND = 200;

type Log = { error(obj: object, msg: string): void };

/**
 * The print queue's worker (docs/architecture.md, "The print queue"): expands pending requests into
 * jobs, then claims due jobs with a lease and sends each to its printer, marking it done only when
 * the printer took every byte. A failed send is retried with backoff; after PRINT_BACKUP_AFTER_FAILURES
 * failures it alternates with the station's backup printer; a job older than PRINT_HOLD_AFTER_MINUTES
 * is held for a person instead of printed late.
 */
export function printWorker(deps: AppDeps, log: Log, instance: string = randomUUID()): PrintWorker {
  const cfg = deps.config.printQueue;
  const timeouts = deps.config.printerTimeouts;
  const repo = printQueueRepository(deps.db, deps.dialect);
  const leaseMs = timeouts.connectMs + timeouts.jobMs + 5000;
  const nowMs = () => deps.clock.now().getTime();
  const iso = (ms: number) => new Date(ms).toISOString();
  const backoff = (attempts: number) => Math.min(cfg.retryBaseMs * 2 ** Math.max(0, attempts - 1), cfg.retryMaxMs);

  let stopped = true;
  let again = false;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  const touched = new Set<number>();

  const failed = (
    job: ClaimedJob,
    printer: { id: number; name: string } | null,
    status: 'pending' | 'held',
    message: string,
  ) =>
    deps.events.publish('print.failed', {
      jobId: job.id,
      printerId: printer?.id ?? job.printerId,
      printerName: printer?.name ?? null,
      orderId: job.orderId,
      status,
      message,
    });

  /** Each due request, in its own transaction: claimed, expanded, its jobs stored, marked expanded. */
  async function expandDue(): Promise<void> {
    for (let n = 0; n < EXPANSIONS_PER_ROUND && !stopped; n++) {
      const now = iso(nowMs());
      let claimedId: number | undefined;
      try {
        const done = await deps.db.transaction().execute(async (tx) => {
          const claimed = await repo.claimRequest(tx, now);
          if (!claimed) return null;
          claimedId = claimed.id;
          const tickets = await expandPrintRequest({ db: tx, config: deps.config }, claimed.request);
          const jobs = [];
          for (const ticket of tickets) jobs.push(await jobOf(tx, claimed.id, ticket));
          const ids = await repo.insertJobs(tx, jobs, now);
          await repo.markExpanded(tx, claimed.id, now);
          return { request: claimed.request, jobs, ids };
        });
        if (!done) return;
        done.jobs.forEach((job, i) => {
          if (job.printerId !== null) touched.add(job.printerId);
          if (job.status === 'held') {
            deps.events.publish('print.failed', {
              jobId: done.ids[i],
              printerId: null,
              printerName: null,
              orderId: orderIdOf(done.request),
              status: 'held',
              message: job.lastError ?? PRINTING_MESSAGES.noPrinter,
            });
          }
        });
      } catch (err) {
        if (claimedId === undefined) throw err;
        log.error({ err, requestId: claimedId }, 'No se pudo preparar un tiquete; se reintentará');
        await repo.expansionFailed(claimedId, String(err), iso(nowMs() + cfg.retryMaxMs));
      }
    }
  }

  const printerFor = (job: ClaimedJob): number | null => {
    const past = job.attempts - cfg.backupAfterFailures;
    if (job.backupPrinterId !== null && past >= 0 && past % 2 === 0) return job.backupPrinterId;
    return job.printerId ?? job.backupPrinterId;
  };

  async function sendOne(job: ClaimedJob, printer: Printer | undefined): Promise<void> {
    const now = nowMs();
    if (Date.parse(job.createdAt) + cfg.holdAfterMs < now) {
      const message = PRINTING_MESSAGES.tooOld(Math.round(cfg.holdAfterMs / 60_000));
      if (await repo.markHeld(job.id, instance, message, iso(now))) failed(job, printer ?? null, 'held', message);
      return;
    }
    if (!printer) {
      const message = PRINTING_MESSAGES.printerDeleted;
      if (await repo.markHeld(job.id, instance, message, iso(now))) failed(job, null, 'held', message);
      return;
    }
    if (!(await repo.renewClaim(job.id, instance, iso(now + leaseMs)))) return;
    touched.add(printer.id);
    const bytes = encodeTicket(JSON.parse(job.document) as TicketDocument, printer);
    const sent = await sendToPrinter(printer, bytes, timeouts);
    const at = iso(nowMs());
    if (sent.ok) {
      await repo.markDone(job.id, instance, at);
      await recordHealth(printer.id, true, null, at);
      return;
    }
    const error = failureMessage(sent.failure, printer.host, printer.port);
    const attempts = await repo.markFailed(job.id, instance, error, iso(nowMs() + backoff(job.attempts + 1)), at);
    await recordHealth(printer.id, false, error, at);
    // The toast once, when its retries ran out (the job stays pending, alternating with any backup).
    if (attempts === cfg.backupAfterFailures) failed(job, printer, 'pending', PRINTING_MESSAGES.failed(printer.name));
  }

  async function recordHealth(printerId: number, reachable: boolean, error: string | null, at: string) {
    try {
      await repo.recordHealth(printerId, reachable, error, at);
    } catch (err) {
      // The printer was deleted meanwhile: nothing to report on.
      log.error({ err, printerId }, 'No se pudo guardar el estado de la impresora');
    }
  }

  /** Claims due jobs and sends them: in order on each printer, the printers side by side. */
  async function sendDue(): Promise<void> {
    const printers = new Map((await printersRepository(deps.db).list()).map((p) => [p.id, p]));
    while (!stopped) {
      const now = nowMs();
      const jobs = await repo.claimJobs(instance, iso(now), iso(now + leaseMs), CLAIM_BATCH);
      if (jobs.length === 0) return;
      const lanes = new Map<number | null, ClaimedJob[]>();
      for (const job of jobs) {
        const id = printerFor(job);
        lanes.set(id, [...(lanes.get(id) ?? []), job]);
      }
      await Promise.all(
        [...lanes].map(async ([printerId, own]) => {
          for (const job of own) await sendOne(job, printerId === null ? undefined : printers.get(printerId));
        }),
      );
    }
  }

  async function round(): Promise<void> {
    do {
      again = false;
      await expandDue();
      await sendDue();
      if (touched.size > 0) {
        deps.events.publish('print.status-changed', { printerIds: [...touched] });
        touched.clear();
      }
    } while (again && !stopped);
  }

  const kick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = round()
      .catch((err: unknown) => log.error({ err }, 'Falló una vuelta de la cola de impresión; se reintentará'))
      .finally(() => {
        running = null;
      });
  };

  return {
    instance,
    kick,
    start() {
      if (!stopped) return;
      stopped = false;
      timer = setInterval(kick, cfg.pollMs);
      timer.unref();
      kick();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
    async idle() {
      while (running) await running;
    },
  };
}
