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

    /** Any past job, printed or not, again as a new request: expanded to where its target points now. */
    async reprint(jobId: number): Promise<void> {
      if (!(await repo.job(jobId))) throw notFound(M.jobNotFound);
      await deps.db.transaction().execute((tx) => enqueuePrint(tx, { kind: 'reprint', jobId }, now()));
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
