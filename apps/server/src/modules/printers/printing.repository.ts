import type {
  OrderPrintJob,
  PrintJob,
  PrintJobStatus,
  PrintRequestKindName,
  PrintingStatus,
} from '@comandero/contracts';
import { ORDER_PRINT_JOBS_MAX, PRINT_JOBS_LIST_MAX, PRINT_KIND_LABELS } from '@comandero/contracts';
import type { Db } from '../../db/database.js';
import { orderIdOf } from './print-queue.repository.js';
import type { PrintRequest } from './print-requests.js';

/** What people see of the print queue: each printer's status, the jobs waiting or held. */
export function printingRepository(db: Db) {
  const jobIdsOf = async (requestIds: readonly number[]): Promise<number[]> =>
    (await db.selectFrom('print_jobs').select('id').where('request_id', 'in', requestIds).execute()).map((r) => r.id);
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
        .where('status', 'in', ['pending', 'held'])
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
        .where('j.status', '=', status)
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
     * Every job whose request names the order: its comandas and fired courses, the voids of its
     * lines, the table moves that carried it, its token, the receipts of its invoice, and the
     * reprints of any of these (a reprint of a reprint too). The candidates are found by their JSON
     * payload (requests made since the order, text patterns) and each is then checked parsed.
     * Null when the order does not exist.
     */
    async orderJobs(orderId: number): Promise<OrderPrintJob[] | null> {
      const order = await db
        .selectFrom('orders')
        .select(['id', 'created_at', 'invoice_id'])
        .where('id', '=', orderId)
        .executeTakeFirst();
      if (!order) return null;
      const items = await db.selectFrom('order_items').select('id').where('order_id', '=', orderId).execute();
      const itemIds = new Set(items.map((i) => i.id));
      const names = (request: PrintRequest): boolean => {
        switch (request.kind) {
          case 'order':
          case 'course-fired':
          case 'token':
            return request.orderId === orderId;
          case 'void':
            return itemIds.has(request.orderItemId);
          case 'table-move':
            return request.orderIds.includes(orderId);
          case 'receipt':
            return order.invoice_id !== null && request.invoiceId === order.invoice_id;
          default:
            return false;
        }
      };
      const patterns = [
        `%"orderId":${orderId},%`,
        `%"orderId":${orderId}}%`,
        `%"orderIds":[%${orderId}%`,
        ...[...itemIds].map((id) => `%"orderItemId":${id},%`),
        ...(order.invoice_id === null ? [] : [`%"invoiceId":${order.invoice_id},%`]),
      ];
      const requests = await db
        .selectFrom('print_requests')
        .select(['id', 'payload'])
        .where('created_at', '>=', order.created_at)
        .where((eb) => eb.or(patterns.map((p) => eb('payload', 'like', p))))
        .execute();
      const requestIds = requests.filter((r) => names(JSON.parse(r.payload) as PrintRequest)).map((r) => r.id);
      const jobIds = new Set<number>();
      let found = requestIds.length === 0 ? [] : await jobIdsOf(requestIds);
      // Reprints name a job, not the order: follow them until no new one turns up.
      while (found.length > 0) {
        for (const id of found) jobIds.add(id);
        const reprints = await db
          .selectFrom('print_requests')
          .select(['id', 'payload'])
          .where('kind', '=', 'reprint')
          .where('created_at', '>=', order.created_at)
          .where((eb) => eb.or(found.map((id) => eb('payload', 'like', `%"jobId":${id}}%`))))
          .execute();
        const next = reprints
          .filter((r) => {
            const request = JSON.parse(r.payload) as PrintRequest;
            return request.kind === 'reprint' && found.includes(request.jobId);
          })
          .map((r) => r.id);
        found = next.length === 0 ? [] : (await jobIdsOf(next)).filter((id) => !jobIds.has(id));
      }
      if (jobIds.size === 0) return [];
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
        .where('j.id', 'in', [...jobIds])
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

    async job(id: number) {
      return db.selectFrom('print_jobs').select(['id', 'status', 'printer_id']).where('id', '=', id).executeTakeFirst();
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
