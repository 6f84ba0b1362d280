import type { Kysely } from 'kysely';

/**
 * Issue 23: a customer may carry the identity document a DE-POS names as its buyer (CC, NIT with its
 * check digit, CE, pasaporte). Null for everyone until a person types it: such a sale's buyer stays
 * consumidor final.
 */
export function customerDocuments() {
  return {
    async up(db: Kysely<unknown>) {
      const customers = () => db.schema.alterTable('customers');
      await customers().addColumn('document_type', 'text').execute();
      await customers().addColumn('document_number', 'text').execute();
      await customers().addColumn('document_dv', 'text').execute();
    },
  };
}
