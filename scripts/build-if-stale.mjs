// `npm start`: build the web app only when apps/web/dist is missing or older than what it is built
// from, so a restart does not wait for Vite. `npm run build` always builds.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');

/** Everything the bundle depends on; tests and e2e specs are not part of it but only cost a build. */
const SOURCES = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/tsconfig.json',
  'apps/web/package.json',
  'packages/contracts/src',
  'packages/contracts/package.json',
  'package.json',
  'package-lock.json',
];

/** mtimes of every file under `target` (a file or a folder); a missing target has none. */
function mtimes(target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return [];
  }
  if (!stat.isDirectory()) return [stat.mtimeMs];
  return fs.readdirSync(target, { withFileTypes: true }).flatMap((entry) => mtimes(path.join(target, entry.name)));
}

function staleReason() {
  if (!fs.existsSync(path.join(dist, 'index.html'))) return 'no está compilada';
  // Vite empties dist and writes it whole, so its oldest file dates the last build.
  const built = Math.min(...mtimes(dist));
  const newest = SOURCES.map((source) => ({ source, at: Math.max(0, ...mtimes(path.join(root, source))) })).find(
    ({ at }) => at > built,
  );
  return newest ? `${newest.source} cambió` : null;
}

const reason = staleReason();
if (!reason) {
  console.log('Aplicación web al día (apps/web/dist): no se compila.');
} else {
  console.log(`Aplicación web: ${reason}, se compila.`);
  // Run by npm, npm_execpath is npm's own CLI script: no shell, no PATH lookup.
  const npm = process.env.npm_execpath;
  const result = npm
    ? spawnSync(process.execPath, [npm, 'run', 'build'], { cwd: root, stdio: 'inherit' })
    : spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  process.exit(result.status ?? 1);
}
