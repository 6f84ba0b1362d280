import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_ADMIN_PASSWORD, E2E_DEMO_PASSWORD } from './users';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * The offline specs' own server (the built app and the API, as the config's web server runs it),
 * which a test can really stop and start again on the same SQLite data: the config's servers live
 * for the whole run. Its port is E2E_PORT+2 (playwright.config.ts).
 */
export class OfflineServer {
  readonly url: string;
  readonly dataDir: string;
  private child: ChildProcess | null = null;

  constructor(readonly port: number) {
    this.url = `http://127.0.0.1:${port}`;
    this.dataDir = path.join(root, `.tmp/e2e-${port}`);
  }

  /** A fresh database: the data directory is wiped first. */
  async startFresh(): Promise<void> {
    fs.rmSync(this.dataDir, { recursive: true, force: true });
    await this.start();
  }

  /** Starts on the data directory as it is and waits until the API answers. */
  async start(): Promise<void> {
    if (this.child) throw new Error('el servidor ya está en marcha');
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        DATA_DIR: this.dataDir,
        ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
        DEMO_PASSWORD: E2E_DEMO_PASSWORD,
        SEED_DEMO: '1',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    this.child = child;
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`el servidor terminó con código ${child.exitCode}`);
      try {
        if ((await fetch(`${this.url}/api/v1/auth/me`)).status === 401) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error('el servidor no arrancó en 60 s');
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  /** Stops the process (SIGTERM: the server drains and closes the database) and waits for its exit. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.child = null;
    if (child.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    await exited;
  }
}
