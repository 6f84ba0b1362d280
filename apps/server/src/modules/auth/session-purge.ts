import type { FastifyInstance } from 'fastify';
import type { AuthService } from './auth.service.js';

export const SESSION_PURGE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Expired sessions are already refused by every query; the purge keeps the table (and the devices
 * list) small and ends sockets that outlived their session. Runs once when the app is ready and then
 * hourly; on close the timer stops and a purge under way is awaited, so the database is not closed
 * beneath it.
 */
export function registerSessionPurge(app: FastifyInstance, auth: AuthService): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const purge = () => {
    running = running
      .then(() => auth.purgeExpired())
      .catch((err: unknown) => app.log.error({ err }, 'No se pudieron borrar las sesiones vencidas'));
  };
  app.addHook('onReady', async () => {
    purge();
    timer = setInterval(purge, SESSION_PURGE_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
