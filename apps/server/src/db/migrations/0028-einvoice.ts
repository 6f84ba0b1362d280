import { sql, type Kysely } from 'kysely';
import { idColumn, type DialectName } from '../dialect.js';

/**
 * Issue 23, the DE-POS wired to the store (docs/einvoice.md):
 *
 * - `einvoice_settings`: one row, the issuer and the software the DIAN registered. The PIN is stored
 *   encrypted (AES-256-GCM, einvoice-secrets.ts) with a key that is never in the database.
 * - `einvoice_certificates`: one row, the signing .p12 and its password, both encrypted the same way,
 *   with the holder and expiry in clear for the settings page.
 * - `einvoice_ranges`: the numbering ranges the DIAN authorised. `last_number` is the counter the
 *   payment's transaction advances with one UPDATE … RETURNING (the row lock makes it gap-free);
 *   null before the first sale. One range is active at a time.
 * - `einvoice_documents`: one per paid invoice, written in the payment's transaction: its number,
 *   CUDE, QR text and the signed XML exactly as signed.
 */
export function einvoice(dialect: DialectName) {
  const id = idColumn(dialect);
  return {
    async up(db: Kysely<unknown>) {
      const s = db.schema;
      await s
        .createTable('einvoice_settings')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(0))
        /** DIAN TipoAmbiente: '1' producción, '2' pruebas. */
        .addColumn('environment', 'text', (c) => c.notNull().defaultTo('2'))
        .addColumn('nit', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('dv', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('legal_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('trade_name', 'text')
        .addColumn('person_type', 'text', (c) => c.notNull().defaultTo('1'))
        /** JSON array of responsabilidades fiscales, e.g. ["O-13"]. */
        .addColumn('tax_responsibilities', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('tax_scheme', 'text', (c) => c.notNull().defaultTo('04'))
        .addColumn('municipality_code', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('city_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('department_code', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('department_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('address_line', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('email', 'text')
        .addColumn('software_id', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('software_pin_enc', 'text')
        .addColumn('test_set_id', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addCheckConstraint('einvoice_settings_one_row', sql`id = 1`)
        .addCheckConstraint('einvoice_settings_environment', sql`environment IN ('1', '2')`)
        .execute();
      await sql`INSERT INTO einvoice_settings (id, updated_at) VALUES (1, ${new Date().toISOString()})`.execute(db);

      await s
        .createTable('einvoice_certificates')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('p12_enc', 'text', (c) => c.notNull())
        .addColumn('password_enc', 'text', (c) => c.notNull())
        .addColumn('holder', 'text', (c) => c.notNull())
        .addColumn('issuer', 'text', (c) => c.notNull())
        .addColumn('not_before', 'text', (c) => c.notNull())
        .addColumn('not_after', 'text', (c) => c.notNull())
        .addColumn('uploaded_at', 'text', (c) => c.notNull())
        .addCheckConstraint('einvoice_certificates_one_row', sql`id = 1`)
        .execute();

      await id(s.createTable('einvoice_ranges'))
        .addColumn('resolution_number', 'text', (c) => c.notNull())
        .addColumn('resolution_date', 'text', (c) => c.notNull())
        .addColumn('prefix', 'text', (c) => c.notNull())
        .addColumn('from_number', 'bigint', (c) => c.notNull())
        .addColumn('to_number', 'bigint', (c) => c.notNull())
        .addColumn('valid_from', 'text', (c) => c.notNull())
        .addColumn('valid_to', 'text', (c) => c.notNull())
        .addColumn('last_number', 'bigint')
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      // At most one active range: the payment never has to choose.
      await sql`CREATE UNIQUE INDEX einvoice_ranges_one_active ON einvoice_ranges (active) WHERE active = 1`.execute(
        db,
      );

      await id(s.createTable('einvoice_documents'))
        .addColumn('invoice_id', 'integer', (c) => c.notNull().unique().references('invoices.id'))
        .addColumn('range_id', 'integer', (c) => c.notNull().references('einvoice_ranges.id'))
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
        .addUniqueConstraint('einvoice_documents_range_number', ['range_id', 'number'])
        .addCheckConstraint(
          'einvoice_documents_status',
          sql`status IN ('pendiente', 'enviado', 'aceptado', 'rechazado', 'contingencia')`,
        )
        .execute();
      await s.createIndex('einvoice_documents_status_idx').on('einvoice_documents').columns(['status', 'id']).execute();
    },
  };
}
