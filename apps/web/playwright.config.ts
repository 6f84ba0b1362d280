import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { SEED_CLIENT_PATH } from './e2e/support/seed-client';
import { E2E_SOFTWARE_PIN } from './e2e/support/dian';
import { E2E_ADMIN_PASSWORD, E2E_DEMO_PASSWORD } from './e2e/support/users';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.env.E2E_PORT ?? 3100);
// Under the repository root; wiped before each run for a fresh database.
const dataDir = path.join(root, `.tmp/e2e-${port}`);
// The seed-style client (seed-client.spec.ts) the server serves at SEED_CLIENT_PATH, rebuilt each run.
const seedClientDir = path.join(root, `.tmp/e2e-${port}-seed-client`);
const baseURL = `http://127.0.0.1:${port}`;
// Network printers and stations are global to a server, and once a station exists every order anyone
// sends is queued for printing (unrouted lines held, with a toast to every orders screen). So the specs
// that set them up get a server and a database of their own, next port up, and run beside the rest.
const stationsPort = port + 1;
const stationsURL = `http://127.0.0.1:${stationsPort}`;
const stationsSpecs = /(printers|kitchen-stations)\.spec\.ts$/;
// Issue 23: with e-invoicing on, every payment is numbered, signed and printed with its DE-POS, so the
// spec that switches it on has a server of its own too, on E2E_PORT+4.
const einvoicePort = port + 4;
const einvoiceURL = `http://127.0.0.1:${einvoicePort}`;
const einvoiceSpecs = /einvoice-receipt\.spec\.ts$/;
// Its transmission worker sends to the DIAN simulator (test-support/dian), a process on E2E_PORT+5 that
// accepts every valid document signed with the spec's software PIN: the spec sees the document accepted.
const dianPort = port + 5;
// The offline specs (offline-start.spec.ts) stop and restart a server of their own, which the config's
// servers cannot do: it listens on E2E_PORT+2 (3102 in CI) with its own data directory. Helpers running
// their own E2E_PORT keep them 10 apart, so PORT to PORT+5 never meet another run's.
// Issue 24: with the points programme on, every payment of a member earns or spends points and the
// POS offers the "Puntos" payment type: the membership spec turns it on, on a server of its own (PORT+3).
const membershipPort = port + 3;
const membershipSpecs = /membership\.spec\.ts$/;

export default defineConfig({
  testDir: './e2e',
  // The JSON report feeds scripts/test-summary.mjs, which prints the one closing line CI reads.
  reporter: [['list'], ['json', { outputFile: path.join(root, '.tmp/results/playwright.json') }]],
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Timeouts only bound waiting; no assertion changes. 120 s and 15 s: on the slowest two-core machines seen
  // (2026-11-28, browser work three times slower than usual, load 12 during the run) journeys that take
  // 10–30 s elsewhere passed 60 s, and a screen's live refresh after an order passed 8 s.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  // Per port, so two runs on one machine (E2E_PORT) do not wipe each other's traces.
  outputDir: path.join(root, 'test-results', String(port)),
  projects: [
    // Print and store settings are global to the one E2E server. Only two specs touch them, and they
    // must not overlap: the settings form spec runs first and restores them, then the serial POS spec
    // that submits orders and prints. Everything else runs beside them and never reads those settings.
    { name: 'print-settings', testMatch: /print-settings\.spec\.ts$/ },
    { name: 'pos-orders', testMatch: /pos-orders\.spec\.ts$/, dependencies: ['print-settings'] },
    {
      name: 'app',
      testIgnore: [/(print-settings|pos-orders)\.spec\.ts$/, stationsSpecs, membershipSpecs, einvoiceSpecs],
    },
    { name: 'printers', testMatch: stationsSpecs, use: { baseURL: stationsURL } },
    { name: 'membership', testMatch: membershipSpecs, use: { baseURL: `http://127.0.0.1:${membershipPort}` } },
    { name: 'einvoice', testMatch: einvoiceSpecs, use: { baseURL: einvoiceURL } },
  ],
  use: {
    baseURL,
    // A stuck click or fill fails in its own words here, not as the whole test's timeout.
    actionTimeout: 20_000,
    viewport: { width: 1280, height: 800 },
    locale: 'es-CO',
    timezoneId: 'America/Bogota',
    // Off unless asked for (E2E_TRACE=1): recording every test's trace took a fifth of the suite's CPU (its
    // screencast and DOM snapshots, 2026-11-28), and CI's log carries each failure's page snapshot anyway.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    // The app honours reduced motion (index.css): dialogs and sheets appear at once instead of
    // zooming and sliding in, so no click waits for a moving target. Every assertion is made at rest
    // anyway (settleAnimations).
    contextOptions: { reducedMotion: 'reduce' },
    // The built app registers a service worker (issue 22). Blocked here: requests a worker makes are not
    // seen by page.route, which several specs intercept with, and each new context would download the
    // whole precache beside the test. The offline specs launch their own browser profile with it allowed.
    serviceWorkers: 'block',
    launchOptions: {
      // Debian's Chromium: never `playwright install`.
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: [
    // The real server over the built app (`npm run build` first), on a fresh SQLite file.
    {
      ...serverOn(port, dataDir, [`node --import tsx apps/web/e2e/support/seed-client.ts "${seedClientDir}"`]),
      env: { ...serverEnv(port, dataDir), EXTRA_WEB_DIST: seedClientDir, EXTRA_WEB_PATH: SEED_CLIENT_PATH },
    },
    serverOn(stationsPort, path.join(root, `.tmp/e2e-${stationsPort}`)),
    serverOn(membershipPort, path.join(root, `.tmp/e2e-${membershipPort}`)),
    {
      command: `node --import tsx test-support/dian/serve.ts ${dianPort} ${E2E_SOFTWARE_PIN}`,
      cwd: root,
      port: dianPort,
      reuseExistingServer: false,
      stdout: 'pipe' as const,
    },
    {
      ...serverOn(einvoicePort, path.join(root, `.tmp/e2e-${einvoicePort}`)),
      env: {
        ...serverEnv(einvoicePort, path.join(root, `.tmp/e2e-${einvoicePort}`)),
        DIAN_WS_URL: `http://127.0.0.1:${dianPort}/WcfDianCustomerServices.svc`,
        DIAN_POLL_MS: '500',
        // Signed at normal priority at once: with the suite filling both cores, a signer that waits for an
        // idle core could keep the spec from seeing its document accepted (the idle lane is the bench's).
        EINVOICE_SIGN_OVERDUE_MS: '0',
      },
    },
  ],
});

/**
 * Debian's headless shell (package chromium-headless-shell, what Playwright itself runs headless), else the
 * full browser. Measured on 8 specs (2026-11-29): the full browser in headless mode took 180 CPU-seconds and
 * 96 s, the shell 131 and 71, because the full browser keeps a GPU process compositing in software.
 * Pages print alike in both (support/test.ts holds the print dialog open). E2E_CHROMIUM names another binary.
 */
function chromiumPath(): string {
  const shell = '/usr/bin/chromium-headless-shell';
  return process.env.E2E_CHROMIUM ?? (fs.existsSync(shell) ? shell : '/usr/bin/chromium');
}

/** The one server's command: wipe its data directory, run any preparation, start it. */
function serverOn(onPort: number, data: string, before: string[] = []) {
  return {
    command: [
      `node -e "require('node:fs').rmSync('${data}', { recursive: true, force: true })"`,
      ...before,
      'node --import tsx apps/server/src/main.ts',
    ].join(' && '),
    cwd: root,
    url: `http://127.0.0.1:${onPort}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    env: serverEnv(onPort, data),
  };
}

function serverEnv(onPort: number, data: string): Record<string, string> {
  return {
    PORT: String(onPort),
    HOST: '127.0.0.1',
    DATA_DIR: data,
    ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
    DEMO_PASSWORD: E2E_DEMO_PASSWORD,
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
  };
}
