import { expect, test, type Page, type TestInfo } from './support/test';
import { signInViaApi } from './support/auth';
import { attachShot, expectTouchTargets } from './support/floor';
import { SettingsPage, uniqueSuffix } from './support/settings';

const SIZES = [
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
  { width: 1920, height: 1080 },
];

async function shotAll(page: Page, name: string, testInfo: TestInfo): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await attachShot(page, `${name}-${size.width}x${size.height}`, testInfo);
  }
  await page.setViewportSize(SIZES[0]);
}

/** What a cashier's discount dialog offers: the same list, read through the bills API. */
async function cashierReasons(page: Page): Promise<string[]> {
  const res = await page.request.get('/api/v1/orders/bills/discount-reasons');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { reasons: { title: string }[] }).reasons.map((r) => r.title);
}

test('Motivos de descuento: add, a duplicate refused, rename and delete after confirming', async ({
  page,
}, testInfo) => {
  // Six screenshots beside the flow: over 30 s on a busy machine, so the long-flow budget.
  test.setTimeout(120_000);
  await page.setViewportSize(SIZES[0]);
  await signInViaApi(page, 'admin', '/dashboard/settings');
  const s = new SettingsPage(page);
  const row = (name: string) =>
    page.getByRole('list', { name: 'Motivos de descuento' }).getByRole('listitem', { name, exact: true });
  const title = `Aniversario ${uniqueSuffix()}`;
  const renamed = `${title} casa`;

  await s.nav.getByRole('link', { name: 'Motivos de descuento' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings\/discount-reasons$/);
  await expect(s.heading('Motivos de descuento')).toBeVisible();
  await expect(s.nav.getByRole('link', { name: 'Motivos de descuento' })).toHaveAttribute('aria-current', 'page');
  await expect(row('Cliente frecuente')).toBeVisible();

  await page.getByRole('button', { name: 'Nuevo motivo' }).click();
  const add = s.dialog('Nuevo motivo de descuento');
  await add.getByRole('button', { name: 'Guardar' }).click();
  await expect(add.getByText('¡Indique el motivo del descuento!')).toBeVisible();
  await s.fillAndSave(add, { Motivo: title });
  await expect(s.toast('¡Motivo de descuento guardado!')).toBeVisible();
  await expect(add).toBeHidden();
  await expect(row(title)).toBeVisible();
  expect(await cashierReasons(page)).toContain(title);

  // The same title with other case and spacing is the same reason: refused, the dialog keeps it.
  await page.getByRole('button', { name: 'Nuevo motivo' }).click();
  const again = s.dialog('Nuevo motivo de descuento');
  await s.fillAndSave(again, { Motivo: `  ${title.toUpperCase()} ` });
  await expect(again.getByText('¡Ese motivo de descuento ya existe!')).toBeVisible();
  await again.getByRole('button', { name: 'Cancelar' }).click();
  await expect(again).toBeHidden();
  await expect(row(title)).toHaveCount(1);

  await expectTouchTargets(page);
  // The pictures without the toasts over the heading.
  await expect(page.locator('[role="status"]').filter({ hasText: 'motivo de descuento' })).toHaveCount(0);
  await shotAll(page, 'discount-reasons', testInfo);

  await s.editButton(title).click();
  const edit = s.dialog('Cambiar el nombre del motivo');
  await expect(edit.getByLabel('Motivo')).toHaveValue(title);
  await s.fillAndSave(edit, { Motivo: renamed });
  await expect(s.toast('¡Motivo de descuento actualizado!')).toBeVisible();
  await expect(row(renamed)).toBeVisible();
  await expect(row(title)).toHaveCount(0);
  expect(await cashierReasons(page)).toContain(renamed);

  await s.deleteButton(renamed).click();
  const confirm = s.dialog('Eliminar');
  await expect(confirm).toBeVisible();
  await shotAll(page, 'discount-reasons-confirm', testInfo);
  await confirm.getByRole('button', { name: 'Eliminar', exact: true }).click();
  await expect(s.toast('¡Motivo de descuento eliminado!')).toBeVisible();
  await expect(row(renamed)).toHaveCount(0);
  expect(await cashierReasons(page)).not.toContain(renamed);
});

test('Motivos de descuento: the loading and empty states', async ({ page }, testInfo) => {
  await page.setViewportSize(SIZES[0]);
  await signInViaApi(page, 'admin', '/dashboard/profile');
  // Other specs rely on the seeded reasons, so the empty list is the server's answer replaced here.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/orders/bills/discount-reasons', async (route) => {
    await held;
    await route.fulfill({ json: { reasons: [] } });
  });
  const s = new SettingsPage(page);
  await s.open('discount-reasons');
  await expect(s.heading('Motivos de descuento')).toBeVisible();
  const empty = page.getByText('Aún no hay motivos de descuento. Agregue el primero con «Nuevo motivo».');
  const loading = page.getByRole('main').getByRole('status').filter({ hasText: 'Por favor espere...' });
  await expect(loading).toBeVisible();
  await expect(empty).toHaveCount(0);
  release();
  await expect(empty).toBeVisible();
  await expect(loading).toHaveCount(0);
  await shotAll(page, 'discount-reasons-empty', testInfo);
});
