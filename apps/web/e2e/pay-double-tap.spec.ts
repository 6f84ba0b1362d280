import { formatAmount, toMinor, type BillSplitResponse } from '@comandero/contracts';
import { expect, test, type Page } from './support/test';
import { openPageDrawer } from './support/drawer';
import { createFloorTableAsAdmin, sendOrderFromPos } from './support/floor';
import { toast } from './support/front-desk';
import { PosScreen } from './support/pos';
import { DESKTOP, shotAllSizes } from './support/viewport';

/** Requests whose URL ends with `path`, counted from now on. */
function countRequests(page: Page, path: string | RegExp): () => number {
  let n = 0;
  page.on('request', (r) => {
    const url = new URL(r.url()).pathname;
    if (r.method() === 'POST' && (typeof path === 'string' ? url.endsWith(path) : path.test(url))) n++;
  });
  return () => n;
}

/**
 * Issue 18, double tap on pay: a double click on a pay button sent two payments (200, then 409) and
 * the screen showed green and red together, losing the change and print step. Every pay button
 * now sends one request and shows one success, and the flow goes on. Cash also needs an open
 * drawer: without one the cashier reads how to open it and keeps the cart.
 */
test('a double click on every pay button sends one payment, shows one success and goes on', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  await page.setViewportSize(DESKTOP);
  const pos = new PosScreen(page);
  await pos.open('cajero');

  // No drawer on this terminal yet: cash is refused with how to open one, and the cart stays.
  await pos.add('Aborrajados');
  await page.getByRole('button', { name: 'Pagar y enviar', exact: true }).click();
  const summary = page.getByRole('dialog', { name: 'Pagar y enviar a cocina' });
  await summary.getByRole('radio', { name: 'Efectivo' }).check();
  await summary.getByRole('button', { name: 'Confirmar pago' }).click();
  await expect(summary.getByRole('alert')).toContainText(/No hay una caja abierta en este terminal.*«Abrir caja»/);
  await shotAllSizes(page, testInfo, 'no-drawer-refusal', summary.getByRole('alert'));
  await page.keyboard.press('Escape');
  await expect(summary).toHaveCount(0);
  await expect(pos.cart.getByRole('listitem')).toHaveCount(1);

  // POS "Pagar y enviar": one order, one success toast, the receipt prints.
  await openPageDrawer(page);
  const posPays = countRequests(page, '/api/v1/pos/create-order-and-invoice');
  await page.getByRole('button', { name: 'Pagar y enviar', exact: true }).click();
  await summary.getByRole('radio', { name: 'Efectivo' }).check();
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/v1/pos/create-order-and-invoice'));
  const receipt = page.waitForEvent('popup');
  await summary.getByRole('button', { name: 'Confirmar pago' }).dblclick();
  expect((await answer).status()).toBe(200);
  // The success toast is short-lived and the receipt popup takes the focus: the one answer and the
  // printed receipt are the success the cashier sees.
  const popup = await receipt;
  await expect(popup.getByTestId('receipt-total')).toContainText('10.000');
  await popup.close();
  await expect(pos.cart.getByRole('listitem')).toHaveCount(0);
  expect(posPays()).toBe(1);
  await expect(page.getByRole('alert')).toHaveCount(0);

  // Orders screen "Cobrar y completar".
  const paidTable = await createFloorTableAsAdmin(browser);
  await sendOrderFromPos(page.request, paidTable.id);
  await page.goto('/dashboard/orders');
  const completes = countRequests(page, '/api/v1/orders/complete-and-pay-order');
  const card = page.getByRole('region', { name: paidTable.title });
  await card.getByRole('button', { name: 'Pagar y completar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pagar y completar' });
  await expect(dialog.getByTestId('payment-summary')).toBeVisible();
  // The voluntary tip comes first at a table (store setting); declined here, then one cash tender.
  await dialog.getByRole('button', { name: 'Sin propina' }).click();
  await dialog.getByRole('button', { name: 'Continuar al pago' }).click();
  await dialog.getByLabel('Tipo de pago 1').selectOption({ label: 'Efectivo' });
  await dialog.getByRole('button', { name: /^Cobrar y completar/ }).dblclick();
  await expect(page.getByTestId('orders-paid')).toContainText('¡Órdenes pagadas y completadas!');
  await expect(card).toHaveCount(0);
  expect(completes()).toBe(1);
  await expect(page.locator('[role="status"]').filter({ hasText: 'ya fue pagad' })).toHaveCount(0);

  // Split bill "Cobrar": one payment, the change step shows and "Listo" closes it.
  const splitTable = await createFloorTableAsAdmin(browser);
  await sendOrderFromPos(page.request, splitTable.id);
  const split = await page.request.post('/api/v1/orders/bills/split', {
    data: { tableId: splitTable.id, mode: 'equal', parts: 2 },
  });
  expect(split.status(), await split.text()).toBe(200);
  const first = ((await split.json()) as BillSplitResponse).split!.bills[0];
  await page.reload();
  const bills = countRequests(page, /\/api\/v1\/orders\/bills\/\d+\/pay$/);
  await page
    .getByRole('region', { name: splitTable.title })
    .getByRole('region', { name: 'Cuenta dividida' })
    .getByLabel(first.label)
    .getByRole('button', { name: 'Cobrar' })
    .click();
  const pay = page.getByRole('dialog', { name: `Cobrar ${first.label}` });
  const noTip = pay.getByRole('button', { name: 'Sin propina' });
  await expect(pay.getByTestId('payments-step').or(noTip)).toBeVisible();
  if (await noTip.isVisible()) {
    await noTip.click();
    await pay.getByRole('button', { name: 'Continuar al pago' }).click();
  }
  await pay.getByLabel('Tipo de pago 1').selectOption({ label: 'Efectivo' });
  const tendered = Math.ceil(first.total / 10_000) * 10_000 + 10_000;
  await pay.getByLabel('Efectivo recibido 1').fill(formatAmount(toMinor(tendered)));
  await pay.getByRole('button', { name: /^Cobrar / }).dblclick();
  await expect(pay.getByTestId('bill-change')).toContainText('Cambio a entregar');
  await expect(toast(page, '¡Cuenta pagada!')).toBeVisible();
  await expect(page.locator('[role="status"]').filter({ hasText: '¡La cuenta ya fue pagada!' })).toHaveCount(0);
  expect(bills()).toBe(1);
  await pay.getByRole('button', { name: 'Listo' }).click();
  await expect(pay).toHaveCount(0);
});
