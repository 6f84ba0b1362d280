import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { SEED_CLIENT_PATH } from './e2e/support/seed-client';
import { E2E_ADMIN_PASSWORD, E2E_DEMO_PASSWORD } from './e2e/support/users';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.env.E2E_PORT ?? 3100);
// Under the repository root; wiped before each run for a fresh database.
const dataDir = path.join(root, `.tmp/e2e-${port}`);
// The seed-style client (seed-client.spec.ts) the server serves at SEED_CLIENT_PATH, rebuilt each run.
const seedClientDir = path.join(root, `.tmp/e2e-${port}-seed-client`);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './e2e',
  // The JSON report feeds scripts/test-summary.mjs, which prints the one closing line CI reads.
  reporter: [['list'], ['json', { outputFile: path.join(root, '.tmp/results/playwright.json') }]],
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 8_000 },
  // Per port, so two runs on one machine (E2E_PORT) do not wipe each other's traces.
  outputDir: path.join(root, 'test-results', String(port)),
  projects: [
    // Print and store settings are global to the one E2E server. Only two specs touch them, and they
    // must not overlap: the settings form spec runs first and restores them, then the serial POS spec
    // that submits orders and prints. Everything else runs beside them and never reads those settings.
    { name: 'print-settings', testMatch: /print-settings\.spec\.ts$/ },
    { name: 'pos-orders', testMatch: /pos-orders\.spec\.ts$/, dependencies: ['print-settings'] },
    { name: 'app', testIgnore: /(print-settings|pos-orders|printers)\.spec\.ts$/ },
    // Network printers and stations are global too, and once a station exists every order anyone
    // sends is queued for printing (unrouted lines held, with a toast to every orders screen). So the
    // printers spec runs alone, after everything else.
    { name: 'printers', testMatch: /printers\.spec\.ts$/, dependencies: ['app', 'pos-orders'] },
  ],
  use: {
    baseURL,
    // A stuck click or fill fails in its own words here, not as the whole test's timeout.
    actionTimeout: 20_000,
    viewport: { width: 1280, height: 800 },
    locale: 'es-CO',
    timezoneId: 'America/Bogota',
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium: never `playwright install`.
      executablePath: '/usr/bin/chromium',
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
  webServer: {
    // The real server over the built app (`npm run build` first), on a fresh SQLite file.
    command: [
      `node -e "require('node:fs').rmSync('${dataDir}', { recursive: true, force: true })"`,
      `node --import tsx apps/web/e2e/support/seed-client.ts "${seedClientDir}"`,
      'node --import tsx apps/server/src/main.ts',
    ].join(' && '),
    cwd: root,
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EXTRA_WEB_DIST: seedClientDir,
      EXTRA_WEB_PATH: SEED_CLIENT_PATH,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      DEMO_PASSWORD: E2E_DEMO_PASSWORD,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
    },
  },
});
