import {
  EINVOICE_DOCUMENT_MESSAGES as M,
  EINVOICE_DOCUMENT_STATUSES,
  type DianMessage,
  type EinvoiceDocument,
  type EinvoiceDocumentStatus,
  type EinvoiceDocumentsAnswer,
  type EinvoiceDocumentsQuery,
  foldForSearch,
} from '@comandero/contracts';
import type { AppDeps } from '../../app-deps.js';
import { notFound } from '../../http/http-error.js';

import { dateRangeOf, storeContext } from '../settings/store-context.js';
import { signedXmlNow } from './depos-signing.js';
import { einvoiceDocumentsRepository, type DocumentRow } from './einvoice-documents.repository.js';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescapeXml = (text: string) => text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ENTITIES[name]);

/** The buyer's name and identification as the signed XML names them (depos-parties.ts writes them). */
export function buyerOfXml(slice: string): { name: string; document: string } {
  const id = /<cac:PartyIdentification><cbc:ID[^>]*>([^<]*)<\/cbc:ID>/.exec(slice)?.[1] ?? '';
  const name = /<cac:PartyName><cbc:Name>([^<]*)<\/cbc:Name>/.exec(slice)?.[1] ?? '';
  return { name: unescapeXml(name), document: unescapeXml(id) };
}

function messagesOf(json: string | null): DianMessage[] {
  if (!json) return [];
  try {
    const parsed = JSON.parse(json) as unknown;
    return Array.isArray(parsed)
      ? parsed.filter(
          (m): m is DianMessage =>
            typeof m === 'object' && m !== null && typeof m.code === 'string' && typeof m.message === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

const isStatus = (s: string): s is EinvoiceDocumentStatus =>
  (EINVOICE_DOCUMENT_STATUSES as readonly string[]).includes(s);

function documentOf(row: DocumentRow): EinvoiceDocument {
  const buyer =
    row.buyer_name !== null
      ? { name: row.buyer_name, document: row.buyer_document ?? '' }
      : buyerOfXml(row.buyer_xml ?? '');
  return {
    id: Number(row.id),
    invoiceId: Number(row.invoice_id),
    documentNumber: row.document_number,
    cude: row.cude,
    issuedAt: row.issued_at,
    buyerName: buyer.name,
    buyerDocument: buyer.document,
    total: Number(row.total) + Number(row.tip),
    status: isStatus(row.status) ? row.status : 'pendiente',
    environment: row.environment === '1' ? 'produccion' : 'pruebas',
    attempts: Number(row.attempts),
    dianStatusCode: row.dian_status_code,
    dianMessages: messagesOf(row.dian_messages),
    lastError: row.last_error,
    contingencyType: row.contingency_type,
    sentAt: row.sent_at,
    acceptedAt: row.accepted_at,
    hasApplicationResponse: Number(row.has_response) === 1,
    signedAt: row.signed_at,
    ...(row.kind === 'nota_credito'
      ? { adjusts: { kind: 'nota_credito', documentNumber: row.adjusts_number ?? '', reason: row.reason ?? '' } }
      : {}),
  };
}

/** Issue 23: the screen "Documentos electrónicos" (INVOICES). */
export function einvoiceDocumentsService(deps: AppDeps) {
  const repo = einvoiceDocumentsRepository(deps.db, deps.dialect);
  return {
    /** The period's documents matching `q` (number, buyer, CUDE); counts per status before `status` applies. */
    async list(query: EinvoiceDocumentsQuery): Promise<EinvoiceDocumentsAnswer> {
      const { timeZone } = await storeContext(deps);
      const range = dateRangeOf(deps, query, timeZone);
      const q = query.q ? foldForSearch(query.q) : '';
      const matching = (await repo.inRange(range.start, range.end))
        .map(documentOf)
        .filter(
          (d) =>
            !q ||
            foldForSearch(d.documentNumber).includes(q) ||
            (d.adjusts !== undefined && foldForSearch(d.adjusts.documentNumber).includes(q)) ||
            foldForSearch(d.buyerName).includes(q) ||
            d.buyerDocument.includes(q) ||
            d.cude.includes(q),
        );
      const counts = Object.fromEntries(EINVOICE_DOCUMENT_STATUSES.map((s) => [s, 0])) as Record<
        EinvoiceDocumentStatus,
        number
      >;
      for (const d of matching) counts[d.status] += 1;
      return { documents: query.status ? matching.filter((d) => d.status === query.status) : matching, counts };
    },

    /** The signed XML; a document the worker has not signed yet is signed now, once. */
    async xml(id: number): Promise<{ name: string; xml: string }> {
      const row = await repo.documentNumber(id);
      if (!row) throw notFound(M.notFound);
      const xml = await signedXmlNow(deps.db, deps.einvoiceKey, id, deps.clock.now().toISOString());
      if (xml === null) throw notFound(M.notFound);
      return { name: row.document_number, xml };
    },

    async applicationResponse(id: number): Promise<{ name: string; xml: string }> {
      const row = await repo.applicationResponse(id);
      if (!row) throw notFound(M.notFound);
      if (!row.application_response) throw notFound(M.noApplicationResponse);
      return { name: row.document_number, xml: row.application_response };
    },
  };
}
