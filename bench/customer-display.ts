/**
 * Issue 21's customer display in headless Chromium, over the 2,000-item menu: a tap on the POS to
 * that tap's change painted on a display that follows it. Two displays follow the same POS at once:
 * a window of the same browser context (the cashier's second screen, over a BroadcastChannel) and
 * a display in another context, signed in as its own device and paired with a code (over the
 * server's socket room for the terminal). Times are wall-clock instants taken in the pages
 * (performance.timeOrigin + now(), one machine): from the tap's pointerdown on the POS to the end of
 * the first frame a display painted with the tap's item count.
 */
import { chromium, type Page } from '@playwright/test';
import { percentile } from './load.js';
import { startServer } from './server-process.js';
import { below, type Check } from './report.js';

export type DisplayLatency = { taps: number; p50Ms: number; p95Ms: number; p99Ms: number; maxMs: number };
export type CustomerDisplayResult = { menuItems: number; sameMachine: DisplayLatency; socket: DisplayLatency };

const TAPS = 60;
/** Items tapped in turn (at most): the first round adds lines, the next ones raise their quantities. */
const CARDS = 5;
const CONTEXT = { viewport: { width: 1280, height: 800 }, locale: 'es-CO', timezoneId: 'America/Bogota' };
const LOCAL_P95_MS = 50;
const SOCKET_P99_MS = 150;

const latency = (values: number[]): DisplayLatency => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => Math.round(percentile(sorted, q) * 10) / 10;
  return { taps: values.length, p50Ms: at(0.5), p95Ms: at(0.95), p99Ms: at(0.99), maxMs: at(1) };
};

/** In a display page: the instant the first frame showing each item count finished. */
async function watchCounts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __paintedAt: Record<number, number> };
    w.__paintedAt = {};
    new MutationObserver(() => {
      const count = Number(document.querySelector('[data-testid="display-count"]')?.getAttribute('data-count') ?? 0);
      if (!count || count in w.__paintedAt) return;
      w.__paintedAt[count] = 0;
      // No named helper in here: the bundler would wrap it in a function the page does not have.
      requestAnimationFrame(() =>
        setTimeout(() => (w.__paintedAt[count] = performance.timeOrigin + performance.now()), 0),
      );
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
}

const paintedAt = async (page: Page, count: number): Promise<number> =>
  (await (
    await page.waitForFunction(
      (n) => (window as unknown as { __paintedAt: Record<number, number> }).__paintedAt[n] || false,
      count,
    )
  ).jsonValue()) as number;

export async function benchCustomerDisplay(opts: {
  env: Record<string, string>;
  admin: { username: string; password: string };
  menuItems: number;
}): Promise<CustomerDisplayResult> {
  const server = await startServer({ ...opts.env, SEED_DEMO: '0', ADMIN_PASSWORD: opts.admin.password });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const signIn = async (page: Page) => {
      const res = await page.request.post('/api/v1/auth/signin', { data: opts.admin });
      if (res.status() !== 200) throw new Error(`sign-in: ${res.status()}`);
    };
    const posContext = await browser.newContext({ ...CONTEXT, baseURL: server.url });
    const pos = await posContext.newPage();
    await signIn(pos);
    await pos.goto('/dashboard/pos');
    await pos.locator('[data-item-id]').first().waitFor();

    // The second device: its own session, paired with a code this terminal asked for.
    const terminal = await pos.evaluate(() => window.localStorage.getItem('comandero.terminal-id'));
    const codeRes = await pos.request.post('/api/v1/customer-display/pairing-codes', {
      headers: { 'X-Terminal-Id': terminal ?? '' },
    });
    if (codeRes.status() !== 200) throw new Error(`pairing code: ${codeRes.status()} ${await codeRes.text()}`);
    const { code } = (await codeRes.json()) as { code: string };
    // What the "Pedir código" button leaves behind: this terminal now also publishes to the server.
    await pos.evaluate(() => window.localStorage.setItem('comandero.customer-display.remote', '1'));
    const tabletContext = await browser.newContext({ ...CONTEXT, baseURL: server.url });
    const tablet = await tabletContext.newPage();
    await signIn(tablet);
    const paired = await tablet.request.post('/api/v1/customer-display/pair', { data: { code } });
    if (paired.status() !== 200) throw new Error(`pair: ${paired.status()} ${await paired.text()}`);
    await tablet.goto('/display/customer');
    await tablet.getByTestId('customer-display').waitFor();

    const local = await posContext.newPage();
    await local.goto('/display/customer?mode=local');
    await local.getByTestId('customer-display').waitFor();
    // Windows side by side: none of them is a hidden tab whose frames the browser holds back.
    for (const p of [pos, local, tablet]) await p.bringToFront();
    await Promise.all([watchCounts(local), watchCounts(tablet)]);
    await pos.evaluate(() => {
      const w = window as unknown as { __tapAt: number };
      document.addEventListener('pointerdown', () => (w.__tapAt = performance.timeOrigin + performance.now()), {
        capture: true,
      });
    });

    const cards = pos.locator('[data-item-id]:not(:has([role="img"]))');
    await cards.first().waitFor();
    const shown = Math.min(CARDS, await cards.count());
    const sameMachine: number[] = [];
    const socket: number[] = [];
    for (let i = 0; i < TAPS; i++) {
      await cards.nth(i % shown).click();
      const tapAt = await pos.evaluate(() => (window as unknown as { __tapAt: number }).__tapAt);
      const [l, r] = await Promise.all([paintedAt(local, i + 1), paintedAt(tablet, i + 1)]);
      sameMachine.push(l - tapAt);
      socket.push(r - tapAt);
    }
    return { menuItems: opts.menuItems, sameMachine: latency(sameMachine), socket: latency(socket) };
  } finally {
    await browser.close();
    await server.stop();
  }
}

export function customerDisplayChecks(r: CustomerDisplayResult | null): Check[] {
  if (!r) return [];
  return [
    below(
      'Customer display, same machine (BroadcastChannel): tap to painted line, p95',
      'ms',
      r.sameMachine.p95Ms,
      LOCAL_P95_MS,
    ),
    below('Customer display, other device (socket): tap to painted line, p99', 'ms', r.socket.p99Ms, SOCKET_P99_MS),
  ];
}

export function printCustomerDisplay(r: CustomerDisplayResult): void {
  for (const [what, s] of [
    ['misma computadora (BroadcastChannel)', r.sameMachine],
    ['otro dispositivo (socket)', r.socket],
  ] as const) {
    console.log(
      `Pantalla del cliente, ${what}: ${s.taps} toques, p50 ${s.p50Ms} ms, p95 ${s.p95Ms} ms, p99 ${s.p99Ms} ms, max ${s.maxMs} ms`,
    );
  }
}
