// Runs the server's unit and API tests (SQLite) and a start-up smoke test on the maintained Node.js LTS lines
// (22 and 24) beside the Node 20 of `npm test`, so the product keeps starting on what users install.
// Node comes from the npm registry (the `node` package ships the binary) into a cache outside the
// clone. The SQLite addon needs no per-Node build: on Node-API 10 (22.14+, 24) the server loads
// better-sqlite3 13, whose prebuilt Node-API binary serves every Node version (db/sqlite-addon.ts).
//   node scripts/node-runtimes.mjs            # 22 and 24
//   node scripts/node-runtimes.mjs 24         # one line
//   node scripts/node-runtimes.mjs --prepare  # only download, run nothing
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const prepareOnly = args.includes('--prepare');
const named = args.filter((a) => !a.startsWith('--'));
const versions = named.length ? named : ['22', '24'];
// Outside the clone, so CI's fresh clones and later sessions reuse the downloads.
const cacheRoot = path.join(os.homedir(), '.cache', 'comandero-node-runtimes');

function run(command, args, options = {}) {
  console.log(`$ ${[command, ...args].join(' ')}`);
  execFileSync(command, args, { stdio: 'inherit', ...options });
}

/** The node binary of this major line, installed from the npm registry. */
function installNode(major) {
  const dir = path.join(cacheRoot, `node-${major}`);
  const bin = path.join(dir, 'node_modules', 'node', 'bin', 'node');
  if (!fs.existsSync(bin)) {
    fs.mkdirSync(dir, { recursive: true });
    run('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', dir, `node@${major}`]);
  }
  const version = execFileSync(bin, ['--version'], { encoding: 'utf8' }).trim();
  return { bin, version };
}

const NEWEST = versions.at(-1);
/** File filters (Vitest matches them in test paths) of the tests that exercise the runtime itself. */
const RUNTIME_TESTS = ['apps/server/src/db/', 'apps/server/src/modules/pos/', '.process.test.ts'];

let failed = false;
for (const major of versions) {
  const node = installNode(major);
  if (prepareOnly) continue;
  console.log(`\n== Node ${node.version}: unit and API tests (SQLite), then the start-up smoke test`);
  const env = { ...process.env, PATH: `${path.dirname(node.bin)}:${process.env.PATH}` };
  // The PostgreSQL pass proves the SQL, which does not change with Node; the Node 20 run already does
  // it, so the PostgreSQL-only test files show as skipped here.
  delete env.TEST_DATABASE_URL;
  const ok = (() => {
    // The server's tests only: the web's unit tests exercise code that runs in the browser, not on
    // this Node, and the Node 20 run already has them. The newest line runs all of them; the one
    // between it and Node 20 runs what depends on the runtime rather than on our code (the database
    // layer and its SQLite addon, the order writer's thread, the processes started and killed), which
    // keeps CI within its 30 minutes.
    const vitestArgs = ['run', '--project', 'server', ...(major === NEWEST ? [] : RUNTIME_TESTS)];
    const vitest = spawnSync(node.bin, [path.join(root, 'node_modules', 'vitest', 'vitest.mjs'), ...vitestArgs], {
      cwd: root,
      env,
      stdio: 'inherit',
    });
    if (vitest.status !== 0) return false;
    const smoke = spawnSync(node.bin, [path.join(root, 'scripts', 'smoke-start.mjs')], {
      cwd: root,
      env,
      stdio: 'inherit',
    });
    return smoke.status === 0;
  })();
  console.log(`== Node ${node.version}: ${ok ? 'passed' : 'FAILED'}`);
  failed ||= !ok;
}
process.exit(failed ? 1 : 0);
