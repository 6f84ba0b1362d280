import fs from 'node:fs';
import { expect, test } from './support/test';
import { signInViaApi } from './support/auth';
import { SettingsPage, uniqueSuffix } from './support/settings';
import { makeE2eP12 } from './support/test-p12';
import { shotAllSizes } from './support/viewport';

const DAY = 86_400_000;

// Facturación electrónica is global to the E2E server: this spec never switches it on, so every other
// spec's sales stay undocumented; it fills the issuer, uploads a certificate and adds a range.
test('Facturación electrónica: issuer saved with its DV checked, certificate uploaded, range added', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await signInViaApi(page, 'admin', '/dashboard/settings');
  const s = new SettingsPage(page);
  await s.nav.getByRole('link', { name: 'Facturación electrónica' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings\/einvoice$/);
  await expect(s.heading('Facturación electrónica')).toBeVisible();

  const issuer = page.getByRole('form', { name: 'Emisor y software' });
  const fill = async (fields: Record<string, string>) => {
    for (const [label, value] of Object.entries(fields)) await issuer.getByLabel(label, { exact: true }).fill(value);
  };
  await fill({
    'NIT (sin dígito de verificación)': '900373076',
    DV: '5',
    'Razón social': 'Restaurante de Prueba S.A.S.',
    'Responsabilidades fiscales': 'O-13',
    Dirección: 'Calle 72 # 10-34',
    'Código DANE del municipio': '11001',
    Ciudad: 'Bogotá, D.C.',
    'Código DANE del departamento': '11',
    Departamento: 'Bogotá',
    SoftwareID: '56f2ae4e-9812-4fad-9255-08fcfcd5ccb0',
    'PIN del software': '12345',
  });
  await issuer.getByRole('button', { name: 'Guardar' }).click();
  await expect(s.toast('El dígito de verificación no corresponde al NIT.')).toBeVisible();
  await fill({ DV: '4' });
  await issuer.getByRole('button', { name: 'Guardar' }).click();
  await expect(s.toast('Facturación electrónica guardada.')).toBeVisible();
  await expect(issuer.getByText('PIN guardado. Escriba otro solo para cambiarlo.')).toBeVisible();

  const p12 = testInfo.outputPath('firma.p12');
  fs.writeFileSync(
    p12,
    makeE2eP12({ password: 'clave', notAfter: new Date(Date.now() + 20 * DAY), holder: 'Fonda E2E' }),
  );
  const certificate = page.getByRole('form', { name: 'Certificado de firma' });
  await certificate.getByLabel('Archivo .p12').setInputFiles(p12);
  await certificate.getByLabel('Contraseña del certificado').fill('otra');
  await certificate.getByRole('button', { name: 'Guardar' }).click();
  await expect(s.toast(/no se pudo abrir|contraseña|\.p12/i)).toBeVisible();
  await certificate.getByLabel('Contraseña del certificado').fill('clave');
  await certificate.getByRole('button', { name: 'Guardar' }).click();
  await expect(s.toast('Certificado de firma guardado.')).toBeVisible();
  await expect(page.getByTestId('einvoice-certificate')).toContainText('Fonda E2E');
  await expect(page.getByTestId('einvoice-certificate')).toContainText(/Vence en 1[89] días/);

  const prefix = uniqueSuffix().slice(0, 4).toUpperCase();
  const add = page.getByRole('form', { name: 'Agregar numeración' });
  await add.getByLabel('Número de resolución', { exact: true }).fill('18764000001234');
  await add.getByLabel('Fecha de resolución', { exact: true }).fill('2026-01-15');
  await add.getByLabel('Prefijo', { exact: true }).fill(prefix);
  await add.getByLabel('Desde', { exact: true }).fill('1');
  await add.getByLabel('Hasta', { exact: true }).fill('5000');
  await add.getByLabel('Vigente desde', { exact: true }).fill('2026-01-15');
  await add.getByLabel('Vigente hasta', { exact: true }).fill('2099-12-31');
  await add.getByRole('button', { name: 'Guardar' }).click();
  await expect(s.toast('Numeración agregada.')).toBeVisible();
  await expect(page.getByText(`${prefix}1 a ${prefix}5000`)).toBeVisible();

  // Never switched on here; the secrets are not in any answer.
  const setting = await (await page.request.get('/api/v1/settings/einvoice-setting')).json();
  expect(setting).toMatchObject({ enabled: false, softwarePinSet: true });
  expect(JSON.stringify(setting)).not.toContain('12345');

  await page.evaluate(() => window.scrollTo(0, 0));
  await shotAllSizes(page, testInfo, 'einvoice', s.heading('Facturación electrónica'));
  // The issuer form is longer than a phone or tablet screen: its Guardar stays on screen (sticky footer).
  for (const size of [
    { width: 390, height: 844 },
    { width: 1024, height: 768 },
  ]) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(issuer.getByRole('button', { name: 'Guardar' })).toBeInViewport({ ratio: 1 });
  }
});
