import { EINVOICE_RECEIPT_MESSAGES as M } from '@comandero/contracts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { configureEinvoice, payTestSale, TEST_STORE } from '../../../test/fixtures/einvoice.js';
import { openPosApp, type PosCatalogue } from '../../../test/fixtures/orders.js';
import { expectError, testDatabases, type ApiClient, type TestApp } from '../../../test/test-app.js';

beforeAll(() => {
  expect(TEST_STORE.P12.length).toBeGreaterThan(0);
}, 120_000);

/** Issue 23: the orders screen's reprint of a paid bill or group reads the invoice's DE-POS block. */
describe.each(testDatabases)('GET /einvoice/receipt/:id on %s', (kind) => {
  let t: TestApp;
  let c: PosCatalogue;
  let api: ApiClient;
  let cookie: string;

  afterEach(async () => {
    await t.close();
  });

  const lastInvoiceId = async () =>
    (await t.database.db.selectFrom('invoices').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id;

  it('answers the DE-POS block to ORDERS (and INVOICES) holders, nothing for a sale without one, 404 and 403 otherwise', async () => {
    ({ t, c, api, cookie } = await openPosApp(kind));
    expect((await payTestSale(t, c, cookie)).statusCode).toBe(200);
    const without = await lastInvoiceId();
    await configureEinvoice(api);
    expect((await payTestSale(t, c, cookie)).statusCode).toBe(200);
    const withDoc = await lastInvoiceId();
    const doc = await t.database.db
      .selectFrom('einvoice_documents')
      .selectAll()
      .where('invoice_id', '=', withDoc)
      .executeTakeFirstOrThrow();

    await t.createUser('meseros', { scope: 'ORDERS' });
    const orders = await t.signIn('meseros', 'user-pass-123');
    const res = await api.get(`/einvoice/receipt/${withDoc}`, orders);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      einvoice: expect.objectContaining({
        documentNumber: doc.document_number,
        cude: doc.cude,
        qrText: doc.qr_text,
        nit: '900373076-4',
        environment: 'pruebas',
        resolution: expect.objectContaining({ prefix: 'POS', number: '18764000001234' }),
      }),
    });
    // The same block Facturas' reprint carries.
    const detail = await api.get(`/invoices/${withDoc}/detail`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(res.json().einvoice).toEqual(detail.json().einvoice);

    const none = await api.get(`/einvoice/receipt/${without}`, orders);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({});
    expectError(await api.get('/einvoice/receipt/999999', orders), 404, M.invoiceNotFound);

    await t.createUser('cocina', { scope: 'KITCHEN' });
    expect((await api.get(`/einvoice/receipt/${withDoc}`, await t.signIn('cocina', 'user-pass-123'))).statusCode).toBe(
      403,
    );
  });
});
