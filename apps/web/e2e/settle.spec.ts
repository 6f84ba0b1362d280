import {
  toMinor,
  type CompleteAndPaySettleResponse,
  type OrderResult,
  type PosInitResponse,
} from '@comandero/contracts';
import { expect, test, type Locator, type Page, type TestInfo } from './support/test';
import { signInViaApi } from './support/auth';
import { createFloorTableAsAdmin } from './support/floor';
import { PosScreen } from './support/pos';
import { DESKTOP, saveShot, smallTouchTargets } from './support/viewport';

/** The sizes issue 18 asks the new pay steps to be seen at: tablet, phone, laptop. */
const SIZES = [{ width: 1024, height: 768 }, { width: 390, height: 844 }, DESKTOP];

/** Whole pesos, as the screen shows them with or without ",00" (the money format is changing). */
const pesosText = (minor: number) => `Col$ ${Math.round(minor / 100).toLocaleString('de-DE')}`;

async function shots(page: Page, testInfo: TestInfo, name: string, main: Locator, reveal?: Locator): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    // What the step is about (the change), scrolled into the dialog's view above its sticky footer.
    if (reveal) await reveal.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await expect(main, `${name}: the main action at ${size.width}x${size.height}`).toBeInViewport({ ratio: 1 });
    expect(await smallTouchTargets(page), `${name} at ${size.width}x${size.height}`).toEqual([]);
    await saveShot(page, testInfo, `${name}-${size.width}x${size.height}`);
  }
  await page.setViewportSize(DESKTOP);
}

/** Cash lands in a drawer: a terminal opens its own before taking any (the gate of the POS and orders screens). */
async function openDrawerHere(page: Page): Promise<void> {
  const gate = page.getByRole('button', { name: 'Abrir caja de este terminal' });
  await expect(gate.or(page.getByRole('button', { name: /^Caja abierta/ }))).toBeVisible();
  if (!(await gate.isVisible())) return;
  await gate.click();
  const open = page.getByRole('dialog', { name: 'Abrir caja' });
  await open.getByLabel('Base inicial (pesos)').fill('0');
  await open.getByRole('button', { name: 'Abrir caja' }).click();
  await expect(page.getByRole('button', { name: /^Caja abierta/ })).toBeVisible();
}

/** A dine-in order of one plain dish under 40.000 pesos, so 50.000 in cash covers it with its tip. */
async function orderAtTable(page: Page, tableId: number): Promise<number> {
  const init = (await (await page.request.get('/api/v1/pos/init')).json()) as PosInitResponse;
  const dish = init.menuItems.find(
    (m) => m.variants.length === 0 && m.addons.length === 0 && Number(m.price) >= 10_000 && Number(m.price) < 40_000,
  );
  if (!dish) throw new Error('the demo menu lacks a plain dish between 10.000 and 40.000');
  const line = { ...dish, quantity: 1, notes: null, variant: null, variant_id: null, addons: [], addons_ids: [] };
  const res = await page.request.post('/api/v1/pos/create-order', {
    data: { cart: [line], deliveryType: 'dinein', customerType: 'WALKIN', customerId: null, tableId },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as OrderResult).orderId;
}

test("the orders screen's Pagar y completar asks for the tip, takes 50.000 in cash and shows the change, then the receipt", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const table = await createFloorTableAsAdmin(browser);
  await signInViaApi(page, 'cajero', '/dashboard/orders');
  await orderAtTable(page, table.id);

  await openDrawerHere(page);

  const card = page.getByRole('region', { name: table.title });
  await card.getByRole('button', { name: 'Pagar y completar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pagar y completar' });
  // The spec's own summary first, then the voluntary tip (Ley 1935 de 2018) with its notice.
  await expect(dialog.getByTestId('payment-summary')).toBeVisible();
  await expect(dialog.getByTestId('tip-notice')).toContainText('La propina es voluntaria');
  const tipField = dialog.getByLabel('Propina (pesos)');
  const suggested = toMinor(Number((await tipField.inputValue()).replace(/\./g, '').replace(',', '.')));
  // The suggestion is rounded to the store's 100 pesos, never "4.490,74".
  expect(suggested).toBeGreaterThan(0);
  expect(suggested % 10_000).toBe(0);
  const next = dialog.getByRole('button', { name: 'Continuar al pago' });
  await shots(page, testInfo, 'orders-pay-tip', next);
  await next.click();

  const steps = dialog.getByTestId('payments-step');
  await expect(steps).toBeVisible();
  await expect(steps.getByTestId('bill-summary')).toContainText(pesosText(suggested));
  await steps.getByLabel('Tipo de pago 1').selectOption({ label: 'Efectivo' });
  const due = toMinor(Number((await steps.getByLabel('Valor 1').inputValue()).replace(/\./g, '').replace(',', '.')));
  await steps.getByLabel('Efectivo recibido 1').fill('50.000');
  const change = 5_000_000 - due;
  expect(change).toBeGreaterThan(0);
  await expect(steps.getByTestId('payment-change')).toContainText(`Cambio: ${pesosText(change)}`);
  const confirm = steps.getByRole('button', { name: /^Cobrar y completar/ });
  await shots(page, testInfo, 'orders-pay-cash', confirm, steps.getByTestId('payment-change'));

  const answer = page.waitForResponse((r) => r.url().endsWith('/api/v1/orders/complete-and-pay-order'));
  await confirm.click();
  const paid = (await (await answer).json()) as CompleteAndPaySettleResponse;
  expect(paid).toMatchObject({ tip: suggested / 100, due: due / 100, change: change / 100 });
  expect(paid.payments).toEqual([
    expect.objectContaining({ title: 'Efectivo', amount: due / 100, tendered: 50_000, change: change / 100 }),
  ]);

  const done = page.getByTestId('orders-paid');
  await expect(done).toContainText('¡Órdenes pagadas y completadas!');
  await expect(done.getByTestId('paid-change')).toContainText(`Cambio a entregar: ${pesosText(change)}`);
  await expect(card).toHaveCount(0);
  const print = done.getByRole('button', { name: 'Imprimir recibo' });
  await shots(page, testInfo, 'orders-paid-change', print);

  const popupOpened = page.waitForEvent('popup');
  await print.click();
  const receipt = await popupOpened;
  await expect(receipt.getByTestId('receipt-number')).toContainText(String(paid.invoiceId));
  await expect(receipt.getByTestId('receipt-tip')).toContainText(pesosText(suggested));
  await expect(receipt.getByTestId('receipt-tip-notice')).toBeVisible();
  await expect(receipt.getByTestId('receipt-due')).toContainText(pesosText(due));
  const tender = receipt.getByTestId('receipt-payment');
  await expect(tender).toContainText('Efectivo');
  await expect(tender).toContainText(pesosText(5_000_000));
  await expect(tender).toContainText(pesosText(change));
  await receipt.close();
  await done.getByRole('button', { name: 'Listo' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('POS Pagar y enviar at a dine-in table offers the tip, takes the cash received and shows the change', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const table = await createFloorTableAsAdmin(browser);
  const pos = new PosScreen(page);
  await pos.open('cajero');
  await openDrawerHere(page);
  await pos.add('Chicharrón con arepa');
  await pos.service.selectOption('dinein');
  await pos.table.selectOption(String(table.id));
  await page.getByRole('button', { name: 'Pagar y enviar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Pagar y enviar a cocina' });
  await expect(dialog.getByTestId('tip-notice')).toContainText('La propina es voluntaria');
  const tipText = await dialog.getByLabel('Propina (pesos)').inputValue();
  const tip = toMinor(Number(tipText.replace(/\./g, '').replace(',', '.')));
  expect(tip % 10_000).toBe(0);
  await dialog.getByRole('radio', { name: 'Efectivo' }).check();
  await dialog.getByLabel('Efectivo recibido').fill('50.000');
  const due = 1_500_000 + tip;
  await expect(dialog.getByTestId('pos-due')).toContainText(pesosText(due));
  await expect(dialog.getByTestId('pos-change')).toContainText(`Cambio: ${pesosText(5_000_000 - due)}`);
  const confirm = dialog.getByRole('button', { name: 'Confirmar pago' });
  await shots(page, testInfo, 'pos-pay-tip-cash', confirm, dialog.getByTestId('pos-change'));

  const answer = page.waitForRequest((r) => r.url().endsWith('/api/v1/pos/create-order-and-invoice'));
  await confirm.click();
  const sent = (await answer).postDataJSON() as { tip?: number; paymentTypeId?: number };
  expect(sent.tip).toBe(tip / 100);
  await expect(pos.cart.getByRole('listitem')).toHaveCount(0);
  // The receipt the print window reads: the tip and the cash received with its change.
  // Polled, not read once: at load 18 a single read right after the cart emptied found no receipt yet.
  const storedPayment = () =>
    page.evaluate(() => JSON.parse(localStorage.getItem('comandero.receipt-data') ?? 'null')?.payment ?? null);
  await expect.poll(storedPayment).toMatchObject({
    tip: tip / 100,
    due: due / 100,
    payments: [{ title: 'Efectivo', tendered: 50_000, change: (5_000_000 - due) / 100 }],
  });
  for (const popup of page
    .context()
    .pages()
    .filter((p) => p !== page))
    await popup.close();
});
