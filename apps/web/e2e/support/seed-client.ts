import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the E2E server serves the seed-style client from (EXTRA_WEB_PATH). */
export const SEED_CLIENT_PATH = '/v1';

const here = path.dirname(fileURLToPath(import.meta.url));
const fixture = path.join(here, '../fixtures/seed-client');

/**
 * Builds the seed-style client's folder for the E2E server: the fixture page and script, and the
 * socket.io browser bundle from the installed socket.io-client (not kept in the repository). Run
 * before the server starts (EXTRA_WEB_DIST must hold an index.html then).
 */
export function prepareSeedClient(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  for (const file of fs.readdirSync(fixture)) fs.copyFileSync(path.join(fixture, file), path.join(dir, file));
  const require = createRequire(path.join(here, '../../../server/package.json'));
  const clientPackage = path.dirname(require.resolve('socket.io-client/package.json'));
  fs.copyFileSync(path.join(clientPackage, 'dist/socket.io.min.js'), path.join(dir, 'socket.io.min.js'));
}

// `node --import tsx apps/web/e2e/support/seed-client.ts <dir>`: the E2E web server's first step.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  if (!dir) throw new Error('falta la carpeta de destino');
  prepareSeedClient(path.resolve(dir));
}
