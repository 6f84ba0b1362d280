import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import type { DomainEventSubscriber } from '../../events/domain-events.js';
import { printWorker, type PrintWorker } from './print-worker.js';

/**
 * Starts this instance's print worker with the app and stops it on close, after the sends under way
 * (the database closes after the app). Every instance runs one unless PRINT_WORKER=0; their claims
 * never take the same row. A write that may request tickets wakes it at once; otherwise it polls.
 */
export function registerPrintQueue(app: FastifyInstance, deps: AppDeps, events: DomainEventSubscriber): PrintWorker {
  const worker = printWorker(deps, app.log);
  // The writes that may have stored print requests in their transaction wake it at once; an idle
  // pass costs two index reads (print-worker.ts), so a wake for nothing is cheap.
  for (const name of [
    'order.created',
    'print.requested',
    'order.course-fired',
    'order.item-voided',
    'order.item-status-set',
    'orders.cancelled',
    'orders.paid',
    'table.moved',
    'bill.paid',
  ] as const) {
    events.subscribe(name, () => worker.kick());
  }
  if (deps.config.printQueue.worker) {
    app.addHook('onReady', async () => worker.start());
  }
  app.addHook('onClose', async () => {
    await worker.stop();
  });
  return worker;
}
