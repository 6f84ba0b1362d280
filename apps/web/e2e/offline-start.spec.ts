import { expect, test } from '@playwright/test';
import { signIn } from './support/auth';
import { OfflineDevice } from './support/offline-device';
import { OfflineServer } from './support/offline-server';
import { PosScreen } from './support/pos';
import { USERS } from './support/users';

// Issue 22: the POS starts with no server after one online visit. These tests stop and start a server
// of their own (E2E_PORT+2, see playwright.config.ts), so they run one after the other.
test.describe.configure({ mode: 'serial' });
// Each test starts the server (about 10 s on a busy machine) and its browser more than once.
test.setTimeout(120_000);

const server = new OfflineServer(Number(process.env.E2E_PORT ?? 3100) + 2);
// An item without options: a tap puts it in the cart.
const ITEM = 'Chicharrón con arepa';

test.afterEach(async () => {
  await server.stop();
});

test('after one online visit the POS starts with the server stopped, after a reload and a browser restart', async () => {
  await server.startFresh();
  const device = new OfflineDevice(test.info(), server.url);
  let page = await device.open();
  try {
    await signIn(page, USERS.cajero.username, USERS.cajero.password);
    await page.goto('/dashboard/pos');
    await expect(new PosScreen(page).item(ITEM)).toBeVisible();
    await device.expectReadyOffline();

    await server.stop();
    await page.reload();
    const pos = new PosScreen(page);
    await expect(pos.item(ITEM)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/pos$/);
    await expect(page.getByRole('heading', { name: 'Punto de Venta' })).toBeVisible();

    // The tablet restarted: the browser opens again on its profile, still with no server.
    await device.close();
    page = await device.open();
    await page.goto('/dashboard/pos');
    await expect(new PosScreen(page).item(ITEM)).toBeVisible();
    // The cached menu works: a tap adds the line to the cart.
    await new PosScreen(page).add(ITEM);
    await expect(new PosScreen(page).line(ITEM)).toBeVisible();
  } finally {
    await device.close();
  }
});

test('a reachable server that ended the session signs out instead of showing the cached POS', async () => {
  await server.startFresh();
  const device = new OfflineDevice(test.info(), server.url);
  const page = await device.open();
  try {
    await signIn(page, USERS.cajero.username, USERS.cajero.password);
    await page.goto('/dashboard/pos');
    await expect(new PosScreen(page).item(ITEM)).toBeVisible();
    await device.expectReadyOffline();

    // The session is gone on the server side (no access or refresh cookie); the marker stays, so only
    // the server's 401 can tell.
    await device.context.clearCookies({ name: /^cmd_(access|refresh)$/ });
    await page.reload();
    await expect(page).toHaveURL(`${server.url}/`);
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    // The signed-out user's answers are gone from the device.
    await expect.poll(() => page.evaluate(async () => Boolean(await caches.match('/api/v1/pos/init')))).toBe(false);
  } finally {
    await device.close();
  }
});
