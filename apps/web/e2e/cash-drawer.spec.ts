import {
  formatAmount,
  formatMoney,
  toMinor,
  type BillSplitResponse,
  type CashDrawerReport,
  type DrawerSessionResponse,
  type PosInitResponse,
} from '@comandero/contracts';
import { expect, test, type Page } from './support/test';
import { newSignedInPage, signInViaApi } from './support/auth';
import { createFloorTableAsAdmin } from './support/floor';
import { PosScreen } from './support/pos';
import { uniqueSuffix } from './support/settings';
import { DESKTOP, shotAllSizes } from './support/viewport';

const money = (pesos: number) => formatMoney(toMinor(pesos), 'COP');

/**
 * Pays the POS cart with one payment type. Printing is on in the demo store (only the serial
 * pos-orders project turns it off, after this one), so the receipt opens in its popup: its total is
 * checked and the popup closed, as the cashier does once the slip is out.
 */
async function payAtPos(page: Page, pos: PosScreen, item: string, type: 'Efectivo' | 'Tarjeta', total: number) {
  await pos.add(item);
  await page.getByRole('button', { name: 'Pagar y enviar', exact: true }).click();
  const summary = page.getByRole('dialog', { name: 'Pagar y enviar a cocina' });
  await expect(summary, 'the pay summary opens').toBeVisible();
  await expect(summary.getByRole('radio', { name: type }), `the summary offers ${type}`).toBeVisible();
  await summary.getByRole('radio', { name: type }).check();
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/v1/pos/create-order-and-invoice'));
  const receipt = page.waitForEvent('popup');
  await summary.getByRole('button', { name: 'Confirmar pago' }).click();
  expect((await answer).status()).toBe(200);
  await expect(pos.cart.getByRole('listitem')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const popup = await receipt;
  await expect(popup.getByTestId('receipt-total')).toHaveText(money(total));
  await popup.close();
}

test('a cashier opens the drawer, takes three payments, prints the X report and closes short; the Z shows the difference', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  await page.setViewportSize(DESKTOP);
  // Other specs pay at the same time (their API cash on a terminal of its own, support/drawer.ts):
  // a second drawer stays open meanwhile and none of their payments lands in ours.
  const decoy = await newSignedInPage(browser, 'admin', '/dashboard/profile');
  const decoyTerminal = { 'X-Terminal-Id': `e2e-decoy-${uniqueSuffix()}${uniqueSuffix()}` };
  const decoyOpen = await decoy.page.request.post('/api/v1/cash-drawer/open', {
    data: { openingFloat: 0 },
    headers: decoyTerminal,
  });
  expect(decoyOpen.status(), await decoyOpen.text()).toBe(200);
  const decoyId = ((await decoyOpen.json()) as DrawerSessionResponse).session.id;
  const table = await createFloorTableAsAdmin(browser);

  // A fresh terminal only offers the button: nothing stands between it and its first order.
  const pos = new PosScreen(page);
  await pos.open('cajero');
  const gate = page.getByRole('button', { name: 'Abrir caja de este terminal' });
  await expect(gate).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await shotAllSizes(page, testInfo, 'pos-gate', gate);

  await gate.click();
  const openDialog = page.getByRole('dialog', { name: 'Abrir caja' });
  await openDialog.getByLabel('Base inicial (pesos)').fill('100.000');
  await expect(openDialog).toContainText('Se guardará: Col$ 100.000');
  await shotAllSizes(page, testInfo, 'open-dialog', openDialog.getByRole('button', { name: 'Abrir caja' }));
  const opened = page.waitForResponse((r) => r.url().endsWith('/api/v1/cash-drawer/open'));
  await openDialog.getByRole('button', { name: 'Abrir caja' }).click();
  const sessionId = ((await (await opened).json()) as DrawerSessionResponse).session.id;
  const drawer = page.getByRole('button', { name: /^Caja abierta/ });
  await expect(drawer).toBeVisible();

  // Three payments: card and cash at the POS, and half a table in cash with change.
  await payAtPos(page, pos, 'Aborrajados', 'Tarjeta', 10_000);
  await payAtPos(page, pos, 'Chicharrón con arepa', 'Efectivo', 15_000);
  const init = (await (await page.request.get('/api/v1/pos/init')).json()) as PosInitResponse;
  const dish = init.menuItems.find((m) => m.title === 'Aborrajados')!;
  const line = { ...dish, quantity: 2, notes: null, variant: null, variant_id: null, addons: [], addons_ids: [] };
  const order = await page.request.post('/api/v1/pos/create-order', {
    data: { cart: [line], deliveryType: 'dinein', customerType: 'WALKIN', customerId: null, tableId: table.id },
  });
  expect(order.status(), await order.text()).toBe(200);
  const split = await page.request.post('/api/v1/orders/bills/split', {
    data: { tableId: table.id, mode: 'equal', parts: 2 },
  });
  expect(split.status(), await split.text()).toBe(200);
  const first = ((await split.json()) as BillSplitResponse).split!.bills[0];
  expect(first.total).toBe(10_000);

  await page.goto('/dashboard/orders');
  await expect(page.getByRole('button', { name: /^Caja abierta/ })).toBeVisible();
  await shotAllSizes(page, testInfo, 'orders-gate', page.getByRole('button', { name: /^Caja abierta/ }));
  const card = page.getByRole('region', { name: table.title });
  await card
    .getByRole('region', { name: 'Cuenta dividida' })
    .getByLabel(first.label)
    .getByRole('button', { name: 'Cobrar' })
    .click();
  const pay = page.getByRole('dialog', { name: `Cobrar ${first.label}` });
  // The tip step shows where the store asks for a tip; both ways lead to the payments.
  const noTip = pay.getByRole('button', { name: 'Sin propina' });
  await expect(pay.getByTestId('payments-step').or(noTip)).toBeVisible();
  if (await noTip.isVisible()) {
    await noTip.click();
    await pay.getByRole('button', { name: 'Continuar al pago' }).click();
  }
  await pay.getByLabel('Tipo de pago 1').selectOption({ label: 'Efectivo' });
  await pay.getByLabel('Efectivo recibido 1').fill(formatAmount(toMinor(20_000)));
  await pay.getByRole('button', { name: /^Cobrar / }).click();
  await expect(pay.getByTestId('bill-change')).toHaveText(`Cambio a entregar: ${money(10_000)}`);
  await pay.getByRole('button', { name: 'Listo' }).click();

  // A cash out with its reason, from the drawer panel of the orders screen.
  await page.getByRole('button', { name: /^Caja abierta/ }).click();
  let panel = page.getByRole('dialog', { name: 'Caja abierta' });
  await panel.getByRole('button', { name: 'Salida' }).click();
  const out = page.getByRole('dialog', { name: 'Salida de efectivo' });
  await out.getByLabel('Valor (pesos)').fill('5.000');
  await out.getByLabel('Motivo').fill('Hielo para el bar');
  await out.getByRole('button', { name: 'Registrar' }).click();

  // X: 100.000 + cash 15.000 + 20.000 received − 10.000 change − 5.000 out = 120.000.
  panel = page.getByRole('dialog', { name: 'Caja abierta' });
  await expect(panel.getByTestId('summary-expected')).toHaveText(money(120_000));
  await expect(panel.getByTestId('report-expected')).toHaveText(money(120_000));
  await expect(panel.getByTestId('report-sales-total')).toHaveText(money(35_000));
  await expect(panel.getByRole('region', { name: 'Por tipo de pago' })).toContainText(`Efectivo (2)${money(25_000)}`);
  await expect(panel.getByRole('region', { name: 'Por tipo de pago' })).toContainText(`Tarjeta (1)${money(10_000)}`);
  await expect(panel.getByRole('region', { name: 'Movimientos' })).toContainText('Salida: Hielo para el bar');
  await shotAllSizes(page, testInfo, 'drawer-panel', panel.getByRole('button', { name: 'Cerrar caja' }));
  const xPopupEvent = page.waitForEvent('popup');
  await panel.getByRole('button', { name: 'Informe X' }).click();
  const xPopup = await xPopupEvent;
  await expect(xPopup).toHaveURL(/\/print-cash-report$/);
  await expect(xPopup.getByTestId('print-sheet')).toContainText('Informe X (parcial)');
  await expect(xPopup.getByTestId('report-expected')).toHaveText(money(120_000));
  await xPopup.close();

  // Close with a short count: 100.000 + 10.000 + 5.000 + 2 × 2.000 = 119.000, 1.000 missing.
  await panel.getByRole('button', { name: 'Cerrar caja' }).click();
  const close = page.getByRole('dialog', { name: 'Cerrar caja' });
  await close.getByLabel('Cantidad de billetes de $100.000').fill('1');
  await close.getByLabel('Cantidad de billetes de $10.000').fill('1');
  await close.getByLabel('Cantidad de billetes de $5.000').fill('1');
  await close.getByLabel('Cantidad de billetes de $2.000').fill('2');
  await expect(close.getByTestId('close-counted')).toHaveText(`Total contado: ${money(119_000)}`);
  await shotAllSizes(page, testInfo, 'close-dialog', close.getByRole('button', { name: 'Cerrar caja' }));
  await close.getByRole('button', { name: 'Cerrar caja' }).click();
  const closeAnswer = page.waitForResponse((r) => r.url().endsWith(`/cash-drawer/sessions/${sessionId}/close`));
  await page.getByRole('dialog', { name: '¿Cerrar la caja?' }).getByRole('button', { name: 'Sí, cerrar caja' }).click();
  expect((await closeAnswer).status()).toBe(200);

  const z = page.getByRole('dialog', { name: 'Informe Z' });
  await expect(z.getByTestId('summary-difference')).toHaveText(money(-1_000));
  await expect(z.getByTestId('report-counted')).toHaveText(money(119_000));
  await expect(z.getByTestId('report-difference')).toHaveText(money(-1_000));
  await expect(z.getByRole('region', { name: 'Conteo' })).toContainText('Diferencia (Faltante)');
  await shotAllSizes(page, testInfo, 'z-dialog', z.getByRole('button', { name: 'Imprimir 80 mm' }));
  for (const width of [80, 57] as const) {
    const popupEvent = page.waitForEvent('popup');
    await z.getByRole('button', { name: `Imprimir ${width} mm` }).click();
    const popup = await popupEvent;
    const sheet = popup.getByTestId('print-sheet');
    await expect(sheet).toHaveAttribute('data-page-format', String(width));
    await expect(sheet).toContainText('Informe Z (cierre)');
    await expect(popup.getByTestId('report-difference')).toHaveText(money(-1_000));
    const path = testInfo.outputPath(`z-report-${width}mm.png`);
    await sheet.screenshot({ path });
    await testInfo.attach(`z-report-${width}mm`, { path, contentType: 'image/png' });
    await popup.close();
  }
  // The footer's Cerrar (the corner X has the same name).
  await z.locator('button', { hasText: /^Cerrar$/ }).click();
  await expect(page.getByRole('button', { name: 'Abrir caja de este terminal' })).toBeVisible();

  // The drawer belongs to the tablet: the next cashier signing in here is asked for the float.
  await signInViaApi(page, 'mesero', '/dashboard/pos');
  const asked = page.getByRole('dialog', { name: 'Abrir caja' });
  await expect(asked).toBeVisible();
  await asked.getByRole('button', { name: 'Ahora no' }).click();
  await expect(asked).toBeHidden();

  // The back office reprints the Z of that session, unchanged.
  await decoy.page.setViewportSize(DESKTOP);
  await decoy.page.goto('/dashboard/cash-drawers');
  const view = decoy.page.getByRole('button', { name: `Ver informe de la caja ${sessionId}` });
  await expect(view).toBeVisible();
  await shotAllSizes(decoy.page, testInfo, 'history', decoy.page.getByRole('heading', { name: 'Cierres de caja' }));
  await view.click();
  const reprint = decoy.page.getByRole('dialog', { name: 'Informe Z' });
  await expect(reprint.getByTestId('report-difference')).toHaveText(money(-1_000));
  await expect(reprint.getByTestId('report-expected')).toHaveText(money(120_000));

  const closeDecoy = await decoy.page.request.post(`/api/v1/cash-drawer/sessions/${decoyId}/close`, {
    data: { method: 'amount', countedCash: 0 },
    headers: decoyTerminal,
  });
  expect(((await closeDecoy.json()) as { report: CashDrawerReport }).report.kind).toBe('Z');
  await decoy.context.close();
});
