import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, it, vi } from 'vitest';
import { testDatabases, type DbKind } from '../test/test-app.js';
import { crashProblems } from '../test/crash/checks.js';
import { driveOrders, readCatalogue, retryUnanswered, type AckedOrder } from '../test/crash/load.js';
import { openLoadDrawer } from '../test/load/terminal.js';
import { CRASH_ADMIN, signIn, startServer, type ServerRun } from '../test/crash/server.js';
import { openDatabase, type DatabaseHandle } from './db/database.js';

const KILLS = 3;
const LOOPS = 6;
/** Generous: on a loaded two-core CI machine tsx alone takes seconds to start the server. */
const READY_WITHIN_MS = 30_000;

type Store = { env: Record<string, string>; open(): DatabaseHandle };

/** A fresh DATA_DIR, and on PostgreSQL a fresh schema the server is pointed at by its URL. */
async function freshStore(kind: DbKind, cleanup: (fn: () => Promise<void> | void) => void): Promise<Store> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'comandero-crash-'));
  cleanup(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const env = {
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    ADMIN_USERNAME: CRASH_ADMIN.username,
    ADMIN_PASSWORD: CRASH_ADMIN.password,
    DEMO_PASSWORD: 'demo-pass-123',
  };
  if (kind === 'sqlite') {
    return { env, open: () => openDatabase({ sqliteFile: path.join(dataDir, 'comandero.sqlite') }) };
  }
  const baseUrl = process.env.TEST_DATABASE_URL!;
  const schema = `crash_${randomBytes(6).toString('hex')}`;
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
  return {
    env: { ...env, DATABASE_URL: url.toString(), SESSION_SECRET: randomBytes(32).toString('hex') },
    open: () => openDatabase({ databaseUrl: baseUrl, pgSchema: schema }),
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Concurrent: the two databases' runs spend most of their time waiting on process starts.
describe.concurrent('kill -9 of the server under full order load', () => {
  it.for(testDatabases)(
    'on %s: every acknowledged order survives three kills whole, and each restart is clean',
    { timeout: 120_000 },
    async (kind, { expect, onTestFinished }) => {
      const store = await freshStore(kind, onTestFinished);
      const runs: ServerRun[] = [];
      const start = async () => {
        const run = await startServer(store.env, READY_WITHIN_MS);
        runs.push(run);
        onTestFinished(() => {
          if (run.child.exitCode === null && run.child.signalCode === null) run.child.kill('SIGKILL');
        });
        return run;
      };

      let server = await start();
      const cookie = await signIn(server.url);
      const catalogue = await readCatalogue(server.url, cookie);
      await openLoadDrawer(server.url, cookie);
      const acked: AckedOrder[] = [];
      for (let round = 1; round <= KILLS; round++) {
        const load = driveOrders(server.url, cookie, catalogue, LOOPS, `ronda-${round}`);
        await vi.waitFor(() => expect(load.out.acked.length).toBeGreaterThan(0), { timeout: 10_000 });
        // Mid-load at a moment nobody chose: some creates are committed but unanswered, some half done.
        await pause(500 + Math.random() * 1_000);
        server.child.kill('SIGKILL');
        expect(await server.exited).toEqual({ code: null, signal: 'SIGKILL' });
        const outcome = await load.done;
        expect(outcome.failures).toEqual([]);
        expect(outcome.unanswered).toHaveLength(LOOPS);
        acked.push(...outcome.acked);

        server = await start();
        // The tablets reconnect and send again what got no answer, under the same keys.
        const retried = await retryUnanswered(server.url, cookie, outcome.unanswered);
        expect(retried.failures).toEqual([]);
        acked.push(...retried.acked);
      }
      server.child.kill('SIGTERM');
      expect(await server.exited).toEqual({ code: 0, signal: null });

      expect(runs).toHaveLength(KILLS + 1);
      for (const run of runs) expect(run.errors()).toEqual([]);
      expect(acked.length).toBeGreaterThan(KILLS * LOOPS);
      const handle = store.open();
      try {
        expect(await crashProblems(handle.db, acked)).toEqual([]);
      } finally {
        await handle.close();
      }
    },
  );
});
