import {
  formatMoney,
  TIP_NOTICE,
  toMajor,
  toMinor,
  type BillSplitResponse,
  type BillView,
  type InvoicesInitResponse,
  type OrdersInitResponse,
  type PayBillResponse,
  type PosInitResponse,
} from '@comandero/contracts';
import { expect, test, type APIRequestContext, type Page, type TestInfo } from './support/test';
import { signInViaApi } from './support/auth';
import { PHONE, TABLET } from './support/back-office';
import { createFloorTableAsAdmin } from './support/floor';
import { apiDrawerHeaders } from './support/drawer';
import { expectInViewport, saveShot, smallTouchTargets } from './support/viewport';

const MM = 96 / 25.4;
const WIDE = { width: 1920, height: 1080 };
const money = (pesos: number) => formatMoney(toMinor(pesos), 'COP');

async function ok<T>(res: Promise<{ status(): number; text(): Promise<string>; json(): Promise<unknown> }>) {
  const r = await res;
  expect(r.status(), await r.text()).toBe(200);
  return (await r.json()) as T;
}

/**
 * Two plain items on the table, cut in two equal bills. Bill 1 gets 10 % off as a courtesy and the
 * suggested tip, and is paid half on card, half in cash from a round note; bill 2 stays open.
 */
async function paidHalfAndHalf(request: APIRequestContext, table: { id: number; title: string }) {
  const { menuItems } = await ok<PosInitResponse>(request.get('/api/v1/pos/init'));
  const plain = menuItems.filter((m) => m.variants.length === 0 && m.addons.length === 0).slice(0, 2);
  expect(plain).toHaveLength(2);
  const cart = plain.map((m, i) => ({
    ...m,
    quantity: i + 1,
    notes: null,
    variant: null,
    variant_id: null,
    addons: [],
    addons_ids: [],
  }));
  await ok(
    request.post('/api/v1/pos/create-order', {
      data: { cart, deliveryType: 'dinein', customerType: 'WALKIN', customerId: null, tableId: table.id },
    }),
  );
  const cut = await ok<BillSplitResponse>(
    request.post('/api/v1/orders/bills/split', { data: { tableId: table.id, mode: 'equal', parts: 2 } }),
  );
  const [one, two] = cut.split!.bills;
  const discounted = await ok<BillSplitResponse>(
    request.post(`/api/v1/orders/bills/${one.id}/discount`, {
      data: { lineId: null, kind: 'percent', value: 10, reason: 'Cortesía' },
    }),
  );
  const suggested = discounted.split!.bills[0].suggestedTip;
  const tipped = await ok<BillSplitResponse>(
    request.post(`/api/v1/orders/bills/${one.id}/tip`, { data: { tip: suggested, confirmAboveSuggested: true } }),
  );
  const bill = tipped.split!.bills[0];
  expect(bill.tip).toBeGreaterThan(0);
  expect(bill.discountTotal).toBeGreaterThan(0);

  const { paymentTypes } = await ok<OrdersInitResponse>(request.get('/api/v1/orders/init'));
  const typeId = (title: string) => paymentTypes.find((p) => p.title === title)!.id;
  const due = toMinor(bill.due);
  const card = Math.round(due / 2);
  const cash = due - card;
  // The next 10.000 pesos above the cash part: there is always change.
  const tendered = (Math.floor(cash / 1_000_000) + 1) * 1_000_000;
  const paid = await ok<PayBillResponse>(
    request.post(`/api/v1/orders/bills/${one.id}/pay`, {
      headers: await apiDrawerHeaders(request),
      data: {
        payments: [
          { paymentTypeId: typeId('Tarjeta'), amount: toMajor(card) },
          { paymentTypeId: typeId('Efectivo'), amount: toMajor(cash), tendered: toMajor(tendered) },
        ],
      },
    }),
  );
  const paidBill = paid.split.bills.find((b) => b.id === one.id)!;
  expect(paidBill.invoiceId).toBe(paid.invoiceId);
  return { paid: paidBill, invoiceId: paid.invoiceId, open: two, change: tendered - cash, tendered };
}

/** GET /invoices/init answered with the receipt width the test asks for; the stored settings stay as they are. */
async function printAt(page: Page, format: () => 57 | 80): Promise<void> {
  await page.route('**/api/v1/invoices/init', async (route) => {
    const res = await route.fetch();
    const body = (await res.json()) as InvoicesInitResponse;
    const printSettings = {
      ...body.printSettings,
      page_format: format(),
      header: null,
      footer: null,
      show_store_details: 0,
      show_customer_details: 1,
    };
    await route.fulfill({ response: res, json: { ...body, printSettings } });
  });
}

async function reprint(page: Page, invoiceId: number, bill: BillView, widthMm: 57 | 80, testInfo: TestInfo) {
  const popupEvent = page.waitForEvent('popup');
  await page.getByRole('button', { name: `Reimprimir recibo de la factura ${invoiceId}` }).click();
  const popup = await popupEvent;
  await popup.waitForURL('**/print-receipt');
  const sheet = popup.getByTestId('print-sheet');
  await expect(sheet).toHaveAttribute('data-page-format', String(widthMm));
  await expect(popup.getByTestId('receipt-bill-part')).toHaveText(bill.label);
  await expect(popup.getByTestId('receipt-number')).toContainText(`Recibo #${invoiceId}`);
  await expect(popup.getByTestId('receipt-bill-discount')).toContainText('Cortesía');
  await expect(popup.getByTestId('receipt-tax')).toHaveCount(bill.taxes.length);
  for (const [i, tax] of bill.taxes.entries()) {
    await expect(popup.getByTestId('receipt-tax').nth(i)).toHaveText(`${tax.label}${money(tax.amount)}`);
  }
  await expect(popup.getByTestId('receipt-tip')).toHaveText(`Propina voluntaria${money(bill.tip)}`);
  await expect(popup.getByTestId('receipt-tip-notice')).toHaveText(TIP_NOTICE);
  await expect(popup.getByTestId('receipt-due')).toContainText(money(bill.due));
  await expect(popup.getByTestId('receipt-payment')).toHaveCount(2);
  await expect(popup.getByTestId('receipt-payment').nth(1)).toContainText('Recibido');
  const box = await sheet.boundingBox();
  expect(box?.width).toBeCloseTo(widthMm * MM, 0);
  // Nothing of the sheet spills past the paper: the widest line still fits at 57 mm.
  expect(await sheet.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  const path = testInfo.outputPath(`bill-receipt-${widthMm}mm.png`);
  await popup.screenshot({ path, fullPage: true });
  await testInfo.attach(`bill-receipt-${widthMm}mm`, { path, contentType: 'image/png' });
  await popup.close();
}

test('a split bill paid half on card, half in cash: its receipt numbered by the invoice, and in Facturas its payments, taxes, tip and reprint at 80 and 57 mm', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize(TABLET);
  // The cashier opens the table, so the tip is hers: bills.spec.ts counts the admin's tips by difference.
  const table = await createFloorTableAsAdmin(browser);
  await signInViaApi(page, 'cajero', '/dashboard/profile');
  const { paid, invoiceId, open, change, tendered } = await paidHalfAndHalf(page.request, table);

  // The orders screen prints the paid bill's receipt under its invoice's number, not an order's.
  await page.goto('/dashboard/orders');
  const popupEvent = page.waitForEvent('popup');
  await page
    .getByRole('region', { name: table.title })
    .getByRole('region', { name: 'Cuenta dividida' })
    .getByLabel(paid.label)
    .getByRole('button', { name: 'Recibo' })
    .click();
  const receipt = await popupEvent;
  await expect(receipt.getByTestId('receipt-bill-part')).toHaveText('Cuenta 1 de 2');
  await expect(receipt.getByTestId('receipt-number')).toContainText(`Recibo #${invoiceId}`);
  await receipt.close();
  await ok(
    page.request.post(`/api/v1/orders/bills/${open.id}/pay`, {
      headers: await apiDrawerHeaders(page.request),
      data: { payments: [{ paymentTypeId: paid.payments[0].paymentTypeId, amount: open.due }] },
    }),
  );

  let format: 57 | 80 = 80;
  await printAt(page, () => format);
  await page.goto(`/dashboard/invoices?q=${invoiceId}`);
  // The row names its bill: this invoice settled no whole order of the table.
  const row = page.getByRole('row').filter({ has: page.getByText(`#${invoiceId}`, { exact: true }) });
  await expect(row).toContainText('Tarjeta + Efectivo');
  await expect(row).toContainText('Cuenta 1 de 2');
  await expect(row).not.toContainText('0 órdenes');
  await page.getByRole('button', { name: `Ver órdenes de la factura ${invoiceId}` }).click();
  const billCard = page.getByRole('region', { name: `Cuenta pagada con la factura ${invoiceId}` });
  await expect(billCard).toContainText('Cuenta 1 de 2');
  await expect(billCard).toContainText('Descuento a la cuenta (Cortesía)');
  const totals = page.getByLabel(`Totales de la factura ${invoiceId}`);
  await expect(totals).toContainText(`Descuentos−${money(paid.discountTotal)}`);
  for (const tax of paid.taxes) await expect(totals).toContainText(`${tax.label}${money(tax.amount)}`);
  await expect(totals).toContainText(`Total${money(paid.total)}`);
  await expect(totals).toContainText(`Propina voluntaria${money(paid.tip)}`);
  await expect(totals).toContainText(`Total con propina${money(paid.due)}`);
  const payments = page.getByRole('list', { name: `Pagos de la factura ${invoiceId}` }).getByRole('listitem');
  await expect(payments).toHaveCount(2);
  await expect(payments.nth(0)).toContainText(`Tarjeta${money(paid.payments[0].amount)}`);
  await expect(payments.nth(0)).not.toContainText('Recibido');
  await expect(payments.nth(1)).toContainText(`Efectivo${money(paid.payments[1].amount)}`);
  await expect(payments.nth(1)).toContainText(`Recibido ${formatMoney(tendered, 'COP')}`);
  await expect(payments.nth(1)).toContainText(`Cambio ${formatMoney(change, 'COP')}`);

  for (const [label, size] of [
    ['tablet', TABLET],
    ['phone', PHONE],
    ['wide', WIDE],
  ] as const) {
    await page.setViewportSize(size);
    await expectInViewport(
      page,
      page.getByRole('button', { name: `Reimprimir recibo de la factura ${invoiceId}` }),
      `the reprint button on ${label}`,
    );
    expect(await smallTouchTargets(page)).toEqual([]);
    await saveShot(page, testInfo, `bill-invoice-${label}`);
    await totals.getByText('Total con propina').scrollIntoViewIfNeeded();
    await saveShot(page, testInfo, `bill-invoice-${label}-payments`);
  }
  await page.setViewportSize(TABLET);

  await reprint(page, invoiceId, paid, 80, testInfo);
  // A fresh page reads the (answered) settings again: the same receipt on 57 mm paper.
  format = 57;
  await page.reload();
  await reprint(page, invoiceId, paid, 57, testInfo);
});
