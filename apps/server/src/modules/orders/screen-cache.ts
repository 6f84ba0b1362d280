import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import { versionedCopy } from '../../lib/versioned-copy.js';

const gzipAsync = promisify(gzip);

type Variant = { body: Buffer; etag: string };
export type ScreenAnswer = { identity: Variant; gzip: Variant };

/**
 * The orders and kitchen screens all refetch their whole list on every order event, and one list of
 * 200 open orders took ~5 ms to read and shape (more under load), beyond a 10-tablet restaurant's
 * budget. The serialized answer is kept per orders_version (migration 0005: triggers bump it on
 * any write those screens show, by any instance), with its gzip form (a tenth of the bytes), at the
 * price of one primary-key read per request. The version is read BEFORE building, so an answer is
 * never older than its label (see versionedCopy).
 */
export function ordersScreenCache(db: Db, build: () => Promise<unknown>) {
  const copy = versionedCopy(async (): Promise<ScreenAnswer> => {
    const body = Buffer.from(JSON.stringify(await build()));
    const hash = createHash('sha256').update(body).digest('base64url');
    return { identity: { body, etag: `"${hash}"` }, gzip: { body: await gzipAsync(body), etag: `"${hash}-gz"` } };
  });
  return {
    async current(): Promise<ScreenAnswer> {
      const row = await db.selectFrom('orders_version').select('version').where('id', '=', 1).executeTakeFirst();
      return copy.get(row?.version);
    },
  };
}

/** Sends a kept answer: gzip when accepted, an empty 304 when the screen already has these bytes. */
export function sendScreenAnswer(request: FastifyRequest, reply: FastifyReply, answer: ScreenAnswer) {
  const gzipped = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
  const { body, etag } = gzipped ? answer.gzip : answer.identity;
  reply.header('ETag', etag).header('Cache-Control', 'private, no-cache').header('Vary', 'Accept-Encoding');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  if (gzipped) reply.header('Content-Encoding', 'gzip');
  return reply.type('application/json; charset=utf-8').send(body);
}
