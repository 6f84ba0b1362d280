/**
 * The server keeps the answers of its heavy reads until a write changes the data (orders and kitchen
 * lists per orders_version, back-office answers per data stamp), so a load test of one route
 * mostly measures kept answers: what screens polling in a quiet moment cost. These rows measure
 * the other case, what the first screen pays after each new order: one order through the API,
 * then the read alone, timed to its last byte, `samples` times (an answer that does not show the
 * order just made counts as unexpected).
 */
import { randomBytes } from 'node:crypto';
import { createOrder } from './carts.js';
import { fromSamples, judge, type Row, type Target } from './load.js';
import { timedGet } from './timed-get.js';

/**
 * One customer added through the API: what a customer page is recomputed after (a new order does
 * not change it, so the rows after each order measure a kept answer).
 */
export async function addCustomer(url: string, cookie: string, k: number, run: string): Promise<void> {
  const res = await fetch(`${url}/api/v1/customers/add`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({
      phone: `39${parseInt(run, 16) % 1_000_000}${String(k).padStart(4, '0')}`,
      name: `Martina ${run} ${k}`,
    }),
  });
  if (res.status !== 200) throw new Error(`customers/add: ${res.status} ${await res.text()}`);
}

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
  /** The write before each read: a new order unless given. */
  write?: (k: number, run: string) => Promise<void>;
  /** Whether an answer shows the order just made (the read must not be a stale copy). */
  showsOrder?: (answer: unknown, orderId: number) => boolean;
}): Promise<Row> {
  const run = randomBytes(4).toString('hex');
  const timings: number[] = [];
  let unexpected = 0;
  for (let k = 0; k < opts.samples; k++) {
    let orderId: number | undefined;
    if (opts.write) await opts.write(k, run);
    else orderId = await createOrder(opts.url, opts.cookie, opts.carts[k % opts.carts.length], `${run}-${k}`);
    // The bench's own garbage is collected outside the timed read (npm run bench exposes gc): a
    // pause of this process is not the server's latency.
    (globalThis as { gc?: () => void }).gc?.();
    const res = await timedGet(`${opts.url}${opts.path}`, { cookie: opts.cookie, ...opts.headers });
    timings.push(res.ms);
    const stale =
      orderId !== undefined && opts.showsOrder && !opts.showsOrder(JSON.parse(res.body.toString()), orderId);
    if (res.status !== 200 || stale) unexpected++;
  }
  const mean = timings.reduce((a, b) => a + b, 0) / timings.length;
  const counts = { requestsPerSec: Math.round(1000 / mean), unexpected };
  return judge(fromSamples(opts.database, opts.endpoint, 1, timings, counts), opts.target);
}
