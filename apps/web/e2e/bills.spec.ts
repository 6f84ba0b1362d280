import {
  formatAmount,
  formatMoney,
  TIP_NOTICE,
  toMinor,
  type BillSplitResponse,
  type BillView,
  type OrderResult,
  type PayBillResponse,
  type PosInitResponse,
  type ReportResponse,
} from '@comandero/contracts';
import { expect, test, type Locator, type Page, type TestInfo } from './support/test';
import { newSignedInPage, signInViaApi } from './support/auth';
import { openPageDrawer } from './support/drawer';
import { settleAnimations } from './support/viewport';
import { attachShot, createFloorTable, expectNoReload, markDocument, sendOrderAsCashier } from './support/floor';

const TABLET = { width: 1024, height: 768 };
const PHONE = { width: 390, height: 844 };

/** Four people, one dish each, and a side shared out by quantity: the plain items of /pos/init. */
async function orderForFour(page: Page, tableId: number): Promise<string[]> {
  const init = await page.request.get('/api/v1/pos/init');
  expect(init.status()).toBe(200);
  const { menuItems } = (await init.json()) as PosInitResponse;
  const plain = menuItems.filter((m) => m.variants.length === 0 && m.addons.length === 0).slice(0, 4);
  expect(plain.length).toBe(4);
  const cart = plain.map((m, i) => ({
    ...m,
    quantity: i === 3 ? 2 : 1,
    notes: null,
    variant: null,
    variant_id: null,
    addons: [],
    addons_ids: [],
  }));
  const res = await page.request.post('/api/v1/pos/create-order', {
    data: { cart, deliveryType: 'dinein', customerType: 'WALKIN', customerId: null, tableId },
  });
  expect(res.status(), await res.text()).toBe(200);
  expect((await res.json()) as OrderResult).toHaveProperty('orderId');
  return plain.map((m) => m.title);
}

async function splitOf(page: Page, tableId: number): Promise<BillView[]> {
  const res = await page.request.get(`/api/v1/orders/bills/table/${tableId}`);
  expect(res.status()).toBe(200);
  const { split } = (await res.json()) as BillSplitResponse;
  expect(split).not.toBeNull();
  return split!.bills;
}

/** Every visible control inside `root` is at least 44 px on both sides (touch; the pop-in scale aside). */
async function expectDialogTouchTargets(root: Locator): Promise<void> {
  await settleAnimations(root.page());
  const small = await root.evaluate((el0) =>
    [...el0.querySelectorAll<HTMLElement>('button, select, input')]
      .filter((el) => el.offsetParent !== null && (el as HTMLInputElement).type !== 'checkbox')
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.height < 43.5 || box.width < 43.5)
      .map(
        ({ el, box }) =>
          `${el.tagName} "${el.getAttribute('aria-label') ?? el.textContent}" ${box.width}x${box.height}`,
      ),
  );
  expect(small).toEqual([]);
}

async function shotBoth(page: Page, name: string, testInfo: TestInfo): Promise<void> {
  for (const size of [TABLET, PHONE]) {
    await page.setViewportSize(size);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await attachShot(page, `${name}-${size.width}x${size.height}`, testInfo);
  }
  await page.setViewportSize(TABLET);
}

const money = (pesos: number) => formatMoney(toMinor(pesos), 'COP');
const fieldText = (minor: number) => formatAmount(minor);

/** What the report of today says the user named `name` collected in tips, in centavos. */
async function tipsOf(page: Page, name: string): Promise<number> {
  const res = await page.request.get('/api/v1/reports?type=today');
  expect(res.status()).toBe(200);
  const report = (await res.json()) as ReportResponse;
  expect(report.tipsPerUser).toBeDefined();
  return toMinor(report.tipsPerUser!.find((u) => u.name === name)?.total ?? 0);
}

/** Opens "Cobrar" of a bill and settles the tip step: none, or the suggested 10 %. */
async function openPay(page: Page, card: Locator, bill: BillView, tip: 'none' | 'suggested'): Promise<Locator> {
  await card
    .getByRole('region', { name: 'Cuenta dividida' })
    .getByLabel(bill.label)
    .getByRole('button', { name: 'Cobrar' })
    .click();
  const dialog = page.getByRole('dialog', { name: `Cobrar ${bill.label}` });
  await expect(dialog.getByTestId('tip-notice')).toHaveText(TIP_NOTICE);
  await expect(dialog.getByLabel('Propina (pesos)')).toHaveValue(fieldText(toMinor(bill.suggestedTip)));
  if (tip === 'none') await dialog.getByRole('button', { name: 'Sin propina' }).click();
  await dialog.getByRole('button', { name: 'Continuar al pago' }).click();
  await expect(dialog.getByTestId('payments-step')).toBeVisible();
  return dialog;
}

test('a table of four splits by items into three bills, paid cash with change, card, and half and half with the tip; the table closes', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  await page.setViewportSize(TABLET);
  await signInViaApi(page, 'admin', '/dashboard/profile');
  const table = await createFloorTable(page.request);
  const titles = await orderForFour(page, table.id);
  // The waiter of the table is whoever opened it (admin here); other tests may tip at the same time,
  // so the report is checked by this user's row and by difference.
  const me = ((await (await page.request.get('/api/v1/auth/me')).json()) as { user: { name: string } }).user.name;
  const tipsBefore = await tipsOf(page, me);
  const invoiceOf = new Map<number, number>();
  page.on('response', async (res) => {
    const paidBill = /\/orders\/bills\/(\d+)\/pay$/.exec(new URL(res.url()).pathname);
    if (!paidBill || res.status() !== 200) return;
    const body = (await res.json()) as PayBillResponse;
    const bill = body.split.bills.find((b) => b.id === Number(paidBill[1]));
    if (bill?.invoiceId) invoiceOf.set(bill.id, bill.invoiceId);
  });
  await page.goto('/dashboard/orders');
  const card = page.getByRole('region', { name: table.title });

  // Split by items: A on bill 1, B on 2, C on 3, and the shared side one unit on 1, one on 3.
  await card.getByRole('button', { name: 'Dividir cuenta' }).click();
  const split = page.getByRole('dialog', { name: 'Dividir cuenta' });
  await split.getByRole('button', { name: 'Una cuenta más' }).click();
  await expect(split.getByTestId('split-parts')).toHaveText('3');
  const row = (title: string) => split.getByTestId('split-line').filter({ hasText: title });
  await expect(split.getByRole('button', { name: 'Dividir', exact: true })).toBeDisabled();
  await row(titles[1])
    .getByRole('button', { name: `Pasar ${titles[1]} a la cuenta 2` })
    .click();
  await row(titles[2])
    .getByRole('button', { name: `Pasar ${titles[2]} a la cuenta 3` })
    .click();
  await row(titles[3])
    .getByRole('button', { name: `Pasar una unidad de ${titles[3]} a la cuenta 3` })
    .click();
  await expectDialogTouchTargets(split);
  await shotBoth(page, 'split-dialog', testInfo);
  await split.getByRole('button', { name: 'Dividir', exact: true }).click();
  await expect(split).toBeHidden();

  const bills = await splitOf(page, table.id);
  expect(bills.map((b) => b.label)).toEqual(['Cuenta 1 de 3', 'Cuenta 2 de 3', 'Cuenta 3 de 3']);
  const cards = card.getByTestId('bill-card');
  await expect(cards).toHaveCount(3);
  for (const [i, b] of bills.entries()) await expect(cards.nth(i)).toContainText(money(b.total));
  await expect(card.getByRole('button', { name: 'Pagar y completar' })).toBeDisabled();

  // Bill 1: cash, no tip, a round note: the change shows before and after paying. Cash lands in this
  // terminal's drawer, so it is opened first (issue 18).
  await openPageDrawer(page);
  const [b1, b2, b3] = bills;
  let dialog = await openPay(page, card, b1, 'none');
  const tendered = (Math.floor(toMinor(b1.total) / 5_000_000) + 1) * 5_000_000;
  await dialog.getByLabel('Tipo de pago 1').selectOption({ label: 'Efectivo' });
  await dialog.getByLabel('Efectivo recibido 1').fill(fieldText(tendered));
  const change = tendered - toMinor(b1.total);
  await expect(dialog.getByTestId('payment-change')).toHaveText(`Cambio: ${formatMoney(change, 'COP')}`);
  await expectDialogTouchTargets(dialog);
  await shotBoth(page, 'pay-dialog-cash', testInfo);
  await dialog.getByRole('button', { name: /^Cobrar / }).click();
  await expect(dialog.getByTestId('bill-change')).toHaveText(`Cambio a entregar: ${formatMoney(change, 'COP')}`);
  await dialog.getByRole('button', { name: 'Listo' }).click();
  await expect(cards.nth(0)).toContainText('Pagada');
  // A paid part is money on record: the split can no longer be cancelled.
  await expect(card.getByRole('button', { name: 'Cancelar división' })).toHaveCount(0);

  // Bill 2: card, no tip.
  dialog = await openPay(page, card, b2, 'none');
  await dialog.getByLabel('Tipo de pago 1').selectOption({ label: 'Tarjeta' });
  await dialog.getByRole('button', { name: /^Cobrar / }).click();
  await expect(dialog.getByTestId('bill-paid')).toContainText('¡Cuenta pagada!');
  await dialog.getByRole('button', { name: 'Listo' }).click();
  await expect(cards.nth(1)).toContainText('Pagada');

  // Bill 3: the suggested 10 % tip, half on card and the rest in cash.
  dialog = await openPay(page, card, b3, 'suggested');
  const due = toMinor(b3.total) + toMinor(b3.suggestedTip);
  expect(toMinor(b3.suggestedTip)).toBeGreaterThan(0);
  await expect(dialog.getByTestId('bill-summary')).toContainText(money(b3.suggestedTip));
  const half = Math.round(due / 2);
  await dialog.getByLabel('Tipo de pago 1').selectOption({ label: 'Tarjeta' });
  await dialog.getByLabel('Valor 1').fill(fieldText(half));
  await expect(dialog.getByTestId('payments-remaining')).toHaveText(`Falta: ${formatMoney(due - half, 'COP')}`);
  await dialog.getByRole('button', { name: 'Agregar pago' }).click();
  await expect(dialog.getByLabel('Valor 2')).toHaveValue(fieldText(due - half));
  await dialog.getByLabel('Tipo de pago 2').selectOption({ label: 'Efectivo' });
  await dialog.getByLabel('Efectivo recibido 2').fill(fieldText(due - half));
  await expect(dialog.getByTestId('payments-remaining')).toHaveText('Cubierto');
  await shotBoth(page, 'pay-dialog-two-payments', testInfo);
  await dialog.getByRole('button', { name: /^Cobrar / }).click();
  await expect(dialog.getByTestId('bill-paid')).toContainText('¡Mesa pagada y cerrada!');

  // Its receipt: the part, each tax, the tip with the notice, both payments.
  const popupEvent = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Imprimir recibo' }).click();
  const popup = await popupEvent;
  await expect(popup).toHaveURL(/\/print-receipt$/);
  await expect(popup.getByTestId('receipt-bill-part')).toHaveText('Cuenta 3 de 3');
  await expect(popup.getByTestId('receipt-tip')).toContainText(`Propina voluntaria${money(b3.suggestedTip)}`);
  await expect(popup.getByTestId('receipt-tip-notice')).toHaveText(TIP_NOTICE);
  await expect(popup.getByTestId('receipt-tax').first()).toBeVisible();
  await expect(popup.getByTestId('receipt-payment')).toHaveCount(2);
  await expect(popup.getByTestId('receipt-due')).toContainText(formatMoney(due, 'COP'));
  const receiptPath = testInfo.outputPath('bill-receipt.png');
  await popup.screenshot({ path: receiptPath, fullPage: true });
  await testInfo.attach('bill-receipt', { path: receiptPath, contentType: 'image/png' });
  await popup.close();

  await dialog.getByRole('button', { name: 'Listo' }).click();
  await expect(card).toBeHidden();
  const after = await page.request.get(`/api/v1/orders/bills/table/${table.id}`);
  expect(((await after.json()) as BillSplitResponse).split).toBeNull();

  // Facturas: one invoice per bill, each with its bill's total (the tip is outside the invoice total).
  await expect.poll(() => invoiceOf.size).toBe(3);
  await page.goto('/dashboard/invoices');
  const search = page.getByRole('searchbox', { name: 'Buscar factura' });
  for (const b of bills) {
    const invoiceId = invoiceOf.get(b.id)!;
    await search.fill(String(invoiceId));
    await search.press('Enter');
    // The search has run (the whole day's list, shown before it, holds the invoice too).
    await expect(page.getByText(`para «${invoiceId}»`)).toBeVisible();
    const row = page.getByRole('row').filter({ has: page.getByText(`#${invoiceId}`, { exact: true }) });
    await expect(row).toContainText(money(b.total));
  }

  // Informes: this waiter's tips grew by exactly the tip of bill 3, the only one tipped.
  expect(await tipsOf(page, me)).toBe(tipsBefore + toMinor(b3.suggestedTip));
  await page.goto('/dashboard/reports?type=today');
  const waiter = page.getByRole('region', { name: 'Por mesero' }).getByRole('listitem', { name: me, exact: true });
  await expect(waiter).toContainText(formatMoney(tipsBefore + toMinor(b3.suggestedTip), 'COP'));
  await expect(page.getByTestId('tips-total')).toBeVisible();
  await attachShot(page, 'reports-tips', testInfo);
});

test('equal parts, a discount with its reason applied and removed, and an unpaid part merged back', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize(TABLET);
  await signInViaApi(page, 'cajero', '/dashboard/profile');
  const admin = await page.context().browser()!.newContext();
  const adminPage = await admin.newPage();
  await signInViaApi(adminPage, 'admin', '/dashboard/profile');
  const table = await createFloorTable(adminPage.request);
  await admin.close();
  await orderForFour(page, table.id);
  await page.goto('/dashboard/orders');
  const card = page.getByRole('region', { name: table.title });

  await card.getByRole('button', { name: 'Dividir cuenta' }).click();
  const split = page.getByRole('dialog', { name: 'Dividir cuenta' });
  await split.getByRole('radio', { name: 'Partes iguales' }).click();
  await expect(split).toContainText('Se cobrarán 2 partes iguales');
  await split.getByRole('button', { name: 'Dividir', exact: true }).click();
  await expect(split).toBeHidden();
  const cards = card.getByTestId('bill-card');
  await expect(cards).toHaveCount(2);
  const [b1, b2] = await splitOf(page, table.id);
  expect(Math.abs(toMinor(b1.total) - toMinor(b2.total))).toBeLessThanOrEqual(1);
  await expect(card.getByRole('button', { name: 'Dividir cuenta' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Cancelar', exact: true })).toBeDisabled();
  await expectDialogTouchTargets(card.getByRole('region', { name: 'Cuenta dividida' }));
  await shotBoth(page, 'table-bills', testInfo);

  // 10 % off the whole of bill 1 as a courtesy; the card shows the new total, then it is removed.
  await cards.nth(0).getByRole('button', { name: 'Descuento' }).click();
  const discount = page.getByRole('dialog', { name: `Descuento · ${b1.label}` });
  await discount.getByLabel('Descuento (%)').fill('10');
  await discount.getByLabel('Motivo').selectOption({ label: 'Cortesía' });
  await expectDialogTouchTargets(discount);
  await discount.getByRole('button', { name: 'Aplicar descuento' }).click();
  const removeIt = discount.getByRole('button', { name: 'Quitar descuento de Toda la cuenta' });
  await expect(removeIt).toBeVisible();
  const [d1] = await splitOf(page, table.id);
  expect(d1.billDiscount).toMatchObject({ kind: 'percent', value: 10, reason: 'Cortesía' });
  expect(toMinor(d1.total)).toBeLessThan(toMinor(b1.total));
  await expect(discount).toContainText(`Toda la cuenta: −${money(d1.billDiscount!.amount)} (Cortesía)`);
  await discount.getByRole('button', { name: 'Listo' }).click();
  await expect(cards.nth(0)).toContainText(money(d1.total));

  await cards.nth(0).getByRole('button', { name: 'Descuento' }).click();
  await removeIt.click();
  await expect(removeIt).toBeHidden();
  await discount.getByRole('button', { name: 'Listo' }).click();
  await expect(cards.nth(0)).toContainText(money(b1.total));

  // Bill 2 goes back into bill 1: one bill with the whole table.
  await cards
    .nth(1)
    .getByRole('button', { name: `Unir ${b2.label} con ${b1.label}` })
    .click();
  await expect(cards).toHaveCount(1);
  const [merged] = await splitOf(page, table.id);
  expect(toMinor(merged.total)).toBe(toMinor(b1.total) + toMinor(b2.total));

  // Cancelling the split asks first; "Volver" keeps it, confirming drops it and the table can be cut again.
  await card.getByRole('button', { name: 'Cancelar división' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancelar división' });
  await confirm.getByRole('button', { name: 'Volver' }).click();
  await expect(confirm).toBeHidden();
  await expect(cards).toHaveCount(1);
  await card.getByRole('button', { name: 'Cancelar división' }).click();
  await confirm.getByRole('button', { name: 'Cancelar división' }).click();
  await expect(confirm).toBeHidden();
  await expect(cards).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Dividir cuenta' })).toBeVisible();
  const gone = await page.request.get(`/api/v1/orders/bills/table/${table.id}`);
  expect(((await gone.json()) as BillSplitResponse).split).toBeNull();
});

test('bills keep their numbers after a merge; a round ordered after the split shows apart and joins a bill; a cancel on another tablet reaches this one', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize(TABLET);
  await signInViaApi(page, 'admin', '/dashboard/profile');
  const table = await createFloorTable(page.request);
  await orderForFour(page, table.id);
  const cut = await page.request.post('/api/v1/orders/bills/split', {
    data: { tableId: table.id, mode: 'equal', parts: 3 },
  });
  expect(cut.status(), await cut.text()).toBe(200);
  const splitId = ((await cut.json()) as BillSplitResponse).split!.id;
  await page.goto('/dashboard/orders');
  await markDocument(page);
  const card = page.getByRole('region', { name: table.title });
  const cards = card.getByTestId('bill-card');
  await expect(cards).toHaveCount(3);

  // Bill 2 goes into bill 1: bill 3 keeps its name (it used to become "Cuenta 2 de 2").
  await cards.nth(1).getByRole('button', { name: 'Unir Cuenta 2 de 3 con Cuenta 1 de 3' }).click();
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toHaveAttribute('aria-label', 'Cuenta 1 de 3');
  await expect(cards.nth(1)).toHaveAttribute('aria-label', 'Cuenta 3 de 3');

  // Another round from the cashier's tablet: it arrives live, apart from the bills.
  const outside = card.getByRole('region', { name: 'Fuera de la división' });
  await expect(outside).toHaveCount(0);
  const late = await sendOrderAsCashier(browser, table.id);
  const lateRow = outside.getByLabel(`Orden #${late.orderId} · Turno ${late.tokenNo}`);
  await expect(lateRow).toBeVisible();
  await expect(lateRow).toContainText(money(late.total));
  await expect(outside).toContainText('«Pagar y completar»');
  await expect(card.getByRole('button', { name: 'Pagar y completar' })).toBeDisabled();
  await expectDialogTouchTargets(card.getByRole('region', { name: 'Cuenta dividida' }));
  for (const size of [TABLET, PHONE, { width: 1920, height: 1080 }]) {
    await page.setViewportSize(size);
    await outside.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await attachShot(page, `outside-orders-${size.width}x${size.height}`, testInfo);
  }
  await page.setViewportSize(TABLET);

  const [, three] = await splitOf(page, table.id);
  await lateRow.getByRole('button', { name: `Agregar la orden #${late.orderId} a una cuenta` }).click();
  const pick = page.getByRole('dialog', { name: `Agregar la orden #${late.orderId}` });
  await expect(pick.getByRole('button', { name: /^Agregar a Cuenta/ })).toHaveCount(2);
  await expectDialogTouchTargets(pick);
  await shotBoth(page, 'add-orders-dialog', testInfo);
  await pick.getByRole('button', { name: 'Agregar a Cuenta 3 de 3' }).click();
  await expect(pick).toBeHidden();
  await expect(outside).toHaveCount(0);
  const after = await splitOf(page, table.id);
  expect(toMinor(after[1].total)).toBe(toMinor(three.total) + toMinor(late.total));
  await expect(cards.nth(1)).toContainText(money(after[1].total));
  // The bills add up to the whole table again, as its header shows it.
  const sum = after.reduce((a, b) => a + toMinor(b.total), 0);
  await expect(card.locator('header')).toContainText(formatMoney(sum, 'COP'));

  // The waiter's tablet cancels the split: this screen drops the bills without a reload.
  const { context, page: other } = await newSignedInPage(browser, 'mesero', '/dashboard/profile');
  try {
    const res = await other.request.post(`/api/v1/orders/bills/${splitId}/cancel`, { data: {} });
    expect(res.status(), await res.text()).toBe(200);
  } finally {
    await context.close();
  }
  await expect(cards).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Dividir cuenta' })).toBeVisible();
  await expectNoReload(page);
});
