/**
 * Browser side of `npm run bench`: the built POS in headless Chromium over a 2,000-item menu. It
 * measures what a cashier feels — how long each key typed in "Buscar Item" and each tap that adds an
 * item to the cart takes from input to the next painted frame — with the browser's Event Timing API.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { percentile } from './load.js';
import { ROOT, startServer } from './server-process.js';

export type InteractionStats = { interactions: number; p50Ms: number; p95Ms: number; maxMs: number };
export type PosUiResult = {
  menuItems: number;
  firstLoadMs: number;
  typing: InteractionStats;
  addToCart: InteractionStats;
};

/** Event Timing only reports interactions of 16 ms or more; quicker ones count as 16 (an upper bound). */
const FLOOR_MS = 16;
const QUERY = 'numero 19';
const TAPS = 10;

function ensureBuiltApp(): void {
  if (fs.existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) return;
  const built = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('no se pudo construir la aplicación web');
}

function stats(durations: number[], expected: number): InteractionStats {
  const all = [...durations, ...Array<number>(Math.max(0, expected - durations.length)).fill(FLOOR_MS)].sort(
    (a, b) => a - b,
  );
  return {
    interactions: expected,
    p50Ms: percentile(all, 0.5),
    p95Ms: percentile(all, 0.95),
    maxMs: all[all.length - 1],
  };
}

/** Starts collecting the longest event of each interaction (a key press, a tap) in the page. */
async function observeInteractions(page: Page): Promise<void> {
  await page.evaluate((floor) => {
    const w = window as unknown as { __interactions: Map<number, number> };
    w.__interactions = new Map();
    new PerformanceObserver((list) => {
      // interactionId is newer than TypeScript's DOM typings.
      for (const e of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
        if (!e.interactionId) continue;
        w.__interactions.set(e.interactionId, Math.max(w.__interactions.get(e.interactionId) ?? 0, e.duration));
      }
    }).observe({ type: 'event', durationThreshold: floor } as PerformanceObserverInit);
  }, FLOOR_MS);
}

/** Two frames: what the last input changed has been painted and its timing entry delivered. */
const nextFrames = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 0)))),
  );

async function takeInteractions(page: Page): Promise<number[]> {
  await nextFrames(page);
  return page.evaluate(() => {
    const w = window as unknown as { __interactions: Map<number, number> };
    const values = [...w.__interactions.values()];
    w.__interactions.clear();
    return values;
  });
}

export async function benchPosUi(opts: {
  env: Record<string, string>;
  admin: { username: string; password: string };
  menuItems: number;
  /** An item without variants or add-ons: a tap adds it straight to the cart. */
  plainItemId: number;
}): Promise<PosUiResult> {
  ensureBuiltApp();
  const server = await startServer({ ...opts.env, SEED_DEMO: '0', ADMIN_PASSWORD: opts.admin.password });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: server.url });
    const page = await context.newPage();
    const signedIn = await page.request.post('/api/v1/auth/signin', { data: opts.admin });
    if (signedIn.status() !== 200) throw new Error(`sign-in: ${signedIn.status()}`);
    const started = Date.now();
    await page.goto('/dashboard/pos');
    const card = page.locator(`[data-item-id="${opts.plainItemId}"]`);
    await card.waitFor();
    const firstLoadMs = Date.now() - started;
    await observeInteractions(page);

    const search = page.getByPlaceholder('Buscar Item');
    await search.click();
    await takeInteractions(page);
    const typing: number[] = [];
    for (const ch of QUERY) {
      await page.keyboard.press(ch === ' ' ? 'Space' : ch);
      typing.push(...(await takeInteractions(page)));
    }
    await search.fill('');
    await card.waitFor();
    await takeInteractions(page);
    const taps: number[] = [];
    for (let i = 0; i < TAPS; i++) {
      await card.click();
      taps.push(...(await takeInteractions(page)));
    }
    return {
      menuItems: opts.menuItems,
      firstLoadMs,
      typing: stats(typing, QUERY.length),
      addToCart: stats(taps, TAPS),
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}
