/**
 * Browser side of `npm run bench`: the built POS in headless Chromium over a 2,000-item menu. It
 * measures what a cashier feels: how long each key typed in "Buscar Item" takes to its painted
 * result (the grid filtered), how long each tap that adds an item takes to the next painted frame
 * (the cart and its total, with the browser's Event Timing API), how long the POS takes to open with
 * an empty cache, and how much JavaScript the first visit downloads (sign-in page, sign-in, POS).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { percentile } from './load.js';
import { ROOT, startServer } from './server-process.js';

export type InteractionStats = { interactions: number; p50Ms: number; p95Ms: number; maxMs: number };
export type ScriptSize = { url: string; gzipBytes: number };
export type PosUiResult = {
  menuItems: number;
  /** goto /dashboard/pos in a fresh context (empty cache, session cookie set) → first item card and search usable. */
  firstLoadMs: number;
  /**
   * Gzipped JavaScript of a first visit until the POS is usable: the sign-in page, signing in through
   * the form, then the POS. The dialogs' code, fetched seconds later in idle time (preloadDeferred),
   * is not part of it.
   */
  javascriptGzipBytes: number;
  scripts: ScriptSize[];
  /** keydown → end of the first frame showing the filtered grid (see keystrokeToResult). */
  typing: InteractionStats;
  /** Event Timing of the tap: input → next paint, which holds the new line and total. */
  addToCart: InteractionStats;
};

/** Event Timing only reports interactions of 16 ms or more; quicker ones count as 16 (an upper bound). */
const FLOOR_MS = 16;
/** Typed in turn, the field cleared between them: 25 keystrokes, so p95 is not just the slowest one. */
const QUERIES = ['numero 19', 'item 1234', 'plato 7'];
const TAPS = 30;

const CONTEXT = { viewport: { width: 1280, height: 800 }, locale: 'es-CO', timezoneId: 'America/Bogota' };

export function ensureBuiltApp(): void {
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

/**
 * A keystroke's time to its painted result, not only to the echo in the field. Times are taken in
 * the page, from the keydown to the end of the first frame after the page's last change for it
 * (the field, the count, the cards). Whatever the grid's way of rendering: a render it defers says
 * so with aria-busy, and a frame painted while anything is busy does not count.
 */
async function installResultClock(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __keyAt: number; __paintedAt: number };
    w.__keyAt = 0;
    w.__paintedAt = 0;
    document.addEventListener('keydown', () => (w.__keyAt = performance.now()), { capture: true });
    new MutationObserver(() => {
      if (document.querySelector('[aria-busy="true"]')) return;
      // A frame still owed to the previous key must not end this one's clock.
      const changedAt = performance.now();
      requestAnimationFrame(() =>
        setTimeout(() => {
          if (changedAt > w.__keyAt) w.__paintedAt = performance.now();
        }, 0),
      );
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
}

async function keystrokeToResult(page: Page, key: string): Promise<number> {
  await page.keyboard.press(key);
  const handle = await page.waitForFunction(() => {
    const w = window as unknown as { __keyAt: number; __paintedAt: number };
    return w.__paintedAt > w.__keyAt && w.__paintedAt - w.__keyAt;
  });
  return Math.round((await handle.jsonValue()) as number);
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

/**
 * Records the distinct .js files the context fetches from the server until `stop()`. Sizes are
 * the served files fetched again once the visit is over (their names carry a content hash, so
 * the bytes are the ones the browser got), gzipped with node:zlib at its default level — what a
 * server compressing its responses would send, whatever this server does.
 */
function watchScripts(context: BrowserContext, origin: string) {
  const urls = new Set<string>();
  let watching = true;
  context.on('request', (req) => {
    const url = new URL(req.url());
    if (watching && url.origin === origin && url.pathname.endsWith('.js')) urls.add(url.pathname);
  });
  return async (): Promise<ScriptSize[]> => {
    watching = false;
    const sizes = await Promise.all(
      [...urls].map(async (url) => {
        const res = await fetch(origin + url);
        if (!res.ok) throw new Error(`${url}: ${res.status}`);
        return { url, gzipBytes: gzipSync(Buffer.from(await res.arrayBuffer())).length };
      }),
    );
    return sizes.sort((a, b) => b.gzipBytes - a.gzipBytes);
  };
}

/** A card that a tap adds straight to the cart: no variants or add-ons (no "Con opciones" mark). */
const plainCard = (page: Page) => page.locator('[data-item-id]:not(:has([role="img"]))').first();

/** The POS is usable: the menu's cards are on screen and "Buscar Item" takes input. */
async function posReady(page: Page): Promise<void> {
  await page.locator('[data-item-id]').first().waitFor();
  await page.getByPlaceholder('Buscar Item').and(page.locator(':enabled')).waitFor();
}

/**
 * A first visit with an empty cache: the sign-in page, the form (spec labels), the landing page,
 * then POS from the sidebar. Answers the scripts it downloaded and the session it ended with.
 */
async function firstVisit(browser: Browser, origin: string, admin: { username: string; password: string }) {
  const context = await browser.newContext({ ...CONTEXT, baseURL: origin });
  try {
    const stop = watchScripts(context, origin);
    const page = await context.newPage();
    await page.goto('/');
    await page.getByLabel('Nombre de usuario').fill(admin.username);
    await page.getByLabel('Contraseña', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL(/\/dashboard\/(home|profile)$/);
    await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'POS' }).click();
    await posReady(page);
    const scripts = await stop();
    return { scripts, session: await context.storageState() };
  } finally {
    await context.close();
  }
}

export async function benchPosUi(opts: {
  env: Record<string, string>;
  admin: { username: string; password: string };
  menuItems: number;
}): Promise<PosUiResult> {
  ensureBuiltApp();
  const server = await startServer({ ...opts.env, SEED_DEMO: '0', ADMIN_PASSWORD: opts.admin.password });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const first = await firstVisit(browser, server.url, opts.admin);
    // A new context has an empty cache again; it keeps only the session (cookies, stored user).
    const context = await browser.newContext({ ...CONTEXT, baseURL: server.url, storageState: first.session });
    const page = await context.newPage();
    const started = Date.now();
    await page.goto('/dashboard/pos');
    await posReady(page);
    const firstLoadMs = Date.now() - started;
    const card = plainCard(page);
    await observeInteractions(page);

    const search = page.getByPlaceholder('Buscar Item');
    await search.click();
    await installResultClock(page);
    const typing: number[] = [];
    for (const query of QUERIES) {
      await search.fill('');
      await card.waitFor();
      for (const ch of query) typing.push(await keystrokeToResult(page, ch === ' ' ? 'Space' : ch));
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
      javascriptGzipBytes: first.scripts.reduce((sum, s) => sum + s.gzipBytes, 0),
      scripts: first.scripts,
      typing: stats(typing, typing.length),
      addToCart: stats(taps, TAPS),
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}
