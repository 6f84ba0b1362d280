import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { readCatalogue } from '../test/crash/load.js';
import { CRASH_ADMIN, signIn, startServer } from '../test/crash/server.js';
import { startFakePrinter } from '../../../test-support/printer/fake-printer.js';
import { printedTokens } from '../test/fixtures/print-queue.js';
import { testDatabases, type DbKind } from '../test/test-app.js';

const READY_WITHIN_MS = 30_000;
const ORDERS = 5;

async function storeEnv(
  kind: DbKind,
  cleanup: (fn: () => Promise<void> | void) => void,
): Promise<Record<string, string>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'comandero-print-crash-'));
  cleanup(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const env = {
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    ADMIN_USERNAME: CRASH_ADMIN.username,
    ADMIN_PASSWORD: CRASH_ADMIN.password,
    DEMO_PASSWORD: 'demo-pass-123',
    PRINT_POLL_MS: '50',
  };
  if (kind === 'sqlite') return env;
  const baseUrl = process.env.TEST_DATABASE_URL!;
  const schema = `print_crash_${randomBytes(6).toString('hex')}`;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    await client.query(query);
    await client.end();
  };
  await admin(`CREATE SCHEMA ${schema}`);
  cleanup(() => admin(`DROP SCHEMA ${schema} CASCADE`));
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { ...env, DATABASE_URL: url.toString(), SESSION_SECRET: randomBytes(32).toString('hex') };
}

describe.concurrent('kill -9 between an order’s COMMIT and its print', () => {
  it.for(testDatabases)(
    'on %s: the comandas of orders acknowledged before the kill print once after the restart',
    { timeout: 120_000 },
    async (kind, { onTestFinished }) => {
      const env = await storeEnv(kind, onTestFinished);
      const printer = await startFakePrinter();
      onTestFinished(() => printer.close());

      // The first process stores the orders and their print requests, and dies before printing any.
      const first = await startServer({ ...env, PRINT_WORKER: '0' }, READY_WITHIN_MS);
      onTestFinished(() => {
        first.child.kill('SIGKILL');
      });
      const cookie = await signIn(first.url);
      const call = async (method: string, p: string, body?: object) => {
        const res = await fetch(`${first.url}/api/v1${p}`, {
          method,
          headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
          body: body ? JSON.stringify(body) : undefined,
        });
        expect(res.status, p).toBe(200);
        return res.json() as Promise<Record<string, unknown>>;
      };
      const categories = (await call('GET', '/settings/categories')) as unknown as { id: number }[];
      const { id: printerId } = await call('POST', '/settings/printers/add', {
        name: 'Cocina',
        host: printer.host,
        port: printer.port,
      });
      await call('POST', '/settings/stations/add', {
        name: 'Cocina',
        printerId,
        categoryIds: categories.map((c) => c.id),
      });
      const { items } = await readCatalogue(first.url, cookie);
      const item = items.find((i) => i.variants.length === 0) ?? items[0];
      const tokens: number[] = [];
      for (let k = 0; k < ORDERS; k++) {
        const answer = await call('POST', '/pos/create-order', {
          cart: [{ id: item.id, title: item.title, price: 1, tax_rate: 0, tax_type: null, quantity: 1, notes: null }],
          deliveryType: 'takeaway',
          customerType: 'WALKIN',
          customerId: null,
          tableId: null,
        });
        tokens.push(answer.tokenNo as number);
      }
      first.child.kill('SIGKILL');
      await first.exited;
      expect(printer.connections).toEqual([]);

      const second = await startServer(env, READY_WITHIN_MS);
      onTestFinished(async () => {
        second.child.kill('SIGTERM');
        await second.exited;
      });
      await vi.waitFor(() => expect(printedTokens(printer).length).toBeGreaterThanOrEqual(ORDERS), {
        timeout: 20_000,
        interval: 50,
      });
      // A few polls more: nothing else arrives.
      const settled = printer.jobs.length;
      await vi.waitFor(
        async () => {
          const res = await fetch(`${second.url}/api/v1/printing/jobs?status=pending`, {
            headers: { cookie: await signIn(second.url) },
          });
          expect(await res.json()).toEqual([]);
        },
        { timeout: 10_000, interval: 100 },
      );
      expect(printer.jobs.length).toBe(settled);
      expect(printedTokens(printer).sort((a, b) => a - b)).toEqual(tokens.sort((a, b) => a - b));
      expect(second.errors()).toEqual([]);
    },
  );
});
