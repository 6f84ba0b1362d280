import { expect, test } from './support/test';
import { signInViaApi } from './support/auth';
import { createFloorTableAsAdmin, sendOrderAsCashier } from './support/floor';
import { SEED_CLIENT_PATH } from './support/seed-client';

/*
 * Issue 18: the seed system's own client opens socket.io without credentials. Served by our server
 * from the same origin (EXTRA_WEB_DIST at EXTRA_WEB_PATH, see playwright.config.ts) its handshake
 * carries the session cookie, so it hears new orders; without a session it is still refused.
 */

test('a seed-style client served from our origin connects without a credentials option and hears new_order', async ({
  browser,
  page,
}) => {
  // Signed in through the API from this browser context: the client's page shares its cookies.
  await signInViaApi(page, 'cocina', `${SEED_CLIENT_PATH}/`);
  await expect(page.getByRole('heading', { name: 'Cliente de la semilla' })).toBeVisible();
  await expect(page.locator('#estado')).toHaveText('conectado');

  const table = await createFloorTableAsAdmin(browser);
  const sent = await sendOrderAsCashier(browser, table.id);
  await expect(page.getByRole('list', { name: 'Órdenes nuevas' })).toContainText(
    `Orden ${sent.orderId}, turno ${sent.tokenNo}`,
  );

  // A reload of one of its screens gets its page again (history fallback), still connected.
  await page.goto(`${SEED_CLIENT_PATH}/dashboard/kitchen`);
  await expect(page.getByRole('heading', { name: 'Cliente de la semilla' })).toBeVisible();
  await expect(page.locator('#estado')).toHaveText('conectado');
});

test('the same client without a session is refused live updates', async ({ page }) => {
  await page.goto(`${SEED_CLIENT_PATH}/`);
  await expect(page.getByRole('heading', { name: 'Cliente de la semilla' })).toBeVisible();
  await expect(page.locator('#estado')).toHaveText(/^rechazado/);
});
