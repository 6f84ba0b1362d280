/**
 * The server keeps the answers of its heavy reads until a write changes the data (orders and kitchen
 * lists per orders_version, back-office answers per data stamp), so a load test of one route
 * mostly measures kept answers: what screens polling in a quiet moment cost. These rows measure
 * the other case, what the first screen pays after each new order: one order through the API,
 * then the read alone, timed to its last byte, `samples` times.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { createOrder } from './carts.js';
import { fromSamples, judge, type Row, type Target } from './load.js';

export async function readAfterEachOrder(opts: {
  database: string;
  endpoint: string;
  url: string;
  path: string;
  cookie: string;
  headers?: Record<string, string>;
  carts: string[];
  samples: number;
  target?: Target;
}): Promise<Row> {
  const run = randomBytes(4).toString('hex');
  const timings: number[] = [];
  let unexpected = 0;
  for (let k = 0; k < opts.samples; k++) {
    await createOrder(opts.url, opts.cookie, opts.carts[k % opts.carts.length], `${run}-${k}`);
    const started = performance.now();
    const res = await fetch(`${opts.url}${opts.path}`, { headers: { cookie: opts.cookie, ...opts.headers } });
    await res.arrayBuffer();
    timings.push(performance.now() - started);
    if (res.status !== 200) unexpected++;
  }
  const mean = timings.reduce((a, b) => a + b, 0) / timings.length;
  const counts = { requestsPerSec: Math.round(1000 / mean), unexpected };
  return judge(fromSamples(opts.database, opts.endpoint, 1, timings, counts), opts.target);
}
