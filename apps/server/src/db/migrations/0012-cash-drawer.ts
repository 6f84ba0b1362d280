import { sql, type Kysely } from 'kysely';
import { idColumn, type DialectName } from '../dialect.js';

/**
 * Cash drawer sessions (issue 11): a terminal's drawer from its opening float to its count, the
 * cash put in or taken out meanwhile, and the invoices taken while it was open. The Z report is
 * stored whole when the session closes, so a reprint says exactly what was printed that night.
 * Names are copied next to user ids because a user may be deleted while the history stays.
 */
export function cashDrawer(dialect: DialectName) {
  const id = idColumn(dialect);
  const money = 'bigint';
  return {
    async up(db: Kysely<unknown>) {
      const s = db.schema;
      await id(s.createTable('cash_drawer_sessions'))
        .addColumn('terminal_id', 'text', (c) => c.notNull())
        .addColumn('terminal_label', 'text')
        .addColumn('status', 'text', (c) => c.notNull().check(sql`status IN ('open', 'closed')`))
        .addColumn('opening_float', money, (c) => c.notNull().check(sql`opening_float >= 0`))
        .addColumn('opened_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('opened_by_name', 'text')
        .addColumn('opened_at', 'text', (c) => c.notNull())
        .addColumn('closed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('closed_by_name', 'text')
        .addColumn('closed_at', 'text')
        .addColumn('expected_cash', money)
        .addColumn('counted_cash', money)
        .addColumn('z_report', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      // One open drawer per terminal, whoever races to open it: the second insert fails here.
      await sql`CREATE UNIQUE INDEX cash_drawer_sessions_open_terminal
        ON cash_drawer_sessions (terminal_id) WHERE status = 'open'`.execute(db);
      await s
        .createIndex('cash_drawer_sessions_terminal_idx')
        .on('cash_drawer_sessions')
        .columns(['terminal_id', 'id'])
        .execute();

      await id(s.createTable('cash_drawer_movements'))
        .addColumn('session_id', 'integer', (c) => c.notNull().references('cash_drawer_sessions.id'))
        .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('in', 'out')`))
        .addColumn('amount', money, (c) => c.notNull().check(sql`amount > 0`))
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_by_name', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await s
        .createIndex('cash_drawer_movements_session_idx')
        .on('cash_drawer_movements')
        .column('session_id')
        .execute();

      await s
        .alterTable('invoices')
        .addColumn('cash_session_id', 'integer', (c) => c.references('cash_drawer_sessions.id').onDelete('set null'))
        .execute();
      await s.createIndex('invoices_cash_session_idx').on('invoices').column('cash_session_id').execute();
    },
  };
}
