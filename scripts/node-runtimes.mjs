// Runs the server's unit and API tests (SQLite) and a start-up smoke test on the maintained Node.js LTS lines
// (22 and 24) beside the Node 20 of `npm test`, so the product keeps starting on what users install.
// Node comes from the npm registry (the `node` package ships the binary and its headers); the one
// native addon that is tied to Node's ABI, better-sqlite3, is compiled once per Node version into a
// cache and swapped into node_modules only for that run, then put back.
//   node scripts/node-runtimes.mjs            # 22 and 24
//   node scripts/node-runtimes.mjs 24         # one line
//   node scripts/node-runtimes.mjs --prepare  # only download and compile, run nothing
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
// Outside the clone, so CI's fresh clones and later sessions reuse the downloads and the compile.
const cacheRoot = path.join(os.homedir(), '.cache', 'comandero-node-runtimes');
const sqlitePackage = path.join(root, 'node_modules', 'better-sqlite3');
const sqliteVersion = JSON.parse(fs.readFileSync(path.join(sqlitePackage, 'package.json'), 'utf8')).version;
const bindingPath = path.join(sqlitePackage, 'build', 'Release', 'better_sqlite3.node');
// node-gyp as npm bundles it; npm's own configuration (nodedir) is overridden per Node below.
const npmGyp = path.join(
  execFileSync('npm', ['root', '-g'], { encoding: 'utf8' }).trim(),
  'npm',
  'node_modules',
  'node-gyp',
  'bin',
  'node-gyp.js',
);

function run(command, args, options = {}) {
  console.log(`$ ${[command, ...args].join(' ')}`);
  execFileSync(command, args, { stdio: 'inherit', ...options });
}

/** The node binary and the folder holding its include/node headers, installed from the npm registry. */
function installNode(major) {
  const dir = path.join(cacheRoot, `node-${major}`);
  const bin = path.join(dir, 'node_modules', 'node', 'bin', 'node');
  if (!fs.existsSync(bin)) {
    fs.mkdirSync(dir, { recursive: true });
    run('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', dir, `node@${major}`]);
  }
  const archDir = path.join(dir, 'node_modules', 'node', 'node_modules');
  const headers = fs
    .readdirSync(archDir)
    .map((name) => path.join(archDir, name))
    .find((p) => fs.existsSync(path.join(p, 'include', 'node', 'node.h')));
  if (!headers) throw new Error(`node@${major}: no include/node headers under ${archDir}`);
  const version = execFileSync(bin, ['--version'], { encoding: 'utf8' }).trim();
  return { bin, headers, version };
}

/** better-sqlite3 compiled against this Node's headers, cached per addon and Node version. */
function buildSqlite(node) {
  const dir = path.join(cacheRoot, `better-sqlite3-${sqliteVersion}-node-${node.version}`);
  const built = path.join(dir, 'build', 'Release', 'better_sqlite3.node');
  if (fs.existsSync(built)) return built;
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(sqlitePackage, dir, { recursive: true, filter: (src) => !src.includes(`${path.sep}build`) });
  run(node.bin, [npmGyp, 'rebuild', '--release', `--nodedir=${node.headers}`], {
    cwd: dir,
    env: { ...process.env, PATH: `${path.dirname(node.bin)}:${process.env.PATH}` },
  });
  return built;
}

const savedBinding = `${bindingPath}.saved`;
const restoreBinding = () => fs.existsSync(savedBinding) && fs.renameSync(savedBinding, bindingPath);
// An interrupted run must not leave node_modules with another Node's addon.
process.once('SIGINT', () => (restoreBinding(), process.exit(130)));
process.once('SIGTERM', () => (restoreBinding(), process.exit(143)));

function withBinding(binding, body) {
  fs.copyFileSync(bindingPath, savedBinding);
  try {
    fs.copyFileSync(binding, bindingPath);
    return body();
  } finally {
    restoreBinding();
  }
}

let failed = false;
for (const major of versions) {
  const node = installNode(major);
  const binding = buildSqlite(node);
  if (prepareOnly) continue;
  console.log(`\n== Node ${node.version}: unit and API tests (SQLite), then the start-up smoke test`);
  const env = { ...process.env, PATH: `${path.dirname(node.bin)}:${process.env.PATH}` };
  // The PostgreSQL pass proves the SQL, which does not change with Node; the Node 20 run already does
  // it, so the PostgreSQL-only test files show as skipped here.
  delete env.TEST_DATABASE_URL;
  const ok = withBinding(binding, () => {
    // The server's tests only: the web's unit tests exercise code that runs in the browser, not on
    // this Node, and the Node 20 run already has them.
    const vitestArgs = ['run', '--project', 'server'];
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
  });
  console.log(`== Node ${node.version}: ${ok ? 'passed' : 'FAILED'}`);
  failed ||= !ok;
}
process.exit(failed ? 1 : 0);
