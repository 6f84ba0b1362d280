import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { io as connect } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { DRAIN_MS, SAME_PRESS_MS } from './shutdown.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const ADMIN_PASSWORD = 'admin-pass-123';
const EXIT_WITHIN_MS = 5_000;

type Server = { child: ChildProcess; url: string; port: number; exited: Promise<number | null> };

type Cleanup = (fn: () => void) => void;

/** The real `npm start` server process (without the web build), on a free port and its own data folder. */
async function startServer(cleanup: Cleanup): Promise<Server> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'comandero-shutdown-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(dataDir, 'no-web'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanup(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const banner = /Comandero listo en http:\/\/localhost:(\d+)/.exec(output);
      if (banner) resolve(Number(banner[1]));
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
  return { child, url: `http://127.0.0.1:${port}`, port, exited };
}

async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/v1/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

function openSocket(url: string, cookie: string, cleanup: Cleanup) {
  const s = connect(url, { transports: ['websocket'], extraHeaders: { cookie }, reconnection: false });
  cleanup(() => s.close());
  return new Promise<void>((resolve, reject) => {
    s.once('connect', () => resolve());
    s.once('connect_error', reject);
  });
}

/** A finished request whose connection the agent keeps open for the next one. */
function keepAliveRequest(url: string, cookie: string, cleanup: Cleanup) {
  const agent = new http.Agent({ keepAlive: true });
  cleanup(() => agent.destroy());
  return new Promise<number>((resolve, reject) => {
    http
      .get(`${url}/api/v1/auth/me`, { agent, headers: { cookie } }, (res) => {
        res.resume();
        res.once('end', () => resolve(res.statusCode ?? 0));
      })
      .once('error', reject);
  });
}

/** A request still in flight: its body never finishes arriving. */
function stalledRequest(port: number, cleanup: Cleanup) {
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  cleanup(() => socket.destroy());
  return new Promise<void>((resolve) =>
    socket.once('connect', () => {
      socket.write(
        'POST /api/v1/auth/signin HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"username":',
      );
      resolve();
    }),
  );
}

const timed = async (exited: Promise<number | null>) => {
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const code = await Promise.race([
    exited,
    new Promise<string>((resolve) => (timer = setTimeout(() => resolve('still running'), EXIT_WITHIN_MS + 3_000))),
  ]);
  clearTimeout(timer);
  return { code, ms: Date.now() - started };
};

// Concurrent: each test waits seconds on a process start and on the shutdown it checks.
describe.concurrent('Ctrl+C on the server process', () => {
  it('exits 0 within 5 s while a browser socket and a keep-alive connection are open', async ({
    expect,
    onTestFinished,
  }) => {
    const server = await startServer(onTestFinished);
    const cookie = await signIn(server.url);
    await openSocket(server.url, cookie, onTestFinished);
    expect(await keepAliveRequest(server.url, cookie, onTestFinished)).toBe(200);

    server.child.kill('SIGINT');
    const { code, ms } = await timed(server.exited);
    expect(code).toBe(0);
    expect(ms).toBeLessThan(EXIT_WITHIN_MS);
  });

  it('waits for a stuck request, and a second Ctrl+C ends the wait at once with 130', async ({
    expect,
    onTestFinished,
  }) => {
    const server = await startServer(onTestFinished);
    await stalledRequest(server.port, onTestFinished);
    // A full round trip on another connection: by now the server has the stuck request too.
    await keepAliveRequest(server.url, '', onTestFinished);

    server.child.kill('SIGINT');
    const waited = SAME_PRESS_MS + 200;
    const first = await Promise.race([server.exited, new Promise((r) => setTimeout(() => r('waiting'), waited))]);
    expect(first).toBe('waiting');
    server.child.kill('SIGINT');
    const { code, ms } = await timed(server.exited);
    expect(code).toBe(130);
    // Before the drain would have ended (an exit there says 0): 1,069 ms was seen on Node 24 at full load.
    expect(ms).toBeLessThan(DRAIN_MS - waited - 300);
  });

  it('cuts a request that never finishes at the drain deadline and still exits 0', async ({
    expect,
    onTestFinished,
  }) => {
    const server = await startServer(onTestFinished);
    await stalledRequest(server.port, onTestFinished);
    await keepAliveRequest(server.url, '', onTestFinished);

    server.child.kill('SIGINT');
    // What a parent forwarding the same press (npm run dev: SIGTERM) adds: not a second press.
    server.child.kill('SIGTERM');
    const { code, ms } = await timed(server.exited);
    expect(code).toBe(0);
    expect(ms).toBeGreaterThanOrEqual(DRAIN_MS - 100);
    expect(ms).toBeLessThan(DRAIN_MS + 2_000);
  });
});
