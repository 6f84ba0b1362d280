import { sql, type Kysely } from 'kysely';

/**
 * Issue 23's benchmark: building and signing each DE-POS inside the payment's transaction cost more
 * than the sale itself (docs/einvoice.md, "Signing after the commit"). The payment now fixes what the
 * document says (number, CUDE, QR, buyer, lines) and stores it as `draft`; a worker builds and signs
 * the XML after the commit and fills `xml` and `signed_at`.
 *
 * - `signed_at`: null until signed. `xml` stays NOT NULL (SQLite cannot drop that without rebuilding
 *   the table) and is '' until then; nothing reads it before `signed_at` is set.
 * - `draft`: the document's input as the payment fixed it (JSON, the software PIN sealed as the
 *   settings keep it), cleared once signed.
 * - `buyer_name`, `buyer_document`: the screen's buyer, as the document names it, without reading the
 *   XML (documents from before keep being read from their XML).
 * - Every document stored before is signed: `signed_at` is its creation time.
 */
export function einvoiceDeferredSigning() {
  return {
    async up(db: Kysely<unknown>) {
      for (const column of ['signed_at', 'draft', 'buyer_name', 'buyer_document']) {
        await db.schema.alterTable('einvoice_documents').addColumn(column, 'text').execute();
      }
      await sql`UPDATE einvoice_documents SET signed_at = created_at`.execute(db);
      // The signing worker's one probe: small, as every document leaves it within seconds.
      await sql`CREATE INDEX einvoice_documents_unsigned ON einvoice_documents (id) WHERE signed_at IS NULL`.execute(
        db,
      );
    },
  };
}
