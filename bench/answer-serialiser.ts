/**
 * What writing answers from their schema costs (http/answer-serializer.ts): per object-answer route,
 * the request through the production app (in process, no network) and, on the same answer, the
 * schema's parse that the serialiser adds before the JSON.stringify Fastify did anyway.
 * `node --import tsx bench/answer-serialiser.ts` (SQLite; a few seconds).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  AUTH_API,
  CUSTOMERS_API,
  DASHBOARD_API,
  MENU_API,
  TAXES_API,
  USERS_API,
  type ApiRouteDef,
} from '@comandero/contracts';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { migrateToLatest, openDatabase } from '../apps/server/src/db/database.js';
import { seedDatabase } from '../apps/server/src/db/seed.js';
import { systemClock } from '../apps/server/src/lib/clock.js';
import { ADMIN } from './bench-db.js';
import { seedHistory } from './seed-history.js';
import { seedBenchMenu } from './seed-menu.js';

const REQUESTS = 2000;
const PARSES = 5000;

const ROUTES: [ApiRouteDef, string][] = [
  [AUTH_API.me, '/auth/me'],
  [TAXES_API.list, '/settings/taxes'],
  [USERS_API.list, '/users'],
  [CUSTOMERS_API.list, '/customers?sort=created_at&page=1&perPage=50'],
  [DASHBOARD_API.summary, '/dashboard'],
  [MENU_API.list, '/menu-items'],
];

/** Microseconds per call of `fn`, the median of five rounds of `n` calls. */
function microseconds(n: number, fn: () => unknown): number {
  const rounds: number[] = [];
  for (let round = 0; round < 5; round++) {
    const started = performance.now();
    for (let i = 0; i < n; i++) fn();
    rounds.push(((performance.now() - started) * 1000) / n);
  }
  return rounds.sort((a, b) => a - b)[2]!;
}

async function microsecondsAsync(n: number, fn: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < n / 10; i++) await fn();
  const started = performance.now();
  for (let i = 0; i < n; i++) await fn();
  return ((performance.now() - started) * 1000) / n;
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'comandero-serialiser-'));
const database = openDatabase({ sqliteFile: path.join(dir, 'bench.sqlite') });
try {
  await migrateToLatest(database);
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dir });
  await seedDatabase(database.db, {
    adminUsername: ADMIN.username,
    adminPassword: ADMIN.password,
    demo: false,
    storeTimeZone: config.storeTimeZone,
    clock: systemClock,
    print: () => {},
  });
  await seedBenchMenu(database.db, 300);
  await seedHistory(database, { orders: 2000, customers: 500, days: 30 });
  const { app } = await buildApp({ config, database });
  await app.ready();
  const signIn = await app.inject({ method: 'POST', url: '/api/v1/auth/signin', payload: ADMIN });
  const cookie = signIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  console.log('route | bytes | request µs | JSON.stringify µs | + schema parse µs | parse share of request');
  for (const [def, url] of ROUTES) {
    const get = () => app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { cookie } });
    const first = await get();
    if (first.statusCode !== 200) throw new Error(`${url}: ${first.statusCode} ${first.body}`);
    const answer: unknown = first.json();
    const request = await microsecondsAsync(REQUESTS, get);
    const stringify = microseconds(PARSES, () => JSON.stringify(answer));
    const parse = microseconds(PARSES, () => def.answer.safeParse(answer));
    const share = ((parse / request) * 100).toFixed(1);
    console.log(
      `GET ${url} | ${first.rawPayload.length} | ${request.toFixed(0)} | ${stringify.toFixed(1)} | ${parse.toFixed(1)} | ${share} %`,
    );
  }
  await app.close();
} finally {
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
