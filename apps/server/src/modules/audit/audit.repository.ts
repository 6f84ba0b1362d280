import type { AuditAction, AuditEntityType, AuditEntry, DateRange } from '@comandero/contracts';
import type { Selectable, SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/types.js';

export type AuditFilter = { range: Pick<DateRange, 'start' | 'end'>; username?: string; action?: AuditAction };

type Row = Selectable<Database['audit_log']>;

const parse = (text: string | null) => (text === null ? null : (JSON.parse(text) as AuditEntry['before']));

function toEntry(r: Row): AuditEntry {
  return {
    id: r.id,
    at: r.at,
    user_id: r.user_id,
    username: r.username,
    device_name: r.device_name,
    terminal_id: r.terminal_id,
    ip: r.ip,
    action: r.action as AuditAction,
    entity_type: r.entity_type as AuditEntityType,
    entity_id: r.entity_id,
    before: parse(r.before_json),
    after: parse(r.after_json),
    reason: r.reason,
  };
}

/** Reads only: the log is written by audit() inside each action's transaction, never changed. */
export function auditRepository(db: Db) {
  const filtered = <O>(qb: SelectQueryBuilder<Database, 'audit_log', O>, f: AuditFilter) =>
    qb
      .where('at', '>=', f.range.start)
      .where('at', '<', f.range.end)
      .$if(f.username !== undefined, (q) => q.where('username', '=', f.username!))
      .$if(f.action !== undefined, (q) => q.where('action', '=', f.action!));

  return {
    /** Newest first; the id breaks ties of one millisecond so pages never overlap. */
    async list(f: AuditFilter, page?: { limit: number; offset: number }): Promise<AuditEntry[]> {
      const rows = await filtered(db.selectFrom('audit_log').selectAll(), f)
        .orderBy('at', 'desc')
        .orderBy('id', 'desc')
        .$if(page !== undefined, (q) => q.limit(page!.limit).offset(page!.offset))
        .execute();
      return rows.map(toEntry);
    },

    async count(f: AuditFilter): Promise<number> {
      const row = await filtered(
        db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('n')),
        f,
      ).executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async usernames(): Promise<string[]> {
      const rows = await db
        .selectFrom('audit_log')
        .select('username')
        .distinct()
        .where('username', 'is not', null)
        .orderBy('username')
        .execute();
      return rows.map((r) => r.username!);
    },
  };
}
