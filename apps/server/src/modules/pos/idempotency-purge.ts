import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { registerPeriodicJob } from '../../http/periodic-job.js';

/** A retry comes within seconds or minutes; two days covers a POS left offline over a night. */
export const IDEMPOTENCY_KEY_MAX_AGE_MS = 48 * 60 * 60 * 1000;
export const IDEMPOTENCY_PURGE_INTERVAL_MS = 60 * 60 * 1000;

/** Deletes the keys older than the max age by the app's clock; answers how many went. */
export async function purgeOldIdempotencyKeys(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<number> {
  const cutoff = new Date(deps.clock.now().getTime() - IDEMPOTENCY_KEY_MAX_AGE_MS).toISOString();
  const result = await deps.db.deleteFrom('idempotency_keys').where('created_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export function registerIdempotencyPurge(app: FastifyInstance, deps: AppDeps): void {
  registerPeriodicJob(app, {
    intervalMs: IDEMPOTENCY_PURGE_INTERVAL_MS,
    run: () => purgeOldIdempotencyKeys(deps),
    failureMessage: 'No se pudieron borrar las claves de idempotencia antiguas',
  });
}
