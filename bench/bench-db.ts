import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../apps/server/src/db/database.js';
import { seedDatabase } from '../apps/server/src/db/seed.js';
import { systemClock } from '../apps/server/src/lib/clock.js';
import { seedBenchMenu, type BenchItem } from './seed-menu.js';
import { signIn, startServer, type RunningServer } from './server-process.js';

export type DbKind = 'sqlite' | 'postgres';
export const MENU_SIZE = 2000;
export const ADMIN = { username: 'admin', password: 'bench-admin-pass' };
export const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
export const STORE_TIME_ZONE = 'America/Bogota';

/** SQLite always; PostgreSQL too when a server is configured (BENCH_DB narrows to one). */
export function benchKinds(): DbKind[] {
  const kinds: DbKind[] = PG_URL ? ['sqlite', 'postgres'] : ['sqlite'];
  // BENCH_DB=postgres (or sqlite) measures one database only, e.g. while tuning its path.
  const only = process.env.BENCH_DB;
  return only ? kinds.filter((k) => k === only) : kinds;
}

/** A fresh database for one part of the bench: its server env, a way to open it, and its removal. */
export type BenchDb = {
  kind: DbKind;
  env: Record<string, string>;
  open(): DatabaseHandle;
  cleanup(): Promise<void>;
};

export async function prepareDb(kind: DbKind): Promise<BenchDb> {
  if (kind === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'comandero-bench-'));
    return {
      kind,
      env: { DATA_DIR: dir },
      open: () => openDatabase({ sqliteFile: path.join(dir, 'comandero.sqlite') }),
      cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_URL!);
  url.pathname = `/${name}`;
  return {
    kind,
    // With DATABASE_URL the server demands a shared key; one per bench database is enough.
    env: { DATABASE_URL: url.toString(), SESSION_SECRET: randomBytes(32).toString('hex') },
    open: () => openDatabase({ databaseUrl: url.toString() }),
    async cleanup() {
      // BENCH_KEEP_DB=1 leaves the database for a look at its plans afterwards (EXPLAIN).
      if (process.env.BENCH_KEEP_DB === '1') return console.log(`  base de datos conservada: ${name}`);
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** Schema, the admin, the store in Bogotá and the 2,000-item menu with 20 tables. */
export async function seedMenuDb(handle: DatabaseHandle): Promise<BenchItem[]> {
  await migrateToLatest(handle);
  await seedDatabase(handle.db, {
    adminUsername: ADMIN.username,
    adminPassword: ADMIN.password,
    demo: false,
    storeTimeZone: STORE_TIME_ZONE,
    clock: systemClock,
    print: () => {},
  });
  return seedBenchMenu(handle.db, MENU_SIZE);
}

/** The database opened for `use` alone (seeding before the server starts, checks after it stops). */
export async function withHandle<T>(db: BenchDb, use: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const handle = db.open();
  try {
    return await use(handle);
  } finally {
    await handle.close();
  }
}

/** The real server on this database for the length of `run`, with the admin signed in. */
export async function withServer<T>(
  db: BenchDb,
  run: (server: RunningServer, cookie: string) => Promise<T>,
): Promise<T> {
  const server = await startServer({ ...db.env, SEED_DEMO: '0', ADMIN_PASSWORD: ADMIN.password });
  try {
    return await run(server, await signIn(server.url, ADMIN.username, ADMIN.password));
  } finally {
    await server.stop();
  }
}
