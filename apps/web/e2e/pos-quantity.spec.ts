import { expect, test } from './support/test';
import { PosScreen } from './support/pos';
import { expectInViewport, saveShot, smallTouchTargets } from './support/viewport';

// Issue 18: a cart line's quantity can be typed, and "−" on a line of 1 asks before removing it.
// Cart building only (nothing is submitted), so this runs beside every other spec.

/** A whole-peso amount, with or without ",00" (the money format changes in parallel). */
const pesos = (whole: string) => new RegExp(`^Col\\$\\s${whole.replace('.', '\\.')}(,00)?$`);

test('types a quantity; blank or 0 never loses the line; "−" on 1 asks, and Cancelar keeps it', async ({ page }) => {
  const pos = new PosScreen(page);
  await pos.open();
  // Café tinto: 2.500, no tax; Aborrajados 10.000 (tax inside).
  await pos.add('Café tinto');
  await pos.add('Aborrajados');
  const qty = pos.quantity('Café tinto');
  await expect(qty).toHaveValue('1');
  await expect(qty).toHaveAttribute('inputmode', 'numeric');

  await qty.fill('12');
  await expect(pos.line('Café tinto').getByTestId('line-total')).toHaveText(pesos('30.000'));
  await expect(pos.total('payable')).toHaveText(pesos('40.000'));

  // Cleared, or 0, then left: the line stays at 12.
  await qty.fill('');
  await qty.press('Tab');
  await expect(qty).toHaveValue('12');
  await qty.fill('0');
  await qty.press('Enter');
  await expect(qty).toHaveValue('12');
  await expect(pos.total('payable')).toHaveText(pesos('40.000'));
  // Letters are not taken; the digits typed are.
  await qty.fill('');
  await qty.pressSequentially('3x');
  await qty.press('Enter');
  await expect(qty).toHaveValue('3');
  await expect(pos.total('payable')).toHaveText(pesos('17.500'));

  // "−" from 3 takes one off at a time; on 1 it asks.
  await pos.minus('Café tinto');
  await pos.minus('Café tinto');
  await expect(qty).toHaveValue('1');
  await pos.minus('Café tinto');
  const ask = pos.line('Café tinto').getByRole('group', { name: '¿Quitar Café tinto del pedido?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Cancelar' }).click();
  await expect(ask).toBeHidden();
  await expect(qty).toHaveValue('1');
  await expect(pos.total('payable')).toHaveText(pesos('12.500'));

  await pos.minus('Café tinto');
  await pos.confirmRemove('Café tinto');
  await expect(pos.line('Café tinto')).toHaveCount(0);
  await expect(pos.total('payable')).toHaveText(pesos('10.000'));
  // The trash button stays the one-tap delete.
  await pos.line('Aborrajados').getByRole('button', { name: 'Quitar Aborrajados' }).click();
  await expect(pos.cart.getByText('El carrito está vacío. Toque un ítem para agregarlo.')).toBeVisible();
});

for (const size of [
  { width: 1024, height: 768, phone: false },
  { width: 390, height: 844, phone: true },
  { width: 1280, height: 800, phone: false },
]) {
  test(`${size.width}x${size.height}: the quantity field and the removal question fit, 44-px targets`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(size);
    const pos = new PosScreen(page);
    await pos.open();
    await pos.add('Chicharrón con arepa');
    await pos.add('Tres leches');
    if (size.phone) {
      await page
        .getByRole('region', { name: 'Resumen del carrito' })
        .getByRole('button', { name: 'Ver carrito' })
        .click();
      await expect(page.getByRole('dialog', { name: 'Carrito' })).toBeVisible();
    }
    const qty = pos.quantity('Tres leches');
    await qty.fill('24');
    await qty.press('Enter');
    await expectInViewport(page, qty, 'Cantidad Tres leches');
    await expectInViewport(page, pos.line('Tres leches').getByRole('button', { name: 'Quitar Tres leches' }), 'Quitar');
    expect(await smallTouchTargets(page)).toEqual([]);
    await saveShot(page, testInfo, `pos-quantity-${size.width}x${size.height}`);

    await pos.minus('Chicharrón con arepa');
    const ask = pos.line('Chicharrón con arepa').getByRole('group', { name: /¿Quitar Chicharrón con arepa/ });
    await expectInViewport(page, ask.getByRole('button', { name: 'Quitar', exact: true }), 'Quitar (pregunta)');
    await expectInViewport(page, ask.getByRole('button', { name: 'Cancelar' }), 'Cancelar (pregunta)');
    expect(await smallTouchTargets(page)).toEqual([]);
    await saveShot(page, testInfo, `pos-quantity-ask-${size.width}x${size.height}`);
  });
}
