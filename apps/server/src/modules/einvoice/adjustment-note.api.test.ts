import { createHash } from 'node:crypto';
import { DOMParser, type Element } from '@xmldom/xmldom';
import { SignedXml } from 'xml-crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeDian, type FakeDian } from '../../../../../test-support/dian/fake-dian.js';
import { configureEinvoice, dianEnv, payTestSale, TEST_STORE } from '../../../test/fixtures/einvoice.js';
import { openPosApp, type PosCatalogue } from '../../../test/fixtures/orders.js';
import { testDatabases, type ApiClient, type TestApp } from '../../../test/test-app.js';
import type { EinvoiceDocumentsAnswer } from '@comandero/contracts';
import { issueVoidCreditNote } from './adjustment-note.js';
import { loadP12 } from './certificate.js';

beforeAll(() => {
  expect(TEST_STORE.P12.length).toBeGreaterThan(0);
}, 120_000);

const DS = 'http://www.w3.org/2000/09/xmldsig#';
const CBC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2';
const CAC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2';
const parse = (xml: string) => new DOMParser().parseFromString(xml, 'text/xml').documentElement!;
const kids = (e: Element) => Array.from(e.childNodes).filter((n): n is Element => n.nodeType === 1);
const kid = (e: Element, name: string) => kids(e).find((k) => k.localName === name)!;
const textAt = (e: Element, ...path: string[]) => path.reduce((at, name) => kid(at, name), e).textContent;

/** xml-crypto with the store's certificate: the value and every reference digest. */
function signatureVerifies(xml: string): boolean {
  const signature = new DOMParser().parseFromString(xml, 'text/xml').getElementsByTagNameNS(DS, 'Signature').item(0);
  const verifier = new SignedXml({ publicCert: loadP12(TEST_STORE.P12, TEST_STORE.PASSWORD).certificatePem });
  try {
    verifier.loadSignature(signature!);
    return verifier.checkSignature(xml) && verifier.getSignedReferences().length === 3;
  } catch {
    return false;
  }
}

/** Issue 23: the adjustment credit note "Anular venta" issues in its transaction. */
describe.each(testDatabases)('Nota crédito de ajuste on %s', (kind) => {
  let t: TestApp;
  let c: PosCatalogue;
  let api: ApiClient;
  let cookie: string;
  let dian: FakeDian;

  afterEach(async () => {
    await t.close();
    await dian.close();
  });

  async function open(einvoicing = true) {
    dian = await startFakeDian({ softwarePin: TEST_STORE.PIN });
    ({ t, c, api, cookie } = await openPosApp(kind, { env: dianEnv(dian.url) }));
    if (einvoicing) await configureEinvoice(api);
  }

  const db = () => t.database.db;
  const documents = () => db().selectFrom('einvoice_documents').selectAll().orderBy('id').execute();

  /** A paid sale and the id of its invoice. */
  async function paidInvoice(): Promise<number> {
    const res = await payTestSale(t, c, cookie);
    expect(res.statusCode, res.body).toBe(200);
    const last = await db().selectFrom('invoices').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    return last.id;
  }

  const voidNote = (invoiceId: number, nowIso = '2026-11-28T15:04:05.000Z', reason = 'Cliente se retiró') =>
    db()
      .transaction()
      .execute((tx) => issueVoidCreditNote(tx, t.deps.einvoiceKey, { invoiceId, reason, userId: 1, nowIso }));

  it('builds the CreditNote in order, referencing the original; its CUDE by hand; the signature verifies and a changed byte fails it', async () => {
    await open();
    const invoiceId = await paidInvoice();
    const note = await voidNote(invoiceId);
    expect(note).toMatchObject({ number: 'NC1' });
    const [original, stored] = await documents();
    expect(stored).toMatchObject({
      id: note!.documentId,
      kind: 'nota_credito',
      invoice_id: invoiceId,
      adjusts_document_id: original.id,
      range_id: null,
      prefix: 'NC',
      number: 1,
      document_number: 'NC1',
      cude: note!.cude,
      status: 'pendiente',
      reason: 'Cliente se retiró',
      environment: '2',
    });

    const root = parse(stored.xml);
    expect(root.localName).toBe('CreditNote');
    expect(root.namespaceURI).toBe('urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2');
    // UBL 2.1 CreditNote's sequence, as the note uses it.
    expect(kids(root).map((k) => k.localName)).toEqual([
      'UBLExtensions',
      'UBLVersionID',
      'CustomizationID',
      'ProfileID',
      'ProfileExecutionID',
      'ID',
      'UUID',
      'IssueDate',
      'IssueTime',
      'CreditNoteTypeCode',
      'Note',
      'DocumentCurrencyCode',
      'LineCountNumeric',
      'DiscrepancyResponse',
      'BillingReference',
      'AccountingSupplierParty',
      'AccountingCustomerParty',
      'PaymentMeans',
      'TaxTotal',
      'LegalMonetaryTotal',
      'CreditNoteLine',
      'CreditNoteLine',
    ]);
    expect(kids(kid(root, 'UBLExtensions')).map((e) => kids(kids(e)[0])[0]?.localName)).toEqual([
      'DianExtensions',
      'FabricanteSoftware',
      'BeneficiosComprador',
      'PuntoVenta',
      'Signature',
    ]);
    expect(textAt(root, 'CustomizationID')).toBe('94');
    expect(textAt(root, 'CreditNoteTypeCode')).toBe('94');
    const orig = parse(original.xml);
    expect(textAt(root, 'DiscrepancyResponse', 'ReferenceID')).toBe(original.document_number);
    expect(textAt(root, 'DiscrepancyResponse', 'ResponseCode')).toBe('2');
    expect(textAt(root, 'DiscrepancyResponse', 'Description')).toBe('Cliente se retiró');
    expect(textAt(root, 'BillingReference', 'InvoiceDocumentReference', 'ID')).toBe(original.document_number);
    expect(textAt(root, 'BillingReference', 'InvoiceDocumentReference', 'UUID')).toBe(original.cude);
    expect(textAt(root, 'BillingReference', 'InvoiceDocumentReference', 'IssueDate')).toBe(textAt(orig, 'IssueDate'));
    // The same totals and lines as the sale.
    const serial = (e: Element) =>
      e
        .toString()
        .replace(/CreditNoteLine|CreditedQuantity/g, (m) =>
          m.replace('CreditNote', 'Invoice').replace('Credited', 'Invoiced'),
        );
    expect(serial(kid(root, 'LegalMonetaryTotal'))).toBe(serial(kid(orig, 'LegalMonetaryTotal')));
    expect(
      kids(root)
        .filter((k) => k.localName === 'CreditNoteLine')
        .map(serial),
    ).toEqual(
      kids(orig)
        .filter((k) => k.localName === 'InvoiceLine')
        .map(serial),
    );
    expect(root.getElementsByTagNameNS(CBC, 'CreditedQuantity').length).toBe(2);
    expect(root.getElementsByTagNameNS(CAC, 'InvoiceLine').length).toBe(0);

    // NumNC + FecNC + HorNC + ValNC + 01 + IVA + 04 + INC + 03 + ICA + ValTot + NitOFE + NumAdq + PIN + TipoAmbiente;
    // 15:04:05Z is 10:04:05 in Bogotá.
    const byHand =
      'NC1' +
      '2026-11-28' +
      '10:04:05-05:00' +
      '24000.00' +
      '01' +
      '3800.00' +
      '04' +
      '0.00' +
      '03' +
      '0.00' +
      '27800.00' +
      '900373076' +
      '222222222222' +
      'pin-93731' +
      '2';
    expect(note!.cude).toBe(createHash('sha384').update(byHand, 'utf8').digest('hex'));
    expect(textAt(root, 'UUID')).toBe(note!.cude);

    expect(signatureVerifies(stored.xml)).toBe(true);
    const at = stored.xml.indexOf('<cbc:Note>') + '<cbc:Note>'.length;
    const changed = `${stored.xml.slice(0, at)}X${stored.xml.slice(at + 1)}`;
    expect(changed).not.toBe(stored.xml);
    expect(signatureVerifies(changed)).toBe(false);
  }, 60_000);

  it('numbers notes gap-free: a rolled-back void gives its number back; a second void of the same sale answers the first note', async () => {
    await open();
    const first = await paidInvoice();
    const second = await paidInvoice();
    await expect(
      db()
        .transaction()
        .execute(async (tx) => {
          const taken = await issueVoidCreditNote(tx, t.deps.einvoiceKey, {
            invoiceId: first,
            reason: 'Error de digitación',
            userId: 1,
            nowIso: new Date().toISOString(),
          });
          expect(taken?.number).toBe('NC1');
          throw new Error('la anulación falló después');
        }),
    ).rejects.toThrow('la anulación falló después');
    expect((await documents()).filter((d) => d.kind === 'nota_credito')).toEqual([]);

    const a = await voidNote(first);
    const again = await voidNote(first, new Date().toISOString(), 'Otro motivo');
    const b = await voidNote(second);
    expect(a?.number).toBe('NC1');
    expect(again).toEqual(a);
    expect(b?.number).toBe('NC2');
    const notes = (await documents()).filter((d) => d.kind === 'nota_credito');
    expect(notes.map((n) => [n.invoice_id, n.document_number, n.reason])).toEqual([
      [first, 'NC1', 'Cliente se retiró'],
      [second, 'NC2', 'Cliente se retiró'],
    ]);
    const counter = await db().selectFrom('einvoice_note_numbering').selectAll().executeTakeFirstOrThrow();
    expect(counter).toMatchObject({ kind: 'nota_credito', prefix: 'NC', last_number: 2 });
  });

  it('"Anular venta" issues the note in its own transaction and answers it; a second void neither voids nor notes again', async () => {
    await open();
    const invoiceId = await paidInvoice();
    const res = await api.post(`/invoices/${invoiceId}/void`, { reason: 'Pedido equivocado' });
    expect(res.statusCode, res.body).toBe(200);
    const [original, stored] = await documents();
    expect(res.json()).toMatchObject({
      credit_note: { documentId: stored.id, number: 'NC1', cude: stored.cude },
    });
    expect(stored).toMatchObject({
      kind: 'nota_credito',
      adjusts_document_id: original.id,
      reason: 'Pedido equivocado',
    });
    expect(signatureVerifies(stored.xml)).toBe(true);
    expect(textAt(parse(stored.xml), 'BillingReference', 'InvoiceDocumentReference', 'UUID')).toBe(original.cude);
    expect((await api.post(`/invoices/${invoiceId}/void`, { reason: 'Otra vez' })).statusCode).toBe(409);
    expect(await documents()).toHaveLength(2);
  });

  it('answers null for a sale paid while e-invoicing was off, and writes nothing', async () => {
    await open(false);
    const invoiceId = await paidInvoice();
    expect(await voidNote(invoiceId)).toBeNull();
    expect(await documents()).toEqual([]);
    const counter = await db().selectFrom('einvoice_note_numbering').selectAll().executeTakeFirstOrThrow();
    expect(counter.last_number).toBe(0);
  });

  it('the transmission worker sends the note after its sale; the simulator checks security, signature, CUDE and reference, and accepts it', async () => {
    await open();
    const invoiceId = await paidInvoice();
    const note = await voidNote(invoiceId);
    t.einvoicing.kick();
    await t.einvoicing.idle();
    const [sale, stored] = await documents();
    expect(sale.status).toBe('aceptado');
    expect(stored).toMatchObject({ kind: 'nota_credito', status: 'aceptado', dian_status_code: '00' });
    expect(dian.received.map((r) => [r.documentType, r.cude])).toEqual([
      ['Invoice', sale.cude],
      ['CreditNote', note!.cude],
    ]);
    expect(dian.received[1]).toMatchObject({
      operation: 'SendBillSync',
      cudeValid: true,
      documentSignatureValid: true,
      referencedCude: sale.cude,
      referenceAccepted: true,
      accepted: true,
    });
    expect(dian.received[1].fileName).toBe('z09003730760002680000001.zip');
    expect(dian.calls.every((x) => x.securityValid)).toBe(true);
  });

  it('"Documentos electrónicos" lists the note with the number it voids and its reason, found by that number; its XML downloads as stored', async () => {
    await open();
    const invoiceId = await paidInvoice();
    const note = await voidNote(invoiceId, new Date().toISOString(), 'Cobro duplicado');
    const [sale, stored] = await documents();
    const res = await api.get('/einvoice/documents');
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as EinvoiceDocumentsAnswer;
    expect(answer.documents.map((d) => [d.documentNumber, d.adjusts ?? null])).toEqual([
      ['NC1', { kind: 'nota_credito', documentNumber: sale.document_number, reason: 'Cobro duplicado' }],
      [sale.document_number, null],
    ]);
    expect(answer.documents[0]).toMatchObject({
      id: note!.documentId,
      invoiceId,
      cude: note!.cude,
      total: answer.documents[1].total,
    });
    expect(Object.values(answer.counts).reduce((a, b) => a + b, 0)).toBe(2);
    const searched = (await api.get(`/einvoice/documents?q=${sale.document_number}`)).json() as EinvoiceDocumentsAnswer;
    expect(searched.documents.map((d) => d.documentNumber)).toEqual(['NC1', sale.document_number]);
    const xml = await api.get(`/einvoice/documents/${note!.documentId}/xml`);
    expect(xml.statusCode).toBe(200);
    expect(xml.headers['content-disposition']).toBe('attachment; filename="NC1.xml"');
    expect(xml.body).toBe(stored.xml);
  });
});
