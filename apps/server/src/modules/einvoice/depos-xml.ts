import { computeCude, softwareSecurityCode } from './cude.js';
import { customerParty, DIAN_AGENCY, supplierParty } from './depos-parties.js';
import { dePosTotals, type DePosTotals, type TaxGroup } from './depos-totals.js';
import { DIAN_TAX_SCHEMES, type DePosInput, type DePosLine, type DePosSoftware } from './depos-types.js';
import { bogotaDateTime, dianAmount, dianPercent, dianQuantity } from './dian-format.js';
import { checkNextNumber } from './numbering.js';
import { dePosQrText } from './qr.js';
import { el, leaf, type XmlNode } from './xml-text.js';

export const NS = {
  invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  ext: 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
  sts: 'dian:gov:co:facturaelectronica:Structures-2-1',
  ds: 'http://www.w3.org/2000/09/xmldsig#',
  xades: 'http://uri.etsi.org/01903/v1.3.2#',
  xades141: 'http://uri.etsi.org/01903/v1.4.1#',
  xsi: 'http://www.w3.org/2001/XMLSchema-instance',
} as const;

export const DEPOS_PROFILE_ID = 'DIAN 2.1: Documento Equivalente POS';
export const DIAN_NIT = '800197268';
const COP = { currencyID: 'COP' } as const;
/** Unit code 94: "unidad", as the annex's examples use for goods sold by the piece. */
const UNIT = { unitCode: '94' } as const;

export type DePosDocument = {
  /** Unsigned XML; xades-sign fills its last ExtensionContent. */
  xml: string;
  documentNumber: string;
  cude: string;
  qrText: string;
  issueDate: string;
  issueTime: string;
  totals: DePosTotals;
};

const money = (name: string, minor: number) => leaf(name, dianAmount(minor), COP);

function taxSubtotal(group: Pick<TaxGroup, 'scheme' | 'rateBp' | 'taxable' | 'amount'>): XmlNode {
  return el(
    'cac:TaxSubtotal',
    null,
    money('cbc:TaxableAmount', group.taxable),
    money('cbc:TaxAmount', group.amount),
    el(
      'cac:TaxCategory',
      null,
      leaf('cbc:Percent', dianPercent(group.rateBp)),
      el('cac:TaxScheme', null, leaf('cbc:ID', group.scheme), leaf('cbc:Name', DIAN_TAX_SCHEMES[group.scheme])),
    ),
  );
}

function invoiceLine(line: DePosLine, index: number): XmlNode {
  // The unit price before taxes, rounded to the centavo; the line's net stays the exact value of record.
  const unitNet = Math.round(line.net / line.quantity);
  return el(
    'cac:InvoiceLine',
    null,
    leaf('cbc:ID', index + 1),
    leaf('cbc:InvoicedQuantity', dianQuantity(line.quantity), UNIT),
    money('cbc:LineExtensionAmount', line.net),
    leaf('cbc:FreeOfChargeIndicator', 'false'),
    line.tax
      ? el(
          'cac:TaxTotal',
          null,
          money('cbc:TaxAmount', line.tax.amount),
          taxSubtotal({ ...line.tax, taxable: line.net }),
        )
      : null,
    el(
      'cac:Item',
      null,
      leaf('cbc:Description', line.description),
      el('cac:StandardItemIdentification', null, leaf('cbc:ID', line.code, { schemeID: '999' })),
    ),
    el('cac:Price', null, money('cbc:PriceAmount', unitNet), leaf('cbc:BaseQuantity', dianQuantity(1), UNIT)),
  );
}

/** A Name/Value list in the document's own namespace, as the annex's examples write the POS extensions. */
function nameValueExtension(wrapper: string, group: string, pairs: [string, string][]): XmlNode {
  const items = pairs.flatMap(([name, value]) => [leaf('Name', name), leaf('Value', value)]);
  return el('ext:UBLExtension', null, el('ext:ExtensionContent', null, el(wrapper, null, el(group, null, ...items))));
}

/**
 * The root element's declarations, the same on the DE-POS and its notes (so the parts a note copies
 * from the sale mean the same there): `defaultNs` is the document's own, `schema` its UBL 2.1 XSD.
 */
export function ublRootAttributes(defaultNs: string, schema: 'Invoice' | 'CreditNote'): Record<string, string> {
  return {
    xmlns: defaultNs,
    'xmlns:cac': NS.cac,
    'xmlns:cbc': NS.cbc,
    'xmlns:ds': NS.ds,
    'xmlns:ext': NS.ext,
    'xmlns:sts': NS.sts,
    'xmlns:xades': NS.xades,
    'xmlns:xades141': NS.xades141,
    'xmlns:xsi': NS.xsi,
    'xsi:schemaLocation': `${defaultNs} http://docs.oasis-open.org/ubl/os-UBL-2.1/xsd/maindoc/UBL-${schema}-2.1.xsd`,
  };
}

/**
 * What DianExtensions carries after the numbering (which only a DE-POS has): the source country, the
 * software, its security code for this number, the DIAN as authorisation provider and the QR text.
 */
export function dianControlParts(software: DePosSoftware, documentNumber: string, qrText: string): XmlNode[] {
  return [
    el(
      'sts:InvoiceSource',
      null,
      leaf('cbc:IdentificationCode', 'CO', {
        listAgencyID: '6',
        listAgencyName: 'United Nations Economic Commission for Europe',
        listSchemeURI: 'urn:oasis:names:specification:ubl:codelist:gc:CountryIdentificationCode-2.1',
      }),
    ),
    el(
      'sts:SoftwareProvider',
      null,
      leaf('sts:ProviderID', software.providerNit, { ...DIAN_AGENCY, schemeID: software.providerDv, schemeName: '31' }),
      leaf('sts:SoftwareID', software.id, DIAN_AGENCY),
    ),
    leaf('sts:SoftwareSecurityCode', softwareSecurityCode(software.id, software.pin, documentNumber), DIAN_AGENCY),
    el(
      'sts:AuthorizationProvider',
      null,
      leaf('sts:AuthorizationProviderID', DIAN_NIT, { ...DIAN_AGENCY, schemeID: '4', schemeName: '31' }),
    ),
    leaf('sts:QRCode', qrText),
  ];
}

/** What a DE-POS says without its XML: its number, totals, CUDE and QR text. */
export type DePosHead = Omit<DePosDocument, 'xml'>;

/**
 * The document's head: cheap (one SHA-384), so the payment's transaction fixes it while the XML is
 * built and signed after the commit. Throws when the number is outside the range or the totals
 * disagree with the invoice.
 */
export function dePosHead(input: DePosInput): DePosHead {
  const { numbering, software, buyer, issuer } = input;
  const check = checkNextNumber(numbering, input.number - 1, input.issuedAt);
  if (!check.ok) throw new RangeError(check.message);
  if (input.lines.length === 0) throw new RangeError('El documento equivalente necesita al menos una línea.');
  const totals = dePosTotals(input.lines, input.tip ?? 0);
  if (totals.payable !== input.payableTotal) {
    throw new RangeError(
      `El total de las líneas (${totals.payable}) no coincide con el total cobrado (${input.payableTotal}).`,
    );
  }
  const documentNumber = check.documentNumber;
  const { date, time } = bogotaDateTime(input.issuedAt);
  const cude = computeCude({
    number: documentNumber,
    issueDate: date,
    issueTime: time,
    subtotal: totals.lineExtension,
    iva: totals.iva,
    inc: totals.inc,
    ica: totals.ica,
    total: totals.payable,
    issuerNit: issuer.nit,
    buyerId: buyer.number,
    softwarePin: software.pin,
    environment: input.environment,
  });
  const qrText = dePosQrText({
    number: documentNumber,
    issueDate: date,
    issueTime: time,
    issuerNit: issuer.nit,
    buyerId: buyer.number,
    subtotal: totals.lineExtension,
    iva: totals.iva,
    otherTaxes: totals.inc + totals.ica,
    total: totals.payable,
    cude,
    environment: input.environment,
  });
  return { documentNumber, cude, qrText, issueDate: date, issueTime: time, totals };
}

/** Builds the unsigned DE-POS; throws when the number is outside the range or the totals disagree with the invoice. */
export function buildDePosXml(input: DePosInput): DePosDocument {
  const { numbering, software, buyer, issuer, pointOfSale: pos } = input;
  const head = dePosHead(input);
  const { documentNumber, cude, qrText, totals, issueDate: date, issueTime: time } = head;
  const benefits = buyer.benefits ?? { code: buyer.number, name: buyer.name, points: 0 };

  const extensions = el(
    'ext:UBLExtensions',
    null,
    el(
      'ext:UBLExtension',
      null,
      el(
        'ext:ExtensionContent',
        null,
        el(
          'sts:DianExtensions',
          null,
          el(
            'sts:InvoiceControl',
            null,
            leaf('sts:InvoiceAuthorization', numbering.resolutionNumber),
            el(
              'sts:AuthorizationPeriod',
              null,
              leaf('cbc:StartDate', numbering.validFrom),
              leaf('cbc:EndDate', numbering.validTo),
            ),
            el(
              'sts:AuthorizedInvoices',
              null,
              numbering.prefix ? leaf('sts:Prefix', numbering.prefix) : null,
              leaf('sts:From', numbering.from),
              leaf('sts:To', numbering.to),
            ),
          ),
          ...dianControlParts(software, documentNumber, qrText),
        ),
      ),
    ),
    nameValueExtension('FabricanteSoftware', 'InformacionDelFabricanteDelSoftware', [
      ['NombreApellido', software.maker.name],
      ['RazonSocial', software.maker.companyName],
      ['NombreSoftware', software.maker.softwareName],
    ]),
    nameValueExtension('BeneficiosComprador', 'InformacionBeneficiosComprador', [
      ['Codigo', benefits.code],
      ['NombresApellidos', benefits.name],
      ['Puntos', String(benefits.points)],
    ]),
    nameValueExtension('PuntoVenta', 'InformacionCajaVenta', [
      ['PlacaCaja', pos.registerPlate],
      ['UbicaciónCaja', pos.registerLocation],
      ['Cajero', pos.cashier],
      ['TipoCaja', pos.registerType],
      ['CódigoVenta', pos.saleCode],
      ['SubTotal', dianAmount(totals.lineExtension)],
    ]),
    // The signature's place: xades-sign fills it, and it must stay the last extension.
    el('ext:UBLExtension', null, el('ext:ExtensionContent', null)),
  );

  const root = el(
    'Invoice',
    ublRootAttributes(NS.invoice, 'Invoice'),
    extensions,
    leaf('cbc:UBLVersionID', 'UBL 2.1'),
    leaf('cbc:CustomizationID', '10'),
    leaf('cbc:ProfileID', DEPOS_PROFILE_ID),
    leaf('cbc:ProfileExecutionID', input.environment),
    leaf('cbc:ID', documentNumber),
    leaf('cbc:UUID', cude, { schemeID: input.environment, schemeName: 'CUDE-SHA384' }),
    leaf('cbc:IssueDate', date),
    leaf('cbc:IssueTime', time),
    leaf('cbc:InvoiceTypeCode', '20'),
    leaf('cbc:DocumentCurrencyCode', 'COP'),
    leaf('cbc:LineCountNumeric', input.lines.length),
    supplierParty(issuer, numbering.prefix),
    customerParty(buyer),
    el('cac:PaymentMeans', null, leaf('cbc:ID', '1'), leaf('cbc:PaymentMeansCode', input.paymentMeans)),
    totals.tip > 0
      ? el(
          'cac:AllowanceCharge',
          null,
          leaf('cbc:ID', '1'),
          leaf('cbc:ChargeIndicator', 'true'),
          leaf('cbc:AllowanceChargeReason', 'Propina'),
          money('cbc:Amount', totals.tip),
          money('cbc:BaseAmount', totals.taxInclusive),
        )
      : null,
    ...(['01', '04', '03'] as const).flatMap((scheme) => {
      const groups = totals.taxGroups.filter((g) => g.scheme === scheme);
      if (groups.length === 0) return [];
      const amount = groups.reduce((sum, g) => sum + g.amount, 0);
      return [el('cac:TaxTotal', null, money('cbc:TaxAmount', amount), ...groups.map(taxSubtotal))];
    }),
    el(
      'cac:LegalMonetaryTotal',
      null,
      money('cbc:LineExtensionAmount', totals.lineExtension),
      money('cbc:TaxExclusiveAmount', totals.taxExclusive),
      money('cbc:TaxInclusiveAmount', totals.taxInclusive),
      totals.tip > 0 ? money('cbc:ChargeTotalAmount', totals.tip) : null,
      money('cbc:PayableAmount', totals.payable),
    ),
    ...input.lines.map(invoiceLine),
  );

  return { ...head, xml: `<?xml version="1.0" encoding="UTF-8" standalone="no"?>${root.markup}` };
}
