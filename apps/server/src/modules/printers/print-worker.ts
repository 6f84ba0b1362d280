import { randomUUID } from 'node:crypto';
import { PRINTING_MESSAGES, type Printer } from '@comandero/contracts';
import type { AppDeps } from '../../app-deps.js';
import { pollingLoop } from '../../lib/polling-worker.js';
import { runPrintPassOnWriterThread } from '../pos/order-writer-thread.js';
import { expandDue, runPrintPass, type ExpandedJob, type PassArgs, type PassResult } from './print-pass.js';
import {
  closeExpansionReader,
  expansionThreadReady,
  prepareOnExpansionThread,
  warmExpansionThread,
} from './print-expansion-thread.js';
import { sendOnThread, warmSenderThread } from './print-sender-thread.js';
import { printQueueRepository, type ClaimedJob, type SendOutcome, type Settled } from './print-queue.repository.js';
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

/** Requests expanded per pass; a pass repeats while it finds work. */
const CLAIM_BATCH = 100;
/**
 * Jobs claimed per pass, those it expands included: an order has a comanda per station it uses, so
 * a full pass's expansion is leased whole rather than left for the next pass to claim (a second
 * write of each job).
 */
const JOB_CLAIM_BATCH = 3 * CLAIM_BATCH;
/**
 * Tickets sent in one connection to a printer: as many as it prints within PRINTER_JOB_TIMEOUT_MS
 * at PRINT_MS_PER_TICKET each (a comanda is 10–15 cm, and printers take 150–250 mm/s once their
 * few kilobytes of buffer are full), between 4 and 16: 12 with the default 10 s. Under load a
 * connection (its handshake, its close, a printer taking one at a time) costs more than a ticket.
 */
const PRINT_MS_PER_TICKET = 800;
const ticketsPerSend = (jobMs: number) => Math.max(4, Math.min(16, Math.floor(jobMs / PRINT_MS_PER_TICKET)));
/**
 * A pass that claimed at least COALESCE_FROM_JOBS jobs (about six orders' comandas: the queue is
 * busy) is followed by a pause of COALESCE_MS before the next pass. It adds at most that to a
 * ticket's time to the printer, and only under load (issue 20: p99 < 300 ms).
 */
const COALESCE_FROM_JOBS = 24;
const COALESCE_MS = 40;
/** A printer's unchanged status is rewritten this often (lastAttemptAt), not after every ticket. */
const HEALTH_REFRESH_MS = 30_000;

/** An event to publish once the pass's outcomes are stored, if they were (held, or retries spent). */
type Notice = { id: number; on: 'held' | 'retries-spent'; publish: () => void };

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
  /** The longest one send may take, with a margin; a claim's lease is twice that (see sendLane). */
  const sendMs = timeouts.connectMs + timeouts.jobMs + 5000;
  const perSend = ticketsPerSend(timeouts.jobMs);
  const nowMs = () => deps.clock.now().getTime();
  const iso = (ms: number) => new Date(ms).toISOString();
  const backoff = (attempts: number) => Math.min(cfg.retryBaseMs * 2 ** Math.max(0, attempts - 1), cfg.retryMaxMs);

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

  /**
   * The database part of a pass: on SQLite read and laid out on the print expansion's thread, then
   * stored on the order writer's thread (its connection, beside the orders' group commits: no lock
   * to wait for, and no BEGIN, query or COMMIT's disk flush on the thread that answers the orders),
   * on PostgreSQL here (its I/O does not hold the event loop).
   */
  const sqliteFile = deps.sqliteFile;
  const runPass = async (args: PassArgs): Promise<PassResult> => {
    if (!sqliteFile) return runPrintPass(deps, args);
    // The requests read and laid out first on the print expansion's thread, at low priority: the
    // writer's thread, which every order waits on, then only stores them. The thread starts with the
    // first pass that has work (a store that prints nothing never loads it); until it has loaded,
    // the writer's thread expands them itself.
    if (!expansionThreadReady()) {
      if (args.limit > 0) warmExpansionThread();
      return runPrintPassOnWriterThread(sqliteFile, deps.config, args);
    }
    const prepared =
      args.limit === 0 ? [] : await prepareOnExpansionThread(sqliteFile, deps.config, args.now, args.limit);
    return runPrintPassOnWriterThread(sqliteFile, deps.config, { ...args, prepared });
  };

  /** Jobs stored held at expansion (nowhere to print): the toast says so. */
  function announce(expanded: ExpandedJob[]): void {
    for (const job of expanded) {
      if (job.printerId !== null) touched.add(job.printerId);
      if (!job.held) continue;
      deps.events.publish('print.failed', {
        jobId: job.id,
        printerId: null,
        printerName: null,
        orderId: job.orderId,
        status: 'held',
        message: job.lastError ?? PRINTING_MESSAGES.noPrinter,
      });
    }
  }

  /**
   * One pass, one commit (runPrintPass, print-pass.ts): the last pass's send outcomes stored, due
   * requests expanded, due jobs claimed with a lease.
   */
  async function pass(outcomes: SendOutcome[], limit: number) {
    const claimedAt = nowMs();
    const now = iso(claimedAt);
    // Nothing to store and nothing queued (a store without printers, a wake on every order): two
    // index probes instead of a transaction, so an idle queue adds no commit to the order path.
    if (outcomes.length === 0 && !(await repo.anythingPending())) {
      const settled: Settled = { attempts: new Map(), held: new Set() };
      return { settled, expanded: [] as ExpandedJob[], jobs: [] as ClaimedJob[], claimedAt };
    }
    const leaseUntil = iso(claimedAt + 2 * sendMs);
    const result = await runPass({ instance, outcomes, limit, jobLimit: JOB_CLAIM_BATCH, now, leaseUntil });
    return { ...result, claimedAt };
  }

  /** After a pass whose expansion threw: each request alone, so only the failing one waits, its error on the row. */
  async function expandOneByOne(): Promise<void> {
    for (let n = 0; n < CLAIM_BATCH && !loop.stopped; n++) {
      const claimed: number[] = [];
      try {
        const now = iso(nowMs());
        const { expanded } = await deps.db.transaction().execute((tx) => expandDue(deps, tx, now, 1, claimed));
        announce(expanded);
        if (claimed.length === 0) return;
      } catch (err) {
        if (claimed.length === 0) throw err;
        log.error({ err, requestId: claimed[0] }, 'No se pudo preparar un tiquete; se reintentará');
        await repo.expansionFailed(claimed[0], String(err), iso(nowMs() + cfg.retryMaxMs));
      }
    }
  }

  const printerFor = (job: ClaimedJob): number | null => {
    const past = job.attempts - cfg.backupAfterFailures;
    if (job.backupPrinterId !== null && past >= 0 && past % 2 === 0) return job.backupPrinterId;
    return job.printerId ?? job.backupPrinterId;
  };

  /**
   * One printer's claimed jobs, in order, answering what became of each (stored by the caller in
   * one commit). Up to ticketsPerSend tickets go in one connection, one after the other, each
   * with its cut: under load a connection costs several turns of the event loop, and a printer takes
   * one connection at a time. A failed send fails its tickets; the ones behind wait for its retry
   * (not counted as attempts). A send starts only with a whole send's time left on the lease (half of
   * it), so no other instance can take a job while we send it.
   */
  async function sendLane(
    jobs: ClaimedJob[],
    printer: Printer | undefined,
    claimedAt: number,
    notices: Notice[],
  ): Promise<SendOutcome[]> {
    const outcomes: SendOutcome[] = [];
    const sendable: ClaimedJob[] = [];
    for (const job of jobs) {
      if (Date.parse(job.createdAt) + cfg.holdAfterMs < nowMs()) {
        const error = PRINTING_MESSAGES.tooOld(Math.round(cfg.holdAfterMs / 60_000));
        outcomes.push({ id: job.id, kind: 'held', error });
        notices.push({ id: job.id, on: 'held', publish: () => failed(job, printer ?? null, 'held', error) });
      } else if (!printer) {
        const error = PRINTING_MESSAGES.printerDeleted;
        outcomes.push({ id: job.id, kind: 'held', error });
        notices.push({ id: job.id, on: 'held', publish: () => failed(job, null, 'held', error) });
      } else {
        sendable.push(job);
      }
    }
    if (!printer) return outcomes;
    let retryAtIso: string | undefined;
    for (let k = 0; k < sendable.length; k += perSend) {
      const chunk = sendable.slice(k, k + perSend);
      if (retryAtIso || loop.stopped || nowMs() - claimedAt > sendMs) {
        for (const job of chunk) outcomes.push({ id: job.id, kind: 'released', ...(retryAtIso ? { retryAtIso } : {}) });
        continue;
      }
      touched.add(printer.id);
      // Encoded and sent on the sender thread: the order path shares this thread with us.
      const sent = await sendOnThread(
        printer,
        chunk.map((job) => job.document),
        timeouts,
      );
      const at = iso(nowMs());
      if (sent.ok) {
        for (const job of chunk) outcomes.push({ id: job.id, kind: 'done' });
        await recordHealth(printer.id, true, null, at);
        continue;
      }
      const error = failureMessage(sent.failure, printer.host, printer.port);
      await recordHealth(printer.id, false, error, at);
      for (const job of chunk) {
        const retry = iso(nowMs() + backoff(job.attempts + 1));
        retryAtIso ??= retry;
        outcomes.push({ id: job.id, kind: 'failed', error, retryAtIso: retry });
        // The toast once, when its retries ran out (the job stays pending, alternating with any backup).
        notices.push({
          id: job.id,
          on: 'retries-spent',
          publish: () => failed(job, printer, 'pending', PRINTING_MESSAGES.failed(printer.name)),
        });
      }
    }
    return outcomes;
  }

  /** What this instance last wrote per printer: an unchanged outcome is written at most every HEALTH_REFRESH_MS. */
  const written = new Map<number, { state: string; at: number }>();
  async function recordHealth(printerId: number, reachable: boolean, error: string | null, at: string) {
    const state = `${reachable}|${error ?? ''}`;
    const last = written.get(printerId);
    const atMs = Date.parse(at);
    if (last && last.state === state && atMs - last.at < HEALTH_REFRESH_MS) return;
    written.set(printerId, { state, at: atMs });
    try {
      await repo.recordHealth(printerId, reachable, error, at);
    } catch (err) {
      // The printer was deleted meanwhile: nothing to report on.
      log.error({ err, printerId }, 'No se pudo guardar el estado de la impresora');
    }
  }

  /** Sends claimed jobs: in order on each printer, the printers side by side. */
  async function sendAll(jobs: ClaimedJob[], claimedAt: number, notices: Notice[]): Promise<SendOutcome[]> {
    const printers = new Map((await printersRepository(deps.db).list()).map((p) => [p.id, p]));
    const lanes = new Map<number | null, ClaimedJob[]>();
    for (const job of jobs) {
      const id = printerFor(job);
      lanes.set(id, [...(lanes.get(id) ?? []), job]);
    }
    const outcomes = await Promise.all(
      [...lanes].map(([printerId, own]) =>
        sendLane(own, printerId === null ? undefined : printers.get(printerId), claimedAt, notices),
      ),
    );
    return outcomes.flat();
  }

  /** When this worker last deleted old tickets (print_jobs done or discarded, their requests). */
  let purgedAt = -Infinity;
  async function purgeIfDue(): Promise<void> {
    const at = nowMs();
    if (at - purgedAt < cfg.purgeEveryMs) return;
    purgedAt = at;
    try {
      await repo.purge(iso(at - cfg.keepDays * 86_400_000));
    } catch (err) {
      log.error({ err }, 'No se pudieron borrar los tiquetes viejos; se intentará más tarde');
    }
  }

  /** Passes until one finds nothing to do; the last one stores the previous pass's outcomes. */
  async function round(): Promise<void> {
    await purgeIfDue();
    let outcomes: SendOutcome[] = [];
    let notices: Notice[] = [];
    for (;;) {
      const limit = loop.stopped ? 0 : CLAIM_BATCH;
      let p;
      try {
        p = await pass(outcomes, limit);
      } catch (err) {
        if (limit === 0) throw err;
        log.error({ err }, 'No se pudo preparar un lote de tiquetes; se prepara uno por uno');
        p = await pass(outcomes, 0);
        await expandOneByOne();
        loop.runAgain();
      }
      for (const n of notices) {
        const published =
          n.on === 'held' ? p.settled.held.has(n.id) : p.settled.attempts.get(n.id) === cfg.backupAfterFailures;
        if (published) n.publish();
      }
      announce(p.expanded);
      if (p.jobs.length === 0) break;
      notices = [];
      outcomes = await sendAll(p.jobs, p.claimedAt, notices);
      // Under load (a pass that took many jobs) the next one waits a moment to take more at once:
      // each pass is a commit (a disk flush on SQLite, beside the orders' own), and fewer, fuller
      // passes also send more tickets per connection. A quiet queue's passes do not wait.
      if (p.jobs.length >= COALESCE_FROM_JOBS && !loop.stopped) await new Promise((r) => setTimeout(r, COALESCE_MS));
    }
    if (touched.size > 0) {
      deps.events.publish('print.status-changed', { printerIds: [...touched] });
      touched.clear();
    }
  }

  const loop = pollingLoop({
    pollMs: cfg.pollMs,
    round,
    onRoundError: (err: unknown) => log.error({ err }, 'Falló una vuelta de la cola de impresión; se reintentará'),
    onStart: () => warmSenderThread(log),
  });

  return {
    instance,
    kick: loop.kick,
    start: loop.start,
    async stop() {
      await loop.stop();
      // Not awaited: a thread still loading its modules (seconds, on a busy machine) would hold the
      // server's exit. The close waits its turn behind any reading on the thread.
      if (sqliteFile) void closeExpansionReader(sqliteFile).catch(() => {});
    },
    idle: loop.idle,
  };
}
