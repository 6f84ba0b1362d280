import { DOMParser, type Element } from '@xmldom/xmldom';
import { computeCude, type DianEnvironment } from './cude.js';
import { dianControlParts, NS, ublRootAttributes } from './depos-xml.js';
import type { DePosSoftware } from './depos-types.js';
import { bogotaDateTime } from './dian-format.js';
import { dePosQrText } from './qr.js';
import { el, leaf } from './xml-text.js';

/**
 * The adjustment credit note of a DE-POS (docs/einvoice.md, "Adjustment notes"): a UBL 2.1
 * `CreditNote` that voids the whole sale, so it carries the original's parties, payment, taxes,
 * totals and lines. Those are taken from the original's signed text as they are (the builder wrote
 * them canonical, with the namespaces on the root, and the note's root declares the same prefixes),
 * the lines renamed to `CreditNoteLine`/`CreditedQuantity`: the note cannot disagree with the
 * document it cancels, whatever the void did to the sale's rows since.
 */

export const NOTE_NS = 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2';
/** The issue's codes for the DE's adjustment notes: 94 credit, 93 debit (assumed, see the docs). */
export const CREDIT_NOTE_CODE = '94';
export const NOTE_PROFILE_ID = 'DIAN 2.1: Nota de ajuste al documento equivalente electrónico';
/** DiscrepancyResponse code 2, "anulación", as the invoice annex lists the credit notes' concepts. */
export const VOID_RESPONSE_CODE = '2';

export type CreditNoteInput = {
  /** The DE-POS being voided, exactly as signed and stored. */
  originalXml: string;
  /** The note's own prefix and consecutive, e.g. "NC7". */
  documentNumber: string;
  issuedAt: Date;
  reason: string;
  software: DePosSoftware;
};

export type CreditNoteDocument = {
  /** Unsigned XML; xades-sign fills its last ExtensionContent. */
  xml: string;
  documentNumber: string;
  cude: string;
  qrText: string;
  issueDate: string;
  issueTime: string;
  environment: DianEnvironment;
  original: { number: string; cude: string; issueDate: string };
};

function child(parent: Element | null, ns: string, name: string): Element | null {
  if (!parent) return null;
  for (let n = parent.firstChild; n; n = n.nextSibling) {
    if (n.nodeType === 1 && n.namespaceURI === ns && (n as Element).localName === name) return n as Element;
  }
  return null;
}

const walk = (from: Element | null, steps: [string, string][]) =>
  steps.reduce<Element | null>((at, [ns, name]) => child(at, ns, name), from);
const text = (e: Element | null) => (e?.textContent ?? '').trim();

/** "15000.00" back to integer centavos, without a float. */
function minorOf(amount: string): number {
  const match = /^(\d+)\.(\d{2})$/.exec(amount);
  if (!match) throw new RangeError(`Monto inesperado en el documento original: "${amount}".`);
  return Number(match[1]) * 100 + Number(match[2]);
}

/** Cuts `[from, to)` out of the original's text; both markers must be there, in order. */
function slice(xml: string, from: string, to: string, includeTo: boolean): string {
  const start = xml.indexOf(from);
  const end = start < 0 ? -1 : xml.indexOf(to, start);
  if (end < 0) throw new RangeError('El documento original no tiene la forma que escribe el constructor.');
  return xml.slice(start, includeTo ? end + to.length : end);
}

/** The original's fields the note repeats or references, read (not re-serialised) from its text. */
function readOriginal(xml: string) {
  const root = new DOMParser().parseFromString(xml, 'text/xml').documentElement;
  if (!root || root.namespaceURI !== NS.invoice || root.localName !== 'Invoice') {
    throw new RangeError('El documento a ajustar no es un documento equivalente POS.');
  }
  const cbc = (name: string) => text(child(root, NS.cbc, name));
  const taxes = { '01': 0, '04': 0, '03': 0 } as Record<string, number>;
  for (let n = root.firstChild; n; n = n.nextSibling) {
    const e = n as Element;
    if (n.nodeType !== 1 || e.namespaceURI !== NS.cac || e.localName !== 'TaxTotal') continue;
    const scheme = text(
      walk(e, [
        [NS.cac, 'TaxSubtotal'],
        [NS.cac, 'TaxCategory'],
        [NS.cac, 'TaxScheme'],
        [NS.cbc, 'ID'],
      ]),
    );
    taxes[scheme] = minorOf(text(child(e, NS.cbc, 'TaxAmount')));
  }
  const totals = child(root, NS.cac, 'LegalMonetaryTotal');
  return {
    number: cbc('ID'),
    cude: cbc('UUID'),
    issueDate: cbc('IssueDate'),
    environment: cbc('ProfileExecutionID') as DianEnvironment,
    lineCount: cbc('LineCountNumeric'),
    issuerNit: text(
      walk(root, [
        [NS.cac, 'AccountingSupplierParty'],
        [NS.cac, 'Party'],
        [NS.cac, 'PartyTaxScheme'],
        [NS.cbc, 'CompanyID'],
      ]),
    ),
    buyerId: text(
      walk(root, [
        [NS.cac, 'AccountingCustomerParty'],
        [NS.cac, 'Party'],
        [NS.cac, 'PartyIdentification'],
        [NS.cbc, 'ID'],
      ]),
    ),
    subtotal: minorOf(text(child(totals, NS.cbc, 'LineExtensionAmount'))),
    total: minorOf(text(child(totals, NS.cbc, 'PayableAmount'))),
    iva: taxes['01'] ?? 0,
    inc: taxes['04'] ?? 0,
    ica: taxes['03'] ?? 0,
  };
}

/** Builds the unsigned credit note that voids `originalXml`; its CUDE uses the DE-POS formula. */
export function buildCreditNoteXml(input: CreditNoteInput): CreditNoteDocument {
  const o = readOriginal(input.originalXml);
  const { date, time } = bogotaDateTime(input.issuedAt);
  const { documentNumber, software } = input;
  const cude = computeCude({
    number: documentNumber,
    issueDate: date,
    issueTime: time,
    subtotal: o.subtotal,
    iva: o.iva,
    inc: o.inc,
    ica: o.ica,
    total: o.total,
    issuerNit: o.issuerNit,
    buyerId: o.buyerId,
    softwarePin: software.pin,
    environment: o.environment,
  });
  const qrText = dePosQrText({
    number: documentNumber,
    issueDate: date,
    issueTime: time,
    issuerNit: o.issuerNit,
    buyerId: o.buyerId,
    subtotal: o.subtotal,
    iva: o.iva,
    otherTaxes: o.inc + o.ica,
    total: o.total,
    cude,
    environment: o.environment,
  });

  // FabricanteSoftware, BeneficiosComprador and PuntoVenta: the sale's, as it was documented.
  const posExtensions = slice(
    input.originalXml,
    '<ext:UBLExtension><ext:ExtensionContent><FabricanteSoftware>',
    '</PuntoVenta></ext:ExtensionContent></ext:UBLExtension>',
    true,
  );
  // Parties, payment, tip, taxes, totals and lines: the same sequence in Invoice and CreditNote.
  const body = slice(input.originalXml, '<cac:AccountingSupplierParty>', '</Invoice>', false)
    .replaceAll('<cac:InvoiceLine>', '<cac:CreditNoteLine>')
    .replaceAll('</cac:InvoiceLine>', '</cac:CreditNoteLine>')
    .replaceAll('<cbc:InvoicedQuantity ', '<cbc:CreditedQuantity ')
    .replaceAll('</cbc:InvoicedQuantity>', '</cbc:CreditedQuantity>');

  const extensions =
    '<ext:UBLExtensions>' +
    el(
      'ext:UBLExtension',
      null,
      el(
        'ext:ExtensionContent',
        null,
        el('sts:DianExtensions', null, ...dianControlParts(software, documentNumber, qrText)),
      ),
    ).markup +
    posExtensions +
    // The signature's place: xades-sign fills it, and it must stay the last extension.
    el('ext:UBLExtension', null, el('ext:ExtensionContent', null)).markup +
    '</ext:UBLExtensions>';

  const head = [
    leaf('cbc:UBLVersionID', 'UBL 2.1'),
    leaf('cbc:CustomizationID', CREDIT_NOTE_CODE),
    leaf('cbc:ProfileID', NOTE_PROFILE_ID),
    leaf('cbc:ProfileExecutionID', o.environment),
    leaf('cbc:ID', documentNumber),
    leaf('cbc:UUID', cude, { schemeID: o.environment, schemeName: 'CUDE-SHA384' }),
    leaf('cbc:IssueDate', date),
    leaf('cbc:IssueTime', time),
    leaf('cbc:CreditNoteTypeCode', CREDIT_NOTE_CODE),
    leaf('cbc:Note', input.reason),
    leaf('cbc:DocumentCurrencyCode', 'COP'),
    leaf('cbc:LineCountNumeric', o.lineCount),
    el(
      'cac:DiscrepancyResponse',
      null,
      leaf('cbc:ReferenceID', o.number),
      leaf('cbc:ResponseCode', VOID_RESPONSE_CODE),
      leaf('cbc:Description', input.reason),
    ),
    el(
      'cac:BillingReference',
      null,
      el(
        'cac:InvoiceDocumentReference',
        null,
        leaf('cbc:ID', o.number),
        leaf('cbc:UUID', o.cude, { schemeName: 'CUDE-SHA384' }),
        leaf('cbc:IssueDate', o.issueDate),
      ),
    ),
  ]
    .map((node) => node.markup)
    .join('');

  // The same declarations as the DE-POS, so the copied parts mean the same; the default is the note's.
  const rootStart = el('CreditNote', ublRootAttributes(NOTE_NS, 'CreditNote')).markup.replace(/<\/CreditNote>$/, '');

  return {
    xml: `<?xml version="1.0" encoding="UTF-8" standalone="no"?>${rootStart}${extensions}${head}${body}</CreditNote>`,
    documentNumber,
    cude,
    qrText,
    issueDate: date,
    issueTime: time,
    environment: o.environment,
    original: { number: o.number, cude: o.cude, issueDate: o.issueDate },
  };
}
