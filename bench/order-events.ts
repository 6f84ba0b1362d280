/**
 * How soon the screens hear of a new order: `clients` signed-in sockets (one session each, like the
 * tablets of a restaurant) listen for new_order while orders are sent one after another. Each order
 * is timed from the moment its create-order answer arrived to the first and to the last socket
 * receiving its event. The server announces an order right after its commit, before answering, so
 * an event often arrives before the answer: that order's delay counts as 0.
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

/** An order whose event has not reached every socket by then counts as missed. */
const MISSED_AFTER_MS = 5000;

export type EventTimings = {
  orders: number;
  ordersPerSec: number;
  missed: number;
  /** Orders whose event had reached every socket before the create-order answer did. */
  beforeAnswer: number;
  ackToFirst: number[];
  ackToLast: number[];
  submitToLast: number[];
};

/** A signed-in socket, typed with the server's events (the test helper answers an untyped one). */
const connect = async (url: string, cookie: string) =>
  (await connectedSocket(url, cookie)) as Socket<ServerToClientEvents>;

export async function measureOrderEvents(opts: {
  url: string;
  cookie: string;
  carts: string[];
  clients: number;
  orders: number;
  warmUp: number;
}): Promise<EventTimings> {
  const cookies: string[] = [];
  for (let i = 0; i < opts.clients; i++) cookies.push(await signIn(opts.url, ADMIN.username, ADMIN.password));
  const sockets = await Promise.all(cookies.map((c) => connect(opts.url, c)));
  const arrivals = new Map<number, number[]>();
  const waiters = new Map<number, () => void>();
  for (const socket of sockets) {
    socket.on('new_order', ({ orderId }) => {
      const at = performance.now();
      const seen = arrivals.get(orderId) ?? [];
      seen.push(at);
      arrivals.set(orderId, seen);
      if (seen.length === sockets.length) waiters.get(orderId)?.();
    });
  }
  const heardByAll = (orderId: number) =>
    new Promise<boolean>((resolve) => {
      if (arrivals.get(orderId)?.length === sockets.length) return resolve(true);
      const timer = setTimeout(() => resolve(false), MISSED_AFTER_MS);
      waiters.set(orderId, () => {
        clearTimeout(timer);
        resolve(true);
      });
    });

  const run = randomBytes(4).toString('hex');
  const timings: EventTimings = {
    orders: opts.orders,
    ordersPerSec: 0,
    missed: 0,
    beforeAnswer: 0,
    ackToFirst: [],
    ackToLast: [],
    submitToLast: [],
  };
  try {
    let started = 0;
    for (let k = 0; k < opts.warmUp + opts.orders; k++) {
      if (k === opts.warmUp) started = performance.now();
      const sent = performance.now();
      const orderId = await createOrder(opts.url, opts.cookie, opts.carts[k % opts.carts.length], `${run}-${k}`);
      const answered = performance.now();
      const complete = await heardByAll(orderId);
      waiters.delete(orderId);
      if (k < opts.warmUp) continue;
      if (!complete) {
        timings.missed++;
        continue;
      }
      const seen = arrivals.get(orderId)!;
      const first = Math.min(...seen);
      const last = Math.max(...seen);
      if (last <= answered) timings.beforeAnswer++;
      timings.ackToFirst.push(Math.max(0, first - answered));
      timings.ackToLast.push(Math.max(0, last - answered));
      timings.submitToLast.push(last - sent);
      arrivals.delete(orderId);
    }
    timings.ordersPerSec = Math.round((opts.orders * 1000) / (performance.now() - started));
    return timings;
  } finally {
    for (const socket of sockets) socket.disconnect();
  }
}

/** Rows of the table, judged against issue 8's 50 ms. */
export function eventRows(database: string, t: EventTimings, clients: number): Row[] {
  const row = (endpoint: string, values: number[], p99BelowMs?: number) =>
    judge(
      fromSamples(database, endpoint, clients, values, { requestsPerSec: t.ordersPerSec, unexpected: t.missed }),
      p99BelowMs === undefined ? undefined : { p99BelowMs },
    );
  return [
    row(`new_order answer→last of ${clients} sockets`, t.ackToLast, 50),
    row(`new_order answer→first of ${clients} sockets`, t.ackToFirst),
    // Judged too: the events usually arrive before the answer, so the first row is mostly zeros.
    row(`new_order submit→last of ${clients} sockets`, t.submitToLast, 50),
  ];
}
