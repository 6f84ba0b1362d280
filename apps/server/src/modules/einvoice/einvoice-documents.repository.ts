import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { DialectName } from '../../db/dialect.js';

/** Enough of the signed XML, from the buyer's party on, to read its identification and name. */
const BUYER_OPENING = '<cac:AccountingCustomerParty>';
const BUYER_SLICE = 1200;

/**
 * The documents screen's reads. The buyer is the one the document names (the customer may have
 * changed their document since): its own columns, or for documents stored before them a slice of the
 * signed XML (the whole XML is 10–20 kB a document).
 */
export function einvoiceDocumentsRepository(db: Db, dialect: DialectName) {
  const position =
    dialect === 'postgres' ? sql<number>`strpos(d.xml, ${BUYER_OPENING})` : sql<number>`instr(d.xml, ${BUYER_OPENING})`;
  return {
    /** Documents issued in [start, end), newest first, with the charged total (tip included). */
    inRange: (start: string, end: string) =>
      db
        .selectFrom('einvoice_documents as d')
        .innerJoin('invoices as i', 'i.id', 'd.invoice_id')
        .leftJoin('einvoice_documents as o', 'o.id', 'd.adjusts_document_id')
        .select([
          'd.kind',
          'd.reason',
          'o.document_number as adjusts_number',
          'd.id',
          'd.invoice_id',
          'd.document_number',
          'd.cude',
          'd.issued_at',
          'd.status',
          'd.environment',
          'd.attempts',
          'd.dian_status_code',
          'd.dian_messages',
          'd.last_error',
          'd.contingency_type',
          'd.sent_at',
          'd.accepted_at',
          'd.signed_at',
          'i.total',
          'i.tip',
          'd.buyer_name',
          'd.buyer_document',
          // Documents from before migration 0045 name their buyer only in their XML.
          sql<string | null>`CASE WHEN d.buyer_name IS NULL THEN substr(d.xml, ${position}, ${BUYER_SLICE}) END`.as(
            'buyer_xml',
          ),
          sql<number>`CASE WHEN d.application_response IS NULL THEN 0 ELSE 1 END`.as('has_response'),
        ])
        .where('d.issued_at', '>=', start)
        .where('d.issued_at', '<', end)
        .orderBy('d.id', 'desc')
        .execute(),

    documentNumber: (id: number) =>
      db.selectFrom('einvoice_documents').select('document_number').where('id', '=', id).executeTakeFirst(),

    applicationResponse: (id: number) =>
      db
        .selectFrom('einvoice_documents')
        .select(['document_number', 'application_response'])
        .where('id', '=', id)
        .executeTakeFirst(),
  };
}

export type DocumentRow = Awaited<ReturnType<ReturnType<typeof einvoiceDocumentsRepository>['inRange']>>[number];
