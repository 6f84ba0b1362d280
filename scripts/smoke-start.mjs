// Start-up smoke test on whatever `node` runs it: the server as `npm start` runs it (seeded demo
// restaurant, the built web app when apps/web/dist exists) on a fresh data folder and a free port;
// the app page, a sign-in and the POS menu answer; SIGTERM stops it with status 0.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'comandero-smoke-'));
const password = 'smoke-admin-pass-1';
const webDist = path.join(root, 'apps', 'web', 'dist');
const START_MS = 60_000;
const STOP_MS = 10_000;

const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: path.join(root, 'apps', 'server'),
  env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, ADMIN_PASSWORD: password, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));

function fail(message) {
  console.error(`smoke-start (${process.version}): ${message}\n--- server output ---\n${output}`);
  child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(1);
}

function check(condition, message) {
  if (!condition) fail(message);
}

let listening = false;
const port = await new Promise((resolve) => {
  const timer = setTimeout(() => fail(`no "Comandero listo" banner within ${START_MS} ms`), START_MS);
  const onData = (chunk) => {
    output += chunk.toString();
    const banner = /Comandero listo en http:\/\/localhost:(\d+)/.exec(output);
    if (banner) {
      clearTimeout(timer);
      listening = true;
      resolve(Number(banner[1]));
    }
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  void exited.then(({ code }) => listening || fail(`server exited (${code}) before listening`));
});
const url = `http://127.0.0.1:${port}`;

if (fs.existsSync(path.join(webDist, 'index.html'))) {
  const page = await fetch(`${url}/dashboard/pos`);
  check(page.status === 200 && (await page.text()).includes('<div id="root">'), `GET /dashboard/pos: ${page.status}`);
}

const signin = await fetch(`${url}/api/v1/auth/signin`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'admin', password }),
});
check(signin.status === 200, `sign-in answered ${signin.status}`);
const cookie = signin.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .join('; ');

const init = await fetch(`${url}/api/v1/pos/init`, { headers: { cookie } });
check(init.status === 200, `GET /pos/init answered ${init.status}`);
const { menuItems } = await init.json();
check(Array.isArray(menuItems) && menuItems.length > 0, 'the demo menu is empty');

child.kill('SIGTERM');
const stopped = await Promise.race([exited, new Promise((r) => setTimeout(() => r(null), STOP_MS))]);
check(stopped !== null, `still running ${STOP_MS} ms after SIGTERM`);
check(stopped.code === 0, `exited with ${stopped.code ?? stopped.signal} after SIGTERM`);
fs.rmSync(dataDir, { recursive: true, force: true });
console.log(`smoke-start (${process.version}): started, served the app and the POS menu, stopped cleanly`);
