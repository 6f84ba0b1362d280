import type { AuditEntry } from '@comandero/contracts';
import { sql } from 'kysely';
import type { TestApp } from '../../../test/test-app.js';

/** audit_log rows as GET /audit answers them, oldest first, from `afterId` on. */
export async function auditRowsAfter(t: TestApp, afterId: number): Promise<AuditEntry[]> {
  const rows = await t.database.db
    .selectFrom('audit_log')
    .selectAll()
    .where('id', '>', afterId)
    .orderBy('id')
    .execute();
  return rows.map(({ before_json, after_json, ...r }) => ({
    ...r,
    before: before_json === null ? null : JSON.parse(before_json),
    after: after_json === null ? null : JSON.parse(after_json),
  })) as AuditEntry[];
}

export async function lastAuditId(t: TestApp): Promise<number> {
  const row = await t.database.db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/**
 * Makes every audit insert fail, as a full disk or a lost connection would, until `restore()`. The
 * insert runs inside the action's transaction, so the action must roll back with it.
 */
export async function failingAuditInserts(t: TestApp): Promise<{ restore(): Promise<void> }> {
  const db = t.database.db;
  if (t.database.dialect === 'postgres') {
    await sql`CREATE OR REPLACE FUNCTION audit_forced_failure() RETURNS trigger LANGUAGE plpgsql
      AS $$ BEGIN RAISE EXCEPTION 'audit insert forced to fail'; END $$`.execute(db);
    await sql`CREATE TRIGGER audit_forced_failure BEFORE INSERT ON audit_log
      FOR EACH ROW EXECUTE FUNCTION audit_forced_failure()`.execute(db);
    return { restore: async () => void (await sql`DROP TRIGGER audit_forced_failure ON audit_log`.execute(db)) };
  }
  await sql`CREATE TRIGGER audit_forced_failure BEFORE INSERT ON audit_log
    BEGIN SELECT RAISE(ABORT, 'audit insert forced to fail'); END`.execute(db);
  return { restore: async () => void (await sql`DROP TRIGGER audit_forced_failure`.execute(db)) };
}

/** `terminal` replaces the client's own terminal id (a second drawer needs a terminal of its own). */
export type Call = { method: 'GET' | 'POST' | 'DELETE'; url: string; payload?: object; terminal?: string };

/** Requests as the admin's tablet sends them: its session cookie and its terminal id. */
export function adminClient(t: TestApp, cookie: string, terminal: string) {
  return (call: Call) =>
    t.app.inject({
      method: call.method,
      url: `/api/v1${call.url}`,
      ...(call.payload ? { payload: call.payload } : {}),
      headers: { cookie, 'x-terminal-id': call.terminal ?? terminal },
    });
}
