import { randomBytes } from 'node:crypto';
import { runLoad } from './load.js';

/** A signed-in admin's JSON call; anything but a 200 throws with the server's answer. */
export type Api = (method: string, path: string, body?: unknown) => Promise<{ status: number; json: unknown }>;

export function apiOf(url: string, cookie: string): Api {
  return async (method, path, body) => {
    const res = await fetch(`${url}/api/v1${path}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json: unknown = await res.json();
    if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
    return { status: res.status, json };
  };
}

/**
 * POSTs of `bodies` in turn to `/api/v1{path}` from `connections` clients for `duration` seconds, each
 * with a fresh Idempotency-Key, as a cashier's submit carries one: every request is a new order.
 */
export function keyedPosts(opts: {
  url: string;
  cookie: string;
  path: string;
  bodies: readonly string[];
  connections: number;
  duration: number;
}) {
  const run = randomBytes(4).toString('hex');
  let n = 0;
  const headers = { cookie: opts.cookie, 'content-type': 'application/json' };
  return runLoad(opts.url, opts.connections, opts.duration, [
    {
      method: 'POST',
      path: `/api/v1${opts.path}`,
      headers,
      setupRequest: (req) => {
        n++;
        return {
          ...req,
          body: opts.bodies[n % opts.bodies.length],
          headers: { ...headers, 'idempotency-key': `${run}-${n}` },
        };
      },
    },
  ]);
}
