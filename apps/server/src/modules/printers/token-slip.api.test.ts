import { ORDERS_MESSAGES, PRINTING_MESSAGES } from '@comandero/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakePrinter } from '../../../../../test-support/printer/fake-printer.js';
import { TERMINAL_A, TERMINAL_B } from '../../../test/fixtures/cash-drawer.js';
import { seedPosCatalogue, type PosCatalogue } from '../../../test/fixtures/pos.js';
import {
  FAST_PRINT_QUEUE,
  placeOrder,
  printedOn,
  queueSettled,
  startFakePrinter,
  texts,
} from '../../../test/fixtures/print-queue.js';
import { apiClient, createTestApp, testDatabases, type ApiClient, type TestApp } from '../../../test/test-app.js';

const M = PRINTING_MESSAGES;

/** The POS's "Imprimir turno" on the terminal's network receipt printer (issue 20). */
describe.each(testDatabases)('the token slip on the terminal printer on %s', (kind) => {
  let t: TestApp;
  let api: ApiClient;
  let cookie: string;
  let c: PosCatalogue;
  let printer: FakePrinter;

  /** A request from one terminal's browser: its cookie and X-Terminal-Id. */
  const from = (terminal: string | null, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      payload,
      headers: terminal === null ? { cookie } : { cookie, 'x-terminal-id': terminal },
    });

  beforeAll(async () => {
    t = await createTestApp(kind, { env: FAST_PRINT_QUEUE });
    cookie = await t.signIn();
    api = apiClient(t, cookie);
    c = await seedPosCatalogue(t.database.db);
    printer = await startFakePrinter();
    const added = await api.post('/settings/printers/add', { name: 'Caja', host: printer.host, port: printer.port });
    const routing = await api.post('/settings/printers/routing', {
      defaultKitchenPrinterId: null,
      terminals: [{ terminalId: TERMINAL_A, printerId: added.json().id, label: 'Caja 1' }],
    });
    expect(routing.statusCode, routing.body).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await printer.close();
  });

  it('tells the POS whether its terminal has a network receipt printer', async () => {
    expect((await from(TERMINAL_A, 'GET', '/printing/terminal-printer')).json()).toEqual({
      receiptPrinter: true,
      printerName: 'Caja',
    });
    for (const terminal of [TERMINAL_B, null, 'no válido']) {
      expect((await from(terminal, 'GET', '/printing/terminal-printer')).json()).toEqual({
        receiptPrinter: false,
        printerName: null,
      });
    }
  });

  it('prints the order’s token on that printer once, and lists it with the order’s tickets', async () => {
    const { orderId, tokenNo } = await placeOrder(api, c);
    const res = await from(TERMINAL_A, 'POST', '/printing/token-slip', { orderId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: M.tokenSlipQueued });
    const [slip] = await printedOn(printer, 1);
    expect(texts(slip)).toEqual(expect.arrayContaining(['TURNO', String(tokenNo)]));
    expect(slip.cuts).toBe(1);
    await queueSettled(t);
    expect(printer.jobs).toHaveLength(1);
    expect((await api.get(`/printing/order-jobs/${orderId}`)).json()).toEqual([
      expect.objectContaining({ kind: 'token', status: 'done', targetLabel: 'Caja 1', printerName: 'Caja' }),
    ]);
  });

  it('refuses a terminal without a printer (409), an unknown order (404) and a bad body (400), storing nothing', async () => {
    const { orderId } = await placeOrder(api, c);
    const count = async () => (await t.database.db.selectFrom('print_requests').select('id').execute()).length;
    const before = await count();
    const noPrinter = await from(TERMINAL_B, 'POST', '/printing/token-slip', { orderId });
    expect([noPrinter.statusCode, noPrinter.json()]).toEqual([409, { message: M.noTerminalPrinter }]);
    const anonymous = await from(null, 'POST', '/printing/token-slip', { orderId });
    expect(anonymous.statusCode).toBe(409);
    const unknown = await from(TERMINAL_A, 'POST', '/printing/token-slip', { orderId: 999_999 });
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { message: ORDERS_MESSAGES.orderNotFound }]);
    for (const body of [{}, { orderId: 'abc' }, { orderId: -1 }, { orderId: 1.5 }]) {
      const bad = await from(TERMINAL_A, 'POST', '/printing/token-slip', body);
      expect([bad.statusCode, bad.json()]).toEqual([400, { message: M.orderInvalid }]);
    }
    expect(await count()).toBe(before);
  });
});
