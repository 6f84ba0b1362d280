import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';

/** A retry comes within seconds or minutes; two days covers a POS left offline over a night. */
export const IDEMPOTENCY_KEY_MAX_AGE_MS = 48 * 60 * 60 * 1000;
export const IDEMPOTENCY_PURGE_INTERVAL_MS = 60 * 60 * 1000;

/** Deletes the keys older than the max age by the app's clock; answers how many went. */
export async function purgeOldIdempotencyKeys(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<number> {
  const cutoff = new Date(deps.clock.now().getTime() - IDEMPOTENCY_KEY_MAX_AGE_MS).toISOString();
  const result = await deps.db.deleteFrom('idempotency_keys').where('created_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Purges once when the app is ready (a POS restarted nightly would otherwise never reach the first
 * hour) and then hourly; on close the timer stops and a purge under way is awaited, so the
 * database is not closed beneath it.
 */
export function registerIdempotencyPurge(app: FastifyInstance, deps: AppDeps): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const purge = () => {
    running = running
      .then(() => purgeOldIdempotencyKeys(deps))
      .catch((err: unknown) => app.log.error({ err }, 'No se pudieron borrar las claves de idempotencia antiguas'));
  };
  app.addHook('onReady', async () => {
    purge();
    timer = setInterval(purge, IDEMPOTENCY_PURGE_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
