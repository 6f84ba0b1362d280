import { expect, type APIRequestContext, type Browser, type Locator, type Page, type TestInfo } from '@playwright/test';
import { newSignedInPage } from './auth';
import { submitTotals, type OrderResult, type PosInitResponse, type PosMenuItem } from '@comandero/contracts';

/** A table of its own per run, so the group on the orders screen holds only this test's orders. */
export async function createFloorTable(admin: APIRequestContext): Promise<{ id: number; title: string }> {
  const title = `Mesa Piso ${Date.now().toString(36)}`;
  const res = await admin.post('/api/v1/settings/store-tables/add', {
    data: { title, floor: 'Terraza E2E', seatingCapacity: 4 },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { id } = (await res.json()) as { id: number };
  return { id, title };
}

/** createFloorTable from a short-lived admin session of its own. */
export async function createFloorTableAsAdmin(browser: Browser): Promise<{ id: number; title: string }> {
  const { context, page } = await newSignedInPage(browser, 'admin', '/dashboard/profile');
  try {
    return await createFloorTable(page.request);
  } finally {
    await context.close();
  }
}

/** An order sent from a short-lived cashier session of its own. */
export async function sendOrderAsCashier(browser: Browser, tableId: number): Promise<SentOrder> {
  const { context, page } = await newSignedInPage(browser, 'cajero', '/dashboard/profile');
  try {
    return await sendOrderFromPos(page.request, tableId);
  } finally {
    await context.close();
  }
}

export type SentOrder = OrderResult & {
  dish: PosMenuItem;
  variant: string;
  addon: string;
  side: PosMenuItem;
  note: string;
  total: number;
};

/**
 * Sends an order to the kitchen the way the POS does (POST /pos/create-order) with real menu items
 * of /pos/init: one dish with a variant, an add-on and a note, and a plain side twice.
 */
export async function sendOrderFromPos(request: APIRequestContext, tableId: number): Promise<SentOrder> {
  const init = await request.get('/api/v1/pos/init');
  expect(init.status()).toBe(200);
  const { menuItems } = (await init.json()) as PosInitResponse;
  const dish = menuItems.find((m) => m.variants.length > 0 && m.addons.length > 0);
  const side = menuItems.find((m) => m.variants.length === 0 && m.addons.length === 0 && m.id !== dish?.id);
  if (!dish || !side) throw new Error('the seeded menu lacks a dish with options or a plain side');
  const variant = dish.variants[0];
  const addon = dish.addons[0];
  const note = 'Sin cebolla, por favor';
  const cart = [
    { ...dish, quantity: 1, notes: note, variant, variant_id: variant.id, addons: [addon], addons_ids: [addon.id] },
    { ...side, quantity: 2, notes: null, variant: null, variant_id: null, addons: [], addons_ids: [] },
  ];
  const res = await request.post('/api/v1/pos/create-order', {
    data: { cart, deliveryType: 'dinein', customerType: 'WALKIN', customerId: null, tableId },
  });
  expect(res.status(), await res.text()).toBe(200);
  const result = (await res.json()) as OrderResult;
  return { ...result, dish, variant: variant.title, addon: addon.title, side, note, total: submitTotals(cart).total };
}

/** Counts the oscillators the page starts: the new-order chime is synthesised with Web Audio. */
export async function countChimes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __chimeTones: number; AudioContext: typeof AudioContext };
    w.__chimeTones = 0;
    const original = w.AudioContext.prototype.createOscillator;
    w.AudioContext.prototype.createOscillator = function (this: AudioContext) {
      w.__chimeTones += 1;
      return original.call(this);
    };
  });
}

export function chimeTones(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __chimeTones: number }).__chimeTones);
}

/** Marks the document; if it is still marked later, the page was updated without a reload. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __floorMark: boolean }).__floorMark = true));
}

export async function expectNoReload(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __floorMark?: boolean }).__floorMark)).toBe(true);
}

/** Waits for the shell's live indicator (or the TV's marker) to report a connected socket. */
export async function expectLive(page: Page): Promise<void> {
  const display = page.getByTestId('token-display');
  if (await display.count()) await expect(display).toHaveAttribute('data-live', 'online');
  else await expect(page.getByTestId('realtime-status')).toHaveAttribute('data-connected', 'true');
}

export const kitchenTicket = (page: Page, tokenNo: number): Locator =>
  page.getByRole('article', { name: `Orden turno ${tokenNo}` });

export const displayColumn = (page: Page, column: 'En preparación' | 'Listo para recoger'): Locator =>
  page.getByRole('region', { name: column });

export const displayToken = (page: Page, column: 'En preparación' | 'Listo para recoger', tokenNo: number) =>
  displayColumn(page, column).getByRole('listitem', { name: `Turno ${tokenNo}`, exact: true });

/** Screenshots of one screen at the tablet and wall sizes, attached to the test's output. */
export async function attachScreens(page: Page, name: string, testInfo: TestInfo): Promise<void> {
  for (const size of [
    { width: 1024, height: 768 },
    { width: 1920, height: 1080 },
  ]) {
    await page.setViewportSize(size);
    // Let the grid reflow before the picture.
    await expect(page.locator('body')).toBeVisible();
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await attachShot(page, `${name}-${size.width}x${size.height}`, testInfo);
  }
}

/** A screenshot kept as a file in the test's output folder and attached to the report. */
export async function attachShot(page: Page, name: string, testInfo: TestInfo): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** Every visible control inside the page's main area is at least 44 px on both sides (touch). */
export async function expectTouchTargets(page: Page): Promise<void> {
  const small = await page.locator('main').evaluate((main) =>
    [...main.querySelectorAll<HTMLElement>('button, select, a[href], input, [role="button"]')]
      .filter((el) => el.offsetParent !== null)
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.height < 44 || box.width < 44)
      .map(
        ({ el, box }) =>
          `${el.tagName} "${el.getAttribute('aria-label') ?? el.textContent}" ${box.width}x${box.height}`,
      ),
  );
  expect(small).toEqual([]);
}
