import { createHash } from 'node:crypto';
import { DOMParser, type Element } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { sampleDePos } from '../../../test/fixtures/einvoice.js';
import { buildDePosXml, NS } from './depos-xml.js';

const sha384 = (text: string) => createHash('sha384').update(text).digest('hex');

function parse(xml: string): Element {
  const root = new DOMParser().parseFromString(xml, 'text/xml').documentElement;
  if (!root) throw new Error('no root');
  return root;
}
const children = (e: Element): Element[] => Array.from(e.childNodes).filter((n): n is Element => n.nodeType === 1);
const names = (e: Element) => children(e).map((c) => c.nodeName);
function child(e: Element, name: string): Element {
  const found = children(e).find((c) => c.nodeName === name);
  if (!found) throw new Error(`${e.nodeName} has no ${name}`);
  return found;
}
const path = (e: Element, ...steps: string[]) => steps.reduce(child, e);
const text = (e: Element, ...steps: string[]) => path(e, ...steps).textContent;

/** UBL 2.1 Invoice's xsd:sequence, the elements a DE-POS may use, in schema order. */
const UBL_INVOICE_SEQUENCE = [
  'ext:UBLExtensions',
  'cbc:UBLVersionID',
  'cbc:CustomizationID',
  'cbc:ProfileID',
  'cbc:ProfileExecutionID',
  'cbc:ID',
  'cbc:UUID',
  'cbc:IssueDate',
  'cbc:IssueTime',
  'cbc:InvoiceTypeCode',
  'cbc:Note',
  'cbc:DocumentCurrencyCode',
  'cbc:LineCountNumeric',
  'cac:AccountingSupplierParty',
  'cac:AccountingCustomerParty',
  'cac:PaymentMeans',
  'cac:AllowanceCharge',
  'cac:TaxTotal',
  'cac:LegalMonetaryTotal',
  'cac:InvoiceLine',
];
function inSchemaOrder(found: string[], sequence: string[]): boolean {
  const positions = found.map((n) => sequence.indexOf(n));
  return positions.every((p, i) => p >= 0 && (i === 0 || p >= (positions[i - 1] ?? 0)));
}

describe('buildDePosXml', () => {
  const doc = buildDePosXml(sampleDePos());
  const root = parse(doc.xml);

  it('is a UBL 2.1 Invoice identified as a DE-POS', () => {
    expect(root.namespaceURI).toBe(NS.invoice);
    expect(root.localName).toBe('Invoice');
    expect(text(root, 'cbc:UBLVersionID')).toBe('UBL 2.1');
    expect(text(root, 'cbc:CustomizationID')).toBe('10');
    expect(text(root, 'cbc:ProfileID')).toBe('DIAN 2.1: Documento Equivalente POS');
    expect(text(root, 'cbc:ProfileExecutionID')).toBe('2');
    expect(text(root, 'cbc:ID')).toBe('POS128');
    expect(text(root, 'cbc:InvoiceTypeCode')).toBe('20');
    expect(text(root, 'cbc:IssueDate')).toBe('2026-11-27');
    expect(text(root, 'cbc:IssueTime')).toBe('14:05:09-05:00');
  });

  it('has the top-level elements the annex requires, in the schema order', () => {
    expect(names(root)).toEqual([
      'ext:UBLExtensions',
      'cbc:UBLVersionID',
      'cbc:CustomizationID',
      'cbc:ProfileID',
      'cbc:ProfileExecutionID',
      'cbc:ID',
      'cbc:UUID',
      'cbc:IssueDate',
      'cbc:IssueTime',
      'cbc:InvoiceTypeCode',
      'cbc:DocumentCurrencyCode',
      'cbc:LineCountNumeric',
      'cac:AccountingSupplierParty',
      'cac:AccountingCustomerParty',
      'cac:PaymentMeans',
      'cac:TaxTotal',
      'cac:TaxTotal',
      'cac:LegalMonetaryTotal',
      'cac:InvoiceLine',
      'cac:InvoiceLine',
      'cac:InvoiceLine',
    ]);
    expect(inSchemaOrder(names(root), UBL_INVOICE_SEQUENCE)).toBe(true);
  });

  it('carries the CUDE of the sale in UUID: SHA-384 of the string written here', () => {
    const uuid = path(root, 'cbc:UUID');
    const source =
      'POS1282026-11-2714:05:09-05:0090000.0001950.00046800.00030.0097750.0090037307622222222222212345' + '2';
    expect(uuid.textContent).toBe(sha384(source));
    expect(uuid.getAttribute('schemeName')).toBe('CUDE-SHA384');
    expect(uuid.getAttribute('schemeID')).toBe('2');
    expect(doc.cude).toBe(sha384(source));
  });

  it('puts the extensions in the annex order, the last one empty for the signature', () => {
    const extensions = children(path(root, 'ext:UBLExtensions')).map((e) => children(child(e, 'ext:ExtensionContent')));
    expect(extensions.map((content) => content.map((c) => c.nodeName))).toEqual([
      ['sts:DianExtensions'],
      ['FabricanteSoftware'],
      ['BeneficiosComprador'],
      ['PuntoVenta'],
      [],
    ]);
    const dian = extensions[0]?.[0] as Element;
    expect(names(dian)).toEqual([
      'sts:InvoiceControl',
      'sts:InvoiceSource',
      'sts:SoftwareProvider',
      'sts:SoftwareSecurityCode',
      'sts:AuthorizationProvider',
      'sts:QRCode',
    ]);
    expect(text(dian, 'sts:InvoiceControl', 'sts:InvoiceAuthorization')).toBe('18764000001234');
    expect(names(path(dian, 'sts:InvoiceControl', 'sts:AuthorizedInvoices'))).toEqual([
      'sts:Prefix',
      'sts:From',
      'sts:To',
    ]);
    expect(text(dian, 'sts:SoftwareProvider', 'sts:SoftwareID')).toBe('56f2ae4e-9812-4fad-9255-08fcfcd5ccb0');
    expect(text(dian, 'sts:SoftwareSecurityCode')).toBe(sha384('56f2ae4e-9812-4fad-9255-08fcfcd5ccb012345POS128'));
    expect(text(dian, 'sts:AuthorizationProvider', 'sts:AuthorizationProviderID')).toBe('800197268');
    expect(text(dian, 'sts:QRCode')).toBe(doc.qrText);
    expect(doc.qrText).toContain(`documentkey=${doc.cude}`);

    const pairs = (e: Element | undefined) => children(children(e as Element)[0] as Element).map((c) => c.textContent);
    expect(pairs(extensions[1]?.[0])).toEqual([
      'NombreApellido',
      'Equipo Comandero',
      'RazonSocial',
      'Comandero',
      'NombreSoftware',
      'Comandero POS',
    ]);
    expect(pairs(extensions[2]?.[0])).toEqual([
      'Codigo',
      '222222222222',
      'NombresApellidos',
      'Consumidor final',
      'Puntos',
      '0',
    ]);
    expect(pairs(extensions[3]?.[0])).toEqual([
      'PlacaCaja',
      'CAJA-01',
      'UbicaciónCaja',
      'Barra principal',
      'Cajero',
      'Ana Gómez',
      'TipoCaja',
      'Caja registradora',
      'CódigoVenta',
      'V-000128',
      'SubTotal',
      '90000.00',
    ]);
    expect((extensions[3]?.[0] as Element).namespaceURI).toBe(NS.invoice);
  });

  it('writes issuer and buyer with their DIAN identifications, escaping markup in text', () => {
    const supplier = path(root, 'cac:AccountingSupplierParty', 'cac:Party');
    const companyId = path(supplier, 'cac:PartyTaxScheme', 'cbc:CompanyID');
    expect(companyId.textContent).toBe('900373076');
    expect(companyId.getAttribute('schemeID')).toBe('4');
    expect(companyId.getAttribute('schemeName')).toBe('31');
    expect(text(supplier, 'cac:PhysicalLocation', 'cac:Address', 'cac:AddressLine', 'cbc:Line')).toBe(
      'Calle 72 # 10-34 & local <2>',
    );
    expect(text(supplier, 'cac:PhysicalLocation', 'cac:Address', 'cbc:ID')).toBe('11001');
    const buyerId = path(root, 'cac:AccountingCustomerParty', 'cac:Party', 'cac:PartyIdentification', 'cbc:ID');
    expect(buyerId.textContent).toBe('222222222222');
    expect(buyerId.getAttribute('schemeName')).toBe('13');
    expect(text(root, 'cac:AccountingCustomerParty', 'cbc:AdditionalAccountID')).toBe('2');

    const business = parse(
      buildDePosXml(sampleDePos({ buyer: { type: 'NIT', dianCode: '31', number: '800197268', dv: '4', name: 'DIAN' } }))
        .xml,
    );
    const nit = path(business, 'cac:AccountingCustomerParty', 'cac:Party', 'cac:PartyIdentification', 'cbc:ID');
    expect([nit.textContent, nit.getAttribute('schemeName'), nit.getAttribute('schemeID')]).toEqual([
      '800197268',
      '31',
      '4',
    ]);
    expect(text(business, 'cac:AccountingCustomerParty', 'cbc:AdditionalAccountID')).toBe('1');
    const person = sampleDePos({
      buyer: { type: 'NIT', dianCode: '31', number: '800197268', dv: '4', name: 'Ana', personType: '2' },
    });
    expect(text(parse(buildDePosXml(person).xml), 'cac:AccountingCustomerParty', 'cbc:AdditionalAccountID')).toBe('2');
  });

  it('totals the taxes by scheme (IVA 01, INC 04 at 8 %) and the monetary totals exactly', () => {
    const taxes = children(root).filter((c) => c.nodeName === 'cac:TaxTotal');
    expect(
      taxes.map((t) => [
        text(t, 'cbc:TaxAmount'),
        text(t, 'cac:TaxSubtotal', 'cac:TaxCategory', 'cac:TaxScheme', 'cbc:ID'),
        text(t, 'cac:TaxSubtotal', 'cac:TaxCategory', 'cbc:Percent'),
        text(t, 'cac:TaxSubtotal', 'cbc:TaxableAmount'),
      ]),
    ).toEqual([
      ['950.00', '01', '19.00', '5000.00'],
      ['6800.00', '04', '8.00', '85000.00'],
    ]);
    expect(path(taxes[0] as Element, 'cbc:TaxAmount').getAttribute('currencyID')).toBe('COP');
    const total = path(root, 'cac:LegalMonetaryTotal');
    expect(children(total).map((c) => [c.nodeName, c.textContent])).toEqual([
      ['cbc:LineExtensionAmount', '90000.00'],
      ['cbc:TaxExclusiveAmount', '90000.00'],
      ['cbc:TaxInclusiveAmount', '97750.00'],
      ['cbc:PayableAmount', '97750.00'],
    ]);
    const line = children(root).filter((c) => c.nodeName === 'cac:InvoiceLine')[0] as Element;
    expect(names(line)).toEqual([
      'cbc:ID',
      'cbc:InvoicedQuantity',
      'cbc:LineExtensionAmount',
      'cbc:FreeOfChargeIndicator',
      'cac:TaxTotal',
      'cac:Item',
      'cac:Price',
    ]);
    expect(text(line, 'cbc:InvoicedQuantity')).toBe('2.00');
    expect(text(line, 'cac:Price', 'cbc:PriceAmount')).toBe('30000.00');
  });

  it('adds a tip as a charge outside the taxes', () => {
    const tipped = parse(buildDePosXml(sampleDePos({ tip: 977_500, payableTotal: 10_752_500 })).xml);
    expect(text(tipped, 'cac:AllowanceCharge', 'cbc:Amount')).toBe('9775.00');
    expect(text(tipped, 'cac:LegalMonetaryTotal', 'cbc:ChargeTotalAmount')).toBe('9775.00');
    expect(text(tipped, 'cac:LegalMonetaryTotal', 'cbc:PayableAmount')).toBe('107525.00');
  });

  it('refuses a number outside the range or totals that differ from the invoice', () => {
    expect(() => buildDePosXml(sampleDePos({ number: 5001 }))).toThrow('se agotó');
    expect(() => buildDePosXml(sampleDePos({ payableTotal: 9_775_100 }))).toThrow('no coincide');
    expect(() => buildDePosXml(sampleDePos({ issuedAt: new Date('2027-02-01T12:00:00Z') }))).toThrow('venció');
  });
});
