import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DOMParser } from '@xmldom/xmldom';
import { SignedXml } from 'xml-crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureEinvoice, payTestSale, TEST_STORE } from '../../../test/fixtures/einvoice.js';
import { openPosApp, type PosCatalogue } from '../../../test/fixtures/orders.js';
import { testDatabases, type ApiClient, type TestApp } from '../../../test/test-app.js';
import { loadP12 } from './certificate.js';
import { exportTestSet, TEST_SET_MESSAGES } from './test-set.js';

const verified = (xml: string) => {
  const signature = new DOMParser()
    .parseFromString(xml, 'text/xml')
    .getElementsByTagNameNS('http://www.w3.org/2000/09/xmldsig#', 'Signature')
    .item(0);
  const verifier = new SignedXml({ publicCert: loadP12(TEST_STORE.P12, TEST_STORE.PASSWORD).certificatePem });
  verifier.loadSignature(signature!);
  return verifier.checkSignature(xml) && verifier.getSignedReferences().length === 3;
};
const text = (xml: string, tag: string) => new RegExp(`<${tag}[^>]*>([^<]*)</${tag}>`).exec(xml)?.[1];

/** Issue 23: `npm run einvoice:test-set`, the habilitación test set of a store in pruebas. */
describe.each(testDatabases)('habilitación test set on %s', (kind) => {
  let t: TestApp;
  let c: PosCatalogue;
  let api: ApiClient;
  let cookie: string;
  let out: string;

  beforeEach(async () => {
    ({ t, c, api, cookie } = await openPosApp(kind));
    out = fs.mkdtempSync(path.join(os.tmpdir(), 'set-de-pruebas-'));
  });
  afterEach(async () => {
    await t.close();
    fs.rmSync(out, { recursive: true, force: true });
  });

  const run = (count: number, notes?: number) =>
    exportTestSet(t.database.db, t.deps.einvoiceKey, {
      count,
      notes,
      outDir: out,
      now: new Date(),
      cashier: 'Pruebas',
    });
  const lastNumber = async () =>
    Number(
      (await t.database.db.selectFrom('einvoice_ranges').select('last_number').executeTakeFirstOrThrow()).last_number,
    );

  it('writes the asked number of signed documents, numbered after the last sale, varied in taxes and buyers', async () => {
    await configureEinvoice(api, { range: { prefix: 'SETP', from: 990000001, to: 995000000 } });
    expect((await payTestSale(t, c, cookie)).statusCode).toBe(200);

    const result = await run(6);
    expect(result.documentNumbers).toEqual([2, 3, 4, 5, 6, 7].map((k) => `SETP${990000000 + k}`));
    expect(await lastNumber()).toBe(990000007);
    const docs = result.files.map((f) => fs.readFileSync(f, 'utf8'));
    for (const xml of docs) {
      expect(verified(xml)).toBe(true);
      expect(text(xml, 'cbc:ProfileExecutionID')).toBe('2');
      expect(text(xml, 'cbc:CustomizationID')).toBe('10');
    }
    // Every kind of buyer and of tax the DIAN's rules look at appears in the set.
    const all = docs.join('');
    for (const id of ['222222222222', '1020304050', '900123456']) expect(all).toContain(`>${id}<`);
    for (const scheme of ['<cbc:ID>01</cbc:ID>', '<cbc:ID>04</cbc:ID>']) expect(all).toContain(scheme);
    expect(all).toContain('Propina');
    expect(new Set(docs.map((xml) => text(xml, 'cbc:UUID'))).size).toBe(6);
    expect(result.noteFiles).toEqual([]);
  });

  it("adds the credit notes the DIAN asks for: each voids one of the set, referencing its CUDE, with the notes' own numbers", async () => {
    await configureEinvoice(api, { range: { prefix: 'SETP', from: 990000001, to: 995000000 } });
    const result = await run(4, 2);
    expect(result.documentNumbers).toEqual(['SETP990000001', 'SETP990000002', 'SETP990000003', 'SETP990000004']);
    expect(result.noteNumbers).toEqual(['NC1', 'NC2']);
    expect(result.noteFiles.map((f) => path.basename(f))).toEqual(['NC1.xml', 'NC2.xml']);
    const [first, second] = result.files.map((f) => fs.readFileSync(f, 'utf8'));
    const notes = result.noteFiles.map((f) => fs.readFileSync(f, 'utf8'));
    for (const [note, original] of [
      [notes[0], first],
      [notes[1], second],
    ]) {
      expect(verified(note)).toBe(true);
      expect(note.startsWith('<?xml version="1.0" encoding="UTF-8" standalone="no"?><CreditNote ')).toBe(true);
      expect(text(note, 'cbc:CreditNoteTypeCode')).toBe('94');
      expect(text(note, 'cbc:ReferenceID')).toBe(text(original, 'cbc:ID'));
      expect(note).toContain(`<cbc:UUID schemeName="CUDE-SHA384">${text(original, 'cbc:UUID')}</cbc:UUID>`);
    }
    const counter = await t.database.db.selectFrom('einvoice_note_numbering').selectAll().executeTakeFirstOrThrow();
    expect(counter.last_number).toBe(2);
    await expect(run(2, 3)).rejects.toThrow(TEST_SET_MESSAGES.notesInvalid);
  });

  it('refuses in producción or before the store is configured, and spends no number', async () => {
    await expect(run(3)).rejects.toThrow(TEST_SET_MESSAGES.notReady);
    await configureEinvoice(api);
    const before = await lastNumber();
    expect(
      (await api.post('/settings/einvoice-setting', { ...TEST_STORE.issuer, enabled: true, environment: 'produccion' }))
        .statusCode,
    ).toBe(200);
    await expect(run(3)).rejects.toThrow(TEST_SET_MESSAGES.notTest);
    await expect(run(0)).rejects.toThrow(TEST_SET_MESSAGES.countInvalid);
    expect(await lastNumber()).toBe(before);
    expect(fs.readdirSync(out)).toEqual([]);
  });
});
