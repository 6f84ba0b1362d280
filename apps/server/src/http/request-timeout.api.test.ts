import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLine, openPosApp, type PosApp } from '../../test/fixtures/orders.js';

/**
 * Issue 25: a body trickled a byte at a time held its socket open forever (Fastify's request
 * timeout was off). These talk to a listening server over real sockets; the timeouts are the HTTP
 * server's, the same on both databases, so SQLite serves them.
 */
const TIMEOUT_MS = 1500;

type Exchange = { answer: string; closedAfterMs: number };

/** Sends the request head, then the body in pieces at `everyMs`; resolves when the server closes or answers. */
function trickle(port: number, head: string, pieces: string[], everyMs: number): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = net.connect({ host: '127.0.0.1', port });
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    const done = () => {
      clearInterval(timer);
      resolve({ answer, closedAfterMs: performance.now() - started });
    };
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      // One complete answer is enough: a kept-alive socket would otherwise stay open.
      const [headers, body = ''] = answer.split('\r\n\r\n');
      const length = /content-length: (\d+)/i.exec(headers)?.[1];
      if (length !== undefined && Buffer.byteLength(body, 'latin1') >= Number(length)) {
        socket.destroy();
        done();
      }
    });
    socket.on('close', done);
    socket.on('error', (err: NodeJS.ErrnoException) => (err.code === 'ECONNRESET' ? done() : reject(err)));
    socket.once('connect', () => {
      socket.write(head);
      const rest = [...pieces];
      timer = setInterval(() => {
        const piece = rest.shift();
        if (piece === undefined) clearInterval(timer);
        else if (!socket.destroyed) socket.write(piece);
      }, everyMs);
    });
  });
}

describe('request timeouts on a listening server', () => {
  let p: PosApp;
  let port: number;

  beforeAll(async () => {
    p = await openPosApp('sqlite', { env: { REQUEST_TIMEOUT_MS: String(TIMEOUT_MS) } });
    await p.t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (p.t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await p.t.close();
  });

  const submitHead = (length: number) =>
    [
      'POST /api/v1/pos/create-order HTTP/1.1',
      `Host: 127.0.0.1:${port}`,
      `Cookie: ${p.cookie}`,
      'Content-Type: application/json',
      `Content-Length: ${length}`,
      '',
      '',
    ].join('\r\n');

  it('closes a body that trickles in (slowloris) with a 408 soon after the limit, and stores nothing', async () => {
    const pieces = Array.from({ length: 200 }, () => ' ');
    const { answer, closedAfterMs } = await trickle(port, submitHead(1_000_000), pieces, 100);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    // The server checks incomplete requests every half limit at most.
    expect(closedAfterMs).toBeLessThan(TIMEOUT_MS * 2 + 500);
    const orders = await p.t.database.db.selectFrom('orders').select('id').execute();
    expect(orders).toEqual([]);
  });

  it('serves a normal submit sent slowly within the limit, as a tablet on poor Wi-Fi does', async () => {
    const body = JSON.stringify({
      cart: [cartLine(p.c.items.water, 2), cartLine(p.c.items.lemonade, 1)],
      deliveryType: 'takeaway',
      customerType: 'WALKIN',
      customerId: null,
      tableId: null,
    });
    const size = Math.ceil(body.length / 5);
    const pieces = Array.from({ length: 5 }, (_, i) => body.slice(i * size, (i + 1) * size));
    const { answer } = await trickle(port, submitHead(Buffer.byteLength(body)), pieces, 150);
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toContain('"tokenNo"');
  });
});
