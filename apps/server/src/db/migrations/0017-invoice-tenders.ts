import { sql, type Kysely } from 'kysely';
import { idColumn, type DialectName } from '../dialect.js';

/**
 * Issue 18: the orders screen's "Pagar y completar" takes a tip, a discount and several tenders like
 * a split bill, without a bill. So a tender (bill_payments) may belong to an invoice alone: every
 * reader of tenders (cash drawer X/Z, reports) already reads them by invoice_id. The invoice keeps
 * its discount, and the store chooses how the suggested tip is rounded (100 pesos by default).
 *
 * SQLite cannot drop a NOT NULL: the table is rebuilt with the same columns and indexes (no table
 * references bill_payments, so no foreign key is disturbed).
 */
export function invoiceTenders(dialect: DialectName) {
  const money = 'bigint';
  return {
    async up(db: Kysely<unknown>) {
      const s = db.schema;
      if (dialect === 'postgres') {
        await sql`ALTER TABLE bill_payments ALTER COLUMN bill_id DROP NOT NULL`.execute(db);
      } else {
        await idColumn(dialect)(s.createTable('bill_payments_new'))
          .addColumn('bill_id', 'integer', (c) => c.references('bills.id').onDelete('cascade'))
          .addColumn('invoice_id', 'integer', (c) => c.references('invoices.id').onDelete('set null'))
          .addColumn('payment_type_id', 'integer', (c) => c.references('payment_types.id').onDelete('set null'))
          .addColumn('payment_type_title', 'text', (c) => c.notNull())
          .addColumn('amount', money, (c) => c.notNull())
          .addColumn('tendered', money)
          .addColumn('change_amount', money, (c) => c.notNull().defaultTo(0))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await sql`INSERT INTO bill_payments_new
          (id, bill_id, invoice_id, payment_type_id, payment_type_title, amount, tendered, change_amount, created_at)
          SELECT id, bill_id, invoice_id, payment_type_id, payment_type_title, amount, tendered, change_amount, created_at
          FROM bill_payments`.execute(db);
        await s.dropTable('bill_payments').execute();
        await sql`ALTER TABLE bill_payments_new RENAME TO bill_payments`.execute(db);
        await s.createIndex('bill_payments_bill_idx').on('bill_payments').column('bill_id').execute();
        await s.createIndex('bill_payments_invoice_idx').on('bill_payments').column('invoice_id').execute();
      }
      await s
        .alterTable('invoices')
        .addColumn('discount_total', money, (c) => c.notNull().defaultTo(0))
        .execute();
      await s.alterTable('invoices').addColumn('discount_kind', 'text').execute();
      await s.alterTable('invoices').addColumn('discount_value', money).execute();
      await s.alterTable('invoices').addColumn('discount_reason', 'text').execute();
      await s
        .alterTable('store_settings')
        .addColumn('tip_round_to', 'integer', (c) => c.notNull().defaultTo(100))
        .execute();
    },
  };
}
