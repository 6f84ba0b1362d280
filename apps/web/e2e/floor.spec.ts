import { formatMoney, toMinor, type OrdersInitResponse } from '@comandero/contracts';
import { expect, holdPrintDialogs, test, type Browser, type Page } from './support/test';
import { signInViaApi } from './support/auth';
import {
  attachScreens,
  attachShot,
  chimeTones,
  countChimes,
  createFloorTable,
  displayToken,
  expectLive,
  expectNoReload,
  expectTouchTargets,
  kitchenTicket,
  markDocument,
  sendOrderFromPos,
} from './support/floor';
import type { E2EUserName } from './support/users';

async function openScreen(browser: Browser, user: E2EUserName, path: string, size: { width: number; height: number }) {
  const context = await browser.newContext({ viewport: size });
  await holdPrintDialogs(context);
  const page = await context.newPage();
  await countChimes(page);
  await signInViaApi(page, user, path);
  return page;
}

const toast = (page: Page, text: string) => page.locator('[role="status"]', { hasText: text }).first();

test('an order flows from the POS to the kitchen, the orders screen and the token TV, live, until the table is paid', async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const tablet = { width: 1024, height: 768 };
  const wall = { width: 1920, height: 1080 };
  // Three devices: the cashier's tablet, the kitchen wall screen and the customers' TV.
  const orders = await openScreen(browser, 'cajero', '/dashboard/orders', tablet);
  const kitchen = await openScreen(browser, 'cocina', '/dashboard/kitchen', wall);
  const display = await openScreen(browser, 'admin', '/display/tokens', wall);
  await expect(orders.getByRole('heading', { name: 'Ordenes', level: 1 })).toBeVisible();
  await expect(kitchen.getByRole('heading', { name: 'Cocina', level: 1 })).toBeVisible();
  await expect(display.getByRole('region', { name: 'Listo para recoger' })).toBeVisible();
  for (const page of [orders, kitchen, display]) {
    await expectLive(page);
    await markDocument(page);
  }

  const table = await createFloorTable(display.request);
  const sent = await sendOrderFromPos(orders.request, table.id);
  const token = sent.tokenNo;
  const dish = sent.dish.title;
  const side = sent.side.title;

  // It appears everywhere without a reload, and the kitchen and orders screens chime.
  const ticket = kitchenTicket(kitchen, token);
  await expect(ticket).toBeVisible();
  await expect(ticket).toContainText(table.title);
  await expect(ticket).toContainText(sent.variant);
  await expect(ticket).toContainText(`+ ${sent.addon}`);
  await expect(ticket).toContainText(sent.note);
  await expect(ticket).toHaveAttribute('data-age', 'fresh');
  const card = orders.getByRole('region', { name: table.title });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Terraza E2E');
  await expect(card).toContainText(`Turno ${token}`);
  await expect(card.getByRole('listitem', { name: dish })).toContainText(sent.note);
  await expect(displayToken(display, 'En preparación', token)).toBeVisible();
  await expect.poll(() => chimeTones(kitchen)).toBeGreaterThan(0);
  await expect.poll(() => chimeTones(orders)).toBeGreaterThan(0);

  // The cook starts the dish with a tap, then the rest of the ticket with one bump.
  await ticket.getByRole('button', { name: `Iniciar ${dish}` }).click();
  await expect(card.getByRole('combobox', { name: `Estado de ${dish}` })).toHaveValue('preparing');
  await expect(card.getByRole('combobox', { name: `Estado de ${side}` })).toHaveValue('created');
  await expectTouchTargets(orders);
  await expectTouchTargets(kitchen);
  await attachScreens(orders, 'orders', testInfo);
  await attachScreens(kitchen, 'kitchen', testInfo);
  // On the wall the board fills the whole screen, without the shell.
  await kitchen.getByRole('button', { name: 'Pantalla completa' }).click();
  await expect(kitchen.getByRole('button', { name: 'Salir de pantalla completa' })).toBeVisible();
  await attachShot(kitchen, 'kitchen-fullscreen-1920x1080', testInfo);
  await kitchen.getByRole('button', { name: 'Salir de pantalla completa' }).click();
  await expect(kitchen.getByRole('button', { name: 'Pantalla completa' })).toBeVisible();
  await attachScreens(display, 'token-display', testInfo);
  await orders.setViewportSize(tablet);

  await ticket.getByRole('button', { name: `Iniciar todo turno ${token}` }).click();
  await expect(card.getByRole('combobox', { name: `Estado de ${side}` })).toHaveValue('preparing');
  await expect(displayToken(display, 'En preparación', token)).toBeVisible();

  // Finished: the dish with a tap, the side with the bump; the ticket leaves and the TV says ready.
  await ticket.getByRole('button', { name: `Marcar listo ${dish}` }).click();
  await expect(card.getByRole('combobox', { name: `Estado de ${dish}` })).toHaveValue('completed');
  await expect(displayToken(display, 'En preparación', token)).toBeVisible();
  await ticket.getByRole('button', { name: `Todo listo turno ${token}` }).click();
  await expect(ticket).toHaveCount(0);
  await expect(card.getByRole('combobox', { name: `Estado de ${side}` })).toHaveValue('completed');
  await expect(displayToken(display, 'Listo para recoger', token)).toBeVisible();
  await expect(displayToken(display, 'En preparación', token)).toHaveCount(0);

  // A bump by mistake is recalled, then bumped again.
  await kitchen.getByRole('button', { name: `Devolver turno ${token}` }).click();
  await expect(ticket).toBeVisible();
  await expect(displayToken(display, 'En preparación', token)).toBeVisible();
  await expect(card.getByRole('combobox', { name: `Estado de ${dish}` })).toHaveValue('preparing');
  await ticket.getByRole('button', { name: `Todo listo turno ${token}` }).click();
  await expect(ticket).toHaveCount(0);
  await expect(displayToken(display, 'Listo para recoger', token)).toBeVisible();

  // The cashier prints the table's receipt from the stored lines.
  const popupEvent = orders.waitForEvent('popup');
  await card.getByRole('button', { name: 'Imprimir recibo' }).click();
  const popup = await popupEvent;
  await expect(popup).toHaveURL(/\/print-receipt$/);
  await expect(popup.getByTestId('receipt-line').filter({ hasText: dish })).toContainText(sent.variant);
  await expect(popup.getByTestId('receipt-line').filter({ hasText: side })).toContainText('2 x');
  const total = formatMoney(toMinor(sent.total), 'COP');
  await expect(popup.getByTestId('receipt-total')).toHaveText(total);
  await popup.close();

  // Pay and complete: the server's summary, a payment type, one invoice; the table leaves every screen.
  const init = (await (await orders.request.get('/api/v1/orders/init')).json()) as OrdersInitResponse;
  const paymentType = init.paymentTypes.at(-1);
  if (!paymentType) throw new Error('the demo store has no active payment type');
  await card.getByRole('button', { name: 'Pagar y completar' }).click();
  const dialog = orders.getByRole('dialog', { name: 'Pagar y completar' });
  await expect(dialog.getByTestId('payment-summary')).toContainText(total);
  // A dine-in table: the voluntary tip is offered first (issue 18); this customer leaves none.
  await dialog.getByRole('button', { name: 'Sin propina' }).click();
  await dialog.getByRole('button', { name: 'Continuar al pago' }).click();
  await dialog.getByLabel('Tipo de pago 1').selectOption({ label: paymentType.title });
  await dialog.getByRole('button', { name: /^Cobrar y completar/ }).click();
  await expect(toast(orders, '¡Órdenes pagadas y completadas!')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await orders.getByTestId('orders-paid').getByRole('button', { name: 'Listo' }).click();
  await expect(card).toHaveCount(0);
  await expect(displayToken(display, 'Listo para recoger', token)).toHaveCount(0);
  await expect(displayToken(display, 'En preparación', token)).toHaveCount(0);
  await expect(ticket).toHaveCount(0);

  const open = (await (await orders.request.get('/api/v1/orders')).json()) as { order_ids: number[] }[];
  expect(open.flatMap((g) => g.order_ids)).not.toContain(sent.orderId);
  for (const page of [orders, kitchen, display]) await expectNoReload(page);
});
