import { expect, test, type Page } from './support/test';
import { adminApi, createItem, kitchenOrders, quantitiesOf } from './support/admin-api';
import { signInViaApi } from './support/auth';
import { openPageDrawer } from './support/drawer';
import { PosScreen } from './support/pos';

// Issue 22: the browser outbox. Each test loads the POS online first (no service worker needed), then
// cuts the network with context.setOffline or intercepts the API with page.route. Every test sells
// its own menu item, created through the API, so the orders it counts on the kitchen are its own.
// Their titles stay clear of the words pos-cart.spec.ts searches the shared menu for (arepa, queso,
// chicharrón, café tinto), or its counts change with the order the specs run in.
// The offline settings (global) are changed by the payment test alone, which puts them back.

const uniqueSuffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * The send and pay dialog's code, fetched in idle time a few seconds after the POS shows (the service
 * worker, blocked in these specs, would also hold it): offline before it came, the dialog could not open.
 */
const sendDialogCode = (page: Page) =>
  page.waitForResponse((r) => /\/assets\/submit-dialog[^/]*\.js$/.test(r.url()), { timeout: 30_000 });

/** Opens the POS for the cashier, waits for its send dialog's code and finds the test's item in the grid. */
async function openPos(page: Page, title: string): Promise<PosScreen> {
  const pos = new PosScreen(page);
  const code = sendDialogCode(page);
  await signInViaApi(page, 'cajero', '/dashboard/pos');
  await code;
  // The first load of the POS on a busy machine: more than the usual assertion wait.
  await expect(pos.grid.getByRole('button').first()).toBeVisible({ timeout: 30_000 });
  await pos.search.fill(title);
  await expect(pos.item(title)).toBeVisible();
  return pos;
}

const pendingOrders = (page: Page) => page.getByTestId('pending-order');

/** OFFLINE_SHOTS=<dir>: screenshots of the moment at the tablet, phone and desktop sizes. */
async function shots(page: Page, name: string) {
  const dir = process.env.OFFLINE_SHOTS;
  if (!dir) return;
  const before = page.viewportSize();
  for (const [w, h] of [
    [1024, 768],
    [390, 844],
    [1920, 1080],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: `${dir}/${name}-${w}x${h}.png` });
  }
  if (before) await page.setViewportSize(before);
}

// Each test takes several orders through the real server and waits for the replay.
test.beforeEach(() => test.slow());

test('three orders taken offline arrive once, in order, on the kitchen after the network returns', async ({
  page,
  context,
  baseURL,
}) => {
  const admin = await adminApi(baseURL!);
  const title = `Buñuelo sin red ${uniqueSuffix()}`;
  await createItem(admin, title, 5_000);
  const pos = await openPos(page, title);

  await context.setOffline(true);
  for (const quantity of [1, 2, 3]) {
    await pos.sendToKitchen(title, quantity);
    // The cart clears for the next order; the order waits on the device.
    await expect(pos.cart.getByText('El carrito está vacío. Toque un ítem para agregarlo.')).toBeVisible();
  }
  await expect(pos.toast(/quedó pendiente de envío/).first()).toBeVisible();
  await expect(pendingOrders(page)).toHaveCount(3);
  await expect(pendingOrders(page).first()).toContainText('Pendiente de envío');
  await expect(page.getByTestId('outbox-badge')).toContainText('3');
  const banner = page.getByTestId('offline-banner');
  await expect(banner).toContainText(/Sin conexión con el servidor desde las \d\d:\d\d/);
  await expect(banner).toContainText('3 pedidos en espera');
  await shots(page, 'pending-banner');
  // A queued order opens read-only.
  await pendingOrders(page).nth(1).click();
  const entry = page.getByRole('dialog', { name: 'Pendiente de envío' });
  await expect(entry).toContainText(`2 × ${title}`);
  await expect(entry.getByRole('button', { name: 'Editar' })).toHaveCount(0);
  await entry.getByRole('button', { name: 'Cerrar' }).first().click();
  expect(await kitchenOrders(admin, title)).toEqual([]);

  await context.setOffline(false);
  await expect(pendingOrders(page)).toHaveCount(0);
  await expect(banner).toContainText('todos los pedidos pendientes se enviaron');
  await expect(page.getByTestId('outbox-badge')).toHaveCount(0);
  await expect.poll(async () => quantitiesOf(await kitchenOrders(admin, title))).toEqual([1, 2, 3]);
  await admin.dispose();
});

test('an order whose request reached the server but whose answer was lost is stored once after the replay', async ({
  page,
  baseURL,
}) => {
  const admin = await adminApi(baseURL!);
  const title = `Empanada sin respuesta ${uniqueSuffix()}`;
  await createItem(admin, title, 3_000);
  const pos = await openPos(page, title);

  const keys: string[] = [];
  let lost = 0;
  await page.route('**/api/v1/pos/create-order', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (lost === 0) {
      lost += 1;
      // The server stores the order; its answer never reaches the browser.
      await route.fetch();
      await route.abort('connectionreset');
    } else {
      await route.continue();
    }
  });
  await pos.sendToKitchen(title, 2);
  await expect(pendingOrders(page)).toHaveCount(0);
  expect(keys.length).toBeGreaterThanOrEqual(2);
  expect(new Set(keys).size).toBe(1);
  const orders = await kitchenOrders(admin, title);
  expect(quantitiesOf(orders)).toEqual([2]);
  await admin.dispose();
});

test('two tabs offline with orders each, back online together: every order once', async ({
  page,
  context,
  baseURL,
}) => {
  const admin = await adminApi(baseURL!);
  const title = `Tamal dos pestañas ${uniqueSuffix()}`;
  await createItem(admin, title, 4_000);
  const one = await openPos(page, title);
  const other = await openPos(await context.newPage(), title);

  await context.setOffline(true);
  await one.sendToKitchen(title, 1);
  await other.sendToKitchen(title, 2);
  await one.sendToKitchen(title, 3);
  await other.sendToKitchen(title, 4);
  // One outbox per device: both tabs list all four.
  await expect(pendingOrders(one.page)).toHaveCount(4);
  await expect(pendingOrders(other.page)).toHaveCount(4);

  await context.setOffline(false);
  await expect(pendingOrders(one.page)).toHaveCount(0);
  await expect(pendingOrders(other.page)).toHaveCount(0);
  await expect.poll(async () => quantitiesOf(await kitchenOrders(admin, title))).toEqual([1, 2, 3, 4]);
  await admin.dispose();
});

test('a price changed on the server while offline waits in review and is resent only when a person chooses', async ({
  page,
  context,
  baseURL,
}) => {
  const admin = await adminApi(baseURL!);
  const title = `Sancocho precio nuevo ${uniqueSuffix()}`;
  const itemId = await createItem(admin, title, 10_000);
  const pos = await openPos(page, title);

  await context.setOffline(true);
  await pos.sendToKitchen(title, 1);
  const changed = await admin.post(`/api/v1/menu-items/update/${itemId}`, {
    data: { title, price: 12_000, netPrice: null, categoryId: null, taxId: null },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  await context.setOffline(false);

  const entry = pendingOrders(page);
  await expect(entry).toHaveAttribute('data-state', 'review');
  await expect(entry).toContainText('Requiere revisión');
  await expect(page.getByTestId('outbox-badge')).toContainText('1');
  // A reload replays the outbox at start: a refused order is not sent again by itself.
  await page.reload();
  await expect(pendingOrders(page)).toHaveAttribute('data-state', 'review');
  expect(await kitchenOrders(admin, title)).toEqual([]);

  await pendingOrders(page).click();
  const dialog = page.getByRole('dialog', { name: 'Requiere revisión' });
  await expect(dialog.getByRole('alert')).not.toBeEmpty();
  await shots(page, 'review-entry');
  await dialog.getByRole('button', { name: 'Reenviar con precios actuales' }).click();
  await expect(pendingOrders(page)).toHaveCount(0);
  await expect.poll(async () => (await kitchenOrders(admin, title)).map((o) => o.total)).toEqual([12_000]);
  await admin.dispose();
});

test('an offline cash payment gets its invoice number from the server on arrival; a card payment is refused', async ({
  page,
  context,
  baseURL,
}) => {
  const admin = await adminApi(baseURL!);
  const title = `Bandeja en efectivo ${uniqueSuffix()}`;
  await createItem(admin, title, 20_000);
  const pos = await openPos(page, title);
  await openPageDrawer(page);
  const setting = (data: object) => admin.post('/api/v1/settings/offline-setting', { data });
  try {
    // Queued payments above 30.000 need the manager's PIN.
    const set = await setting({ paymentsAllowed: true, queueLimit: 30_000, managerPin: '4821' });
    expect(set.status(), await set.text()).toBe(200);
    const payDialogCode = sendDialogCode(page);
    await page.reload();
    await payDialogCode;
    await expect(pos.grid.getByRole('button').first()).toBeVisible({ timeout: 30_000 });
    await pos.search.fill(title);
    await expect(pos.item(title)).toBeVisible();

    await context.setOffline(true);
    const pay = async (type: string) => {
      await pos.add(title);
      await page.getByRole('button', { name: 'Pagar y enviar', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Pagar y enviar a cocina' });
      await dialog.getByRole('radio', { name: type }).check();
      await dialog.getByRole('button', { name: 'Confirmar pago' }).click();
      return dialog;
    };

    // Card: refused before anything is queued, in the dialog's own words.
    const card = await pay('Tarjeta');
    await expect(card.getByRole('alert')).toContainText('solo se puede cobrar en efectivo');
    await card.getByRole('button', { name: 'Cerrar' }).first().click();
    await pos.newOrder('Descartar');
    await expect(pendingOrders(page)).toHaveCount(0);

    // Cash within the limit: queued, its receipt without an invoice number.
    await pay('Efectivo');
    const receipt = page.getByRole('dialog', { name: 'Pendiente de envío' });
    await expect(receipt.getByTestId('outbox-invoice')).toHaveText(/Factura pendiente de numeración/);
    await shots(page, 'offline-receipt');
    await receipt.getByRole('button', { name: 'Cerrar' }).first().click();

    // A second 20.000 passes the 30.000 limit: the manager's PIN, a wrong one first.
    await pay('Efectivo');
    const pin = page.getByRole('dialog', { name: 'Autorización del gerente' });
    await pin.getByLabel('PIN de gerente').fill('1111');
    await pin.getByRole('button', { name: 'Autorizar' }).click();
    await expect(pin.getByRole('alert')).toHaveText('¡PIN de gerente incorrecto!');
    await shots(page, 'pin-dialog');
    await pin.getByLabel('PIN de gerente').fill('4821');
    await pin.getByRole('button', { name: 'Autorizar' }).click();
    await expect(pin).toBeHidden();
    await page
      .getByRole('dialog', { name: 'Pendiente de envío' })
      .getByRole('button', { name: 'Cerrar' })
      .first()
      .click();
    await expect(pendingOrders(page)).toHaveCount(2);

    await context.setOffline(false);
    await expect(pendingOrders(page).filter({ hasText: /Factura N\.º \d+/ })).toHaveCount(2);
    const orders = await kitchenOrders(admin, title);
    expect(orders).toHaveLength(2);
    for (const order of orders) {
      expect(order.invoice_id).not.toBeNull();
      await expect(pendingOrders(page).filter({ hasText: `Factura N.º ${order.invoice_id}` })).toHaveCount(1);
    }
  } finally {
    await setting({ paymentsAllowed: true, queueLimit: null, managerPin: null });
    await admin.dispose();
  }
});

test('the server unreachable with the browser online: the pill says what the banner says, and the replayed order is marked on the orders screen', async ({
  page,
  baseURL,
}) => {
  const admin = await adminApi(baseURL!);
  const title = `Almojábana servidor caído ${uniqueSuffix()}`;
  await createItem(admin, title, 6_000);
  const pos = await openPos(page, title);
  const pill = page.getByTestId('realtime-status');
  const banner = page.getByTestId('offline-banner');
  await expect(pill).toHaveText('En línea');
  // The live socket stays up through page.route: a pill that followed it kept saying "En línea".
  await expect(pill).toHaveAttribute('data-connected', 'true');

  const api = '**/api/v1/**';
  await page.route(api, (route) => route.abort('connectionrefused'));
  await pos.sendToKitchen(title, 2);
  await expect(pendingOrders(page)).toHaveCount(1);
  await expect(banner).toContainText('Sin conexión con el servidor');
  await expect(pill).toHaveText('Sin conexión');
  await expect(pill).toHaveAttribute('data-online', 'false');
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  await shots(page, 'server-unreachable');

  // The server answers again: the replayer's timer (a few seconds of backoff) sends the order.
  await page.unroute(api);
  await expect(pendingOrders(page)).toHaveCount(0, { timeout: 40_000 });
  await expect(pill).toHaveText('En línea');
  await expect(banner).not.toContainText('Sin conexión');
  await expect.poll(async () => quantitiesOf(await kitchenOrders(admin, title))).toEqual([2]);

  await page.goto('/dashboard/orders');
  const order = page.getByTestId('order').filter({ hasText: title });
  await expect(order).toHaveCount(1, { timeout: 20_000 });
  const mark = order.getByTestId('offline-mark');
  await expect(mark).toHaveText(/^Sin conexión/);
  await expect(mark).toHaveAttribute(
    'title',
    /^Tomada sin conexión el \d\d\/\d\d a las \d\d:\d\d \(hora del dispositivo\)\.$/,
  );
  await order.scrollIntoViewIfNeeded();
  await shots(page, 'orders-offline-mark');
  await admin.dispose();
});

test('a send dialog whose code never came does not replace the POS with an error page offline: the cart stays and a message says why', async ({
  page,
  context,
  baseURL,
}) => {
  const admin = await adminApi(baseURL!);
  const title = `Pandebono sin ventana ${uniqueSuffix()}`;
  await createItem(admin, title, 2_500);
  // The POS fetches its dialogs' code as soon as it shows: this one never arrives.
  const chunk = /\/assets\/submit-dialog[^/]*\.js$/;
  await page.route(chunk, (route) => route.abort('internetdisconnected'));
  const lost = page.waitForEvent('requestfailed', { predicate: (r) => chunk.test(r.url()), timeout: 30_000 });
  const pos = new PosScreen(page);
  await signInViaApi(page, 'cajero', '/dashboard/pos');
  await lost;
  await expect(pos.grid.getByRole('button').first()).toBeVisible({ timeout: 30_000 });
  await pos.search.fill(title);
  await expect(pos.item(title)).toBeVisible();

  await context.setOffline(true);
  await pos.add(title);
  await pos.add(title);
  await page.getByRole('button', { name: 'Enviar a cocina', exact: true }).click();
  await expect(
    pos.toast('No se pudo abrir esta ventana sin conexión. Intente de nuevo cuando vuelva la red.'),
  ).toBeVisible();
  await expect(pos.quantity(title)).toHaveValue('2');
  await expect(page.getByText('Failed to fetch dynamically imported module')).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Enviar a cocina' })).toHaveCount(0);
  await shots(page, 'dialog-unavailable');

  // Back online with the code reachable, the same button opens the dialog.
  await page.unroute(chunk);
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Enviar a cocina', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Enviar a cocina' })).toBeVisible();
  await admin.dispose();
});
