import {
  formatMoney,
  itemPriceRange,
  toMinor,
  type DashboardResponse,
  type PosInitResponse,
} from '@comandero/contracts';
import { expect, test } from './support/test';
import { signInViaApi } from './support/auth';
import { createFloorTableAsAdmin, sendOrderAsCashier } from './support/floor';
import { saveShot } from './support/viewport';

/** Issue 18: the sizes the display changes are looked at. */
const SIZES = [
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

const money = (pesos: number) => formatMoney(toMinor(pesos), 'COP');

test('POS cards show whole pesos and "desde" on items whose variant sets the price', async ({ page }, testInfo) => {
  await signInViaApi(page, 'cajero', '/dashboard/pos');
  const init = (await (await page.request.get('/api/v1/pos/init')).json()) as PosInitResponse;
  const varied = init.menuItems.find((m) => itemPriceRange(m).varies);
  const plain = init.menuItems.find((m) => m.variants.length === 0 && Number.isInteger(m.price));
  if (!varied || !plain)
    throw new Error('the seeded menu lacks an item with variants of several prices, or a plain one');
  const grid = page.getByRole('list', { name: 'Ítems del menú' });
  await page.getByRole('searchbox', { name: 'Buscar Item' }).fill(varied.title);
  const card = grid.getByRole('button', { name: varied.title }).first();
  await expect(card).toContainText(`desde ${money(itemPriceRange(varied).from)}`);
  await expect(card).not.toContainText(',00');
  await page.getByRole('searchbox', { name: 'Buscar Item' }).fill('');
  await expect(grid.getByRole('button').first()).toBeVisible();
  // No whole amount on the screen carries ",00".
  await expect(page.locator('main')).not.toContainText(/\d,00\b/);
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await saveShot(page, testInfo, `pos-${size.width}x${size.height}`);
  }
});

test('the dashboard shows its best sellers in whole pesos, "desde" where the variant decides', async ({
  browser,
  page,
}, testInfo) => {
  // A dish with variants is sold, so the card has one (the seed has no sales).
  const table = await createFloorTableAsAdmin(browser);
  await sendOrderAsCashier(browser, table.id);
  await signInViaApi(page, 'admin', '/dashboard');
  const answer = (await (await page.request.get('/api/v1/dashboard')).json()) as DashboardResponse;
  expect(answer.topSellingItems.length).toBeGreaterThan(0);
  const list = page.getByRole('listitem');
  for (const item of answer.topSellingItems) {
    const row = list.filter({ hasText: item.title }).first();
    const varies = item.price_from !== undefined && item.price_from !== item.price_to;
    if (varies) await expect(row).toContainText(`desde ${money(item.price_from!)}`);
    else await expect(row).toContainText(money(item.price_from ?? item.price));
    await expect(row).not.toContainText(',00');
  }
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await saveShot(page, testInfo, `dashboard-${size.width}x${size.height}`);
  }
});

test("an unpaid table's print is a pre-bill with its lines' add-ons and unit prices, and the pop-up closes after printing", async ({
  browser,
  page,
}, testInfo) => {
  const table = await createFloorTableAsAdmin(browser);
  const sent = await sendOrderAsCashier(browser, table.id);
  await signInViaApi(page, 'cajero', '/dashboard/orders');
  const card = page.getByRole('region', { name: table.title });
  const popupEvent = page.waitForEvent('popup');
  await card.getByRole('button', { name: 'Imprimir recibo' }).click();
  const popup = await popupEvent;
  await expect(popup).toHaveURL(/\/print-receipt$/);
  await expect(popup.getByTestId('receipt-prebill')).toContainText('Pre-cuenta — no es factura');
  await expect(popup.getByTestId('receipt-number')).toHaveCount(0);
  const dish = popup.getByTestId('receipt-line').filter({ hasText: sent.dish.title });
  await expect(dish).toContainText(sent.variant);
  await expect(dish).toContainText(`+ ${sent.addon}`);
  await expect(popup.getByTestId('receipt-line').filter({ hasText: sent.side.title })).toContainText(
    `2 x ${money(sent.side.price).replace('Col$ ', '')}`,
  );
  for (const size of SIZES) {
    await popup.setViewportSize(size);
    await saveShot(popup, testInfo, `prebill-${size.width}x${size.height}`);
  }
  // Headless Chromium returns from print() at once and never fires afterprint (checked): the event
  // a real browser fires once its dialog is done is sent here, and the pop-up closes itself.
  const closed = popup.waitForEvent('close');
  await popup.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await closed;
  expect(popup.isClosed()).toBe(true);
});
