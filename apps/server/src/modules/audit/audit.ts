import type { AuditAction, AuditEntityType, AuditValues } from '@comandero/contracts';
import type { FastifyRequest } from 'fastify';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/types.js';
import { authOf } from '../../http/policy.js';
import type { AuthContext } from '../../lib/auth-context.js';
import { paymentTerminalOf } from '../cash-drawer/terminal.js';

/**
 * Who acted, as a route knows it: the signed-in user and session, plus the terminal the browser
 * named (X-Terminal-Id) and the address. A superset of AuthContext, so a service that took the
 * caller's AuthContext can take this instead.
 */
export type Actor = AuthContext & { terminalId: string | null; ip: string | null };

/** An attempt made without a session (a sign-in): only what the request itself says. */
export type AnonymousActor = { user: null; username: string; deviceName: string | null; ip: string | null };

export function actorOf(request: FastifyRequest): Actor {
  return { ...authOf(request), terminalId: paymentTerminalOf(request), ip: request.ip || null };
}

export type AuditRecord = {
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: string | number | null;
  before?: AuditValues | null;
  after?: AuditValues | null;
  reason?: string | null;
  /** The action's own timestamp, so the row and the change it records agree to the millisecond. */
  at: string;
};

const json = (v: AuditValues | null | undefined) => (v ? JSON.stringify(v) : null);

/**
 * Writes one audit row with `tx`, which must be the transaction of the action it records: if the
 * action rolls back, so does its row, and if the row cannot be written, the action rolls back.
 * The device is read from the session row here rather than on every request, since only audited
 * actions need it; the session's key itself is never stored.
 */
export async function audit(tx: Db, actor: Actor | AnonymousActor, record: AuditRecord): Promise<void> {
  await tx
    .insertInto('audit_log')
    .values(await auditRowOf(tx, actor, record))
    .execute();
}

/**
 * The row `audit` writes, for a write that inserts it itself in its own transaction (the POS group
 * commit, whose invoice ids exist only inside its batch). The device name may be read before.
 */
export async function auditRowOf(
  db: Db,
  actor: Actor | AnonymousActor,
  record: AuditRecord,
): Promise<Insertable<Database['audit_log']>> {
  let who: { user_id: number | null; username: string; device_name: string | null; terminal_id: string | null };
  if (actor.user === null) {
    who = { user_id: null, username: actor.username, device_name: actor.deviceName, terminal_id: null };
  } else {
    const session = await db
      .selectFrom('device_sessions')
      .select('device_name')
      .where('id', '=', actor.sessionId)
      .executeTakeFirst();
    who = {
      user_id: actor.user.id,
      username: actor.user.username,
      device_name: session?.device_name ?? null,
      terminal_id: actor.terminalId,
    };
  }
  return {
    ...who,
    at: record.at,
    ip: actor.ip,
    action: record.action,
    entity_type: record.entityType,
    entity_id: record.entityId === null ? null : String(record.entityId),
    before_json: json(record.before),
    after_json: json(record.after),
    reason: record.reason ?? null,
  };
}

/**
 * The failed sign-in whose count reached the limit: from here on the user (or the address) is
 * refused until the window ends. One row per lock, not per refused attempt, so a guessing script
 * cannot flood the log. It is the only write of the attempt.
 */
export async function auditSignInLock(
  db: Db,
  attempt: { username: string; deviceName: string; ip: string | null; by: 'user' | 'ip'; at: string },
  limit: { attempts: number; windowMinutes: number },
): Promise<void> {
  const actor: AnonymousActor = {
    user: null,
    username: attempt.username,
    deviceName: attempt.deviceName,
    ip: attempt.ip,
  };
  await audit(db, actor, {
    action: 'auth.signin_locked',
    entityType: 'user',
    entityId: attempt.username,
    after: { locked: attempt.by, attempts: limit.attempts, window_minutes: limit.windowMinutes },
    at: attempt.at,
  });
}
