import type { Kysely } from 'kysely';
import { idColumn, type DialectName } from '../dialect.js';

/**
 * "Anular venta" (docs/voids.md): a paid invoice annulled whole.
 *
 * - `invoices.voided_at/voided_by/void_reason`: null while the sale stands. The row is kept (its
 *   number was given and printed); every sales figure leaves out invoices with `voided_at` set.
 * - `invoice_refunds`: what went back to the customer, one row per payment of the invoice, in
 *   centavos. `is_cash` rows left the drawer session `cash_session_id` (the one open on the voiding
 *   terminal, which is not always the session that took the sale); the others were refunded by
 *   their own means (card, transfer) and touch no drawer. Only inserted, never edited.
 */
export function invoiceVoids(dialect: DialectName) {
  const id = idColumn(dialect);
  return {
    async up(db: Kysely<unknown>) {
      const invoices = () => db.schema.alterTable('invoices');
      await invoices().addColumn('voided_at', 'text').execute();
      await invoices().addColumn('voided_by', 'integer').execute();
      await invoices().addColumn('void_reason', 'text').execute();

      await id(db.schema.createTable('invoice_refunds'))
        .addColumn('invoice_id', 'integer', (c) => c.notNull())
        .addColumn('payment_type_id', 'integer')
        .addColumn('payment_type_title', 'text', (c) => c.notNull())
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addColumn('is_cash', 'integer', (c) => c.notNull())
        .addColumn('cash_session_id', 'integer')
        .addColumn('created_by', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('invoice_refunds_invoice').on('invoice_refunds').column('invoice_id').execute();
      await db.schema.createIndex('invoice_refunds_session').on('invoice_refunds').column('cash_session_id').execute();
    },
  };
}
