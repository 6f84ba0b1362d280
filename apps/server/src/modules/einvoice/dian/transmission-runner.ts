import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../app-deps.js';
import type { DomainEventSubscriber } from '../../../events/domain-events.js';
import { transmissionWorker, type TransmissionWorker } from './transmission-worker.js';

/**
 * Starts this instance's DIAN transmission worker with the app (unless DIAN_WORKER=0) and stops it on
 * close. A payment wakes it after its commit, never inside it; otherwise it polls every DIAN_POLL_MS.
 */
export function registerTransmission(
  app: FastifyInstance,
  deps: AppDeps,
  events: DomainEventSubscriber,
): TransmissionWorker {
  const worker = transmissionWorker(deps, app.log);
  for (const name of ['order.created', 'orders.paid', 'bill.paid', 'einvoice.retry-requested'] as const) {
    events.subscribe(name, () => worker.kick());
  }
  if (deps.config.dian.worker) app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => {
    await worker.stop();
  });
  return worker;
}
