import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { MESSAGES } from '@comandero/contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error.js';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export type OriginInput = { origin: string | undefined; secFetchSite: string | undefined; host: string | undefined };

/** The configured extra origins, normalised once (a trailing slash in the setting is harmless). */
export function allowedOriginSet(allowed: string[]): ReadonlySet<string> {
  return new Set(allowed.map((o) => o.replace(/\/$/, '')));
}

/**
 * Cookies ride along on cross-site requests, so a state-changing call (or a socket handshake) must
 * come from our own origin or one configured. The configured list is checked first: those origins
 * are cross-site by definition, so the browser marks them Sec-Fetch-Site: cross-site. Clients that
 * send neither header (curl, server-to-server) are not browsers and pass.
 */
export function originAllowed({ origin, secFetchSite, host }: OriginInput, extra: ReadonlySet<string>): boolean {
  if (origin && extra.has(origin)) return true;
  if (secFetchSite === 'cross-site') return false;
  if (!origin) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** Same host rule as Fastify's request.host: X-Forwarded-Host only from a trusted proxy. */
export function hostOf(headers: IncomingHttpHeaders, trustProxy: number): string | undefined {
  const forwarded = headers['x-forwarded-host'];
  if (trustProxy > 0 && typeof forwarded === 'string' && forwarded) return forwarded.split(',').at(-1)?.trim();
  return headers.host;
}

const header = (v: string | string[] | undefined) => (typeof v === 'string' ? v : undefined);

/** The same rule for the socket.io handshake, which Fastify's hooks never see. */
export function socketOriginCheck(allowed: string[], trustProxy: number) {
  const extra = allowedOriginSet(allowed);
  return (req: IncomingMessage) =>
    originAllowed(
      {
        origin: req.headers.origin,
        secFetchSite: header(req.headers['sec-fetch-site']),
        host: hostOf(req.headers, trustProxy),
      },
      extra,
    );
}

export function registerOriginCheck(app: FastifyInstance, allowed: string[]) {
  const extra = allowedOriginSet(allowed);
  app.addHook('onRequest', async (request) => {
    if (SAFE.has(request.method)) return;
    const secFetchSite = request.headers['sec-fetch-site'];
    const input = {
      origin: request.headers.origin,
      secFetchSite: typeof secFetchSite === 'string' ? secFetchSite : undefined,
      host: request.host,
    };
    if (!originAllowed(input, extra)) throw new HttpError(403, MESSAGES.foreignOrigin);
  });
}
