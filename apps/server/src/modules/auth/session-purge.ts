import type { FastifyInstance } from 'fastify';
import { registerPeriodicJob } from '../../http/periodic-job.js';
import type { AuthService } from './auth.service.js';

export const SESSION_PURGE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Expired sessions are already refused by every query; the purge keeps the table (and the devices
 * list) small and ends sockets that outlived their session.
 */
export function registerSessionPurge(app: FastifyInstance, auth: AuthService): void {
  registerPeriodicJob(app, {
    intervalMs: SESSION_PURGE_INTERVAL_MS,
    run: () => auth.purgeExpired(),
    failureMessage: 'No se pudieron borrar las sesiones vencidas',
  });
}
