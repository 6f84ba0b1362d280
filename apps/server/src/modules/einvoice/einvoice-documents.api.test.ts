import { EINVOICE_DOCUMENT_MESSAGES as M, type EinvoiceDocumentsAnswer } from '@comandero/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureEinvoice, payTestSale } from '../../../test/fixtures/einvoice.js';
import { openPosApp } from '../../../test/fixtures/orders.js';
import { expectError, testDatabases, type ApiClient, type TestApp } from '../../../test/test-app.js';

const RESPONSE_XML = '<ApplicationResponse><cbc:ResponseCode>02</cbc:ResponseCode></ApplicationResponse>';

/** Issue 23: GET /einvoice/documents and the two downloads, for the screen "Documentos electrónicos". */
describe.each(testDatabases)('Documentos electrónicos on %s', (kind) => {
  let t: TestApp;
  let api: ApiClient;
  let invoiceIds: number[];

  // Three sales, read by every test: one stays pendiente, one the DIAN rejected, one it accepted.
  beforeAll(async () => {
    const pos = await openPosApp(kind);
    ({ t, api } = pos);
    await configureEinvoice(api);
    invoiceIds = [];
    for (let i = 0; i < 3; i++) {
      const res = await payTestSale(t, pos.c, pos.cookie);
      expect(res.statusCode, res.body).toBe(200);
      invoiceIds.push(res.json().invoiceId as number);
    }
    await t.signing.idle();
    const db = t.database.db;
    await db
      .updateTable('einvoice_documents')
      .set({
        status: 'rechazado',
        dian_status_code: '99',
        dian_messages: JSON.stringify([{ code: 'FAD06', message: 'El CUDE no corresponde' }]),
        attempts: 1,
      })
      .where('document_number', '=', 'POS2')
      .execute();
    await db
      .updateTable('einvoice_documents')
      .set({ status: 'aceptado', dian_status_code: '00', application_response: RESPONSE_XML, attempts: 1 })
      .where('document_number', '=', 'POS3')
      .execute();
  });
  afterAll(async () => {
    await t.close();
  });

  const list = async (query = '') => {
    const res = await api.get(`/einvoice/documents${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as EinvoiceDocumentsAnswer;
  };

  it("lists today's documents newest first, with the buyer from the signed XML and counts per status", async () => {
    const all = await list();
    expect(all.counts).toEqual({ pendiente: 1, enviado: 0, aceptado: 1, rechazado: 1, contingencia: 0 });
    expect(all.documents.map((d) => [d.documentNumber, d.status])).toEqual([
      ['POS3', 'aceptado'],
      ['POS2', 'rechazado'],
      ['POS1', 'pendiente'],
    ]);
    const [accepted, rejected, pending] = all.documents;
    expect(pending).toMatchObject({
      invoiceId: invoiceIds[0],
      buyerName: 'Consumidor final',
      buyerDocument: '222222222222',
      total: 2_780_000,
      environment: 'pruebas',
      attempts: 0,
      dianMessages: [],
      hasApplicationResponse: false,
    });
    expect(pending.cude).toMatch(/^[0-9a-f]{96}$/);
    expect(rejected).toMatchObject({
      dianStatusCode: '99',
      dianMessages: [{ code: 'FAD06', message: 'El CUDE no corresponde' }],
    });
    expect(accepted.hasApplicationResponse).toBe(true);
  });

  it('filters by status (the counts stay those of the period), by number, buyer or CUDE, and by date', async () => {
    const rejected = await list('?status=rechazado');
    expect(rejected.documents.map((d) => d.documentNumber)).toEqual(['POS2']);
    expect(rejected.counts.pendiente).toBe(1);
    expect((await list('?q=pos1')).documents.map((d) => d.documentNumber)).toEqual(['POS1']);
    expect((await list('?q=consumidor')).documents).toHaveLength(3);
    const { cude } = (await list('?q=POS3')).documents[0];
    expect((await list(`?q=${cude.slice(10, 30)}`)).documents.map((d) => d.documentNumber)).toEqual(['POS3']);
    const yesterday = await list('?type=yesterday');
    expect(yesterday.documents).toEqual([]);
    expect(yesterday.counts.aceptado).toBe(0);
    expect((await api.get('/einvoice/documents?status=perdido')).statusCode).toBe(400);
  });

  it('downloads the signed XML byte for byte and the DIAN answer once there is one', async () => {
    const docs = (await list()).documents;
    const byNumber = (n: string) => docs.find((d) => d.documentNumber === n)!;
    const xml = await api.get(`/einvoice/documents/${byNumber('POS1').id}/xml`);
    const stored = await t.database.db
      .selectFrom('einvoice_documents')
      .select('xml')
      .where('document_number', '=', 'POS1')
      .executeTakeFirstOrThrow();
    expect(stored.xml).toContain('<ds:SignatureValue');
    expect(xml.statusCode).toBe(200);
    expect(xml.headers['content-type']).toMatch(/^application\/xml/);
    expect(xml.headers['content-disposition']).toBe('attachment; filename="POS1.xml"');
    expect(xml.body).toBe(stored.xml);

    const answer = await api.get(`/einvoice/documents/${byNumber('POS3').id}/application-response`);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe(RESPONSE_XML);
    expectError(
      await api.get(`/einvoice/documents/${byNumber('POS1').id}/application-response`),
      404,
      M.noApplicationResponse,
    );
    expectError(await api.get('/einvoice/documents/999999/xml'), 404, M.notFound);
  });

  it('only INVOICES holders (and the admin) see the documents', async () => {
    await t.createUser('cocina', { scope: 'KITCHEN' });
    const cookie = await t.signIn('cocina', 'user-pass-123');
    expect((await api.get('/einvoice/documents', cookie)).statusCode).toBe(403);
    await t.createUser('facturas', { scope: 'INVOICES' });
    const allowed = await api.get('/einvoice/documents', await t.signIn('facturas', 'user-pass-123'));
    expect(allowed.statusCode, allowed.body).toBe(200);
  });
});
