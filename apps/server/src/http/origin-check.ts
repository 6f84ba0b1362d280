import { MESSAGES } from '@comandero/contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error.js';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cookies ride along on cross-site requests, so a state-changing call must come from our own origin
 * (or one configured). Clients that send no Origin (curl, server-to-server) are not browsers and pass.
 */
export function registerOriginCheck(app: FastifyInstance, allowed: string[]) {
  const extra = new Set(allowed.map((o) => o.replace(/\/$/, '')));
  app.addHook('onRequest', async (request) => {
    if (SAFE.has(request.method)) return;
    if (request.headers['sec-fetch-site'] === 'cross-site') throw new HttpError(403, MESSAGES.foreignOrigin);
    const origin = request.headers.origin;
    if (!origin) return;
    if (extra.has(origin)) return;
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      throw new HttpError(403, MESSAGES.foreignOrigin);
    }
    if (host !== request.host) throw new HttpError(403, MESSAGES.foreignOrigin);
  });
}
