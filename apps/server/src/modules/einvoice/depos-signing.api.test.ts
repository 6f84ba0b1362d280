import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FakeDian } from '../../../../../test-support/dian/fake-dian.js';
import {
  dianEnv,
  einvoicingSettled,
  payTestSale,
  sameDatabaseInstance,
  TEST_STORE,
  verifyDianSignature,
} from '../../../test/fixtures/einvoice.js';
import { openEinvoiceStore } from '../../../test/fixtures/einvoice-store.js';
import type { PosCatalogue } from '../../../test/fixtures/orders.js';
import { testDatabases, type ApiClient, type TestApp } from '../../../test/test-app.js';
import { softwareSecurityCode } from './cude.js';
import { signingRepository } from './depos-signing.js';
import { SIGN_LEASE_MS } from './depos-signing-worker.js';

// The store's certificate takes seconds to make (node-forge): made before the first test's clock starts.
beforeAll(() => {
  expect(TEST_STORE.P12.length).toBeGreaterThan(0);
}, 120_000);

/**
 * Issue 23, signing after the commit (docs/einvoice.md): the payment fixes the document (number, CUDE,
 * QR, buyer, lines) and the signing worker builds and signs it after; nothing unsigned leaves.
 */
describe.each(testDatabases)('DE-POS signed after the commit on %s', (kind) => {
  let t: TestApp;
  let c: PosCatalogue;
  let api: ApiClient;
  let cookie: string;
  let dian: FakeDian;
  const closers: (() => Promise<void>)[] = [];

  let closeStore: () => Promise<void>;

  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
    await closeStore();
  });

  /** E-invoicing on, with the signing worker stopped: each sale's document waits unsigned. */
  async function openWithSigningHeld() {
    ({ t, c, api, cookie, dian, close: closeStore } = await openEinvoiceStore(kind));
    await t.signing.stop();
  }

  async function pay(): Promise<{ invoiceId: number; cude: string; qrText: string }> {
    const res = await payTestSale(t, c, cookie);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as { invoiceId: number; einvoice: { cude: string; qrText: string } };
    return { invoiceId: answer.invoiceId, cude: answer.einvoice.cude, qrText: answer.einvoice.qrText };
  }

  const documents = () => t.database.db.selectFrom('einvoice_documents').selectAll().orderBy('id').execute();

  it('the payment answers the CUDE and QR; the document is signed after, with that CUDE, and only then sent', async () => {
    await openWithSigningHeld();
    const sale = await pay();
    const [draft] = await documents();
    expect(draft).toMatchObject({
      cude: sale.cude,
      qr_text: sale.qrText,
      xml: '',
      signed_at: null,
      status: 'pendiente',
    });
    expect(draft.draft).toContain('"pinSealed"');
    expect(draft.draft).not.toContain(TEST_STORE.PIN);
    // Unsigned: the transmission leaves it alone.
    t.einvoicing.kick();
    await t.einvoicing.idle();
    expect(dian.received).toEqual([]);

    t.signing.start();
    await einvoicingSettled(t);
    const [signed] = await documents();
    expect(signed).toMatchObject({ cude: sale.cude, draft: null, status: 'aceptado', last_error: null });
    expect(signed.signed_at).not.toBeNull();
    expect(signed.xml).toContain(`<cbc:UUID schemeID="2" schemeName="CUDE-SHA384">${sale.cude}</cbc:UUID>`);
    expect(verifyDianSignature(signed.xml)).toEqual({ ok: true, references: 3 });
    expect(dian.received.map((r) => r.cude)).toEqual([sale.cude]);
  });

  it('a PIN changed before the signature does not change the document the receipt printed', async () => {
    await openWithSigningHeld();
    const sale = await pay();
    const changed = await api.post('/settings/einvoice-setting', {
      ...TEST_STORE.issuer,
      enabled: true,
      softwarePin: 'otro-pin-1',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    t.signing.start();
    await t.signing.idle();
    const [doc] = await documents();
    expect(doc.signed_at).not.toBeNull();
    expect(doc.xml).toContain(`>${sale.cude}</cbc:UUID>`);
    const code = softwareSecurityCode(TEST_STORE.issuer.softwareId, TEST_STORE.PIN, doc.document_number);
    expect(doc.xml).toContain(`>${code}</sts:SoftwareSecurityCode>`);
  });

  it('downloading a document the worker has not reached signs it there, once', async () => {
    await openWithSigningHeld();
    const sale = await pay();
    const [draft] = await documents();
    const signedAtOnScreen = async () =>
      ((await api.get('/einvoice/documents')).json() as { documents: { signedAt: string | null }[] }).documents[0]
        .signedAt;
    // The screen says the signature is still to come.
    expect(await signedAtOnScreen()).toBeNull();
    const res = await api.get(`/einvoice/documents/${draft.id}/xml`);
    expect(res.statusCode, res.body).toBe(200);
    expect(verifyDianSignature(res.body)).toEqual({ ok: true, references: 3 });
    expect(res.body).toContain(`>${sale.cude}</cbc:UUID>`);
    const [stored] = await documents();
    expect(stored).toMatchObject({ xml: res.body, draft: null });
    expect(await signedAtOnScreen()).toBe(stored.signed_at);
    // The worker finds nothing left to sign: the stored signature stays the one downloaded.
    t.signing.start();
    await t.signing.idle();
    expect((await documents())[0].xml).toBe(res.body);
    expect((await api.get(`/einvoice/documents/${draft.id}/xml`)).body).toBe(res.body);
  });

  it('a sale annulled before its signature: the credit note quotes the sale, signed in the void', async () => {
    await openWithSigningHeld();
    const sale = await pay();
    const voided = await api.post(`/invoices/${sale.invoiceId}/void`, { reason: 'Pedido equivocado' });
    expect(voided.statusCode, voided.body).toBe(200);
    const [original, note] = await documents();
    expect(original.signed_at).not.toBeNull();
    expect(verifyDianSignature(original.xml).ok).toBe(true);
    expect(note).toMatchObject({ kind: 'nota_credito', buyer_name: 'Consumidor final' });
    expect(note.xml).toContain(`>${sale.cude}</cbc:UUID>`);
    expect(verifyDianSignature(note.xml).ok).toBe(true);
  });

  it('the screen names the buyer from the document, and documents from before by their XML', async () => {
    await openWithSigningHeld();
    await pay();
    await pay();
    t.signing.start();
    await t.signing.idle();
    const [older] = await documents();
    // As a document stored before migration 0045: no buyer columns, its XML alone names the buyer.
    await t.database.db
      .updateTable('einvoice_documents')
      .set({ buyer_name: null, buyer_document: null })
      .where('id', '=', older.id)
      .execute();
    const list = await api.get('/einvoice/documents');
    expect(list.statusCode, list.body).toBe(200);
    const docs = (list.json() as { documents: { buyerName: string; buyerDocument: string }[] }).documents;
    expect(docs.map((d) => [d.buyerName, d.buyerDocument])).toEqual([
      ['Consumidor final', '222222222222'],
      ['Consumidor final', '222222222222'],
    ]);
  });

  it('waits for the till to be quiet: while sales keep coming the drafts wait, then they are signed', async () => {
    ({
      t,
      c,
      api,
      cookie,
      dian,
      close: closeStore,
    } = await openEinvoiceStore(kind, {
      env: { EINVOICE_SIGN_QUIET_MS: '600000', EINVOICE_SIGN_OVERDUE_MS: '600000' },
    }));
    await pay();
    await pay();
    // Whatever ran found the till busy (each sale only sets a look for when it is quiet): nothing is signed.
    await t.signing.roundsDone();
    expect((await documents()).map((d) => d.signed_at)).toEqual([null, null]);
    // Restarted without the sales' recent activity (as after a pause): the next look signs them.
    await t.signing.stop();
    const next = await sameDatabaseInstance(t, dianEnv(dian.url));
    closers.push(next.close);
    await next.built.signing.idle();
    expect((await documents()).every((d) => d.signed_at !== null)).toBe(true);
  });

  it('drafts a stopped instance left are signed by the next one to start, each once', async () => {
    await openWithSigningHeld();
    const sales = [await pay(), await pay()];
    const next = await sameDatabaseInstance(t, dianEnv(dian.url));
    closers.push(next.close);
    await einvoicingSettled(next.built);
    const docs = await documents();
    expect(docs.map((d) => [d.cude, d.status, d.draft])).toEqual(sales.map((s) => [s.cude, 'aceptado', null]));
    for (const d of docs) expect(verifyDianSignature(d.xml).ok).toBe(true);
    expect(dian.received.map((r) => r.cude)).toEqual(sales.map((s) => s.cude));
  });
});

/**
 * Instances sharing a PostgreSQL database: the drafts a worker took are its own for SIGN_LEASE_MS
 * (migration 0047), so two workers never sign the same ones; after the lease another takes them.
 */
describe.each(testDatabases.filter((k) => k === 'postgres'))('signing leases across instances on %s', (kind) => {
  let closeStore: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await closeStore?.();
  });

  it('drafts another worker holds are left to it until its lease ends, then signed here', async () => {
    const store = await openEinvoiceStore(kind);
    const { t, c, cookie } = store;
    closeStore = store.close;
    await t.signing.stop();
    for (let i = 0; i < 2; i++) expect((await payTestSale(t, c, cookie)).statusCode).toBe(200);
    const repo = signingRepository(t.database.db);
    const iso = (ms: number) => new Date(ms).toISOString();
    const now = Date.now();
    const other = { owner: 'otra-instancia', nowIso: iso(now), untilIso: iso(now + SIGN_LEASE_MS) };
    const taken = await repo.unsigned(0, 50, other);
    expect(taken.documents).toHaveLength(2);
    // Its holder takes them again (a batch larger than one trip); anyone else finds none.
    expect((await repo.unsigned(0, 50, other)).documents).toHaveLength(2);
    expect(
      (await repo.unsigned(0, 50, { owner: 'tercera', nowIso: iso(now + 1000), untilIso: iso(now + 60_000) }))
        .documents,
    ).toEqual([]);

    // This instance's worker leaves them while the lease lasts...
    t.signing.start();
    await t.signing.idle();
    const unsigned = () =>
      t.database.db.selectFrom('einvoice_documents').select('id').where('signed_at', 'is', null).execute();
    expect(await unsigned()).toHaveLength(2);
    // ...and signs them once it is over (the other worker stopped without signing).
    await t.database.db
      .updateTable('einvoice_documents')
      .set({ sign_lease_until: iso(now - 1000) })
      .execute();
    t.signing.kick();
    await t.signing.idle();
    expect(await unsigned()).toEqual([]);
    const docs = await t.database.db.selectFrom('einvoice_documents').select('xml').execute();
    for (const d of docs) expect(verifyDianSignature(d.xml).ok).toBe(true);
  });
});
