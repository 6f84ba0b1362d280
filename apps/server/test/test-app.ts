import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import pg from 'pg';
import { afterEach, beforeEach, expect } from 'vitest';
import type { HTTPMethods, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuiltApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { migrateToLatest, openDatabase, type DatabaseHandle, type DatabaseOptions } from '../src/db/database.js';
import { seedDatabase } from '../src/db/seed.js';
import type { Clock } from '../src/lib/clock.js';
import { hashPassword } from '../src/lib/passwords.js';
import { ensureAdapterTable } from '../src/realtime/realtime.js';

export type DbKind = 'sqlite' | 'postgres';

const pgUrl = process.env.TEST_DATABASE_URL;

/** API suites run on SQLite always and on PostgreSQL whenever TEST_DATABASE_URL is set. */
export const testDatabases: DbKind[] = pgUrl ? ['sqlite', 'postgres'] : ['sqlite'];

export const ADMIN = { username: 'admin', password: 'admin-pass-123' };

export type TestApp = BuiltApp & {
  database: DatabaseHandle;
  /** The app's own DATA_DIR (its session key file lives there unless SESSION_SECRET is given). */
  dataDir: string;
  close(): Promise<void>;
  /** Signs in and returns the Cookie header to send with later requests. */
  signIn(username?: string, password?: string): Promise<string>;
  createUser(username: string, opts?: { role?: string; scope?: string; password?: string }): Promise<void>;
};

export type TestAppOptions = { clock?: Clock; demo?: boolean; env?: Record<string, string> };

/** A fresh database of the given kind (a temp SQLite file, or a new PostgreSQL schema) and its removal. */
export async function openTestDatabase(
  kind: DbKind,
  opts: Pick<DatabaseOptions, 'pgPreparedStatements'> = {},
): Promise<{ handle: DatabaseHandle; drop(): Promise<void> }> {
  if (kind === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'comandero-test-'));
    const handle = openDatabase({ sqliteFile: path.join(dir, 'test.sqlite') });
    return { handle, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const handle = openDatabase({ databaseUrl: pgUrl, pgSchema: schema, ...opts });
  return {
    handle,
    drop: async () => {
      const c = new pg.Client({ connectionString: pgUrl });
      await c.connect();
      await c.query(`DROP SCHEMA ${schema} CASCADE`);
      await c.end();
    },
  };
}

let sqliteTemplate: Promise<string> | null = null;

/**
 * A SQLite file migrated once per test process. Every migration commits with a disk flush
 * (synchronous=FULL), which made migrating each test app's database from nothing a good part of
 * the suite's time; apps start from a copy instead, and still run migrateToLatest (finding nothing
 * to do), so the migration path is the same. Tests of migrations themselves use openTestDatabase.
 */
function migratedSqliteFile(): Promise<string> {
  sqliteTemplate ??= (async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'comandero-template-'));
    const file = path.join(dir, 'template.sqlite');
    const handle = openDatabase({ sqliteFile: file });
    await migrateToLatest(handle);
    // Closing checkpoints the WAL into the file, so a plain copy of it is the whole database.
    await handle.close();
    process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
    return file;
  })();
  return sqliteTemplate;
}

async function openMigratedDatabase(kind: DbKind): Promise<{ handle: DatabaseHandle; drop(): Promise<void> }> {
  if (kind === 'postgres') return openTestDatabase(kind);
  const template = await migratedSqliteFile();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'comandero-test-'));
  const file = path.join(dir, 'test.sqlite');
  fs.copyFileSync(template, file);
  const handle = openDatabase({ sqliteFile: file });
  return { handle, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/**
 * A fresh migrated database (no app, no seed) for each test of the calling describe block, closed
 * and dropped after it: the repositories' tests. Answers a getter of the current test's handle.
 */
export function migratedDatabaseEach(kind: DbKind): () => DatabaseHandle {
  let current: { handle: DatabaseHandle; drop(): Promise<void> } | null = null;
  beforeEach(async () => {
    current = await openMigratedDatabase(kind);
    await migrateToLatest(current.handle);
  });
  afterEach(async () => {
    const done = current;
    current = null;
    await done?.handle.close();
    await done?.drop();
  });
  return () => current!.handle;
}

/** The real app on a fresh, migrated and seeded database of the given kind. */
export async function createTestApp(kind: DbKind, opts: TestAppOptions = {}): Promise<TestApp> {
  const { handle, drop } = await openMigratedDatabase(kind);
  await migrateToLatest(handle);
  // As main.ts does: without it the socket.io adapter's cleanup fails every 30 s in the server log.
  if (handle.pgPool) await ensureAdapterTable(handle.pgPool);
  // Never the repository's ./data: each app makes its session key file in a folder of its own.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'comandero-data-'));
  // DIAN_WORKER=0: a test app never calls the real DIAN; the transmission tests turn it on with the simulator.
  // EINVOICE_SIGN_OVERDUE_MS=0: every draft is signed at normal priority, so a test waiting for its signature
  // never waits for a core to fall idle on a busy machine (the idle lane is the bench's and thread-priority's).
  const config: Config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DIAN_WORKER: '0',
    EINVOICE_SIGN_OVERDUE_MS: '0',
    ...opts.env,
  });
  const clock = opts.clock ?? { now: () => new Date() };
  await seedDatabase(handle.db, {
    adminUsername: ADMIN.username,
    adminPassword: ADMIN.password,
    demo: opts.demo ?? false,
    demoPassword: 'demo-pass-123',
    storeTimeZone: config.storeTimeZone,
    clock,
    print: () => {},
  });
  const built = await buildApp({ config, database: handle, clock, checkAnswers: true });
  await built.app.ready();

  const signIn = async (username = ADMIN.username, password = ADMIN.password) => {
    const res = await built.app.inject({ method: 'POST', url: '/api/v1/auth/signin', payload: { username, password } });
    if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
    return cookieHeader(res);
  };

  const createUser: TestApp['createUser'] = async (username, o = {}) => {
    const now = new Date().toISOString();
    await handle.db
      .insertInto('users')
      .values({
        username,
        name: username,
        role: o.role ?? 'staff',
        scope: o.scope ?? '',
        password_hash: await hashPassword(o.password ?? 'user-pass-123'),
        designation: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
  };

  return {
    ...built,
    database: handle,
    dataDir,
    signIn,
    createUser,
    close: async () => {
      await built.app.close();
      await handle.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Turns a response's Set-Cookie headers into a Cookie header (cleared cookies dropped). */
export function cookieHeader(res: LightMyRequestResponse, previous = ''): string {
  const jar = new Map<string, string>(
    previous
      .split(';')
      .map((p) => p.trim())
      .filter(Boolean)
      .map((p) => [p.slice(0, p.indexOf('=')), p.slice(p.indexOf('=') + 1)]),
  );
  for (const c of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
    if (c.value === '' || c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now())) jar.delete(c.name);
    else jar.set(c.name, c.value);
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}

export type ApiClient = {
  /** `path` is below /api/v1; `cookie` replaces the client's own for this request, '' sends none. */
  send(method: HTTPMethods, path: string, payload?: object, cookie?: string): Promise<LightMyRequestResponse>;
  get(path: string, cookie?: string): Promise<LightMyRequestResponse>;
  post(path: string, payload?: object, cookie?: string): Promise<LightMyRequestResponse>;
};

/** Requests through the app as the session of `cookie` (none when ''). */
export function apiClient(t: Pick<TestApp, 'app'>, cookie = ''): ApiClient {
  const send: ApiClient['send'] = (method, path, payload, as = cookie) =>
    t.app.inject({ method, url: `/api/v1${path}`, payload, headers: as ? { cookie: as } : {} });
  return {
    send,
    get: (path, as) => send('GET', path, undefined, as),
    post: (path, payload, as) => send('POST', path, payload, as),
  };
}

/** A refusal: the status and the body `{ message }`, nothing else. */
export function expectError(res: LightMyRequestResponse, status: number, message: string): void {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toEqual({ message });
}
