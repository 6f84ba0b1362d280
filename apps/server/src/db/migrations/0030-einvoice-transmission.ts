import type { Kysely } from 'kysely';

/**
 * Issue 23, sending each DE-POS to the DIAN: the transmission worker's state on the document row.
 *
 * - `attempts`, `next_attempt_at`: how often it was tried and when it may be tried again (back-off).
 * - `lease_owner`, `lease_until`: the instance sending it now; another instance skips a live lease, so
 *   on PostgreSQL with several instances each document is sent once.
 * - `track_id`: the DIAN's ZipKey (test set) or the document key it answered with; checked with
 *   GetStatus before any resend, so a document the DIAN already has is never sent twice.
 * - `dian_status_code`, `dian_messages` (JSON array of `{ code, message }`, the rule codes of a
 *   rejection), `application_response` (the DIAN's ApplicationResponse XML, as received).
 * - `contingency_type`: set when the document was kept because the DIAN could not be reached.
 * - `last_error`: the last failure in words, for the screen.
 */
export function einvoiceTransmission() {
  return {
    async up(db: Kysely<unknown>) {
      const documents = () => db.schema.alterTable('einvoice_documents');
      await documents()
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await documents().addColumn('next_attempt_at', 'text').execute();
      await documents().addColumn('lease_owner', 'text').execute();
      await documents().addColumn('lease_until', 'text').execute();
      await documents().addColumn('track_id', 'text').execute();
      await documents().addColumn('dian_status_code', 'text').execute();
      await documents().addColumn('dian_messages', 'text').execute();
      await documents().addColumn('application_response', 'text').execute();
      await documents().addColumn('contingency_type', 'text').execute();
      await documents().addColumn('last_error', 'text').execute();
      await documents().addColumn('sent_at', 'text').execute();
      await documents().addColumn('accepted_at', 'text').execute();
    },
  };
}
