/**
 * Issue 21: a fired order → the kitchen screen of its station. `screens` signed-in sockets, each a
 * kitchen tablet showing one station (dealt round the stations), refetch GET /kitchen?stationId
 * (gzip, If-None-Match with the ETag they hold) when they hear new_order, as the web screen does.
 * Each order is timed from its submit to the moment the last screen had its station's new answer.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { ServerToClientEvents } from '@comandero/contracts';
import type { Socket } from 'socket.io-client';
import { connectedSocket } from '../apps/server/test/test-sockets.js';
import { ADMIN } from './bench-db.js';
import { createOrder } from './carts.js';
import { fromSamples, judge, type Row } from './load.js';
import { signIn } from './server-process.js';

const MISSED_AFTER_MS = 5000;
const P99_MS = 100;

type Screen = { socket: Socket<ServerToClientEvents>; cookie: string; station: number; etag: string | null };

export async function measureStationScreens(opts: {
  database: string;
  url: string;
  cookie: string;
  carts: string[];
  stationIds: number[];
  screens: number;
  orders: number;
}): Promise<Row> {
  const screens: Screen[] = [];
  for (let i = 0; i < opts.screens; i++) {
    const cookie = await signIn(opts.url, ADMIN.username, ADMIN.password);
    const socket = (await connectedSocket(opts.url, cookie)) as Socket<ServerToClientEvents>;
    screens.push({ socket, cookie, station: opts.stationIds[i % opts.stationIds.length], etag: null });
  }
  let unexpected = 0;
  const refreshed = new Map<number, number[]>();
  const waiters = new Map<number, () => void>();
  const refetch = async (screen: Screen, orderId: number) => {
    const headers: Record<string, string> = { cookie: screen.cookie, 'accept-encoding': 'gzip' };
    if (screen.etag) headers['if-none-match'] = screen.etag;
    const res = await fetch(`${opts.url}/api/v1/kitchen?stationId=${screen.station}`, { headers });
    await res.arrayBuffer();
    if (res.status !== 200 && res.status !== 304) unexpected++;
    screen.etag = res.headers.get('etag') ?? screen.etag;
    const done = refreshed.get(orderId) ?? [];
    done.push(performance.now());
    refreshed.set(orderId, done);
    if (done.length === screens.length) waiters.get(orderId)?.();
  };
  for (const screen of screens) {
    screen.socket.on('new_order', ({ orderId }) => void refetch(screen, orderId));
  }
  const allRefreshed = (orderId: number) =>
    new Promise<boolean>((resolve) => {
      if (refreshed.get(orderId)?.length === screens.length) return resolve(true);
      const timer = setTimeout(() => resolve(false), MISSED_AFTER_MS);
      waiters.set(orderId, () => {
        clearTimeout(timer);
        resolve(true);
      });
    });

  const run = randomBytes(4).toString('hex');
  const samples: number[] = [];
  const afterAnswer: number[] = [];
  const started = performance.now();
  try {
    for (let k = 0; k < opts.orders; k++) {
      const sent = performance.now();
      const orderId = await createOrder(opts.url, opts.cookie, opts.carts[k % opts.carts.length], `${run}-kds-${k}`);
      const answered = performance.now();
      if (!(await allRefreshed(orderId))) unexpected++;
      else {
        const last = Math.max(...refreshed.get(orderId)!);
        samples.push(last - sent);
        afterAnswer.push(Math.max(0, last - answered));
      }
      waiters.delete(orderId);
      refreshed.delete(orderId);
    }
  } finally {
    for (const screen of screens) screen.socket.disconnect();
  }
  const sorted = afterAnswer.sort((a, b) => a - b);
  const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
  console.log(`  pantallas de estación: respuesta de la orden → última pantalla p50 ${at(0.5)} ms, p99 ${at(0.99)} ms`);
  const requestsPerSec = Math.round((opts.orders * 1000) / (performance.now() - started));
  return judge(
    fromSamples(
      opts.database,
      `orden → pantalla de cocina de su estación (${opts.screens} sockets de cocina)`,
      opts.screens,
      samples,
      { requestsPerSec, unexpected },
    ),
    { p99BelowMs: P99_MS },
  );
}
