import { expect, test, type APIRequestContext } from './support/test';
import { signInViaApi } from './support/auth';
import { SettingsPage } from './support/settings';

// This file runs alone before every other spec (its own Playwright project): print and store settings
// are global to the one E2E server. Each test reads the originals through the API and restores them.

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`/api/v1${path}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as T;
}

type Print = Record<string, unknown>;

test('print settings: change format, texts and flags, and they persist after a reload', async ({ page }) => {
  await signInViaApi(page, 'admin', '/dashboard/home');
  const original = await getJson<Print>(page.request, '/settings/print-setting');
  try {
    const s = new SettingsPage(page);
    await s.open('print-settings');
    await expect(s.heading('Impresión')).toBeVisible();
    await expect(page.getByLabel('Formato de página')).toHaveValue(String(original.pageFormat));

    await page.getByLabel('Formato de página').selectOption('57');
    await page.getByLabel('Encabezado').fill('Encabezado E2E');
    await page.getByLabel('Pie de página').fill('Pie E2E');
    await page.getByRole('switch', { name: 'Mostrar notas' }).click();
    await page.getByRole('switch', { name: 'Imprimir turno' }).click();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(s.toast('¡Configuración de impresión actualizada!')).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Formato de página')).toHaveValue('57');
    await expect(page.getByLabel('Encabezado')).toHaveValue('Encabezado E2E');
    await expect(page.getByLabel('Pie de página')).toHaveValue('Pie E2E');
    await expect(page.getByRole('switch', { name: 'Mostrar notas' })).not.toBeChecked();
    await expect(page.getByRole('switch', { name: 'Imprimir turno' })).not.toBeChecked();
    await expect(page.getByRole('switch', { name: 'Habilitar impresión' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Mostrar detalles de la tienda' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Mostrar detalles del cliente' })).toBeChecked();
    const saved = await getJson<Print>(page.request, '/settings/print-setting');
    expect(saved).toMatchObject({
      pageFormat: 57,
      header: 'Encabezado E2E',
      footer: 'Pie E2E',
      showNotes: 0,
      printToken: 0,
    });
  } finally {
    const res = await page.request.post('/api/v1/settings/print-setting', { data: original });
    expect(res.status()).toBe(200);
    expect(await getJson<Print>(page.request, '/settings/print-setting')).toEqual(original);
  }
});

test('store details: a non-image upload shows the server message; a PNG is kept on upload alone; details persist', async ({
  page,
}) => {
  await signInViaApi(page, 'admin', '/dashboard/home');
  const original = await getJson<Print>(page.request, '/settings/store-setting');
  try {
    const s = new SettingsPage(page);
    await s.open();
    await expect(s.heading('Detalles')).toBeVisible();
    await expect(page.getByLabel('Nombre del restaurante')).toHaveValue(String(original.storeName));

    // Named and typed as a PNG, so only the server, reading the bytes, can refuse it.
    const refused = page.waitForResponse((r) => r.url().endsWith('/settings/store-image'));
    await page
      .getByLabel('Logo')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('hola') });
    expect((await refused).status()).toBe(400);
    await expect(s.toast('¡Formato de imagen no soportado! Use PNG, JPEG o WebP.')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Logo del restaurante' })).toHaveCount(0);

    await page.getByLabel('Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await expect(s.toast('¡Imagen subida!')).toBeVisible();
    const logo = page.getByRole('img', { name: 'Logo del restaurante' });
    await expect(logo).toHaveAttribute('src', /^\/api\/v1\/uploads\/[a-f0-9]{32}\.png$/);
    const uploaded = await logo.getAttribute('src');

    // The upload alone saved it: a reload without Guardar still shows it, and the file is served.
    await page.reload();
    await expect(logo).toHaveAttribute('src', uploaded!);
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    expect((await getJson<Print>(page.request, '/settings/store-setting')).image).toBe(uploaded);

    // The kitchen times card below has its own Guardar.
    const save = page.getByRole('form', { name: 'Detalles' }).getByRole('button', { name: 'Guardar' });
    await page.getByLabel('Nombre del restaurante').fill('');
    await save.click();
    await expect(page.getByText('¡Por favor ingrese el nombre del restaurante!')).toBeVisible();
    await page.getByLabel('Nombre del restaurante').fill('Sabor E2E');
    await page.getByLabel('Correo electrónico').fill('no-es-correo');
    await save.click();
    await expect(page.getByText('¡Por favor ingrese un correo válido!')).toBeVisible();
    await page.getByLabel('Correo electrónico').fill('e2e@sabor.co');
    await page.getByLabel('Dirección').fill('Carrera 7 # 1-2');
    await save.click();
    await expect(s.toast('¡Detalles de la tienda actualizados!')).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Nombre del restaurante')).toHaveValue('Sabor E2E');
    await expect(page.getByLabel('Correo electrónico')).toHaveValue('e2e@sabor.co');
    await expect(page.getByLabel('Dirección')).toHaveValue('Carrera 7 # 1-2');
    await expect(page.getByLabel('Moneda')).toHaveValue('COP');
    await expect(logo).toHaveAttribute('src', uploaded!);
  } finally {
    const res = await page.request.post('/api/v1/settings/store-setting', { data: original });
    expect(res.status()).toBe(200);
    expect(await getJson<Print>(page.request, '/settings/store-setting')).toEqual(original);
  }
});
