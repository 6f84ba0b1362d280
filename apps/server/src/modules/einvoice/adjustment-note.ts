import type { Db } from '../../db/database.js';

/**
 * STUB, replaced by the e-invoicing helper's version at merge: that one issues the electronic
 * credit note annulling the invoice's DE-POS (table einvoice_documents) inside the void's
 * transaction, sealed with the same key the payment path passes to issueDocuments. Until then no
 * note is issued, which the void answers as no `credit_note`.
 */
export async function issueVoidCreditNote(
  _tx: Db,
  _key: Buffer,
  _req: { invoiceId: number; reason: string; userId: number; nowIso: string },
): Promise<{ documentId: number; number: string; cude: string } | null> {
  return null;
}
