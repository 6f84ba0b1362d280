import { ORDERS_MESSAGES, PRINTING_MESSAGES } from '@comandero/contracts';
import type { AppDeps } from '../../app-deps.js';
import { conflict, notFound } from '../../http/http-error.js';
import { enqueuePrint } from './print-outbox.js';
import { printingRepository } from './printing.repository.js';

const M = PRINTING_MESSAGES;

export function printingService(deps: AppDeps) {
  const repo = printingRepository(deps.db);
  const now = () => deps.clock.now().toISOString();
  return {
    status: () => repo.status(),
    jobs: (status: 'held' | 'pending') => repo.jobs(status),

    /** The order's tickets, for its reprint from the orders screen. */
    async orderJobs(orderId: number) {
      const jobs = await repo.orderJobs(orderId);
      if (!jobs) throw notFound(ORDERS_MESSAGES.orderNotFound);
      return jobs;
    },

    /**
     * Any past job, printed or not, again as a new request: expanded to where its target points now.
     * A held job is resolved by it (no longer held: the reprint is its paper), in the same
     * transaction, so it is neither listed for a person twice nor lost.
     */
    async reprint(jobId: number): Promise<void> {
      const job = await repo.job(jobId);
      if (!job) throw notFound(M.jobNotFound);
      const resolved = await deps.db.transaction().execute(async (tx) => {
        const at = now();
        await enqueuePrint(tx, { kind: 'reprint', jobId }, at);
        return job.status === 'held' && (await repo.resolveHeld(tx, jobId, at));
      });
      deps.events.publish('print.requested', {});
      if (resolved) {
        deps.events.publish('print.status-changed', { printerIds: job.printer_id === null ? [] : [job.printer_id] });
      }
    },

    /** Whether the terminal prints its paper on a network printer (Configuraciones → Impresoras). */
    async terminalPrinter(terminalId: string | null) {
      const row = terminalId === null ? undefined : await repo.terminalPrinter(terminalId);
      return { receiptPrinter: row !== undefined, printerName: row?.name ?? null };
    },

    /**
     * The POS's "Imprimir turno": the order's token slip on the terminal's receipt printer, through
     * the queue (a request, printed by the worker). 409 when the terminal has none: the POS prints
     * in the browser then.
     */
    async tokenSlip(orderId: number, terminalId: string | null): Promise<void> {
      const order = await deps.db.selectFrom('orders').select('id').where('id', '=', orderId).executeTakeFirst();
      if (!order) throw notFound(ORDERS_MESSAGES.orderNotFound);
      if (terminalId === null || !(await repo.terminalPrinter(terminalId))) throw conflict(M.noTerminalPrinter);
      await deps.db.transaction().execute((tx) => enqueuePrint(tx, { kind: 'token', orderId, terminalId }, now()));
      deps.events.publish('print.requested', {});
    },

    /** A pending or held job that nobody wants any more (the printer's outage outlived the order). */
    async discard(jobId: number): Promise<void> {
      const job = await repo.job(jobId);
      if (!job) throw notFound(M.jobNotFound);
      if (!(await repo.discard(jobId, now()))) throw conflict(M.notDiscardable);
      deps.events.publish('print.status-changed', { printerIds: job.printer_id === null ? [] : [job.printer_id] });
    },
  };
}
