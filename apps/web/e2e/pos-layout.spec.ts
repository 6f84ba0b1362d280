import { expect, test, type Page } from './support/test';
import { PosScreen } from './support/pos';
import { expectInViewport, saveShot, smallTouchTargets } from './support/viewport';

// The POS on the devices staff carry: the total and both send buttons stay on screen with a cart
// longer than its column, and every control is a 44-px touch target. Each test saves what it saw.

type Size = { width: number; height: number; layout: 'split' | 'stacked' | 'phone' };

const SIZES: Size[] = [
  { width: 1024, height: 768, layout: 'split' },
  { width: 1280, height: 800, layout: 'split' },
  { width: 800, height: 1280, layout: 'stacked' },
  { width: 390, height: 844, layout: 'phone' },
];

// Items without options, so a tap adds them straight to the cart.
const ITEMS = ['Café tinto', 'Aborrajados', 'Mondongo', 'Chicharrón con arepa', 'Tres leches', 'Sopa de lentejas'];

async function expectSendControlsOnScreen(page: Page, pos: PosScreen): Promise<void> {
  await expectInViewport(
    page,
    pos.cart.getByRole('button', { name: 'Enviar a cocina', exact: true }),
    'Enviar a cocina',
  );
  await expectInViewport(page, pos.cart.getByRole('button', { name: 'Pagar y enviar', exact: true }), 'Pagar y enviar');
  await expectInViewport(page, pos.total('payable'), 'Total a pagar');
}

async function pageScrolls(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight + 1);
}

for (const size of SIZES) {
  test(`${size.width}x${size.height}: total and send buttons on screen, 44-px targets`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    const pos = new PosScreen(page);
    await pos.open();
    for (const title of ITEMS) await pos.add(title);

    if (size.layout === 'phone') {
      // The sidebar gave way to a drawer, and the cart folded into a bar with its count and total.
      await expect(page.locator('#app-sidebar')).toHaveCount(0);
      const bar = page.getByRole('region', { name: 'Resumen del carrito' });
      await expect(bar.getByTestId('cart-bar-lines')).toHaveText('6 líneas');
      await expect(bar.getByTestId('cart-bar-total')).toHaveText('Col$ 77.500');
      await expectInViewport(page, bar.getByRole('button', { name: 'Ver carrito' }), 'Ver carrito');
      expect(await smallTouchTargets(page)).toEqual([]);
      await page.evaluate(() => window.scrollTo(0, 0));
      await saveShot(page, testInfo, `pos-${size.width}x${size.height}-bar`);
      await bar.getByRole('button', { name: 'Ver carrito' }).click();
      await expect(page.getByRole('dialog', { name: 'Carrito' })).toBeVisible();
    } else {
      await expect(page.locator('#app-sidebar')).toHaveAttribute('data-collapsed', String(size.width < 1280));
    }

    await expect(pos.cart.getByRole('listitem')).toHaveCount(ITEMS.length);
    // 2.500 + 10.000 + 25.000 + 15.000 + 11.000 + 14.000, Impoconsumo inside all but the coffee.
    await expect(pos.total('payable')).toHaveText('Col$ 77.500');
    await expectSendControlsOnScreen(page, pos);

    if (size.layout === 'split') {
      // Side by side: the page itself never scrolls; the long cart scrolls in its own column.
      expect(await pageScrolls(page)).toBe(false);
      const list = pos.cart.getByTestId('cart-scroll');
      expect(await list.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
      const grid = await page.getByRole('region', { name: 'Ítems del menú' }).boundingBox();
      const cart = await pos.cart.boundingBox();
      expect(grid && cart && grid.x + grid.width <= cart.x && Math.abs(grid.y - cart.y) < 2).toBe(true);
    }
    if (size.layout === 'stacked') {
      // The cart sits under the grid; its footer (count, total, buttons) sticks to the bottom.
      await expect(pos.cart.getByTestId('cart-footer-lines')).toHaveText('6 líneas');
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expectSendControlsOnScreen(page, pos);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectSendControlsOnScreen(page, pos);
    }
    expect(await smallTouchTargets(page)).toEqual([]);

    await saveShot(page, testInfo, `pos-${size.width}x${size.height}`);
  });
}
