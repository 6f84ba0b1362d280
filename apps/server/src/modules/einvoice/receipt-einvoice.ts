import type { ReceiptEinvoice } from '@comandero/contracts';
import type { Db } from '../../db/database.js';
import { readSettingsRow, type RangeRow, type SettingsRow } from './einvoice.repository.js';
import { SOFTWARE_MAKER } from './software-maker.js';

/**
 * What the receipt prints of an invoice's DE-POS (contracts/einvoice-receipt.ts), or undefined when
 * the sale has none: one indexed read when e-invoicing is off. The range is the one the document
 * was numbered in, never today's active one.
 */
export async function receiptEinvoiceOf(db: Db, invoiceId: number): Promise<ReceiptEinvoice | undefined> {
  const doc = await db
    .selectFrom('einvoice_documents as d')
    .innerJoin('einvoice_ranges as r', 'r.id', 'd.range_id')
    .select([
      'd.document_number',
      'd.cude',
      'd.qr_text',
      'd.environment',
      'r.resolution_number',
      'r.resolution_date',
      'r.prefix',
      'r.from_number',
      'r.to_number',
      'r.valid_from',
      'r.valid_to',
    ])
    .where('d.invoice_id', '=', invoiceId)
    .where('d.kind', '=', 'depos')
    .executeTakeFirst();
  if (!doc) return undefined;
  return receiptEinvoiceFrom(await readSettingsRow(db), doc);
}

type RangeColumns = Pick<
  RangeRow,
  'resolution_number' | 'resolution_date' | 'prefix' | 'from_number' | 'to_number' | 'valid_from' | 'valid_to'
>;
type DocumentColumns = { document_number: string; cude: string; qr_text: string; environment: string };

/** The receipt's block from the issuer's settings, the range the document was numbered in and the document. */
export function receiptEinvoiceFrom(
  s: Pick<SettingsRow, 'legal_name' | 'nit' | 'dv'>,
  doc: RangeColumns & DocumentColumns,
): ReceiptEinvoice {
  return {
    issuerName: s.legal_name,
    nit: `${s.nit}-${s.dv}`,
    resolution: {
      number: doc.resolution_number,
      date: doc.resolution_date,
      prefix: doc.prefix,
      from: Number(doc.from_number),
      to: Number(doc.to_number),
      validFrom: doc.valid_from,
      validTo: doc.valid_to,
    },
    documentNumber: doc.document_number,
    cude: doc.cude,
    qrText: doc.qr_text,
    environment: doc.environment === '1' ? 'produccion' : 'pruebas',
    softwareMaker: SOFTWARE_MAKER.companyName,
    softwareName: SOFTWARE_MAKER.softwareName,
  };
}

/** Spread into an answer: `{ einvoice }` when the invoice has a DE-POS, nothing otherwise. */
export async function einvoiceAnswerOf(db: Db, invoiceId: number): Promise<{ einvoice?: ReceiptEinvoice }> {
  const einvoice = await receiptEinvoiceOf(db, invoiceId);
  return einvoice ? { einvoice } : {};
}
