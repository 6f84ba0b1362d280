import type { FastifyInstance } from 'fastify';
import { REQUEST_MESSAGES } from './error-handler.js';
import { HttpError } from './http-error.js';

const CHARSET = /;\s*charset\s*=\s*"?([^";\s]*)/i;

/**
 * JSON is UTF-8 (RFC 8259), but Fastify's JSON parser ignores a charset parameter and would read
 * a body declared UTF-16 or Latin-1 as UTF-8; such a body is refused as an unsupported type instead.
 */
export function registerJsonCharsetCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const type = request.headers['content-type'];
    if (!type || !/^\s*application\/json\s*(;|$)/i.test(type)) return;
    const charset = CHARSET.exec(type)?.[1];
    if (charset !== undefined && !/^utf-?8$/i.test(charset)) throw new HttpError(415, REQUEST_MESSAGES.unsupportedType);
  });
}
