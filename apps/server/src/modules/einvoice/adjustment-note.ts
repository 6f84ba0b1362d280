import { EINVOICE_MESSAGES as M } from '@comandero/contracts';
import type { Db } from '../../db/database.js';
import { HttpError } from '../../http/http-error.js';
import { buildCreditNoteXml } from './adjustment-note-xml.js';
import { EinvoiceRefusal } from './depos-issue.js';
import { signedXmlNow } from './depos-signing.js';
import { certificateOf } from './sealed-certificate.js';
import { readCertificateRow, readSettingsRow } from './einvoice.repository.js';
import { unseal } from './einvoice-secrets.js';
import { signOffTheLoop } from './signer-thread.js';
import { SOFTWARE_MAKER } from './software-maker.js';

export const CREDIT_NOTE_KIND = 'nota_credito';

export type IssuedNote = { documentId: number; number: string; cude: string };

/**
 * Takes the next number of a kind of note in one statement: the row stays locked (PostgreSQL) or the
 * database write-locked (SQLite) until the caller's COMMIT, so notes never share a number and a
 * rolled-back void gives its number back.
 */
export async function takeNoteNumber(tx: Db, kind: string): Promise<{ prefix: string; number: number }> {
  const row = await tx
    .updateTable('einvoice_note_numbering')
    .set((eb) => ({ last_number: eb('last_number', '+', 1) }))
    .where('kind', '=', kind)
    .returning(['prefix', 'last_number'])
    .executeTakeFirstOrThrow();
  return { prefix: row.prefix, number: Number(row.last_number) };
}

/**
 * Issue 23, "Anular venta": the adjustment credit note that voids a paid sale's DE-POS, inside the
 * void's transaction. Null when the sale has no DE-POS (e-invoicing was off when it was paid). The
 * note is built from the original document (same lines and totals), referencing its number, CUDE
 * and date, with its own number from the notes' consecutive (not the DIAN's range), signed with the
 * store's certificate and stored `pendiente` for the transmission worker. It is issued even when
 * e-invoicing was switched off since the sale: the DIAN has the sale, so it must have its void.
 * A second call for the same invoice answers the first note and takes no number.
 */
export async function issueVoidCreditNote(
  tx: Db,
  key: Buffer,
  req: { invoiceId: number; reason: string; userId: number; nowIso: string },
): Promise<IssuedNote | null> {
  const depos = await tx
    .selectFrom('einvoice_documents')
    .select(['id', 'buyer_name', 'buyer_document'])
    .where('invoice_id', '=', req.invoiceId)
    .where('kind', '=', 'depos')
    .executeTakeFirst();
  if (!depos) return null;
  const existing = await tx
    .selectFrom('einvoice_documents')
    .select(['id', 'document_number', 'cude'])
    .where('invoice_id', '=', req.invoiceId)
    .where('kind', '=', CREDIT_NOTE_KIND)
    .executeTakeFirst();
  if (existing) return { documentId: existing.id, number: existing.document_number, cude: existing.cude };

  const reason = req.reason.trim();
  if (reason === '') throw new HttpError(400, 'La nota crédito necesita el motivo de la anulación.');
  const [settings, cert] = await Promise.all([readSettingsRow(tx), readCertificateRow(tx)]);
  if (!cert || !settings.software_pin_enc) throw new EinvoiceRefusal(M.notReady);
  let pin: string;
  let certificate;
  try {
    pin = unseal(key, settings.software_pin_enc).toString('utf8');
    certificate = certificateOf(key, cert.p12_enc, cert.password_enc);
  } catch (err) {
    throw new EinvoiceRefusal(err instanceof Error ? err.message : M.notReady);
  }

  // The note quotes the sale's signed document: a sale voided before its signature followed gets it now.
  const original = { id: depos.id, xml: (await signedXmlNow(tx, key, depos.id, req.nowIso))! };
  const { prefix, number } = await takeNoteNumber(tx, CREDIT_NOTE_KIND);
  const issuedAt = new Date(req.nowIso);
  const doc = buildCreditNoteXml({
    originalXml: original.xml,
    documentNumber: `${prefix}${number}`,
    issuedAt,
    reason,
    software: {
      id: settings.software_id,
      pin,
      providerNit: settings.nit,
      providerDv: settings.dv,
      maker: SOFTWARE_MAKER,
    },
  });
  const xml = await signOffTheLoop(doc.xml, { certificate, signingTime: issuedAt });
  const row = await tx
    .insertInto('einvoice_documents')
    .values({
      invoice_id: req.invoiceId,
      kind: CREDIT_NOTE_KIND,
      adjusts_document_id: original.id,
      reason,
      range_id: null,
      number,
      prefix,
      document_number: doc.documentNumber,
      cude: doc.cude,
      qr_text: doc.qrText,
      xml,
      signed_at: req.nowIso,
      // The sale's buyer, whom the note names too.
      buyer_name: depos.buyer_name,
      buyer_document: depos.buyer_document,
      environment: doc.environment,
      status: 'pendiente',
      issued_at: req.nowIso,
      created_at: req.nowIso,
      updated_at: req.nowIso,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { documentId: row.id, number: doc.documentNumber, cude: doc.cude };
}
