import type { Kysely } from 'kysely';

/**
 * Instances sharing a PostgreSQL database each run a signing worker, and each found the same
 * unsigned drafts: both signed them (one signature stored, the other's CPU wasted). A worker now
 * leases the drafts it takes, as the transmission does its documents: `sign_lease_until` and the
 * worker that holds it (`sign_lease_owner`). A SQLite file has one instance and leases nothing.
 */
export function einvoiceSigningLease() {
  return {
    async up(db: Kysely<unknown>) {
      for (const column of ['sign_lease_until', 'sign_lease_owner']) {
        await db.schema.alterTable('einvoice_documents').addColumn(column, 'text').execute();
      }
    },
  };
}
