import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page, type TestInfo } from './support/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { adminApi, createItem } from './support/admin-api';
import { signInViaApi } from './support/auth';
import { PosScreen } from './support/pos';
import { makeE2eP12 } from './support/test-p12';
import { E2E_SOFTWARE_PIN } from './support/dian';
import { smallTouchTargets } from './support/viewport';

// Runs on a server of its own (the `einvoice` project): switched on, e-invoicing documents every sale.
const ITEM = 'Limonada de coco DE';

async function shot(page: Page, testInfo: TestInfo, name: string, fullPage = false): Promise<void> {
  // The repository's .tmp/shots (testDir is apps/web/e2e), where the screenshots are looked at.
  const shots = path.resolve(testInfo.config.rootDir, '../../../.tmp/shots');
  fs.mkdirSync(shots, { recursive: true });
  const file = path.join(shots, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

test('a paid sale prints its DE-POS (QR and CUDE at 80 and 57 mm) and shows in Documentos electrónicos', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const admin = await adminApi(baseURL!);
  await createItem(admin, ITEM, 9_000);
  const post = async (url: string, data: object) => {
    const res = await admin.post(`/api/v1${url}`, { data });
    expect(res.status(), await res.text()).toBe(200);
  };
  const issuer = {
    enabled: false,
    environment: 'pruebas',
    nit: '900373076',
    dv: '4',
    legalName: 'Restaurante de Prueba S.A.S.',
    tradeName: null,
    personType: '1',
    taxResponsibilities: ['O-13'],
    taxScheme: '04',
    address: {
      municipalityCode: '11001',
      cityName: 'Bogotá, D.C.',
      departmentCode: '11',
      departmentName: 'Bogotá',
      line: 'Calle 72 # 10-34',
    },
    email: null,
    softwareId: '56f2ae4e-9812-4fad-9255-08fcfcd5ccb0',
    testSetId: null,
  };
  await post('/settings/einvoice-setting', { ...issuer, softwarePin: E2E_SOFTWARE_PIN });
  const p12 = makeE2eP12({ password: 'clave', notAfter: new Date(Date.now() + 400 * 86_400_000), holder: 'Fonda E2E' });
  await post('/settings/einvoice-certificate', { p12Base64: p12.toString('base64'), password: 'clave' });
  await post('/settings/einvoice-ranges/add', {
    resolutionNumber: '18764000001234',
    resolutionDate: '2026-01-15',
    prefix: 'POS',
    from: 1,
    to: 5000,
    validFrom: '2026-01-01',
    validTo: '2099-12-31',
    active: true,
  });
  await post('/settings/einvoice-setting', { ...issuer, enabled: true });
  const printSettings = {
    pageFormat: 80,
    header: null,
    footer: 'Gracias por su compra',
    showNotes: 0,
    isEnablePrint: 1,
    showStoreDetails: 1,
    showCustomerDetails: 0,
    printToken: 0,
  };
  await post('/settings/print-setting', printSettings);

  // Paid by card at the POS: no drawer needed.
  const pos = new PosScreen(page);
  await pos.open();
  await pos.search.fill(ITEM);
  await pos.add(ITEM);
  await pos.chooseService('Para llevar');
  await page.getByRole('button', { name: 'Pagar y enviar', exact: true }).click();
  const summary = page.getByRole('dialog', { name: 'Pagar y enviar a cocina' });
  await summary.getByRole('radio', { name: 'Tarjeta' }).check();
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/v1/pos/create-order-and-invoice'));
  const popupEvent = page.waitForEvent('popup');
  await summary.getByRole('button', { name: 'Confirmar pago' }).click();
  const res = await answer;
  expect(res.status()).toBe(200);
  const body = (await res.json()) as {
    invoiceId: number;
    einvoice: { documentNumber: string; cude: string; qrText: string };
  };
  expect(body.einvoice.documentNumber).toBe('POS1');

  const checkReceipt = async (receipt: Page, widthMm: 80 | 57) => {
    await expect(receipt).toHaveURL(/\/print-receipt$/);
    await expect(receipt.getByTestId('print-sheet')).toHaveAttribute('data-page-format', String(widthMm));
    await expect(receipt.getByTestId('receipt-einvoice-header')).toContainText('NIT 900373076-4');
    await expect(receipt.getByTestId('receipt-einvoice-header')).toContainText('Prefijo POS del 1 al 5000');
    await expect(receipt.getByTestId('receipt-einvoice-number')).toHaveText('DE-POS No. POS1');
    await expect(receipt.getByTestId('receipt-cude')).toHaveText(body.einvoice.cude);
    const qr = receipt.getByRole('img', { name: 'QR POS1' });
    await expect(qr).toHaveAttribute('data-qr-text', body.einvoice.qrText);
    // The QR fits the paper, with modules of at least 0.5 mm (96 px per inch on screen).
    const box = (await qr.boundingBox())!;
    const sheet = (await receipt.getByTestId('print-sheet').boundingBox())!;
    expect(box.x >= sheet.x && box.x + box.width <= sheet.x + sheet.width).toBe(true);
    const modules = Number((await qr.getAttribute('viewBox'))!.split(' ')[2]);
    expect(((box.width / modules) * 25.4) / 96).toBeGreaterThanOrEqual(0.5);
    await expect(receipt.getByTestId('receipt-einvoice')).toContainText('Software Comandero POS');
    await receipt.setViewportSize({ width: Math.ceil((widthMm * 96) / 25.4) + 20, height: 900 });
    await shot(receipt, testInfo, `einvoice-receipt-${widthMm}mm`, true);
  };
  const receipt80 = await popupEvent;
  await checkReceipt(receipt80, 80);
  await receipt80.close();

  // 57 mm: the reprint from Facturas reads the document from the invoice's detail.
  await post('/settings/print-setting', { ...printSettings, pageFormat: 57 });
  await signInViaApi(page, 'admin', '/dashboard/invoices');
  const reprint = page.waitForEvent('popup');
  await page.getByRole('button', { name: `Reimprimir recibo de la factura ${body.invoiceId}` }).click();
  await checkReceipt(await reprint, 57);

  await page.getByRole('link', { name: 'Documentos electrónicos' }).first().click();
  await expect(page).toHaveURL('/dashboard/einvoice-documents');
  const card = page.getByTestId('einvoice-document').filter({ hasText: 'POS1' });
  await expect(card).toContainText('Consumidor final');
  await expect(card).toContainText(body.einvoice.cude);
  // The transmission worker sends it to the DIAN simulator, which accepts it; the screen shows it on a refresh.
  await expect(async () => {
    await page.getByRole('button', { name: 'Actualizar' }).click();
    await expect(card).toContainText('Aceptado', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: /Aceptado\s*1/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Documentos electrónicos');
  for (const size of [
    { width: 1024, height: 768 },
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    await page.setViewportSize(size);
    await expect(card.getByRole('button', { name: 'Descargar el XML de POS1' })).toBeVisible();
    expect(await smallTouchTargets(page), `${size.width}x${size.height}`).toEqual([]);
    await shot(page, testInfo, `einvoice-documents-${size.width}x${size.height}`);
  }

  // The XML downloads as signed, and the DIAN's answer beside it; an accepted document is not sent again.
  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Descargar el XML de POS1' }).click();
  expect((await download).suggestedFilename()).toBe('POS1.xml');
  const dianAnswer = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Descargar la respuesta de la DIAN de POS1' }).click();
  const answerFile = await dianAnswer;
  expect(answerFile.suggestedFilename()).toBe('POS1-respuesta-dian.xml');
  expect(fs.readFileSync((await answerFile.path())!, 'utf8')).toContain('ApplicationResponse');
  await expect(card.getByRole('button', { name: 'Reenviar POS1 a la DIAN' })).toHaveCount(0);
  await admin.dispose();
});
