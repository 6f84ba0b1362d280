import { expect, test, type Page } from './support/test';
import { adminApi, createItem, kitchenOrders, quantitiesOf } from './support/admin-api';
import { signIn } from './support/auth';
import { OfflineDevice } from './support/offline-device';
import { OfflineServer } from './support/offline-server';
import { PosScreen } from './support/pos';
import { USERS } from './support/users';

// Issue 22: the POS starts with no server after one online visit. These tests stop and start a server
// of their own (E2E_PORT+2, see playwright.config.ts), so they run one after the other.
test.describe.configure({ mode: 'serial' });
// Each test starts the server (10–30 s on a busy machine) and its browser more than once.
test.setTimeout(300_000);

const server = new OfflineServer(Number(process.env.E2E_PORT ?? 3100) + 2);
// An item without options: a tap puts it in the cart.
const ITEM = 'Chicharrón con arepa';

// A cold start offline (a browser restarted, its worker started from disk) on a loaded CI machine
// takes seconds, not the usual few hundred milliseconds.
const SLOW_MS = 30_000;
const slowExpect = expect.configure({ timeout: SLOW_MS });

const pendingOrders = (page: Page) => page.getByTestId('pending-order');

test.afterEach(async () => {
  await server.stop();
});

// FIXME(issue 22, offline-pwa): failed on the last run (18:42 UTC): after the offline start, the first
// "Confirmar envío" showed "Error interno del servidor. Intente más tarde." in the submit dialog instead
// of queueing the order (an earlier run got past all three orders, the reload and the restart, and only
// ran out of time). The start, reload and restart assertions before it passed. Not yet explained.
test('after one online visit the POS starts with the server stopped; three orders taken then survive a reload and a browser restart and reach the kitchen once, in order', async ({
  browser,
}) => {
  await server.startFresh();
  const title = `Arepa del apagón ${Date.now().toString(36)}`;
  const admin = await adminApi(server.url);
  await createItem(admin, title, 5_000);
  await admin.dispose();

  const device = new OfflineDevice(test.info(), server.url);
  let page = await device.open();
  try {
    await signIn(page, USERS.cajero.username, USERS.cajero.password);
    await page.goto('/dashboard/pos');
    await slowExpect(new PosScreen(page).item(ITEM)).toBeVisible();
    await device.expectReadyOffline();

    // No server: a reload shows the POS with its menu, not the sign-in page or an error.
    await server.stop();
    await page.reload();
    let pos = new PosScreen(page);
    await slowExpect(pos.item(ITEM)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/pos$/);
    await pos.search.fill(title);
    for (const quantity of [1, 2, 3]) await pos.sendToKitchen(title, quantity, SLOW_MS);
    await slowExpect(pendingOrders(page)).toHaveCount(3);

    // The outbox outlives a reload and a browser restart (the tablet switched off and on), offline.
    await page.reload();
    await slowExpect(pendingOrders(page)).toHaveCount(3);
    await device.close();
    page = await device.open();
    await page.goto('/dashboard/pos');
    pos = new PosScreen(page);
    await slowExpect(pos.item(ITEM)).toBeVisible();
    await slowExpect(pendingOrders(page)).toHaveCount(3);

    // The server comes back on the same data; the tab's replayer finds it by itself (no reload).
    await server.start();
    await expect(pendingOrders(page)).toHaveCount(0, { timeout: 60_000 });
  } finally {
    await device.close();
  }

  const after = await adminApi(server.url);
  expect(quantitiesOf(await kitchenOrders(after, title))).toEqual([1, 2, 3]);
  await after.dispose();

  const kitchenContext = await browser.newContext({ baseURL: server.url });
  try {
    const kitchen = await kitchenContext.newPage();
    const signedIn = await kitchen.request.post('/api/v1/auth/signin', {
      data: { username: USERS.cocina.username, password: USERS.cocina.password },
    });
    expect(signedIn.status()).toBe(200);
    await kitchen.goto('/dashboard/kitchen');
    await expect(kitchen.getByRole('article').filter({ hasText: title })).toHaveCount(3);
  } finally {
    await kitchenContext.close();
  }
});

test('a reachable server that ended the session signs out instead of showing the cached POS', async () => {
  await server.startFresh();
  const device = new OfflineDevice(test.info(), server.url);
  const page = await device.open();
  try {
    await signIn(page, USERS.cajero.username, USERS.cajero.password);
    await page.goto('/dashboard/pos');
    await slowExpect(new PosScreen(page).item(ITEM)).toBeVisible();
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
