import { PRINT_ROUTING_MESSAGES, PRINTING_MESSAGES } from '@comandero/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPosCatalogue, type PosCatalogue } from '../../../test/fixtures/pos.js';
import {
  apiClient,
  createTestApp,
  expectError,
  testDatabases,
  type ApiClient,
  type TestApp,
} from '../../../test/test-app.js';

const M = PRINT_ROUTING_MESSAGES;
const TERMINAL = '3f1c2a5e-8b7d-4c1a-9e2f-0a1b2c3d4e5f';

describe.each(testDatabases)('print routing and the print queue routes on %s', (kind) => {
  let t: TestApp;
  let api: ApiClient;
  let c: PosCatalogue;
  let kitchen: number;
  let counter: number;
  const routing = async () => (await api.get('/settings/printers/routing')).json();
  const addPrinter = async (name: string, host: string) =>
    (await api.post('/settings/printers/add', { name, host })).json().id as number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = apiClient(t, await t.signIn());
    c = await seedPosCatalogue(t.database.db);
    kitchen = await addPrinter('Cocina', '10.0.0.10');
    counter = await addPrinter('Caja', '10.0.0.11');
  });
  afterAll(async () => {
    await t.close();
  });

  it('saves the default kitchen printer and the terminals’ receipt printers, and lists unrouted categories', async () => {
    expect(await routing()).toEqual({
      defaultKitchenPrinterId: null,
      terminals: [],
      knownTerminals: [],
      unroutedCategoryIds: [c.categoryId],
      unroutedUncategorisedItems: 0,
    });
    const saved = await api.post('/settings/printers/routing', {
      defaultKitchenPrinterId: String(kitchen),
      terminals: [{ terminalId: TERMINAL, printerId: counter, label: ' Caja 1 ' }],
    });
    expect(saved.json()).toEqual({ message: M.saved });
    expect(await routing()).toMatchObject({
      defaultKitchenPrinterId: kitchen,
      terminals: [{ terminalId: TERMINAL, printerId: counter, label: 'Caja 1' }],
    });
    // Every item of the category routed one by one: nothing of it prints nowhere (the page says the same).
    const items = await t.database.db.selectFrom('menu_items').select('id').execute();
    const bar = await api.post('/settings/stations/add', {
      name: 'Bar',
      printerId: kitchen,
      itemIds: items.map((i) => i.id),
    });
    expect((await routing()).unroutedCategoryIds).toEqual([]);
    await api.send('DELETE', `/settings/stations/${bar.json().id}`);
    expect((await routing()).unroutedCategoryIds).toEqual([c.categoryId]);
    await api.post('/settings/stations/add', { name: 'Parrilla', printerId: kitchen, categoryIds: [c.categoryId] });
    expect((await routing()).unroutedCategoryIds).toEqual([]);

    // The list replaces the stored one; a null default clears it.
    await api.post('/settings/printers/routing', { defaultKitchenPrinterId: null, terminals: [] });
    expect(await routing()).toMatchObject({ defaultKitchenPrinterId: null, terminals: [] });
  });

  it('refuses unknown printers, bad terminals and bad lists, changing nothing', async () => {
    await api.post('/settings/printers/routing', {
      defaultKitchenPrinterId: kitchen,
      terminals: [{ terminalId: TERMINAL, printerId: counter }],
    });
    const before = await routing();
    const ok = { defaultKitchenPrinterId: kitchen, terminals: [] };
    const refused: [object, number, string][] = [
      [{ ...ok, defaultKitchenPrinterId: 999_999 }, 400, M.printerMissing],
      [{ ...ok, defaultKitchenPrinterId: 'uno' }, 400, M.defaultKitchenInvalid],
      [{ ...ok, terminals: [{ terminalId: TERMINAL, printerId: 999_999 }] }, 400, M.printerMissing],
      [{ ...ok, terminals: [{ terminalId: 'corto', printerId: counter }] }, 400, M.terminalInvalid],
      [{ ...ok, terminals: [{ terminalId: TERMINAL }] }, 400, M.terminalPrinterInvalid],
      [
        { ...ok, terminals: [{ terminalId: TERMINAL, printerId: counter, label: 'x'.repeat(61) }] },
        400,
        M.labelTooLong,
      ],
      [
        {
          ...ok,
          terminals: [
            { terminalId: TERMINAL, printerId: counter },
            { terminalId: TERMINAL, printerId: kitchen },
          ],
        },
        400,
        M.terminalDuplicate,
      ],
      [{ ...ok, terminals: 'todos' }, 400, M.terminalsInvalid],
      [{ defaultKitchenPrinterId: kitchen }, 400, M.terminalsInvalid],
    ];
    for (const [body, status, message] of refused) {
      expectError(await api.post('/settings/printers/routing', body), status, message);
    }
    expect(await routing()).toEqual(before);
  });

  it('unsets a deleted printer from the routing', async () => {
    const spare = await addPrinter('Repuesto', '10.0.0.12');
    await api.post('/settings/printers/routing', {
      defaultKitchenPrinterId: spare,
      terminals: [{ terminalId: TERMINAL, printerId: spare }],
    });
    expect((await api.send('DELETE', `/settings/printers/${spare}`)).statusCode).toBe(200);
    expect(await routing()).toMatchObject({ defaultKitchenPrinterId: null, terminals: [] });
  });

  it('validates the queue routes: status filter, unknown jobs, and scopes', async () => {
    expect((await api.get('/printing/jobs')).json()).toEqual([]);
    expect((await api.get('/printing/jobs?status=pending')).json()).toEqual([]);
    expectError(await api.get('/printing/jobs?status=done'), 400, PRINTING_MESSAGES.statusInvalid);
    expectError(await api.post('/printing/jobs/999999/reprint'), 404, PRINTING_MESSAGES.jobNotFound);
    expectError(await api.post('/printing/jobs/999999/discard'), 404, PRINTING_MESSAGES.jobNotFound);
    expectError(await api.post('/printing/jobs/abc/discard'), 404, PRINTING_MESSAGES.jobNotFound);
    const status = (await api.get('/printing/status')).json();
    expect(status.printers).toContainEqual({
      printerId: kitchen,
      name: 'Cocina',
      reachable: null,
      lastError: null,
      lastAttemptAt: null,
      waiting: 0,
      held: 0,
    });

    await t.createUser('cajero', { scope: 'ORDERS' });
    await t.createUser('cocina', { scope: 'KITCHEN' });
    const cashier = await t.signIn('cajero', 'user-pass-123');
    const cook = await t.signIn('cocina', 'user-pass-123');
    expect((await api.get('/printing/status', cashier)).statusCode).toBe(200);
    expect((await api.get('/settings/printers/routing', cashier)).statusCode).toBe(403);
    expect((await api.get('/printing/status', cook)).statusCode).toBe(403);
    expect((await api.get('/printing/status', '')).statusCode).toBe(401);
  });
});
