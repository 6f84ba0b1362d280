import { EINVOICE_MESSAGES as M, POS_MESSAGES, type EinvoiceRange, type EinvoiceSetting } from '@comandero/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  configureEinvoice,
  makeTestP12,
  payTestSale,
  TEST_STORE,
  verifyDianSignature as verify,
} from '../../../test/fixtures/einvoice.js';
import { cartLine, countRows, openPosApp, placeOrder, type PosCatalogue } from '../../../test/fixtures/orders.js';
import { expectError, testDatabases, type ApiClient, type TestApp } from '../../../test/test-app.js';
import { computeCude } from './cude.js';
import { bogotaDateTime } from './dian-format.js';
import { seal } from './einvoice-secrets.js';

const DAY = 86_400_000;
const { P12, PASSWORD, PIN, issuer, range } = TEST_STORE;

/** Issue 23: Configuraciones → Facturación electrónica, and the DE-POS of each paid sale. */
describe.each(testDatabases)('Facturación electrónica on %s', (kind) => {
  let t: TestApp;
  let c: PosCatalogue;
  let api: ApiClient;
  let cookie: string;

  beforeEach(async () => {
    ({ t, c, api, cookie } = await openPosApp(kind));
  });
  afterEach(async () => {
    await t.close();
  });

  const db = () => t.database.db;
  const setting = async () => {
    const res = await api.get('/settings/einvoice-setting');
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as EinvoiceSetting;
  };
  const uploadCertificate = (p12 = P12, password = PASSWORD) =>
    api.post('/settings/einvoice-certificate', { p12Base64: p12.toString('base64'), password });

  /** Issuer, PIN, certificate and a range, then switched on. */
  const configure = (rangeOver: object = {}) => configureEinvoice(api, { range: rangeOver });
  // Burger 20.000 + 19 % IVA and water 4.000 without tax: 24.000 net, 3.800 tax, 27.800 paid.
  const sale = () => payTestSale(t, c, cookie);

  // Each payment wakes the signing worker after its commit: its round is awaited before reading.
  const documents = async () => {
    await t.signing.idle();
    return db().selectFrom('einvoice_documents').selectAll().orderBy('number').execute();
  };

  it('round-trips the settings; the PIN is never answered nor stored in clear; a wrong DV is refused', async () => {
    expect(await setting()).toMatchObject({
      enabled: false,
      configured: false,
      softwarePinSet: false,
      certificate: null,
    });

    expectError(
      await api.post('/settings/einvoice-setting', { ...issuer, dv: '5', softwarePin: PIN }),
      400,
      M.dvInvalid,
    );
    const saved = await api.post('/settings/einvoice-setting', { ...issuer, softwarePin: PIN });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ message: M.settingsSaved });

    const view = await setting();
    expect(view).toEqual({ ...issuer, configured: true, softwarePinSet: true, certificate: null });
    expect(JSON.stringify(view)).not.toContain(PIN);
    const row = await db().selectFrom('einvoice_settings').selectAll().executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(PIN);
    expect(row.software_pin_enc).toMatch(/^v1:/);

    // Switching on needs the certificate and an active range.
    expectError(await api.post('/settings/einvoice-setting', { ...issuer, enabled: true }), 400, M.enableIncomplete);
    expect((await setting()).enabled).toBe(false);

    // Saving without softwarePin keeps the stored one.
    expect((await api.post('/settings/einvoice-setting', { ...issuer, legalName: 'Otra S.A.S.' })).statusCode).toBe(
      200,
    );
    expect(await setting()).toMatchObject({ legalName: 'Otra S.A.S.', softwarePinSet: true });

    const audited = await db().selectFrom('audit_log').selectAll().where('action', '=', 'einvoice.settings').execute();
    expect(audited).toHaveLength(2);
    expect(JSON.stringify(audited)).not.toContain(PIN);
  });

  it('stores the certificate sealed, answers its holder and expiry, and refuses one it cannot open', async () => {
    const wrong = await uploadCertificate(P12, 'otra-clave');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/contraseña|certificado|\.p12/i);
    expect((await api.get('/settings/einvoice-certificate')).json()).toEqual({ certificate: null });

    const res = await uploadCertificate();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: M.certificateSaved,
      certificate: { holder: expect.stringContaining('Fonda de Prueba'), expired: false, expiresSoon: false },
    });
    expect((await api.get('/settings/einvoice-certificate')).json()).toEqual({ certificate: res.json().certificate });
    expect((await setting()).certificate).toEqual(res.json().certificate);

    const row = await db().selectFrom('einvoice_certificates').selectAll().executeTakeFirstOrThrow();
    expect(row.p12_enc).not.toContain(P12.toString('base64').slice(0, 40));
    expect(JSON.stringify(row)).not.toContain(PASSWORD);

    // A certificate with 10 days left is taken, with the warning.
    const soon = makeTestP12({
      password: 'x',
      notBefore: new Date(Date.now() - DAY),
      notAfter: new Date(Date.now() + 10 * DAY),
    });
    const replaced = await uploadCertificate(soon, 'x');
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().certificate).toMatchObject({ expiresSoon: true, expired: false, daysLeft: 9 });
    expect(
      await db().selectFrom('audit_log').select('action').where('action', '=', 'einvoice.certificate').execute(),
    ).toHaveLength(2);
  });

  it('lists the ranges with the judge warnings; one active at a time; a used range keeps its start', async () => {
    expect((await api.post('/settings/einvoice-ranges/add', range({ prefix: 'POSXY' }))).statusCode).toBe(400);
    const first = await api.post('/settings/einvoice-ranges/add', range({ to: 10 }));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ message: M.rangeAdded, warnings: [] });
    const second = await api.post(
      '/settings/einvoice-ranges/add',
      range({ prefix: 'P2', from: 1, to: 100, validTo: new Date(Date.now() + 5 * DAY).toISOString().slice(0, 10) }),
    );
    expect(second.json().warnings).toEqual([expect.objectContaining({ kind: 'expiring' })]);
    const list = (await api.get('/settings/einvoice-ranges')).json() as EinvoiceRange[];
    expect(list.map((r) => [r.prefix, r.active])).toEqual([
      ['POS', false],
      ['P2', true],
    ]);

    const update = await api.post(
      `/settings/einvoice-ranges/${first.json().id}/update`,
      range({ to: 10, active: true }),
    );
    expect(update.statusCode, update.body).toBe(200);
    expect(((await api.get('/settings/einvoice-ranges')).json() as EinvoiceRange[]).map((r) => r.active)).toEqual([
      true,
      false,
    ]);

    await db().updateTable('einvoice_ranges').set({ last_number: 9 }).where('id', '=', first.json().id).execute();
    const low = (await api.get('/settings/einvoice-ranges')).json() as EinvoiceRange[];
    expect(low[0]).toMatchObject({
      lastNumber: 9,
      warnings: [{ kind: 'range_low', message: expect.stringContaining('Quedan 1 de 10') }],
    });
    expectError(
      await api.post(`/settings/einvoice-ranges/${first.json().id}/update`, range({ from: 2, to: 10 })),
      400,
      M.rangeStartChanged,
    );
    expectError(
      await api.post(`/settings/einvoice-ranges/${first.json().id}/update`, range({ to: 8 })),
      400,
      M.rangeBelowUsed,
    );
    expect(
      await db().selectFrom('audit_log').select('action').where('action', 'like', 'einvoice.range%').execute(),
    ).toHaveLength(3);
  });

  it('disabled (the default): a paid sale answers as before and no document is written', async () => {
    const res = await sale();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      tokenNo: 1,
      orderId: expect.any(Number),
      invoiceId: expect.any(Number),
      message: POS_MESSAGES.orderPaid,
    });
    expect(await documents()).toEqual([]);
    const detail = await api.get(`/invoices/${res.json().invoiceId}/detail`);
    expect(detail.json()).not.toHaveProperty('einvoice');
  });

  it('numbers, signs and stores the DE-POS of each paid sale; its CUDE is the one recomputed from the invoice', async () => {
    await configure();
    const answers = [await sale(), await sale()];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        tokenNo: expect.any(Number),
        orderId: expect.any(Number),
        invoiceId: expect.any(Number),
        message: POS_MESSAGES.orderPaid,
        einvoice: expect.any(Object),
      });
    }
    const docs = await documents();
    // What the receipt prints: the stored document, its range and the issuer, on the answer and a reprint.
    for (const [i, doc] of docs.entries()) {
      const expected = {
        issuerName: issuer.legalName,
        nit: '900373076-4',
        resolution: {
          number: '18764000001234',
          date: '2026-01-15',
          prefix: 'POS',
          from: 1,
          to: 5000,
          validFrom: '2020-01-01',
          validTo: '2099-12-31',
        },
        documentNumber: doc.document_number,
        cude: doc.cude,
        qrText: doc.qr_text,
        environment: 'pruebas',
        softwareMaker: 'Comandero',
        softwareName: 'Comandero POS',
      };
      expect(answers[i].json().einvoice).toEqual(expected);
      const detail = await api.get(`/invoices/${doc.invoice_id}/detail`);
      expect(detail.statusCode, detail.body).toBe(200);
      expect(detail.json().einvoice).toEqual(expected);
    }
    expect(docs.map((d) => [d.invoice_id, Number(d.number), d.document_number, d.status])).toEqual([
      [answers[0].json().invoiceId, 1, 'POS1', 'pendiente'],
      [answers[1].json().invoiceId, 2, 'POS2', 'pendiente'],
    ]);
    for (const doc of docs) {
      const invoice = await db()
        .selectFrom('invoices')
        .selectAll()
        .where('id', '=', doc.invoice_id)
        .executeTakeFirstOrThrow();
      const { date, time } = bogotaDateTime(new Date(invoice.created_at));
      const cude = computeCude({
        number: doc.document_number,
        issueDate: date,
        issueTime: time,
        subtotal: invoice.total - invoice.tax_total,
        iva: invoice.tax_total,
        inc: 0,
        ica: 0,
        total: invoice.total + invoice.tip,
        issuerNit: '900373076',
        buyerId: '222222222222',
        softwarePin: PIN,
        environment: '2',
      });
      expect(doc.cude).toBe(cude);
      expect(doc.xml).toContain(`<cbc:UUID schemeID="2" schemeName="CUDE-SHA384">${cude}</cbc:UUID>`);
      expect(doc.xml).toContain('<cbc:PayableAmount currencyID="COP">27800.00</cbc:PayableAmount>');
      // The sale's own lines, not a summary.
      expect(doc.xml).toContain('<cbc:Description>Hamburguesa</cbc:Description>');
      expect(doc.xml).toContain('<cbc:Description>Agua</cbc:Description>');
      expect(verify(doc.xml)).toEqual({ ok: true, references: 3 });
      expect(verify(doc.xml.replace('27800.00', '27801.00')).ok).toBe(false);
      expect(doc.xml).not.toContain(PIN);
    }
    const { last_number } = await db().selectFrom('einvoice_ranges').select('last_number').executeTakeFirstOrThrow();
    expect(Number(last_number)).toBe(2);

    // A retried payment (its answer lost) is answered the first result, its document included.
    const key = 'f3f1c6a2-2b0e-4d4e-9a57-0c2f3f9d1e01';
    const first = await payTestSale(t, c, cookie, key);
    const replay = await payTestSale(t, c, cookie, key);
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect(replay.json().einvoice.documentNumber).toBe('POS3');
  });

  it('documents the orders screen payment and a split bill, in the same sequence', async () => {
    await configure();
    // Lemonade 9.000 with 8 % INC inside: tax 666,67, net 8.333,33.
    const placed = await placeOrder(t, cookie, [cartLine(c.items.lemonade, 1)], { tableId: c.table });
    const paid = await api.post('/orders/complete-and-pay-order', {
      orderIds: [placed.orderId],
      subTotal: 8_333.33,
      taxTotal: 666.67,
      total: 9_000,
      paymentTypeId: c.paymentTypes.cash,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(Object.keys(paid.json()).sort()).toEqual(['einvoice', 'invoiceId', 'message']);
    expect(paid.json().einvoice).toMatchObject({ documentNumber: 'POS1', nit: '900373076-4' });

    await placeOrder(t, cookie, [cartLine(c.items.water, 2)], { tableId: c.table });
    const split = await api.post('/orders/bills/split', { tableId: c.table, mode: 'equal', parts: 2 });
    expect(split.statusCode, split.body).toBe(200);
    const bills = split.json().split.bills as { id: number; total: number }[];
    const bill = await api.post(`/orders/bills/${bills[0].id}/pay`, {
      payments: [{ paymentTypeId: c.paymentTypes.cash, amount: bills[0].total }],
    });
    expect(bill.statusCode, bill.body).toBe(200);
    expect(bill.json().einvoice).toMatchObject({ documentNumber: 'POS2' });

    const docs = await documents();
    expect(docs.map((d) => [d.invoice_id, d.document_number])).toEqual([
      [paid.json().invoiceId, 'POS1'],
      [bill.json().invoiceId, 'POS2'],
    ]);
    expect(docs[0].xml).toContain('<cbc:TaxAmount currencyID="COP">666.67</cbc:TaxAmount>');
    expect(docs[0].xml).toContain('<cbc:ID>04</cbc:ID>');
    for (const doc of docs) expect(verify(doc.xml)).toEqual({ ok: true, references: 3 });
  });

  it('two payments at once take two consecutive numbers: no gap, no duplicate', async () => {
    await configure();
    const answers = await Promise.all([sale(), sale(), sale(), sale()]);
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const docs = await documents();
    expect(docs.map((d) => Number(d.number))).toEqual([1, 2, 3, 4]);
    expect(new Set(docs.map((d) => d.invoice_id))).toEqual(new Set(answers.map((r) => r.json().invoiceId as number)));

    // The orders screen's payments run one transaction each: the range's row lock orders them.
    const orders = await Promise.all([1, 2, 3].map(() => placeOrder(t, cookie, [cartLine(c.items.water, 1)])));
    const paid = await Promise.all(
      orders.map((o) =>
        api.post('/orders/complete-and-pay-order', {
          orderIds: [o.orderId],
          subTotal: 4_000,
          taxTotal: 0,
          total: 4_000,
          paymentTypeId: c.paymentTypes.cash,
        }),
      ),
    );
    for (const res of paid) expect(res.statusCode, res.body).toBe(200);
    const all = await documents();
    expect(all.map((d) => Number(d.number))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(new Set(all.map((d) => d.invoice_id)).size).toBe(7);
  });

  it('a sale past the range is refused in Spanish and writes nothing', async () => {
    await configure({ to: 2 });
    expect((await sale()).statusCode).toBe(200);
    expect((await sale()).statusCode).toBe(200);
    const before = { invoices: await countRows(t, 'invoices'), orders: await countRows(t, 'orders') };
    const res = await sale();
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('La numeración autorizada por la DIAN se agotó');
    expect({ invoices: await countRows(t, 'invoices'), orders: await countRows(t, 'orders') }).toEqual(before);
    expect((await documents()).map((d) => Number(d.number))).toEqual([1, 2]);

    // Past its validity, the orders screen's payment is refused the same way.
    await api.post(
      '/settings/einvoice-ranges/add',
      range({ prefix: 'V', validFrom: '2020-01-01', validTo: '2020-12-31' }),
    );
    const placed = await placeOrder(t, cookie, [cartLine(c.items.water, 1)]);
    const paid = await api.post('/orders/complete-and-pay-order', {
      orderIds: [placed.orderId],
      subTotal: 4_000,
      taxTotal: 0,
      total: 4_000,
      paymentTypeId: c.paymentTypes.cash,
    });
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toContain('venció el 2020-12-31');
    expect(await countRows(t, 'invoices')).toBe(before.invoices);
  });

  it('secrets sealed under another key refuse the sale in Spanish rather than fail', async () => {
    await configure();
    const otherKey = Buffer.alloc(32, 7);
    await db()
      .updateTable('einvoice_settings')
      .set({ software_pin_enc: seal(otherKey, PIN) })
      .execute();
    const before = await countRows(t, 'invoices');
    const res = await sale();
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('no se pueden abrir con la clave actual');
    expect(await countRows(t, 'invoices')).toBe(before);
  });

  it('when the range runs out inside a batch of POS payments, only the payments past it are refused', async () => {
    await configure({ to: 3 });
    const answers = await Promise.all([sale(), sale(), sale(), sale(), sale()]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 409, 409]);
    for (const r of answers.filter((a) => a.statusCode === 409)) {
      expect(r.json().message).toContain('se agotó');
    }
    expect((await documents()).map((d) => Number(d.number))).toEqual([1, 2, 3]);
    expect(await countRows(t, 'invoices')).toBe(3);
  });

  it('a customer carries a checked document, and a sale for them names them as the buyer', async () => {
    const phone = c.customerPhone;
    const update = (body: object) => api.post(`/customers/${phone}/update`, { name: 'Ana Pérez', ...body });
    const wrongDv = await update({ document: { type: 'NIT', number: '800.197.268', dv: '1' } });
    expect(wrongDv.statusCode).toBe(400);
    expect(wrongDv.json().message).toMatch(/dígito de verificación/);
    const saved = await update({ document: { type: 'NIT', number: '800.197.268', dv: '4' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().customer).toMatchObject({
      document_type: 'NIT',
      document_number: '800197268',
      document_dv: '4',
    });
    // A client that knows nothing of documents keeps the stored one.
    expect((await update({ email: 'ana@example.com' })).json().customer.document_number).toBe('800197268');

    await configure();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/pos/create-order-and-invoice',
      headers: { cookie },
      payload: {
        cart: [cartLine(c.items.water, 1)],
        deliveryType: 'takeaway',
        customerType: 'CUSTOMER',
        customerId: { phone, name: 'Ana Pérez' },
        tableId: null,
        netTotal: 4_000,
        taxTotal: 0,
        total: 4_000,
        paymentTypeId: c.paymentTypes.cash,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [doc] = await documents();
    const invoice = await db()
      .selectFrom('invoices')
      .selectAll()
      .where('id', '=', doc.invoice_id)
      .executeTakeFirstOrThrow();
    const { date, time } = bogotaDateTime(new Date(invoice.created_at));
    expect(doc.cude).toBe(
      computeCude({
        number: 'POS1',
        issueDate: date,
        issueTime: time,
        subtotal: 400_000,
        iva: 0,
        inc: 0,
        ica: 0,
        total: 400_000,
        issuerNit: '900373076',
        buyerId: '800197268',
        softwarePin: PIN,
        environment: '2',
      }),
    );
    expect(doc.xml).toMatch(/<cac:PartyIdentification><cbc:ID [^>]*schemeName="31"[^>]*>800197268<\/cbc:ID>/);
    expect(doc.xml).toContain('<cbc:Name>Ana Pérez</cbc:Name>');
    expect(verify(doc.xml)).toEqual({ ok: true, references: 3 });

    // null removes it: the next sale is for consumidor final again.
    const removed = (await update({ document: null })).json().customer;
    expect(removed).not.toHaveProperty('document_type');
    expect(removed).not.toHaveProperty('document_number');
  });
});
