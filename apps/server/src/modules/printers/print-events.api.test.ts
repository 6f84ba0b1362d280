import type { PrintFailedEvent, PrintStatusEvent } from '@comandero/contracts';
import type { Socket } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seedPosCatalogue, type PosCatalogue } from '../../../test/fixtures/pos.js';
import {
  addPrinter,
  addStation,
  FAST_PRINT_QUEUE,
  placeOrder,
  startFakePrinter,
} from '../../../test/fixtures/print-queue.js';
import type { FakePrinter } from '../../../../../test-support/printer/fake-printer.js';
import { connectedSocket, listenLocally } from '../../../test/test-sockets.js';
import { apiClient, createTestApp, testDatabases, type ApiClient, type TestApp } from '../../../test/test-app.js';

describe.each(testDatabases)('print queue socket events on %s', (kind) => {
  let t: TestApp;
  let api: ApiClient;
  let c: PosCatalogue;
  let printer: FakePrinter;
  const sockets: Socket[] = [];

  beforeEach(async () => {
    t = await createTestApp(kind, { env: FAST_PRINT_QUEUE });
    api = apiClient(t, await t.signIn());
    c = await seedPosCatalogue(t.database.db);
    printer = await startFakePrinter('refuse');
  });
  afterEach(async () => {
    sockets.splice(0).forEach((s) => s.close());
    await t.close();
    await printer.close();
  });

  it('tells the cashier when a ticket could not print after its retries, and the screens when a status changed', async () => {
    const url = await listenLocally(t.app);
    await t.createUser('cajero', { scope: 'ORDERS' });
    await t.createUser('cocina', { scope: 'KITCHEN' });
    const cashier = await connectedSocket(url, await t.signIn('cajero', 'user-pass-123'));
    const cook = await connectedSocket(url, await t.signIn('cocina', 'user-pass-123'));
    sockets.push(cashier, cook);
    const failures: PrintFailedEvent[] = [];
    const statuses: PrintStatusEvent[] = [];
    const cookHeard: unknown[] = [];
    cashier.on('print_failed', (e: PrintFailedEvent) => failures.push(e));
    cashier.on('print_status', (e: PrintStatusEvent) => statuses.push(e));
    cook.on('print_failed', (e: unknown) => cookHeard.push(e));
    cook.on('print_status', (e: unknown) => cookHeard.push(e));

    const printerId = await addPrinter(api, 'Parrilla', printer);
    await addStation(api, { name: 'Cocina', printerId, categoryIds: [c.categoryId], itemIds: [c.items.water] });
    const { orderId } = await placeOrder(api, c);
    await vi.waitFor(() => expect(failures.length).toBeGreaterThanOrEqual(1), { timeout: 8000, interval: 20 });
    expect(failures[0]).toEqual({
      jobId: expect.any(Number),
      printerId,
      printerName: 'Parrilla',
      orderId,
      status: 'pending',
      message: expect.stringContaining('Parrilla'),
    });
    expect(statuses).toContainEqual({ printerIds: [printerId] });
    // The kitchen display's user does not see printers.
    expect(cookHeard).toEqual([]);
  });
});
