import { sql, type Kysely } from 'kysely';
import { idColumn, type DialectName } from '../dialect.js';

/**
 * Issue 20, the print queue: an outbox in two stages (docs/architecture.md, "The print queue").
 *
 * - `print_requests`: what happened (a PrintRequest as JSON), written in the transaction of the write
 *   that causes it. The worker expands each once, in one transaction, into…
 * - `print_jobs`: one ticket for one printer (and its backup), with its document as JSON. A job is
 *   claimed with a lease (claimed_by, claimed_until), so an instance that dies mid-send leaves it
 *   claimable again; it is done only after the printer took every byte.
 *
 * Also the routing that is not a station: the store's default kitchen printer (lines of categories no
 * station routes) and each terminal's receipt printer; and the outcome of the last send to each
 * printer, shared by all instances, for the live status. Deleting a printer unsets it here; jobs keep
 * their history with no printer (a person reprints them to the printers of now).
 */
export function printQueue(dialect: DialectName) {
  const id = idColumn(dialect);
  return {
    async up(db: Kysely<unknown>) {
      const s = db.schema;
      await id(s.createTable('print_requests'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text', (c) => c.notNull())
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expanded_at', 'text')
        .addCheckConstraint('print_requests_status', sql`status IN ('pending', 'expanded')`)
        .execute();
      // The worker's claim reads only the pending few; expanded rows stay out of this index.
      await sql`CREATE INDEX print_requests_pending ON print_requests (next_attempt_at, id) WHERE status = 'pending'`.execute(
        db,
      );

      await id(s.createTable('print_jobs'))
        .addColumn('request_id', 'integer', (c) => c.notNull().references('print_requests.id'))
        .addColumn('printer_id', 'integer', (c) => c.references('printers.id').onDelete('set null'))
        .addColumn('backup_printer_id', 'integer', (c) => c.references('printers.id').onDelete('set null'))
        /** 'station' | 'defaultKitchen' | 'terminal' | 'printer': a reprint resolves it again. */
        .addColumn('target_kind', 'text', (c) => c.notNull())
        .addColumn('station_id', 'integer', (c) => c.references('stations.id').onDelete('set null'))
        .addColumn('terminal_id', 'text')
        .addColumn('target_label', 'text', (c) => c.notNull())
        .addColumn('document', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text', (c) => c.notNull())
        .addColumn('claimed_by', 'text')
        .addColumn('claimed_until', 'text')
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('printed_at', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addCheckConstraint('print_jobs_status', sql`status IN ('pending', 'done', 'held', 'discarded')`)
        .execute();
      await sql`CREATE INDEX print_jobs_due ON print_jobs (next_attempt_at, id) WHERE status = 'pending'`.execute(db);
      await s.createIndex('print_jobs_request_idx').on('print_jobs').column('request_id').execute();
      await s.createIndex('print_jobs_printer_status_idx').on('print_jobs').columns(['printer_id', 'status']).execute();
      await s.createIndex('print_jobs_status_idx').on('print_jobs').columns(['status', 'id']).execute();

      await s
        .createTable('print_routing')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('default_kitchen_printer_id', 'integer', (c) => c.references('printers.id').onDelete('set null'))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addCheckConstraint('print_routing_one_row', sql`id = 1`)
        .execute();
      await sql`INSERT INTO print_routing (id, default_kitchen_printer_id, updated_at)
        VALUES (1, NULL, ${new Date().toISOString()})`.execute(db);

      await s
        .createTable('terminal_printers')
        .addColumn('terminal_id', 'text', (c) => c.primaryKey())
        .addColumn('printer_id', 'integer', (c) => c.notNull().references('printers.id').onDelete('cascade'))
        .addColumn('label', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await s.createIndex('terminal_printers_printer_idx').on('terminal_printers').column('printer_id').execute();

      await s
        .createTable('printer_health')
        .addColumn('printer_id', 'integer', (c) => c.primaryKey().references('printers.id').onDelete('cascade'))
        .addColumn('reachable', 'integer', (c) => c.notNull())
        .addColumn('last_error', 'text')
        .addColumn('last_attempt_at', 'text', (c) => c.notNull())
        .addCheckConstraint('printer_health_reachable_flag', sql`reachable IN (0, 1)`)
        .execute();
    },
  };
}
