import { PRINTER_MESSAGES, PRINTER_TEST_INTERVAL_MS, type PrinterCodePage } from '@comandero/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { decodeEscPos } from '../../../../../test-support/printer/escpos-decoder.js';
import {
  startFakePrinter,
  type FakePrinter,
  type FakePrinterMode,
} from '../../../../../test-support/printer/fake-printer.js';
import { apiClient, createTestApp, testDatabases, type ApiClient, type TestApp } from '../../../test/test-app.js';
import { TEST_PAGE_LETTERS, testPageQr } from './test-page.js';

const M = PRINTER_MESSAGES;
// Short, so the hanging printer is given up on quickly; the failures must come within these.
const CONNECT_MS = 1000;
const JOB_MS = 1500;
const STORE = 'Asadero Doña Ñuñoa';

describe.each(testDatabases)('printer test page on %s', (kind) => {
  let t: TestApp;
  let api: ApiClient;
  let printer: FakePrinter;

  beforeAll(async () => {
    t = await createTestApp(kind, {
      env: { PRINTER_CONNECT_TIMEOUT_MS: String(CONNECT_MS), PRINTER_JOB_TIMEOUT_MS: String(JOB_MS) },
    });
    api = apiClient(t, await t.signIn());
    expect((await api.post('/settings/store-setting', { storeName: STORE })).statusCode).toBe(200);
  });
  afterEach(async () => {
    await printer?.close();
  });
  afterAll(async () => {
    await t.close();
  });

  const addPrinter = async (mode: FakePrinterMode, extra: { codePage?: PrinterCodePage; paperWidth?: number } = {}) => {
    printer = await startFakePrinter(mode);
    const name = `Prueba ${mode} ${Math.random().toString(36).slice(2, 8)}`;
    const res = await api.post('/settings/printers/add', { name, host: printer.host, port: printer.port, ...extra });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id as number;
  };

  for (const [codePage, escT] of [
    ['cp858', 'cp858'],
    ['wpc1252', 'wpc1252'],
  ] as const) {
    it(`prints the store name, every accented letter in ${codePage}, a QR and a cut`, async () => {
      const id = await addPrinter('accept', { codePage });
      const res = await api.post(`/settings/printers/${id}/test`);
      expect(res.json()).toEqual({ ok: true });
      expect(printer.jobs).toHaveLength(1);

      const page = decodeEscPos(printer.jobs[0]);
      expect(page.initialized).toBe(true);
      expect(page.codePages).toEqual([escT]);
      const lines = page.lines.map((l) => l.text.trim());
      expect(lines).toContain(TEST_PAGE_LETTERS);
      const title = page.lines.find((l) => l.text.trim() === STORE);
      expect(title).toMatchObject({ bold: true, width: 2, height: 2 });
      expect(lines).toContain(`Papel: 80 mm · Código: ${codePage.toUpperCase()}`);
      expect(page.qrCodes).toEqual([testPageQr(id)]);
      expect(page.cuts).toBe(1);
      expect(page.drawerKicks).toEqual([]);
      expect(page.text).not.toContain('?');
      expect(page.text).not.toContain('\uFFFD');
    });
  }

  it('lays the page out in 32 columns on 57 mm paper', async () => {
    const id = await addPrinter('accept', { paperWidth: 57 });
    expect((await api.post(`/settings/printers/${id}/test`)).json()).toEqual({ ok: true });
    const page = decodeEscPos(printer.jobs[0]);
    expect(page.lines.map((l) => l.text.trim())).toContain('-'.repeat(32));
    expect(Math.max(...page.lines.map((l) => l.text.length))).toBeLessThanOrEqual(32);
  });

  const failures: [FakePrinterMode, (host: string, port: number) => string][] = [
    ['refuse', M.testRefused],
    ['hang', M.testUnreachable],
    ['cut', M.testCutOff],
  ];
  for (const [mode, message] of failures) {
    it(`answers ok: false when the printer is in mode ${mode}, within the job timeout`, async () => {
      const id = await addPrinter(mode);
      const started = Date.now();
      const res = await api.post(`/settings/printers/${id}/test`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: false, message: message(printer.host, printer.port) });
      expect(Date.now() - started).toBeLessThan(JOB_MS + 1000);
      expect(printer.jobs).toEqual([]);
      // Hang and cut took part of the page (or all of it) without the job completing; refuse took nothing.
      expect(printer.connections.length).toBe(mode === 'refuse' ? 0 : 1);
    });
  }

  it('fits a store name the code page cannot print instead of failing', async () => {
    await api.post('/settings/store-setting', { storeName: 'Bar “El Ñato” 🍺' });
    const id = await addPrinter('accept');
    expect((await api.post(`/settings/printers/${id}/test`)).json()).toEqual({ ok: true });
    const page = decodeEscPos(printer.jobs[0]);
    expect(page.lines.map((l) => l.text.trim())).toContain('Bar "El Ñato" ?');
    await api.post('/settings/store-setting', { storeName: STORE });
  });

  it('says the host is unknown when its name does not resolve', async () => {
    const res = await api.post('/settings/printers/add', { name: 'Fantasma', host: 'no-existe.invalid', port: 9100 });
    const answer = (await api.post(`/settings/printers/${res.json().id}/test`)).json();
    expect(answer).toEqual({ ok: false, message: M.testUnknownHost('no-existe.invalid') });
  });
});

/** A stuck button or a double tap sends one page per printer per interval, not a roll of paper. */
describe.each(testDatabases)('test pages one at a time per printer on %s', (kind) => {
  let t: TestApp;
  let api: ApiClient;
  let printer: FakePrinter;
  let nowMs = Date.parse('2026-11-27T15:00:00.000Z');

  beforeAll(async () => {
    t = await createTestApp(kind, { clock: { now: () => new Date(nowMs) } });
    api = apiClient(t, await t.signIn());
    printer = await startFakePrinter();
  });
  afterAll(async () => {
    await t.close();
    await printer.close();
  });

  it('answers 429 in Spanish for a second page within the interval, sends it after; other printers are free', async () => {
    const add = async (name: string) =>
      (await api.post('/settings/printers/add', { name, host: printer.host, port: printer.port })).json().id as number;
    const [one, two] = [await add('Cocina'), await add('Bar')];

    const [first, second] = await Promise.all([
      api.post(`/settings/printers/${one}/test`),
      api.post(`/settings/printers/${one}/test`),
    ]);
    const answers = [first, second].map((r) => r.statusCode).sort();
    expect(answers).toEqual([200, 429]);
    const refused = first.statusCode === 429 ? first : second;
    expect(refused.json()).toEqual({ message: M.testTooSoon(Math.ceil(PRINTER_TEST_INTERVAL_MS / 1000)) });
    expect(printer.jobs).toHaveLength(1);

    // Another printer is not held back by this one.
    expect((await api.post(`/settings/printers/${two}/test`)).json()).toEqual({ ok: true });

    nowMs += PRINTER_TEST_INTERVAL_MS - 1500;
    const soon = await api.post(`/settings/printers/${one}/test`);
    expect(soon.statusCode).toBe(429);
    expect(soon.json().message).toBe(M.testTooSoon(2));

    nowMs += 1500;
    expect((await api.post(`/settings/printers/${one}/test`)).json()).toEqual({ ok: true });
    expect(printer.jobs).toHaveLength(3);
  });
});
