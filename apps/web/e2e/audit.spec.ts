import { readFile } from 'node:fs/promises';
import { formatMoney, toMinor } from '@comandero/contracts';
import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { signInViaApi } from './support/auth';
import { SettingsPage, uniqueSuffix } from './support/settings';
import { DashboardShell } from './support/shell';
import { shotAllSizes } from './support/viewport';

const money = (pesos: number) => formatMoney(toMinor(pesos), 'COP');

test('the admin finds a price change and a payment type change in the audit log, by action, and exports them', async ({
  page,
}, testInfo) => {
  test.slow();
  const s = new SettingsPage(page);
  const id = uniqueSuffix();
  const item = `Plato auditado ${id}`;
  const payment = `Pago auditado ${id}`;
  await signInViaApi(page, 'admin', '/dashboard/profile');
  const added = await page.request.post('/api/v1/menu-items/add', {
    data: { title: item, price: 10_000, netPrice: null, categoryId: null, taxId: null },
  });
  expect(added.status(), await added.text()).toBe(200);
  const { id: itemId } = (await added.json()) as { id: number };
  const addedType = await page.request.post('/api/v1/settings/payment-types/add', {
    data: { title: payment, isActive: 1 },
  });
  expect(addedType.status()).toBe(200);

  // The two changes, made on their own screens.
  await page.goto(`/dashboard/settings/menu-items/${itemId}`);
  const form = page.locator('form').filter({ has: page.getByLabel('Precio neto') });
  await form.getByLabel('Precio', { exact: true }).fill('12500');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(s.toast('¡Ítem actualizado!')).toBeVisible();
  await s.open('payment-types');
  const toggle = page.getByRole('switch', { name: `Activar ${payment}` });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(s.toast('¡Estado del tipo de pago actualizado!')).toBeVisible();

  // The log, from the sidebar.
  await new DashboardShell(page).nav.getByRole('link', { name: 'Registro de auditoría', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Registro de auditoría' })).toBeVisible();
  const entries = page.getByTestId('audit-entry');
  const priceEntry = entries.filter({ hasText: item });
  const paymentEntry = entries.filter({ hasText: payment });
  await expect(priceEntry).toHaveCount(1);
  await expect(paymentEntry).toHaveCount(2);

  const action = page.getByLabel('Acción', { exact: true });
  await action.selectOption({ label: 'Cambio de precio' });
  await expect(page).toHaveURL(/action=menu\.price_change/);
  await expect(paymentEntry).toHaveCount(0);
  await expect(priceEntry).toContainText('Cambio de precio');
  await expect(priceEntry).toContainText(`${money(10_000)}`);
  await expect(priceEntry).toContainText(`${money(12_500)}`);
  await expect(priceEntry).toContainText('admin');
  await expect(entries.filter({ hasNotText: 'Cambio de precio' })).toHaveCount(0);
  await shotAllSizes(page, testInfo, 'audit-price', page.getByRole('button', { name: 'Exportar CSV' }));
  // The page itself (the shell's sidebar is checked with the shell).
  await expectNoSeriousA11yViolations(page, 'the audit log', 'main');

  await action.selectOption({ label: 'Tipo de pago modificado' });
  await expect(priceEntry).toHaveCount(0);
  await expect(paymentEntry).toHaveCount(1);
  await expect(paymentEntry).toContainText('Activo:');
  await expect(paymentEntry).toContainText(/Sí\s*No/);
  await expect(entries.filter({ hasNotText: 'Tipo de pago modificado' })).toHaveCount(0);

  // The CSV has what the filters show.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^auditoria-\d{4}-\d{2}-\d{2}-a-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile(await file.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csv = bytes.toString('utf8');
  expect(csv).toContain('Fecha;Usuario;Dispositivo;Terminal;IP;Acción;Código;');
  expect(csv).toContain(payment);
  expect(csv).toContain(';Tipo de pago modificado;payment_type.update;');
  expect(csv).not.toContain(item);

  await shotAllSizes(page, testInfo, 'audit-payment-type', page.getByRole('button', { name: 'Exportar CSV' }));

  // Tomorrow has nothing yet: the empty state.
  await page.getByLabel('Filtro de fecha').selectOption({ label: 'Mañana' });
  await expect(page.getByText('No hay acciones registradas con estos filtros.')).toBeVisible();
});

test('a user who is not the admin has no link to the log and is refused there', async ({ page }) => {
  await signInViaApi(page, 'cajero');
  const shell = new DashboardShell(page);
  await expect(shell.nav.getByRole('link', { name: 'Facturas' })).toBeVisible();
  await expect(shell.nav.getByRole('link', { name: 'Registro de auditoría' })).toHaveCount(0);
  await page.goto('/dashboard/audit');
  await expect(page).toHaveURL('/no-access');
  expect((await page.request.get('/api/v1/audit')).status()).toBe(403);
  expect((await page.request.get('/api/v1/audit/csv')).status()).toBe(403);
});
