import { EINVOICE_DOCUMENT_MESSAGES as M } from '@comandero/contracts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_REJECTION, type FakeDian } from '../../../../../../test-support/dian/fake-dian.js';
import {
  dianEnv,
  einvoicingSettled,
  payTestSale,
  sameDatabaseInstance,
  TEST_STORE,
} from '../../../../test/fixtures/einvoice.js';
import { openEinvoiceStore } from '../../../../test/fixtures/einvoice-store.js';
import type { PosCatalogue } from '../../../../test/fixtures/orders.js';
import { expectError, testDatabases, type ApiClient, type TestApp } from '../../../../test/test-app.js';
import type { TransmissionWorker } from './transmission-worker.js';

// The store's certificate takes seconds to make (node-forge): made before the first test's clock starts.
beforeAll(() => {
  expect(TEST_STORE.P12.length).toBeGreaterThan(0);
}, 120_000);

/** Issue 23: each DE-POS sent to the DIAN (here its simulator on 127.0.0.1) by the transmission worker. */
describe.each(testDatabases)('Transmisión a la DIAN on %s', (kind) => {
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

  async function open(env: Record<string, string> = {}, issuer: object = {}) {
    ({ t, c, api, cookie, dian, close: closeStore } = await openEinvoiceStore(kind, { env, issuer }));
  }

  /** One round of the worker to its end (it runs again if kicked meanwhile). */
  async function settle(worker: TransmissionWorker = t.einvoicing) {
    worker.kick();
    await worker.idle();
  }

  /** Paid sales; each payment wakes the worker after its commit, whose round is awaited. */
  async function pay(n = 1) {
    for (let i = 0; i < n; i++) expect((await payTestSale(t, c, cookie)).statusCode).toBe(200);
    await einvoicingSettled(t);
  }

  const documents = () => t.database.db.selectFrom('einvoice_documents').selectAll().orderBy('id').execute();
  const sentCudes = () => dian.received.map((r) => r.cude);

  it('test set: SendTestSetAsync then GetStatusZip; accepted with the ApplicationResponse, every envelope signed; an unknown ZipKey is checked by CUDE', async () => {
    await open({}, { testSetId: 'f2c1b0a4-test-set' });
    await pay();
    const [doc] = await documents();
    expect(doc).toMatchObject({ status: 'aceptado', dian_status_code: '00', attempts: 0, last_error: null });
    expect(doc.accepted_at).not.toBeNull();
    expect(doc.application_response).toContain(`<cbc:UUID>${doc.cude}</cbc:UUID>`);
    expect(JSON.parse(doc.dian_messages ?? 'null')).toEqual([]);
    expect(dian.received).toEqual([
      expect.objectContaining({
        operation: 'SendTestSetAsync',
        testSetId: 'f2c1b0a4-test-set',
        cude: doc.cude,
        cudeValid: true,
        documentSignatureValid: true,
      }),
    ]);
    expect(doc.track_id).not.toBe(doc.cude); // the ZipKey
    expect(dian.calls.map((x) => [x.operation, x.securityValid])).toEqual([
      ['SendTestSetAsync', true],
      ['GetStatusZip', true],
    ]);
    expectError(await api.post(`/einvoice/documents/${doc.id}/retry`), 409, M.retryNotAllowed);
    expectError(await api.post('/einvoice/documents/999999/retry'), 404, M.notFound);

    // A ZipKey the DIAN does not know: the CUDE is asked about, and a document it has is not sent again.
    await t.database.db
      .updateTable('einvoice_documents')
      .set({ status: 'enviado', track_id: 'zipkey-desconocida' })
      .where('id', '=', doc.id)
      .execute();
    await settle();
    expect((await documents())[0]).toMatchObject({ status: 'aceptado' });
    expect(dian.calls.slice(2).map((x) => [x.operation, x.trackId])).toEqual([
      ['GetStatusZip', 'zipkey-desconocida'],
      ['GetStatus', doc.cude],
    ]);
    expect(dian.received).toHaveLength(1);
  });

  it('rejected: the rule codes are stored; a retry by hand (INVOICES) is audited and sends it again', async () => {
    await open();
    await dian.setMode('reject');
    await pay();
    const [doc] = await documents();
    expect(doc).toMatchObject({ status: 'rechazado', dian_status_code: '99' });
    expect(JSON.parse(doc.dian_messages ?? '[]')).toEqual([
      { code: 'FAJ43b', message: FAKE_REJECTION[0].replace('Regla: FAJ43b, ', '') },
      { code: 'FAD09e', message: FAKE_REJECTION[1].replace('Regla: FAD09e, ', '') },
    ]);
    expect(dian.received.map((r) => r.operation)).toEqual(['SendBillSync']);

    await dian.setMode('accept');
    await t.createUser('mesero');
    const waiter = await t.signIn('mesero', 'user-pass-123');
    expect((await api.post(`/einvoice/documents/${doc.id}/retry`, undefined, waiter)).statusCode).toBe(403);
    const retried = await api.post(`/einvoice/documents/${doc.id}/retry`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toEqual({ message: M.retryQueued });
    await t.einvoicing.idle();
    await settle();
    expect((await documents())[0]).toMatchObject({ status: 'aceptado', dian_messages: '[]' });
    expect(dian.received.map((r) => r.accepted)).toEqual([false, true]);
    const audited = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'einvoice.document_retry')
      .execute();
    expect(audited).toEqual([expect.objectContaining({ entity_type: 'einvoice_document', entity_id: String(doc.id) })]);
  });

  it('5xx: retried with back-off, kept as contingencia (tipo 4) after three, then sent once and accepted', async () => {
    await open();
    await dian.setMode('fail');
    await pay();
    expect((await documents())[0]).toMatchObject({
      status: 'pendiente',
      attempts: 1,
      last_error: 'La DIAN respondió 503.',
    });
    await settle();
    await settle();
    expect((await documents())[0]).toMatchObject({ status: 'contingencia', attempts: 3, contingency_type: '4' });
    expect(dian.received).toEqual([]);
    await dian.setMode('accept');
    await settle();
    const [doc] = await documents();
    expect(doc).toMatchObject({ status: 'aceptado', contingency_type: '4', last_error: null });
    expect(sentCudes()).toEqual([doc.cude]);
  });

  it('a timeout: the DIAN got it; the next try asks GetStatus and never sends it again', async () => {
    await open({ DIAN_TIMEOUT_MS: '1000' });
    await dian.setMode('hang');
    await pay();
    const [pending] = await documents();
    expect(pending).toMatchObject({ status: 'pendiente', attempts: 1, track_id: pending.cude });
    expect(pending.last_error).toContain('no respondió');
    await dian.setMode('accept');
    await settle();
    expect((await documents())[0]).toMatchObject({ status: 'aceptado' });
    expect(dian.calls.map((x) => x.operation)).toEqual(['SendBillSync', 'GetStatus']);
    expect(sentCudes()).toEqual([pending.cude]);
  });

  it('the DIAN unreachable: the sales go through, the documents wait as contingencia (tipo 3) and are sent later, once', async () => {
    await open();
    await dian.setMode('refuse');
    await pay(2);
    const kept = await documents();
    expect(kept.map((d) => [d.status, d.contingency_type])).toEqual([
      ['contingencia', '3'],
      ['contingencia', '3'],
    ]);
    // A sale made meanwhile is not held either.
    await pay();
    await dian.setMode('accept');
    await settle();
    const sent = await documents();
    expect(sent.map((d) => d.status)).toEqual(['aceptado', 'aceptado', 'aceptado']);
    expect(sentCudes().sort()).toEqual(sent.map((d) => d.cude).sort());
  });

  it("a restart with documents pending (one under a dead instance's lease): the new app sends each once; off, nothing is sent", async () => {
    await open({ DIAN_WORKER: '0' });
    await pay(3);
    const [first] = await documents();
    await t.database.db
      .updateTable('einvoice_documents')
      .set({ lease_owner: 'muerto', lease_until: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', first.id)
      .execute();
    await settle(); // this instance's worker never started: a kick does nothing
    expect(dian.calls).toEqual([]);

    const off = await api.post('/settings/einvoice-setting', { ...TEST_STORE.issuer, enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    const restarted = await sameDatabaseInstance(t, dianEnv(dian.url));
    closers.push(restarted.close);
    await settle(restarted.built.einvoicing);
    expect(dian.calls).toEqual([]);

    expect((await api.post('/settings/einvoice-setting', { ...TEST_STORE.issuer, enabled: true })).statusCode).toBe(
      200,
    );
    await settle(restarted.built.einvoicing);
    const docs = await documents();
    expect(docs.map((d) => [d.status, d.lease_owner])).toEqual(Array(3).fill(['aceptado', null]));
    expect(sentCudes().sort()).toEqual(docs.map((d) => d.cude).sort());
  });

  // Two server instances share one database on PostgreSQL only.
  if (kind === 'postgres') {
    it('two instances on one database send each document exactly once', async () => {
      await open();
      await t.einvoicing.stop();
      await pay(12);
      const other = await sameDatabaseInstance(t, dianEnv(dian.url));
      closers.push(other.close);
      const a = (await sameDatabaseInstance(t, dianEnv(dian.url))).built;
      closers.push(() => a.app.close());
      await Promise.all([settle(a.einvoicing), settle(other.built.einvoicing)]);
      const docs = await documents();
      expect(docs.every((d) => d.status === 'aceptado')).toBe(true);
      expect(sentCudes().sort()).toEqual(docs.map((d) => d.cude).sort());
      expect(new Set(sentCudes()).size).toBe(12);
    });
  }
});
