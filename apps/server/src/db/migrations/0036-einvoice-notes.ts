import { sql, type Kysely } from 'kysely';
import { idColumn, type DialectName } from '../dialect.js';

/**
 * Adjustment notes of the DE-POS (docs/einvoice.md, "Adjustment notes"):
 *
 * - `einvoice_documents` holds the notes beside the sales, so the transmission worker and the
 *   documents screen take both: `kind` ('depos' or 'nota_credito'), `adjusts_document_id` (the
 *   DE-POS a note adjusts) and `reason`. A note is not numbered from the DIAN's authorised range, so
 *   `range_id` may be null, and an invoice has at most one document of each kind (it had one at all).
 * - `einvoice_note_numbering`: the software's own consecutive per kind of note, with its prefix;
 *   advanced by one UPDATE … RETURNING in the note's transaction (gap-free, like the ranges).
 *
 * SQLite cannot drop a NOT NULL nor a column's UNIQUE: the table is rebuilt with its columns, checks
 * and index (no table references einvoice_documents, so no foreign key is disturbed).
 */
export function einvoiceNotes(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      const s = db.schema;
      if (dialect === 'postgres') {
        await sql`ALTER TABLE einvoice_documents DROP CONSTRAINT einvoice_documents_invoice_id_key`.execute(db);
        await sql`ALTER TABLE einvoice_documents ALTER COLUMN range_id DROP NOT NULL`.execute(db);
        await s
          .alterTable('einvoice_documents')
          .addColumn('kind', 'text', (c) => c.notNull().defaultTo('depos'))
          .execute();
        await s
          .alterTable('einvoice_documents')
          .addColumn('adjusts_document_id', 'integer', (c) => c.references('einvoice_documents.id'))
          .execute();
        await s.alterTable('einvoice_documents').addColumn('reason', 'text').execute();
        await sql`ALTER TABLE einvoice_documents ADD CONSTRAINT einvoice_documents_kind
          CHECK (kind IN ('depos', 'nota_credito'))`.execute(db);
      } else {
        await idColumn(dialect)(s.createTable('einvoice_documents_new'))
          .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id'))
          .addColumn('range_id', 'integer', (c) => c.references('einvoice_ranges.id'))
          .addColumn('number', 'bigint', (c) => c.notNull())
          .addColumn('prefix', 'text', (c) => c.notNull())
          .addColumn('document_number', 'text', (c) => c.notNull())
          .addColumn('cude', 'text', (c) => c.notNull())
          .addColumn('qr_text', 'text', (c) => c.notNull())
          .addColumn('xml', 'text', (c) => c.notNull())
          .addColumn('environment', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull().defaultTo('pendiente'))
          .addColumn('issued_at', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('next_attempt_at', 'text')
          .addColumn('lease_owner', 'text')
          .addColumn('lease_until', 'text')
          .addColumn('track_id', 'text')
          .addColumn('dian_status_code', 'text')
          .addColumn('dian_messages', 'text')
          .addColumn('application_response', 'text')
          .addColumn('contingency_type', 'text')
          .addColumn('last_error', 'text')
          .addColumn('sent_at', 'text')
          .addColumn('accepted_at', 'text')
          .addColumn('kind', 'text', (c) => c.notNull().defaultTo('depos'))
          .addColumn('adjusts_document_id', 'integer', (c) => c.references('einvoice_documents.id'))
          .addColumn('reason', 'text')
          .addUniqueConstraint('einvoice_documents_range_number', ['range_id', 'number'])
          .addCheckConstraint(
            'einvoice_documents_status',
            sql`status IN ('pendiente', 'enviado', 'aceptado', 'rechazado', 'contingencia')`,
          )
          .addCheckConstraint('einvoice_documents_kind', sql`kind IN ('depos', 'nota_credito')`)
          .execute();
        const columns = sql.raw(
          'id, invoice_id, range_id, number, prefix, document_number, cude, qr_text, xml, environment, status, ' +
            'issued_at, created_at, updated_at, attempts, next_attempt_at, lease_owner, lease_until, track_id, ' +
            'dian_status_code, dian_messages, application_response, contingency_type, last_error, sent_at, accepted_at',
        );
        await sql`INSERT INTO einvoice_documents_new (${columns}) SELECT ${columns} FROM einvoice_documents`.execute(
          db,
        );
        await s.dropTable('einvoice_documents').execute();
        await sql`ALTER TABLE einvoice_documents_new RENAME TO einvoice_documents`.execute(db);
        await s
          .createIndex('einvoice_documents_status_idx')
          .on('einvoice_documents')
          .columns(['status', 'id'])
          .execute();
      }
      // One document of each kind per invoice: a second void of the same sale finds the first note.
      await s
        .createIndex('einvoice_documents_invoice_kind')
        .unique()
        .on('einvoice_documents')
        .columns(['invoice_id', 'kind'])
        .execute();
      // The notes' own numbers never repeat within their prefix.
      await sql`CREATE UNIQUE INDEX einvoice_documents_note_number ON einvoice_documents (kind, prefix, number)
        WHERE kind <> 'depos'`.execute(db);

      await s
        .createTable('einvoice_note_numbering')
        .addColumn('kind', 'text', (c) => c.primaryKey())
        .addColumn('prefix', 'text', (c) => c.notNull())
        .addColumn('last_number', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await sql`INSERT INTO einvoice_note_numbering (kind, prefix, last_number, updated_at)
        VALUES ('nota_credito', 'NC', 0, ${new Date().toISOString()})`.execute(db);
    },
  };
}
