/**
 * Issue 22: a POS tablet comes back online with 200 orders in its offline queue. The browser's
 * replayer sends them one at a time, in the order they were queued, each with its own
 * Idempotency-Key, `offline: true` and the device time it was taken at; every fourth is a cash
 * payment. Measured: from the first request to the last acknowledgement (target < 10 s on SQLite).
 * Checked: every order stored exactly once, and a second replay of all 200 (answers lost, say)
 * answers the same results and stores nothing new. A lost or doubled order fails the run.
 */
import http from 'node:http';
import type { OrderResult, PosInitResponse } from '@comandero/contracts';
import { ADMIN, MENU_SIZE, prepareDb, seedMenuDb, withHandle, withServer, type DbKind } from './bench-db.js';
import { makeCarts } from './carts.js';
import { fromSamples, judge, type Row } from './load.js';
import { payAndSendCarts } from './paid-carts.js';
import { below, type Check } from './report.js';
import { openLoadDrawer } from '../apps/server/test/load/terminal.js';

export const OFFLINE_QUEUE = 200;
/** Orders sent online before the replay, not measured: a serving process has its writer and caches warm. */
const WARM_UP = 5;
const TARGET_SECONDS = 10;

type Queued = { key: string; path: string; body: string };
type Reply = { status: number; text: string; ms: number };

function poster(baseUrl: string, cookie: string) {
  // One tablet, one keep-alive connection: the replayer never sends two at once.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const post = (q: Queued) =>
    new Promise<Reply>((resolve, reject) => {
      const started = performance.now();
      const req = http.request(
        `${baseUrl}/api/v1${q.path}`,
        {
          method: 'POST',
          agent,
          headers: {
            cookie,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(q.body),
            'idempotency-key': q.key,
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text, ms: performance.now() - started }));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(q.body);
    });
  return { post, close: () => agent.destroy() };
}

/** The queue as the outbox holds it: device times a few seconds apart, the oldest first. */
async function queueOf(url: string, cookie: string, kitchen: string[], paid: string[]): Promise<Queued[]> {
  const init = (await (await fetch(`${url}/api/v1/pos/init`, { headers: { cookie } })).json()) as PosInitResponse;
  const cash = init.offline?.cashPaymentTypeIds ?? [];
  const run = Date.now().toString(36);
  const start = Date.now() - OFFLINE_QUEUE * 5_000;
  return Array.from({ length: OFFLINE_QUEUE }, (_, k) => {
    const isPaid = k % 4 === 3;
    const body = JSON.parse(isPaid ? paid[k] : kitchen[k]) as Record<string, unknown>;
    if (isPaid && !cash.includes(body.paymentTypeId as number))
      throw new Error('el primer tipo de pago no es efectivo');
    return {
      key: `offline-${run}-${k}`,
      path: isPaid ? '/pos/create-order-and-invoice' : '/pos/create-order',
      body: JSON.stringify({ ...body, offline: true, deviceTime: new Date(start + k * 5_000).toISOString() }),
    };
  });
}

type Pass = { seconds: number; samples: number[]; results: (OrderResult | null)[]; failures: string[] };

async function replay(url: string, cookie: string, queue: Queued[]): Promise<Pass> {
  const client = poster(url, cookie);
  const samples: number[] = [];
  const results: (OrderResult | null)[] = [];
  const failures: string[] = [];
  const started = performance.now();
  try {
    for (const q of queue) {
      const r = await client.post(q);
      samples.push(r.ms);
      if (r.status !== 200) {
        failures.push(`${q.key}: ${r.status} ${r.text}`);
        results.push(null);
      } else {
        results.push(JSON.parse(r.text) as OrderResult);
      }
    }
  } finally {
    client.close();
  }
  return { seconds: (performance.now() - started) / 1000, samples, results, failures };
}

export type OfflineReplayResult = { rows: Row[]; checks: Check[]; failures: string[] };

export async function benchOfflineReplay(kind: DbKind): Promise<OfflineReplayResult> {
  const db = await prepareDb(kind);
  try {
    const items = await withHandle(db, seedMenuDb);
    const kitchen = makeCarts(items, OFFLINE_QUEUE);
    const outcome = await withServer(db, async (server, cookie) => {
      console.log(`\n${kind}: cola sin conexión de ${OFFLINE_QUEUE} órdenes, menú de ${MENU_SIZE} items`);
      await openLoadDrawer(server.url, cookie);
      const queue = await queueOf(server.url, cookie, kitchen, await payAndSendCarts(server.url, cookie, kitchen));
      const warm = kitchen.slice(0, WARM_UP).map((body, k) => ({ key: `warm-${k}`, path: '/pos/create-order', body }));
      const warmed = await replay(server.url, cookie, warm);
      if (warmed.failures.length) throw new Error(`calentamiento: ${warmed.failures.join('; ')}`);
      const first = await replay(server.url, cookie, queue);
      const second = await replay(server.url, cookie, queue);
      return { first, second };
    });
    const { first, second } = outcome;
    const failures = [...first.failures, ...second.failures.map((f) => `segunda: ${f}`)];
    const ids = first.results.map((r) => r?.orderId);
    if (new Set(ids).size !== OFFLINE_QUEUE) failures.push('órdenes con el mismo id');
    second.results.forEach((r, k) => {
      if (JSON.stringify(r) !== JSON.stringify(first.results[k])) failures.push(`la segunda respuesta de ${k} difiere`);
    });
    // After both passes, with the server stopped: each queued order once, none more.
    const stored = await withHandle(db, async (h) => {
      const rows = await h.db.selectFrom('orders').select(['id', 'offline', 'device_time']).execute();
      return { total: rows.length, offline: rows.filter((r) => r.offline === 1 && r.device_time !== null).length };
    });
    if (stored.total !== OFFLINE_QUEUE + WARM_UP || stored.offline !== OFFLINE_QUEUE) {
      failures.push(`guardadas ${stored.total - WARM_UP} (${stored.offline} sin conexión), esperadas ${OFFLINE_QUEUE}`);
    }
    const label = `offline replay ${OFFLINE_QUEUE} queued orders (sequential)`;
    const row = (name: string, pass: Pass) =>
      judge(
        fromSamples(kind, name, 1, pass.samples, {
          requestsPerSec: Math.round((OFFLINE_QUEUE / pass.seconds) * 10) / 10,
          unexpected: pass.failures.length,
        }),
      );
    const rows = [row(label, first), row(`${label}, second replay (all stored)`, second)];
    const seconds = Math.round(first.seconds * 100) / 100;
    const checks = kind === 'sqlite' ? [below(`${kind} ${label}, all acknowledged`, 's', seconds, TARGET_SECONDS)] : [];
    console.log(
      `${kind}: ${OFFLINE_QUEUE} órdenes reenviadas en ${seconds} s; segunda vez ` +
        `${Math.round(second.seconds * 100) / 100} s; guardadas ${stored.offline} (usuario ${ADMIN.username})`,
    );
    return { rows, checks, failures: failures.map((f) => `${kind} offline-replay: ${f}`) };
  } finally {
    await db.cleanup();
  }
}
