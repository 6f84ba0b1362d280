import type { PosInitResponse } from '@comandero/contracts';
import { expect, test, type Locator, type Page, type TestInfo } from './support/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { newSignedInPage } from './support/auth';
import { openPageDrawer } from './support/drawer';
import { createFloorTable } from './support/floor';
import { PosScreen } from './support/pos';
import { encode } from 'uqr';
import { DESKTOP, expectInViewport, saveShot, SHOT_SIZES, smallTouchTargets } from './support/viewport';

/** Issue 21: a tablet, a phone and a 1080p monitor facing the customer. */
const SIZES = [
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
  { width: 1920, height: 1080 },
];

async function shots(page: Page, testInfo: TestInfo, name: string, main: Locator): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await expect(main, `${name} at ${size.width}x${size.height}`).toBeInViewport({ ratio: 1 });
    await saveShot(page, testInfo, `${name}-${size.width}x${size.height}`);
  }
  await page.setViewportSize(DESKTOP);
}

/** Both displays, the same check: they follow the same terminal by two roads. */
async function both(displays: Page[], check: (display: Page) => Promise<void>): Promise<void> {
  await Promise.all(displays.map(check));
}

test('a POS and its customer displays (second screen and paired tablet) follow the sale to the thanks', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(360_000);
  // The paired tablet signs in as a display user, created by the admin, who also sets up a table.
  const admin = await newSignedInPage(browser, 'admin', '/dashboard/profile');
  const username = `pantalla${Date.now().toString(36)}`;
  const created = await admin.page.request.post('/api/v1/users/add', {
    data: { username, password: 'pantalla-pass-123', name: 'Pantalla', userScopes: ['CUSTOMER_DISPLAY'] },
  });
  expect(created.status(), await created.text()).toBe(200);
  const table = await createFloorTable(admin.page.request);
  await admin.context.close();

  const pos = new PosScreen(page);
  await pos.open('cajero');
  await openPageDrawer(page);

  // The same computer's second screen: opened by the POS, no sign-in, over a BroadcastChannel.
  await page.getByRole('button', { name: 'Pantalla del cliente' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pantalla del cliente' });
  const popup = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Abrir en la segunda pantalla' }).click();
  const local = await popup;
  await expect(local.getByTestId('customer-display')).toHaveAttribute('data-phase', 'idle');

  // Another device: a code from the POS, entered through the address a QR would carry.
  await page.getByRole('button', { name: 'Pantalla del cliente' }).click();
  await dialog.getByRole('button', { name: 'Pedir código' }).click();
  const code = (await dialog.getByTestId('pairing-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await expect(dialog.getByTestId('pairing-url')).toHaveText(new RegExp(`/display/customer\\?code=${code}$`));
  await expect(dialog.getByTestId('pairing-code')).toBeInViewport({ ratio: 1 });
  await saveShot(page, testInfo, 'pos-pairing-code-1280x800');
  await page.keyboard.press('Escape');
  const tabletContext = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const tablet = await tabletContext.newPage();
  const signedIn = await tablet.request.post('/api/v1/auth/signin', {
    data: { username, password: 'pantalla-pass-123' },
  });
  expect(signedIn.status()).toBe(200);
  await tablet.goto(`/display/customer?code=${code}`);
  // Idle: the store's name, sent by the POS when it showed the code, before any sale.
  const init = (await (await page.request.get('/api/v1/pos/init')).json()) as PosInitResponse;
  await both([local, tablet], async (d) => {
    await expect(d.getByTestId('customer-display')).toHaveAttribute('data-phase', 'idle');
    await expect(d.getByTestId('customer-display')).toContainText(init.storeSettings.store_name);
  });
  const displays = [local, tablet];

  // Two items, each painted as it is added, with the running totals.
  await pos.add('Chicharrón con arepa');
  await both(displays, async (d) => {
    await expect(d.getByTestId('display-line')).toHaveCount(1);
    await expect(d.getByTestId('display-line')).toContainText('Chicharrón con arepa');
  });
  await pos.add('Agua en botella');
  const total = ((await pos.cart.locator('[data-total="payable"]').textContent()) ?? '').trim();
  await both(displays, async (d) => {
    await expect(d.getByTestId('display-line')).toHaveCount(2);
    await expect(d.getByTestId('display-total')).toHaveText(total);
  });
  await shots(tablet, testInfo, 'customer-display-ordering', tablet.getByTestId('display-total'));

  // Paying at a table: the voluntary tip with its legal notice, the cash received and the change.
  await pos.service.selectOption('dinein');
  await pos.table.selectOption(String(table.id));
  await page.getByRole('button', { name: 'Pagar y enviar', exact: true }).click();
  const pay = page.getByRole('dialog', { name: 'Pagar y enviar a cocina' });
  await expect(pay.getByTestId('tip-notice')).toBeVisible();
  await both(displays, async (d) => {
    await expect(d.getByTestId('customer-display')).toHaveAttribute('data-phase', 'paying');
    await expect(d.getByRole('region', { name: 'Propina voluntaria' })).toContainText('Ley 1935 de 2018');
    await expect(d.getByRole('region', { name: 'Propina voluntaria' })).toContainText(
      'aceptarla, modificarla o rechazarla',
    );
  });
  // A discount with its reason: both displays show it and the discounted total, before the tip is chosen.
  await pay.getByRole('button', { name: 'Descuento', exact: true }).click();
  await pay.getByLabel('Descuento (%)').fill('10');
  await pay.getByLabel('Motivo').selectOption({ label: 'Otro motivo' });
  await pay.getByLabel('Escriba el motivo').fill('Cliente frecuente');
  await pay.getByRole('button', { name: 'Aplicar descuento' }).click();
  await expect(pay.getByTestId('settle-discount')).toContainText('Cliente frecuente');
  // The pay dialog with its discount at tablet, phone and 1080p: the payment's button on screen, targets ≥ 44 px.
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await expectInViewport(page, pay.getByRole('button', { name: 'Confirmar pago' }), `pay at ${size.width}`);
    expect(await smallTouchTargets(page), `pay dialog at ${size.width}x${size.height}`).toEqual([]);
    await saveShot(page, testInfo, `pos-pay-discount-${size.width}x${size.height}`);
  }
  await page.setViewportSize(DESKTOP);
  const discount = ((await pay.locator('[data-total="discount"]').textContent()) ?? '').trim();
  const discounted = ((await pay.locator('[data-total="payable"]').textContent()) ?? '').trim();
  expect(discounted).not.toBe(total);
  await both(displays, async (d) => {
    await expect(d.getByTestId('display-discount')).toContainText(discount.match(/\d[\d.,]*/)?.[0] ?? '?');
    await expect(d.getByTestId('display-total')).toHaveText(discounted);
  });
  const due = (await pay.getByTestId('pos-due').textContent())?.replace('Total a cobrar', '').trim() ?? '';
  await both(displays, (d) => expect(d.getByTestId('display-due')).toHaveText(due));
  await pay.getByRole('radio', { name: 'Efectivo' }).check();
  await pay.getByLabel('Efectivo recibido').fill('50.000');
  const change = (await pay.getByTestId('pos-change').textContent())?.replace('Cambio:', '').trim() ?? '';
  await both(displays, async (d) => {
    await expect(d.getByTestId('display-received')).toContainText('50.000');
    await expect(d.getByTestId('display-change')).toHaveText(change);
  });
  await shots(tablet, testInfo, 'customer-display-paying', tablet.getByTestId('display-change'));
  await expectNoSeriousA11yViolations(tablet, 'the customer display while paying');

  await pay.getByRole('button', { name: 'Confirmar pago' }).click();
  await both(displays, async (d) => {
    await expect(d.getByText('¡Gracias por su visita!')).toBeVisible();
    await expect(d.getByTestId('display-paid')).toHaveText(due);
  });
  await shots(tablet, testInfo, 'customer-display-thanks', tablet.getByText('¡Gracias por su visita!'));

  // Nothing on either display can be used to change the sale.
  for (const d of displays) await expect(d.locator('button, input, select, textarea, a')).toHaveCount(0);
  await tabletContext.close();
  for (const p of page
    .context()
    .pages()
    .filter((p) => p !== page))
    await p.close();
});

test('a display opened signed out at its pairing address (the QR) signs in and comes back to pair', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const admin = await newSignedInPage(browser, 'admin', '/dashboard/profile');
  const username = `pantallaqr${Date.now().toString(36)}`;
  const created = await admin.page.request.post('/api/v1/users/add', {
    data: { username, password: 'pantalla-pass-123', name: 'Pantalla QR', userScopes: ['CUSTOMER_DISPLAY'] },
  });
  expect(created.status(), await created.text()).toBe(200);
  await admin.context.close();

  const pos = new PosScreen(page);
  await pos.open('cajero');
  await page.getByRole('button', { name: 'Pantalla del cliente' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pantalla del cliente' });
  await dialog.getByRole('button', { name: 'Pedir código' }).click();
  const code = (await dialog.getByTestId('pairing-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^\d{6}$/);
  const address = `${new URL(page.url()).origin}/display/customer?code=${code}`;
  await expect(dialog.getByTestId('pairing-url')).toHaveText(address);

  // The QR carries that address, drawn from the encoder's modules for the same text; the text stays beside it.
  const qr = dialog.getByRole('img', { name: 'Código QR de la dirección de emparejamiento' });
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute('data-qr-text', address);
  const { data, size } = encode(address, { ecc: 'M', border: 2 });
  await expect(qr).toHaveAttribute('viewBox', `0 0 ${size} ${size}`);
  const drawn = (await qr.locator('path').getAttribute('d'))?.match(/M/g)?.length;
  expect(drawn).toBe(data.flat().filter(Boolean).length);
  for (const s of SHOT_SIZES) {
    await page.setViewportSize(s);
    await expectInViewport(page, dialog.getByTestId('pairing-code'), `the code at ${s.width}x${s.height}`);
    await qr.scrollIntoViewIfNeeded();
    await expectInViewport(page, qr, `the QR at ${s.width}x${s.height}`);
    expect(await smallTouchTargets(page), `pairing dialog at ${s.width}x${s.height}`).toEqual([]);
    await saveShot(page, testInfo, `pos-pairing-qr-${s.width}x${s.height}`);
  }
  await page.setViewportSize(DESKTOP);
  await page.keyboard.press('Escape');

  // The tablet, signed out, opens the scanned address: the sign-in page keeps the code and brings it back.
  const tabletContext = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const tablet = await tabletContext.newPage();
  await tablet.goto(address);
  await expect(tablet).toHaveURL(new RegExp(`/\\?code=${code}$`));
  await expect(tablet.getByTestId('pairing-hint')).toContainText(code);
  await saveShot(tablet, testInfo, 'sign-in-pairing-1024x768');
  await tablet.getByLabel('Nombre de usuario').fill(username);
  await tablet.getByLabel('Contraseña', { exact: true }).fill('pantalla-pass-123');
  await tablet.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(tablet).toHaveURL(new RegExp(`/display/customer\\?code=${code}$`));
  // Paired with that code, no typing: it follows this POS.
  await expect(tablet.getByTestId('customer-display')).toHaveAttribute('data-phase', 'idle');
  await pos.add('Agua en botella');
  await expect(tablet.getByTestId('display-line')).toContainText('Agua en botella');
  await tabletContext.close();
});
