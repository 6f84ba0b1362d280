/**
 * Issue 22's browser part of `npm run bench` (`--only=offline-start`): the POS's cold start with no
 * server. One online visit on a tablet's browser profile (sign-in, the POS over the 2,000-item menu,
 * the service worker installed and holding the POS's answers), then the server is stopped, and each
 * run closes the browser and opens it again on the same profile (a tablet restarted: no page, no
 * running service worker, only what is on disk) and times navigation start → the menu's first cards
 * painted, in the page itself.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { percentile } from './load.js';
import { below, type Check } from './report.js';
import { startServer } from './server-process.js';
import { ensureBuiltApp } from './pos-ui.js';

export type OfflineStartResult = {
  menuItems: number;
  /** The machine's 1-minute load average when the runs ended (the bench shares its cores). */
  loadAverage: number;
  runs: number;
  /** Each restart's navigation start → first menu card painted, in ms. */
  coldMs: number[];
  /** Where each restart's time went (ms from navigation start), to tell the worker from the app. */
  phases: StartPhases[];
  p50Ms: number;
  maxMs: number;
  profile: string;
};

const RUNS = 7;

/**
 * Milestones of one cold start, from navigation start: the document answered (by the service worker,
 * started from disk), the app's first render into #root, `/pos/init` answered (from the worker's
 * cache), the menu's cards in the DOM, and painted.
 */
export type StartPhases = { document: number; appRendered: number; posInit: number; cards: number; painted: number };
const TARGET_MS = 1000;

/**
 * The bench's tablet: a 10" tablet in landscape (1024×768 CSS px at 2× density, touch) whose CPU is
 * taken as 2× slower than the machine running the bench (Chromium's CPU throttling).
 */
const TABLET = {
  viewport: { width: 1024, height: 768 },
  deviceScaleFactor: 2,
  hasTouch: true,
  isMobile: false,
  locale: 'es-CO',
  timezoneId: 'America/Bogota',
};
const CPU_SLOWDOWN = 2;
const PROFILE = `1024×768 @2×, touch, CPU ×${CPU_SLOWDOWN} slower`;

type Tablet = { context: BrowserContext; page: Page; cdp: CDPSession };

async function openTablet(profileDir: string, origin: string): Promise<Tablet> {
  const context = await chromium.launchPersistentContext(profileDir, {
    ...TABLET,
    baseURL: origin,
    serviceWorkers: 'allow',
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  // A page the browser thinks hidden gets no animation frames.
  await page.bringToFront();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  // Runs in the page before its scripts: the first frame painted with a menu card, from navigation start.
  // (No named functions inside: tsx would wrap them in a helper the page does not have.)
  await page.addInitScript(() => {
    const w = window as unknown as { __menuPaintedAt?: number; __rootAt?: number; __cardsAt?: number };
    const observer = new MutationObserver(() => {
      if (w.__rootAt === undefined && document.getElementById('root')?.firstChild) w.__rootAt = performance.now();
      if (!document.querySelector('[data-item-id]')) return;
      observer.disconnect();
      w.__cardsAt = performance.now();
      requestAnimationFrame(() => setTimeout(() => (w.__menuPaintedAt ??= performance.now()), 0));
    });
    observer.observe(document, { subtree: true, childList: true });
  });
  return { context, page, cdp };
}

async function phasesOf(page: Page): Promise<StartPhases> {
  return page.evaluate(() => {
    const w = window as unknown as { __menuPaintedAt: number; __rootAt?: number; __cardsAt?: number };
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const init = performance.getEntriesByType('resource').find((e) => e.name.includes('/api/v1/pos/init')) as
      PerformanceResourceTiming | undefined;
    // No named functions here: tsx would wrap them in a helper the page does not have.
    return {
      document: Math.round(nav?.responseEnd ?? -1),
      appRendered: Math.round(w.__rootAt ?? -1),
      posInit: Math.round(init?.responseEnd ?? -1),
      cards: Math.round(w.__cardsAt ?? -1),
      painted: Math.round(w.__menuPaintedAt),
    };
  });
}

async function menuPaintedAt(page: Page): Promise<number> {
  const handle = await page.waitForFunction(
    () => (window as unknown as { __menuPaintedAt?: number }).__menuPaintedAt,
    undefined,
    { timeout: 30_000 },
  );
  return Math.round((await handle.jsonValue()) as number);
}

export async function benchOfflineStart(opts: {
  env: Record<string, string>;
  admin: { username: string; password: string };
  menuItems: number;
}): Promise<OfflineStartResult> {
  ensureBuiltApp();
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'comandero-tablet-'));
  const server = await startServer({ ...opts.env, SEED_DEMO: '0', ADMIN_PASSWORD: opts.admin.password });
  let tablet = await openTablet(profileDir, server.url);
  try {
    const { page } = tablet;
    await page.goto('/');
    await page.getByLabel('Nombre de usuario').fill(opts.admin.username);
    await page.getByLabel('Contraseña', { exact: true }).fill(opts.admin.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL(/\/dashboard\/(home|profile)$/);
    await page.goto('/dashboard/pos');
    await menuPaintedAt(page);
    // Until the worker controls the page and holds the POS's answer (waitForFunction would take the
    // promise of an async check for a truthy answer).
    const deadline = Date.now() + 60_000;
    while (
      !(await page.evaluate(async () =>
        Boolean(navigator.serviceWorker.controller && (await caches.match('/api/v1/pos/init'))),
      ))
    ) {
      if (Date.now() > deadline) throw new Error('el service worker no guardó /pos/init en 60 s');
      await page.waitForTimeout(200);
    }
    await server.stop();

    const coldMs: number[] = [];
    const phases: StartPhases[] = [];
    for (let i = 0; i < RUNS; i++) {
      await tablet.context.close();
      tablet = await openTablet(profileDir, server.url);
      // BENCH_OFFLINE_PROFILE=file.cpuprofile: the page's main thread over the last start, for DevTools.
      const profile = i === RUNS - 1 ? process.env.BENCH_OFFLINE_PROFILE : undefined;
      if (profile) await tablet.cdp.send('Profiler.enable').then(() => tablet.cdp.send('Profiler.start'));
      await tablet.page.goto('/dashboard/pos');
      coldMs.push(await menuPaintedAt(tablet.page));
      if (profile) fs.writeFileSync(profile, JSON.stringify((await tablet.cdp.send('Profiler.stop')).profile));
      phases.push(await phasesOf(tablet.page));
    }
    const sorted = [...coldMs].sort((a, b) => a - b);
    return {
      menuItems: opts.menuItems,
      loadAverage: Math.round(os.loadavg()[0] * 10) / 10,
      runs: RUNS,
      coldMs,
      phases,
      p50Ms: percentile(sorted, 0.5),
      maxMs: sorted[sorted.length - 1],
      profile: PROFILE,
    };
  } finally {
    await tablet.context.close();
    await server.stop();
    fs.rmSync(profileDir, { recursive: true, force: true });
  }
}

export function offlineStartChecks(r: OfflineStartResult | null): Check[] {
  if (!r) return [];
  return [
    below(`POS cold start offline (service worker, ${r.menuItems} items, tablet), p50`, 'ms', r.p50Ms, TARGET_MS),
  ];
}

export function printOfflineStart(r: OfflineStartResult): void {
  console.log(
    `Arranque sin conexión (${r.menuItems} ítems, ${r.profile}): ${r.runs} arranques, p50 ${r.p50Ms} ms, max ${r.maxMs} ms (${r.coldMs.join(', ')}); carga de la máquina ${r.loadAverage}`,
  );
  for (const p of r.phases) {
    console.log(
      `  documento ${p.document} · app ${p.appRendered} · /pos/init ${p.posInit} · tarjetas ${p.cards} · pintado ${p.painted} ms`,
    );
  }
}
