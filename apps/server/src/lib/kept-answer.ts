import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DataVersions } from './data-stamp.js';
import { jsonBytesOf } from './json-text.js';
import { stampedCache } from './stamped-cache.js';

const gzipAsync = promisify(gzip);

type Variant = { body: Buffer; etag: string };

/** A key asked within this long is rebuilt by refresh(); one nobody asked for a minute is left to its next reader. */
const REFRESH_WINDOW_MS = 60_000;
export type KeptAnswer = { identity: Variant; gzip: Variant };

/**
 * A whole GET answer serialized once per stamp of the data it shows (see stampedCache), with its
 * gzip form (a tenth of the bytes for a tablet on the restaurant's Wi-Fi), compressed once: the
 * POS menu (about 900 kB for 2,000 items) and the orders and kitchen screens, which every tablet
 * refetches on each order event. ETags hash the bytes, not the stamp, so a copy never matches
 * another database's answer. `build` may answer a JsonText already written.
 */
export function keptAnswer<S>(
  readStamp: (known?: DataVersions) => Promise<S>,
  build: (stamp: S) => Promise<unknown>,
  opts: { gzipLevel?: number } = {},
) {
  const answers = keptAnswers(readStamp, build, opts, 1);
  return {
    current: (known?: DataVersions): Promise<KeptAnswer> => answers.current('answer', known),
    refresh: answers.refresh,
  };
}

/**
 * keptAnswer for several answers over the same stamp, one per key (a kitchen station's screen);
 * the least recently asked keys beyond `maxKeys` are dropped, and a failed build keeps nothing.
 */
export function keptAnswers<S>(
  readStamp: (known?: DataVersions) => Promise<S>,
  build: (stamp: S, key: string) => Promise<unknown>,
  opts: { gzipLevel?: number } = {},
  maxKeys = 32,
) {
  const cached = stampedCache<KeptAnswer, S>(readStamp, maxKeys);
  const encode = async (body: Buffer): Promise<KeptAnswer> => {
    // Compressed on libuv's thread pool while this thread hashes.
    const gzipping = gzipAsync(body, { level: opts.gzipLevel ?? constants.Z_DEFAULT_COMPRESSION });
    const hash = createHash('sha256').update(body).digest('base64url');
    const gzipped = await gzipping;
    return { identity: { body, etag: `"${hash}"` }, gzip: { body: gzipped, etag: `"${hash}-gz"` } };
  };
  const answer = (key: string, known?: DataVersions): Promise<KeptAnswer> =>
    cached(key, async (stamp) => encode(jsonBytesOf(await build(stamp, key))), known);
  const askedAt = new Map<string, number>();
  return {
    /** `known`: the counters the request's session check read with it (the stamp then costs no query). */
    current: (key: string, known?: DataVersions): Promise<KeptAnswer> => {
      askedAt.set(key, performance.now());
      return answer(key, known);
    },
    /**
     * Rebuilds, now, the answers of the keys asked lately if their data moved: called after a write the
     * screens show, so the tablets that refetch on its socket event find the answer built or being
     * built (they share it) instead of each first reader paying the rebuild. Not a reading: it does not
     * keep a key any longer. A failed rebuild keeps nothing and is left to the next reader. `known`:
     * the counters read once for all the screens rebuilt together.
     */
    refresh: async (known?: DataVersions): Promise<void> => {
      const now = performance.now();
      const building: Promise<unknown>[] = [];
      for (const [key, at] of askedAt) {
        if (now - at > REFRESH_WINDOW_MS) askedAt.delete(key);
        else building.push(answer(key, known).catch(() => undefined));
      }
      await Promise.all(building);
    },
  };
}

/** Sends a kept answer: gzip when accepted, an empty 304 when the client already has these bytes. */
export function sendKeptAnswer(request: FastifyRequest, reply: FastifyReply, answer: KeptAnswer) {
  const gzipped = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
  const { body, etag } = gzipped ? answer.gzip : answer.identity;
  reply.header('ETag', etag).header('Cache-Control', 'private, no-cache').header('Vary', 'Accept-Encoding');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  if (gzipped) reply.header('Content-Encoding', 'gzip');
  return reply.type('application/json; charset=utf-8').send(body);
}
