import { sql, type Kysely, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { DialectName } from '../../db/dialect.js';
import type { Database } from '../../db/types.js';
import { insertRowsReturningIds } from '../../db/rows-insert.js';
import type { PrintRequest } from './print-requests.js';

type Tx = Transaction<Database>;

export type NewJob = {
  requestId: number;
  printerId: number | null;
  backupPrinterId: number | null;
  targetKind: string;
  stationId: number | null;
  terminalId: string | null;
  targetLabel: string;
  document: string;
  status: 'pending' | 'held';
  lastError: string | null;
  /** Stored already leased to this instance (the pass that expands it sends it): see expandDue. */
  lease?: { instance: string; until: string };
};

export type ClaimedJob = {
  id: number;
  printerId: number | null;
  backupPrinterId: number | null;
  document: string;
  attempts: number;
  /** When its request was stored (the order, the reprint…): a job too old by then is held. */
  createdAt: string;
  /** The order its request names, for the cashier's toast. */
  orderId: number | null;
};

/** What became of one claimed job in a pass. */
export type SendOutcome =
  | { id: number; kind: 'done' }
  | { id: number; kind: 'failed'; error: string; retryAtIso: string }
  | { id: number; kind: 'held'; error: string }
  /** Not tried in this pass: free for the next one, or from `retryAtIso` (its printer just failed). */
  | { id: number; kind: 'released'; retryAtIso?: string };

export type Settled = { attempts: Map<number, number>; held: Set<number> };

/**
 * 'pending' written into the SQL, not bound: the queue's partial indexes (print_requests_pending,
 * print_jobs_due: `(next_attempt_at, id) WHERE status = 'pending'`, migration 0021) serve only a query
 * whose WHERE says so at prepare time. With a bound parameter SQLite scanned every request ever
 * stored (the probe and the claim) and read and sorted every pending job in each claim; a PostgreSQL
 * generic plan cannot use them either.
 */
const PENDING = sql.lit('pending');

/** The order a request names (an order's comandas, its token slip), if any. */
export function orderIdOf(request: PrintRequest): number | null {
  return request.kind === 'order' || request.kind === 'token' ? request.orderId : null;
}

/**
 * The queries of the print queue's two stages. Claims lock rows with FOR UPDATE SKIP LOCKED on
 * PostgreSQL, so instances sharing the database each take different rows and never wait on one
 * another; SQLite has one writer at a time and no such clause (every transaction begins IMMEDIATE).
 */
export function printQueueRepository(db: Db, dialect: DialectName) {
  const pg = dialect === 'postgres';
  return {
    /** Whether a request or a job is waiting (due or not): the worker's probe before opening a transaction. */
    async anythingPending(): Promise<boolean> {
      const [request, job] = await Promise.all([
        db.selectFrom('print_requests').select('id').where('status', '=', PENDING).limit(1).executeTakeFirst(),
        db.selectFrom('print_jobs').select('id').where('status', '=', PENDING).limit(1).executeTakeFirst(),
      ]);
      return request !== undefined || job !== undefined;
    },

    /**
     * Up to `limit` due requests: on PostgreSQL locked until the expanding transaction ends; on SQLite
     * read (by the expansion thread, or in the writer's transaction), the store refusing any expanded
     * meanwhile (markExpanded). The payload is parsed by the caller, per request.
     */
    async claimRequests(
      db: Kysely<Database>,
      nowIso: string,
      limit: number,
    ): Promise<{ id: number; payload: string; created_at: string }[]> {
      const rows = await db
        .selectFrom('print_requests')
        .select(['id', 'payload', 'created_at'])
        .where('status', '=', PENDING)
        .where('next_attempt_at', '<=', nowIso)
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(limit)
        .$if(pg, (q) => q.forUpdate().skipLocked())
        .execute();
      return rows;
    },

    /** Throws (the transaction rolls back) when one of them is no longer pending: it was expanded meanwhile. */
    async markExpanded(tx: Tx, ids: readonly number[], nowIso: string): Promise<void> {
      if (ids.length === 0) return;
      const { numUpdatedRows } = await tx
        .updateTable('print_requests')
        .set({ status: 'expanded', expanded_at: nowIso, last_error: null })
        .where('id', 'in', ids)
        .where('status', '=', PENDING)
        .executeTakeFirstOrThrow();
      if (Number(numUpdatedRows) !== ids.length) throw new Error('Una solicitud de impresión ya se había preparado');
    },

    /** An expansion that threw is tried again later; its error stays visible on the row. */
    async expansionFailed(id: number, error: string, retryAtIso: string): Promise<void> {
      await db
        .updateTable('print_requests')
        .set((eb) => ({ attempts: eb('attempts', '+', 1), next_attempt_at: retryAtIso, last_error: error }))
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .execute();
    },

    async insertJobs(tx: Tx, jobs: readonly NewJob[], nowIso: string): Promise<number[]> {
      if (jobs.length === 0) return [];
      return insertRowsReturningIds(
        tx,
        'print_jobs',
        jobs.map((j) => ({
          request_id: j.requestId,
          printer_id: j.printerId,
          backup_printer_id: j.backupPrinterId,
          target_kind: j.targetKind,
          station_id: j.stationId,
          terminal_id: j.terminalId,
          target_label: j.targetLabel,
          document: j.document,
          status: j.status,
          attempts: 0,
          next_attempt_at: nowIso,
          claimed_by: j.lease?.instance ?? null,
          claimed_until: j.lease?.until ?? null,
          last_error: j.lastError,
          created_at: nowIso,
          updated_at: nowIso,
        })),
      );
    },

    /**
     * Takes up to `limit` due jobs for this instance until `leaseUntilIso`: pending, due, and not
     * under another instance's live lease (an instance that died leaves its lease to run out).
     */
    async claimJobs(
      tx: Tx,
      instance: string,
      nowIso: string,
      leaseUntilIso: string,
      limit: number,
    ): Promise<ClaimedJob[]> {
      {
        // In the order of print_jobs_due, read from it: the claim stops after `limit` due rows
        // instead of reading and sorting every pending one (a backlog of thousands under a rush).
        // SQLite's planner prefers print_jobs_status_idx's equality on status when left to choose.
        const due = pg
          ? await tx
              .selectFrom('print_jobs')
              .select('id')
              .where('status', '=', PENDING)
              .where('next_attempt_at', '<=', nowIso)
              .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', nowIso)]))
              .orderBy('next_attempt_at')
              .orderBy('id')
              .limit(limit)
              .forUpdate()
              .skipLocked()
              .execute()
          : (
              await sql<{ id: number }>`select id from print_jobs indexed by print_jobs_due
                where status = 'pending' and next_attempt_at <= ${nowIso}
                  and (claimed_until is null or claimed_until < ${nowIso})
                order by next_attempt_at, id limit ${limit}`.execute(tx)
            ).rows;
        if (due.length === 0) return [];
        const ids = due.map((d) => d.id);
        await tx
          .updateTable('print_jobs')
          .set({ claimed_by: instance, claimed_until: leaseUntilIso })
          .where('id', 'in', ids)
          .execute();
        const rows = await tx
          .selectFrom('print_jobs as j')
          .innerJoin('print_requests as r', 'r.id', 'j.request_id')
          .select([
            'j.id',
            'j.printer_id',
            'j.backup_printer_id',
            'j.document',
            'j.attempts',
            // A ticket's age counts from its request (the order), not from its expansion after a restart.
            'r.created_at',
            'r.payload',
          ])
          .where('j.id', 'in', ids)
          .orderBy('j.id')
          .execute();
        return rows.map((r) => ({
          id: r.id,
          printerId: r.printer_id,
          backupPrinterId: r.backup_printer_id,
          document: r.document,
          attempts: r.attempts,
          createdAt: r.created_at,
          orderId: orderIdOf(JSON.parse(r.payload) as PrintRequest),
        }));
      }
    },

    /**
     * The outcomes of one claim's sends, in one transaction (one commit per pass, not per ticket):
     * printed, failed (retried later), held, or not tried (released for the next pass). Only rows
     * still claimed by this instance change. Answers each failed job's attempts and the held ones.
     */
    async settle(tx: Tx, instance: string, outcomes: readonly SendOutcome[], nowIso: string): Promise<Settled> {
      const settled: Settled = { attempts: new Map(), held: new Set() };
      if (outcomes.length === 0) return settled;
      {
        const ids = (kind: SendOutcome['kind']) => outcomes.filter((o) => o.kind === kind).map((o) => o.id);
        const done = ids('done');
        if (done.length > 0) {
          // claimed_by stays on a printed job: which instance printed it.
          await tx
            .updateTable('print_jobs')
            .set({ status: 'done', printed_at: nowIso, updated_at: nowIso, claimed_until: null, last_error: null })
            .where('id', 'in', done)
            .where('claimed_by', '=', instance)
            .execute();
        }
        const released = outcomes.filter((o) => o.kind === 'released' && !o.retryAtIso).map((o) => o.id);
        if (released.length > 0) {
          await tx
            .updateTable('print_jobs')
            .set({ claimed_by: null, claimed_until: null })
            .where('id', 'in', released)
            .where('claimed_by', '=', instance)
            .execute();
        }
        for (const o of outcomes) {
          if (o.kind === 'released' && o.retryAtIso) {
            await tx
              .updateTable('print_jobs')
              .set({ claimed_by: null, claimed_until: null, next_attempt_at: o.retryAtIso })
              .where('id', '=', o.id)
              .where('claimed_by', '=', instance)
              .execute();
          } else if (o.kind === 'failed') {
            const row = await tx
              .updateTable('print_jobs')
              .set((eb) => ({
                attempts: eb('attempts', '+', 1),
                next_attempt_at: o.retryAtIso,
                last_error: o.error,
                updated_at: nowIso,
                claimed_by: null,
                claimed_until: null,
              }))
              .where('id', '=', o.id)
              .where('claimed_by', '=', instance)
              .returning('attempts')
              .executeTakeFirst();
            if (row) settled.attempts.set(o.id, row.attempts);
          } else if (o.kind === 'held') {
            const row = await tx
              .updateTable('print_jobs')
              .set({ status: 'held', last_error: o.error, updated_at: nowIso, claimed_by: null, claimed_until: null })
              .where('id', '=', o.id)
              .where('claimed_by', '=', instance)
              .where('status', '=', 'pending')
              .returning('id')
              .executeTakeFirst();
            if (row) settled.held.add(o.id);
          }
        }
        return settled;
      }
    },

    /**
     * Deletes what nobody needs any more: jobs printed or discarded before `beforeIso`, then the
     * requests expanded before it that have no job left (their order links go with them). Held and
     * pending jobs stay, however old: a person has to see them. Answers the jobs and requests deleted.
     */
    async purge(beforeIso: string): Promise<{ jobs: number; requests: number }> {
      // One transaction, so that no reader sees a request's jobs gone while the request and its
      // order links are still there.
      return db.transaction().execute(async (tx) => {
        const jobs = await tx
          .deleteFrom('print_jobs')
          // Literal, as print_jobs_closed's condition (migration 0048): a partial index needs it at prepare time.
          .where(sql<boolean>`status in ('done', 'discarded')`)
          .where('updated_at', '<', beforeIso)
          .executeTakeFirst();
        const requests = await tx
          .deleteFrom('print_requests')
          .where('status', '=', 'expanded')
          .where('expanded_at', '<', beforeIso)
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(selectFrom('print_jobs').select('id').whereRef('print_jobs.request_id', '=', 'print_requests.id')),
            ),
          )
          .executeTakeFirst();
        return { jobs: Number(jobs.numDeletedRows), requests: Number(requests.numDeletedRows) };
      });
    },

    /** The outcome of the last send to a printer, for every instance's status answer. */
    async recordHealth(printerId: number, reachable: boolean, error: string | null, nowIso: string): Promise<void> {
      const values = { reachable: reachable ? 1 : 0, last_error: error, last_attempt_at: nowIso };
      await db
        .insertInto('printer_health')
        .values({ printer_id: printerId, ...values })
        .onConflict((oc) => oc.column('printer_id').doUpdateSet(values))
        .execute();
    },
  };
}
