import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { allowedOriginSet } from './origin-check.js';

/** Every method an API route answers; a preflight for anything else gets no approval. */
export const CORS_METHODS = ['GET', 'HEAD', 'POST', 'DELETE'];
// X-Terminal-Id: the cash drawer's terminal (issue 11), sent by the web app on every call.
export const CORS_HEADERS = ['Content-Type', 'Idempotency-Key', 'X-Terminal-Id'];
/** Response headers a script on another origin may read: the customer list's totals travel in them. */
export const CORS_EXPOSED_HEADERS = ['X-Total-Count', 'X-Total-Pages'];
/** Browsers cap this (Chromium at 2 h); 10 minutes spares most preflights without pinning a stale list long. */
export const CORS_MAX_AGE_S = 600;

/**
 * A front end served from a configured origin calls the API with cookies. A function (not the
 * list) decides, because @fastify/cors still writes credentials and method headers for an origin
 * missing from a list; refusing here leaves other origins' responses with no CORS header at all.
 */
export async function registerCors(app: FastifyInstance, allowed: string[]) {
  if (allowed.length === 0) return;
  const extra = allowedOriginSet(allowed);
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && extra.has(origin)),
    credentials: true,
    methods: CORS_METHODS,
    allowedHeaders: CORS_HEADERS,
    exposedHeaders: CORS_EXPOSED_HEADERS,
    maxAge: CORS_MAX_AGE_S,
  });
}

/** The same decision for engine.io's own CORS answer on the polling transport. */
export function socketCorsOrigin(allowed: string[]) {
  const extra = allowedOriginSet(allowed);
  return (origin: string | undefined, callback: (err: Error | null, allow?: boolean) => void) =>
    callback(null, origin !== undefined && extra.has(origin));
}
