import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { gunzipSync } from 'node:zlib';

/** One kept-alive connection, as a tablet's browser keeps one to the server. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

export type TimedAnswer = { status: number; ms: number; body: Buffer };

/**
 * A GET timed from the request to the answer's last byte, as autocannon times the other rows; the
 * body is decoded after the timer stops. The fetch API decoded gzip through web streams inside the
 * timed span: against a trivial server answering this bench's /orders bytes (37 kB gzip of 400 kB)
 * that client alone took p50 6–8 ms and p99 19–43 ms on this machine under load, node:http's
 * p50 0.6–1.5 ms and p99 2–4 ms (docs/performance.md, 2026-11-28 night): the rows time the server.
 */
export function timedGet(url: string, headers: Record<string, string>): Promise<TimedAnswer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get(url, { agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const ms = performance.now() - started;
          const raw = Buffer.concat(chunks);
          const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
          resolve({ status: res.statusCode ?? 0, ms, body });
        });
      })
      .on('error', reject);
  });
}
