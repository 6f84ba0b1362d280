import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_PATTERN, POS_MESSAGES } from '@comandero/contracts';
import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/types.js';
import type { Clock } from '../lib/clock.js';
import { badRequest, conflict } from './http-error.js';

/**
 * The Idempotency-Key of the writes a client may send twice without meaning it (a POS submit, a
 * payment): the first result is stored under (user, key) in the same transaction as the write, a
 * retry is answered that result, and the same key with another route or body answers 409. Keys are
 * purged after 48 hours (modules/pos/idempotency-purge.ts).
 */

/** The payment routes' documentation of the header. */
export const IDEMPOTENT_PAYMENT_NOTE =
  'Con una cabecera Idempotency-Key, repetir el mismo cobro devuelve la primera respuesta sin cobrar dos ' +
  'veces; la misma clave con otro cuerpo responde 409.';

/** The header's key, null without one; a malformed one is refused before anything is written. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return null;
  if (typeof raw !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(raw)) {
    throw badRequest(POS_MESSAGES.idempotencyKeyInvalid);
  }
  return raw;
}

/** A hash of the parsed request, so the same request however spelled is recognised as a retry. */
export function requestHashOf(parsed: unknown): string {
  return createHash('sha256').update(JSON.stringify(parsed)).digest('base64url');
}

export type StoredResult = { route: string; response: string; request_hash: string | null };

/** The first result stored under the key, or 409 when the key was used for another request. */
export function replayOf<R>(stored: StoredResult, route: string, hash: string): R {
  // Another route or another body under the same key is a client bug, not a retry.
  if (stored.route !== route || (stored.request_hash !== null && stored.request_hash !== hash)) {
    throw conflict(POS_MESSAGES.idempotencyKeyReused);
  }
  return JSON.parse(stored.response) as R;
}

export function findIdempotent(db: Db, userId: number, key: string): Promise<StoredResult | undefined> {
  return db
    .selectFrom('idempotency_keys')
    .select(['route', 'response', 'request_hash'])
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();
}

/**
 * Twins of one key on this instance (a double tap, a retry sent before the first answer) run one
 * after the other, so the second finds the first's stored result instead of racing it. Twins on
 * other instances still meet at the key's primary key.
 */
export function twinQueue() {
  const inFlight = new Map<string, Promise<unknown>>();
  return {
    async run<R>(slot: string, work: () => Promise<R>): Promise<R> {
      const ahead = inFlight.get(slot);
      const mine = (async () => {
        if (ahead) await ahead.catch(() => undefined);
        return work();
      })();
      inFlight.set(slot, mine);
      try {
        return await mine;
      } finally {
        if (inFlight.get(slot) === mine) inFlight.delete(slot);
      }
    },
  };
}

/** Stores the response inside the write's own transaction: stored exactly when the write commits. */
export type Remember<R> = (tx: Transaction<Database>, response: R) => Promise<void>;

export type IdempotentCall = { userId: number; key: string | null; route: string; request: unknown };

/**
 * Runs a write under an Idempotency-Key: a stored result is answered as is; otherwise `perform`
 * writes and calls `remember` in its transaction. If it fails because a twin (here or on another
 * instance) committed first, the twin's result is the answer. Without a key it just performs.
 */
export function idempotentWrites(db: Db, clock: Clock) {
  const twins = twinQueue();
  return async function run<R>(call: IdempotentCall, perform: (remember: Remember<R>) => Promise<R>): Promise<R> {
    const { userId, key, route } = call;
    if (key === null) return perform(async () => undefined);
    const hash = requestHashOf(call.request);
    return twins.run(`${userId}:${key}`, async () => {
      const stored = await findIdempotent(db, userId, key);
      if (stored) return replayOf<R>(stored, route, hash);
      const remember: Remember<R> = async (tx, response) => {
        await tx
          .insertInto('idempotency_keys')
          .values({
            user_id: userId,
            key,
            route,
            response: JSON.stringify(response),
            request_hash: hash,
            created_at: clock.now().toISOString(),
          })
          .execute();
      };
      try {
        return await perform(remember);
      } catch (err) {
        const previous = await findIdempotent(db, userId, key);
        if (previous) return replayOf<R>(previous, route, hash);
        throw err;
      }
    });
  };
}

export type IdempotentWrites = ReturnType<typeof idempotentWrites>;
