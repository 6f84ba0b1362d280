import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export const CRASH_ADMIN = { username: 'admin', password: 'admin-pass-123' };

export type ServerRun = {
  child: ChildProcess;
  url: string;
  /** From spawn to the "listo" banner. */
  readyMs: number;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** What the process wrote to stderr, and its log lines at level error or above, so far. */
  errors(): string[];
};

/**
 * The real server (`node --import tsx apps/server/src/main.ts`, as `npm start` runs it, without
 * the web build) on a free port, for as long as it takes to print its banner. Logs at warn and
 * above, so a clean run prints nothing but the banner.
 */
export async function startServer(env: Record<string, string>, readyWithinMs: number): Promise<ServerRun> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_DEMO: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let stdout = '';
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const errors = () => {
    const logged = stdout.split('\n').filter((line) => /^\{.*"level":(5|6)\d\b/.test(line));
    return [...(stderr.trim() ? [stderr.trim()] : []), ...logged];
  };
  let timer: NodeJS.Timeout | undefined;
  try {
    const port = await new Promise<number>((resolve, reject) => {
      child.stdout!.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        const banner = /Comandero listo en http:\/\/localhost:(\d+)/.exec(stdout);
        if (banner) resolve(Number(banner[1]));
      });
      void exited.then(({ code }) =>
        reject(new Error(`server exited (${code}) before listening:\n${stdout}${stderr}`)),
      );
      timer = setTimeout(
        () => reject(new Error(`server not ready within ${readyWithinMs} ms:\n${stdout}${stderr}`)),
        readyWithinMs,
      );
    });
    return { child, url: `http://127.0.0.1:${port}`, readyMs: performance.now() - started, exited, errors };
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  } finally {
    clearTimeout(timer);
  }
}

export async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/v1/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(CRASH_ADMIN),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
