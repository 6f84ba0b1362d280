import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * The Node flags `npm start` gives the server (apps/server/package.json's start script, the words
 * before `--import`), so the bench measures the server as a restaurant runs it. Today the young
 * generation's size: at 32 MB a semi-space the kitchen screen's first read after an order held its
 * p99 under 30 ms in every run, where the default 16 MB left a Mark-Compact of the main thread
 * (5–18 ms, every half second under that load) in the tail of two runs of four (docs/performance.md).
 */
export function serverStartFlags(): string[] {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'apps/server/package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const words = pkg.scripts.start.split(/\s+/);
  return words.slice(1, words.indexOf('--import')).filter((w) => w.startsWith('--'));
}

export type RunningServer = { url: string; child: ChildProcess; stop(): Promise<void> };

/**
 * The real server (main.ts) as its own process, so the load generator does not share its event loop.
 * BENCH_SERVER_NODE_ARGS adds Node flags (`--cpu-prof`, `--trace-gc`); BENCH_SERVER_STDOUT=1 shows
 * what the server prints on stdout (`--trace-gc` writes there).
 */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const extra = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(
    process.execPath,
    [...serverStartFlags(), ...extra, '--import', 'tsx', 'apps/server/src/main.ts'],
    {
      cwd: ROOT,
      // No benchmark reaches the DIAN: its documents stay pendiente (the einvoice part measures the payment).
      env: { ...process.env, DIAN_WORKER: '0', ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
      stdio: ['ignore', process.env.BENCH_SERVER_STDOUT ? 'inherit' : 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`el servidor terminó con código ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/v1/auth/me`);
      if (res.status === 401) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('el servidor no arrancó en 60 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    child,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

export async function signIn(url: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/v1/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
