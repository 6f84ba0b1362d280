import type {
  OrderPrintJob,
  PrintJob,
  PrintJobStatus,
  PrintRequestKindName,
  PrintingStatus,
} from '@comandero/contracts';
import { ORDER_PRINT_JOBS_MAX, PRINT_JOBS_LIST_MAX, PRINT_KIND_LABELS, PRINTING_MESSAGES } from '@comandero/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { orderIdOf } from './print-queue.repository.js';
import type { PrintRequest } from './print-requests.js';

/**
 * The jobs still open, worded as print_jobs_open's condition (migration 0048): a partial index serves
 * only a query that says so in its text (SQLite decides at prepare time; a bound status never matches).
 */
const OPEN = sql<boolean>`status in ('pending', 'held')`;
const OPEN_J = sql<boolean>`j.status in ('pending', 'held')`;

/** What people see of the print queue: each printer's status, the jobs waiting or held. */
export function printingRepository(db: Db) {
  return {
    async status(): Promise<PrintingStatus> {
      const printers = await db
        .selectFrom('printers as p')
        .leftJoin('printer_health as h', 'h.printer_id', 'p.id')
        .select(['p.id', 'p.name', 'h.reachable', 'h.last_error', 'h.last_attempt_at'])
        .orderBy('p.id')
        .execute();
      const counts = await db
        .selectFrom('print_jobs')
        .select(['printer_id', 'status', (eb) => eb.fn.countAll<number>().as('n')])
        .where(OPEN)
        .groupBy(['printer_id', 'status'])
        .execute();
      const count = (printerId: number | null, status: string) =>
        Number(counts.find((c) => c.printer_id === printerId && c.status === status)?.n ?? 0);
      return {
        printers: printers.map((p) => ({
          printerId: p.id,
          name: p.name,
          reachable: p.reachable === null ? null : p.reachable === 1,
          lastError: p.last_error,
          lastAttemptAt: p.last_attempt_at,
          waiting: count(p.id, 'pending'),
          held: count(p.id, 'held'),
        })),
        unassignedHeld: count(null, 'held'),
      };
    },

    async jobs(status: PrintJobStatus): Promise<PrintJob[]> {
      const rows = await db
        .selectFrom('print_jobs as j')
        .innerJoin('print_requests as r', 'r.id', 'j.request_id')
        .leftJoin('printers as p', 'p.id', 'j.printer_id')
        .select([
          'j.id',
          'r.kind',
          'r.payload',
          'j.status',
          'j.printer_id',
          'p.name as printer_name',
          'j.target_label',
          'j.attempts',
          'j.last_error',
          'j.created_at',
          'j.printed_at',
        ])
        .where((eb) =>
          status === 'pending' || status === 'held'
            ? eb.and([OPEN_J, eb('j.status', '=', sql.lit(status))])
            : eb('j.status', '=', status),
        )
        .orderBy('j.id', 'desc')
        .limit(PRINT_JOBS_LIST_MAX)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        kind: r.kind as PrintRequestKindName,
        status: r.status as PrintJobStatus,
        printerId: r.printer_id,
        printerName: r.printer_name,
        targetLabel: r.target_label,
        orderId: orderIdOf(JSON.parse(r.payload) as PrintRequest),
        attempts: r.attempts,
        lastError: r.last_error,
        createdAt: r.created_at,
        printedAt: r.printed_at,
      }));
    },

    /**
     * Every job of a request about the order: its comandas and fired courses, the voids of its
     * lines, the table moves that carried it, its token, the receipts of its invoice, and the
     * reprints of any of these (a reprint is about its job's orders). Read by the order's index
     * (print_request_orders, linked when each request is expanded). Null when the order does not exist.
     */
    async orderJobs(orderId: number): Promise<OrderPrintJob[] | null> {
      const order = await db.selectFrom('orders').select('id').where('id', '=', orderId).executeTakeFirst();
      if (!order) return null;
      const rows = await db
        .selectFrom('print_jobs as j')
        .innerJoin('print_requests as r', 'r.id', 'j.request_id')
        .leftJoin('printers as p', 'p.id', 'j.printer_id')
        .select([
          'j.id',
          'r.kind',
          'j.status',
          'j.target_label',
          'p.name as printer_name',
          'j.created_at',
          'j.printed_at',
        ])
        .innerJoin('print_request_orders as o', 'o.request_id', 'j.request_id')
        .where('o.order_id', '=', orderId)
        .orderBy('j.id', 'desc')
        .limit(ORDER_PRINT_JOBS_MAX)
        .execute();
      return rows.reverse().map((r) => {
        const kind = r.kind as PrintRequestKindName;
        return {
          id: r.id,
          kind,
          label: PRINT_KIND_LABELS[kind] ?? r.kind,
          status: r.status as PrintJobStatus,
          targetLabel: r.target_label,
          printerName: r.printer_name,
          createdAt: r.created_at,
          printedAt: r.printed_at,
        };
      });
    },

    async terminalPrinter(terminalId: string) {
      return db
        .selectFrom('terminal_printers as t')
        .innerJoin('printers as p', 'p.id', 't.printer_id')
        .select(['p.id', 'p.name'])
        .where('t.terminal_id', '=', terminalId)
        .executeTakeFirst();
    },

    async job(id: number) {
      return db.selectFrom('print_jobs').select(['id', 'status', 'printer_id']).where('id', '=', id).executeTakeFirst();
    },

    /** A held job reprinted: out of the held list (the reprint prints it); answers whether it was still held. */
    async resolveHeld(tx: Db, id: number, nowIso: string): Promise<boolean> {
      const result = await tx
        .updateTable('print_jobs')
        .set({ status: 'discarded', last_error: PRINTING_MESSAGES.reprintedHeld, updated_at: nowIso })
        .where('id', '=', id)
        .where('status', '=', 'held')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Only a job not printed yet; answers whether it was. */
    async discard(id: number, nowIso: string): Promise<boolean> {
      const result = await db
        .updateTable('print_jobs')
        .set({ status: 'discarded', updated_at: nowIso, claimed_by: null, claimed_until: null })
        .where('id', '=', id)
        .where('status', 'in', ['pending', 'held'])
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
