import { sql, type Kysely } from 'kysely';
import { idColumn, type DialectName } from '../dialect.js';

const REFUSAL = 'audit_log: el registro de auditoría solo admite filas nuevas';

/**
 * The audit log (issue 11). Who acted is copied as it was (username, device), and user_id carries
 * no foreign key: deleting a user would otherwise have to rewrite the rows about them, and the
 * rows are never rewritten. The database itself refuses UPDATE and DELETE (and TRUNCATE on
 * PostgreSQL), so no route, bug or hand-written query can edit the history.
 */
export function auditLog(dialect: DialectName) {
  const id = idColumn(dialect);
  return {
    async up(db: Kysely<unknown>) {
      const s = db.schema;
      await id(s.createTable('audit_log'))
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer')
        .addColumn('username', 'text')
        .addColumn('device_name', 'text')
        .addColumn('terminal_id', 'text')
        .addColumn('ip', 'text')
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('entity_type', 'text', (c) => c.notNull())
        .addColumn('entity_id', 'text')
        .addColumn('before_json', 'text')
        .addColumn('after_json', 'text')
        .addColumn('reason', 'text')
        .execute();
      await s.createIndex('audit_log_at_idx').on('audit_log').columns(['at', 'id']).execute();
      await s.createIndex('audit_log_action_idx').on('audit_log').columns(['action', 'at']).execute();
      await s.createIndex('audit_log_username_idx').on('audit_log').columns(['username', 'at']).execute();

      if (dialect === 'postgres') {
        await sql`CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql
          AS $$ BEGIN RAISE EXCEPTION '${sql.raw(REFUSAL)}'; END $$`.execute(db);
        await sql`CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log
          FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()`.execute(db);
        await sql`CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
          FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only()`.execute(db);
        return;
      }
      for (const event of ['UPDATE', 'DELETE']) {
        await sql`CREATE TRIGGER ${sql.raw(`audit_log_no_${event.toLowerCase()}`)}
          BEFORE ${sql.raw(event)} ON audit_log
          BEGIN SELECT RAISE(ABORT, '${sql.raw(REFUSAL)}'); END`.execute(db);
      }
    },
  };
}
