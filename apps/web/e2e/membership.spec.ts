import path from 'node:path';
import { expect, test, type Locator, type Page } from './support/test';
import { MEMBERSHIP_MESSAGES } from '@comandero/contracts';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { signInViaApi } from './support/auth';
import { createCustomer } from './support/back-office';
import { openPageDrawer } from './support/drawer';
import { PosScreen } from './support/pos';
import { DESKTOP, settleAnimations, smallTouchTargets } from './support/viewport';

/** Issue 24's sizes: tablet, phone, desktop; into .tmp/shots of the repository to look at. */
const SIZES = [
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];
const SHOTS = path.resolve(process.cwd(), '.tmp/shots');

async function shots(page: Page, name: string, main: Locator): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await expect(main).toBeInViewport();
    await settleAnimations(page);
    expect(await smallTouchTargets(page), `${name} at ${size.width}x${size.height}`).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, `membership-${name}-${size.width}x${size.height}.png`) });
  }
  await page.setViewportSize(DESKTOP);
}

/** Pays the cart at the POS with the payment type named, and closes the receipt it prints. */
async function payWith(page: Page, type: string, note?: string): Promise<void> {
  await page.getByRole('button', { name: 'Pagar y enviar', exact: true }).click();
  const summary = page.getByRole('dialog', { name: 'Pagar y enviar a cocina' });
  await summary.getByRole('radio', { name: type }).check();
  if (note) await expect(summary.getByTestId('submit-points')).toHaveText(note);
  if (note) await shots(page, 'pos-pay-points', summary.getByTestId('submit-points'));
  const receipt = page.waitForEvent('popup');
  await summary.getByRole('button', { name: 'Confirmar pago' }).click();
  await (await receipt).close();
  await expect(summary).toBeHidden();
}

/**
 * The programme on a server of its own (playwright.config.ts): the admin turns it on and adds a tier,
 * a customer joins with consent from Clientes and another from the POS, earns on a cash sale and
 * pays the next one with "Puntos"; the members list, the history and the report show it.
 */
test('join, earn on a sale and redeem points at the POS', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await signInViaApi(page, 'admin', '/dashboard/membership');
  const lucia = await createCustomer(page.request, 'Lucía Fidelidad');
  const tomas = await createCustomer(page.request, 'Tomás Puntual');

  // Programa: on, 10 points per Col$ 1.000, a point pays Col$ 100; Plata from 100 points.
  await page.getByRole('tab', { name: 'Programa' }).click();
  await page.getByRole('switch', { name: 'Programa activo' }).click();
  await page.getByLabel('Puntos por cada Col$ 1.000 pagados').fill('10');
  await page.getByLabel('Saldo mínimo para redimir (puntos)').fill('50');
  await page.getByLabel('Valor de un punto (Col$)').fill('100');
  await page.getByRole('button', { name: 'Guardar programa' }).click();
  await expect(page.locator('[role="status"]').filter({ hasText: MEMBERSHIP_MESSAGES.settingsSaved })).toBeVisible();
  await page.getByRole('button', { name: 'Nuevo nivel' }).click();
  const tierDialog = page.getByRole('dialog', { name: 'Nuevo nivel' });
  await tierDialog.getByLabel('Nombre').fill('Plata');
  await tierDialog.getByLabel('Desde (puntos acumulados)').fill('100');
  await tierDialog.getByLabel('Puntos por cada Col$ 1.000').fill('20');
  await tierDialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(tierDialog).toBeHidden();
  await shots(page, 'programme', page.getByRole('button', { name: 'Guardar programa' }));

  // Clientes: joining asks for the Ley 1581 consent first.
  await page.goto(`/dashboard/customers?q=${encodeURIComponent(tomas.name)}`);
  await page
    .getByRole('button', { name: `Inscribir en puntos ${tomas.name}` })
    .first()
    .click();
  const join = page.getByRole('dialog', { name: 'Inscribir en el programa de puntos' });
  await expect(join.getByTestId('consent-text')).toContainText('Ley 1581 de 2012');
  await join.getByRole('button', { name: 'Inscribir' }).click();
  await expect(join.getByRole('alert')).toContainText('sin la autorización del cliente');
  await shots(page, 'join-consent', join.getByRole('button', { name: 'Inscribir' }));
  await join.getByRole('checkbox', { name: /acepta el tratamiento/ }).check();
  await join.getByRole('button', { name: 'Inscribir' }).click();
  await expect(join).toBeHidden();

  // POS (the cashier, without MEMBERSHIP): the attached customer joins there, earns, then redeems.
  const context = await browser.newContext();
  const till = await context.newPage();
  const pos = new PosScreen(till);
  await pos.open('cajero');
  await pos.lookUpCustomer(lucia.phone);
  const points = till.getByTestId('pos-customer-points');
  await expect(points).toContainText('No inscrito en puntos');
  await points.getByRole('button', { name: 'Inscribir' }).click();
  const posJoin = till.getByRole('dialog', { name: 'Inscribir en el programa de puntos' });
  await posJoin.getByRole('checkbox', { name: /acepta el tratamiento/ }).check();
  await posJoin.getByRole('button', { name: 'Inscribir' }).click();
  await expect(points).toContainText('0 puntos');
  await openPageDrawer(till);
  await pos.add('Aborrajados');
  await payWith(till, 'Efectivo');
  // 10.000 paid: 100 points, Plata reached.
  await expect(points).toContainText('100 puntos · Plata');
  // On a phone the cart (and the points under its customer) is behind the cart bar: the header is what shows.
  await shots(till, 'pos-points', till.getByRole('button', { name: 'Nuevo', exact: true }));
  await pos.add('Aborrajados');
  await payWith(till, 'Puntos', 'Saldo del cliente: 100 puntos (Col$ 10.000).');
  await expect(points).toContainText('0 puntos · Plata');
  await context.close();

  // Miembros, the history and the report.
  await page.goto('/dashboard/membership');
  const row = page.getByRole('row', { name: new RegExp(lucia.name) });
  await expect(row).toContainText('0 puntos');
  await expect(row).toContainText('Plata');
  await expect(page.getByRole('row', { name: new RegExp(tomas.name) })).toBeVisible();
  await shots(page, 'members', page.getByRole('tab', { name: 'Miembros' }));
  await expectNoSeriousA11yViolations(page, 'Membresía');
  await row.getByRole('button', { name: `Movimientos ${lucia.name}` }).click();
  const history = page.getByRole('dialog', { name: `Movimientos de ${lucia.name}` });
  await expect(history.getByRole('row')).toHaveCount(3);
  await expect(history.getByRole('row').nth(1)).toContainText('Redención');
  await expect(history.getByRole('row').nth(1)).toContainText('-100 puntos');
  await expect(history.getByRole('row').nth(2)).toContainText('+100 puntos');
  await shots(page, 'history', history.getByRole('row').nth(1));
  // The redeemed sale is annulled: its points go back to the member, once.
  await history
    .getByRole('row')
    .nth(1)
    .getByRole('button', { name: /^Revertir puntos de la factura/ })
    .click();
  const reverse = page.getByRole('dialog', { name: /^Revertir los puntos de la factura/ });
  await reverse.getByLabel('Motivo').fill('Venta anulada');
  await reverse.getByRole('button', { name: 'Revertir puntos' }).click();
  await expect(reverse).toBeHidden();
  await expect(history.getByRole('row')).toHaveCount(4);
  await expect(history.getByRole('row').nth(1)).toContainText('Reversión');
  await expect(history.getByRole('button', { name: /^Revertir puntos de la factura/ })).toHaveCount(1);
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'Reporte' }).click();
  const report = page.getByRole('list', { name: 'Puntos en el periodo' });
  await expect(report.locator('[data-metric="issued"]')).toContainText('100 puntos');
  await expect(report.locator('[data-metric="redeemed"]')).toContainText('100 puntos');
  await expect(report.locator('[data-metric="reversed"]')).toContainText('100 puntos');
  await expect(report.locator('[data-metric="liability"]')).toContainText('Col$ 10.000');
  await shots(page, 'report', report);
  await expectNoSeriousA11yViolations(page, 'the points report');
});
