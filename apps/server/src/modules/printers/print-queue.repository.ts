import type { Transaction } from 'kysely';
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
};

export type ClaimedJob = {
  id: number;
  printerId: number | null;
  backupPrinterId: number | null;
  document: string;
  attempts: number;
  createdAt: string;
  /** The order its request names, for the cashier's toast. */
  orderId: number | null;
};

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
    /** One due request, locked until the expanding transaction ends. */
    async claimRequest(tx: Tx, nowIso: string): Promise<{ id: number; request: PrintRequest } | undefined> {
      const row = await tx
        .selectFrom('print_requests')
        .select(['id', 'payload'])
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', nowIso)
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(1)
        .$if(pg, (q) => q.forUpdate().skipLocked())
        .executeTakeFirst();
      return row && { id: row.id, request: JSON.parse(row.payload) as PrintRequest };
    },

    async markExpanded(tx: Tx, id: number, nowIso: string): Promise<void> {
      await tx
        .updateTable('print_requests')
        .set({ status: 'expanded', expanded_at: nowIso, last_error: null })
        .where('id', '=', id)
        .execute();
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
    async claimJobs(instance: string, nowIso: string, leaseUntilIso: string, limit: number): Promise<ClaimedJob[]> {
      return db.transaction().execute(async (tx) => {
        const due = await tx
          .selectFrom('print_jobs')
          .select('id')
          .where('status', '=', 'pending')
          .where('next_attempt_at', '<=', nowIso)
          .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', nowIso)]))
          .orderBy('next_attempt_at')
          .orderBy('id')
          .limit(limit)
          .$if(pg, (q) => q.forUpdate().skipLocked())
          .execute();
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
            'j.created_at',
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
      });
    },

    /**
     * Just before a send: still ours and still pending? Extends the lease over the send, so a job
     * claimed in a batch is never sent after its lease ran out and another instance took it.
     */
    async renewClaim(id: number, instance: string, leaseUntilIso: string): Promise<boolean> {
      const result = await db
        .updateTable('print_jobs')
        .set({ claimed_until: leaseUntilIso })
        .where('id', '=', id)
        .where('claimed_by', '=', instance)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async markDone(id: number, instance: string, nowIso: string): Promise<void> {
      await db
        .updateTable('print_jobs')
        .set({
          status: 'done',
          printed_at: nowIso,
          updated_at: nowIso,
          claimed_by: null,
          claimed_until: null,
          last_error: null,
        })
        .where('id', '=', id)
        .where('claimed_by', '=', instance)
        .execute();
    },

    async markFailed(id: number, instance: string, error: string, retryAtIso: string, nowIso: string): Promise<number> {
      const row = await db
        .updateTable('print_jobs')
        .set((eb) => ({
          attempts: eb('attempts', '+', 1),
          next_attempt_at: retryAtIso,
          last_error: error,
          updated_at: nowIso,
          claimed_by: null,
          claimed_until: null,
        }))
        .where('id', '=', id)
        .where('claimed_by', '=', instance)
        .returning('attempts')
        .executeTakeFirst();
      return row?.attempts ?? 0;
    },

    async markHeld(id: number, instance: string | null, error: string, nowIso: string): Promise<boolean> {
      const result = await db
        .updateTable('print_jobs')
        .set({ status: 'held', last_error: error, updated_at: nowIso, claimed_by: null, claimed_until: null })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .$if(instance !== null, (q) => q.where('claimed_by', '=', instance))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** The outcome of the last send to a printer; answers whether its reachability changed. */
    async recordHealth(printerId: number, reachable: boolean, error: string | null, nowIso: string): Promise<boolean> {
      const before = await db
        .selectFrom('printer_health')
        .select(['reachable', 'last_error'])
        .where('printer_id', '=', printerId)
        .executeTakeFirst();
      const values = { reachable: reachable ? 1 : 0, last_error: error, last_attempt_at: nowIso };
      await db
        .insertInto('printer_health')
        .values({ printer_id: printerId, ...values })
        .onConflict((oc) => oc.column('printer_id').doUpdateSet(values))
        .execute();
      return before === undefined || before.reachable !== values.reachable || before.last_error !== error;
    },
  };
}
