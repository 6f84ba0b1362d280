import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FakePrinter } from '../../../../../test-support/printer/fake-printer.js';
import { drawerClient, TERMINAL_A } from '../../../test/fixtures/cash-drawer.js';
import { FAST_PRINT_QUEUE, printedOn, startFakePrinter } from '../../../test/fixtures/print-queue.js';
import { apiClient, createTestApp, testDatabases, type ApiClient, type TestApp } from '../../../test/test-app.js';

/**
 * The writes that store a print request wake the worker after their commit: with a poll of ten
 * minutes, only the wake can print within the test's 15 s (a bound for a loaded machine: at 3 s it failed at load 8).
 */
describe.each(testDatabases)('the print worker woken by the drawer on %s', (kind) => {
  let t: TestApp;
  let api: ApiClient;
  let cookie: string;
  let printer: FakePrinter;

  beforeEach(async () => {
    t = await createTestApp(kind, { env: { ...FAST_PRINT_QUEUE, PRINT_POLL_MS: '600000' } });
    cookie = await t.signIn();
    api = apiClient(t, cookie);
    printer = await startFakePrinter();
    const added = await api.post('/settings/printers/add', {
      name: 'Caja',
      host: printer.host,
      port: printer.port,
      hasCashDrawer: true,
    });
    expect(added.statusCode, added.body).toBe(200);
    const routing = await api.post('/settings/printers/routing', {
      defaultKitchenPrinterId: null,
      terminals: [{ terminalId: TERMINAL_A, printerId: added.json().id, label: 'Caja 1' }],
    });
    expect(routing.statusCode, routing.body).toBe(200);
    // The start's own pass is over: whatever prints now was woken by the write.
    await t.printing.idle();
  });
  afterEach(async () => {
    await t.close();
    await printer.close();
  });

  it('opening the drawer and a cash movement each kick it at once, not at the next poll', async () => {
    const drawer = drawerClient(t, cookie, TERMINAL_A);
    const session = await drawer.open(50_000);
    const [opened] = await printedOn(printer, 1, 15_000);
    expect(opened.drawerKicks).toEqual([{ pin: 2 }]);

    const moved = await drawer.post(`/cash-drawer/sessions/${session.id}/movements`, {
      kind: 'out',
      amount: 10_000,
      reason: 'Cambio para la caja',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const [, out] = await printedOn(printer, 2, 15_000);
    expect(out.drawerKicks).toEqual([{ pin: 2 }]);
  });
});
