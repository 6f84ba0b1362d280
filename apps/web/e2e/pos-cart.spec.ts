import { CUSTOMER_MESSAGES } from '@comandero/contracts';
import { expect, test } from './support/test';
import { PosScreen } from './support/pos';

// Cart building only: nothing here submits an order or reads the print settings, so these tests
// run in parallel with everything else. Demo menu: apps/server/src/db/demo-data.ts.

test('builds a cart with a variant, add-ons, a note and quantities, with hand-computed totals', async ({ page }) => {
  const pos = new PosScreen(page);
  await pos.open();
  await expect(pos.cart.getByText('El carrito está vacío. Toque un ítem para agregarlo.')).toBeVisible();

  // Churrasco (Impoconsumo 8 % inclusive): variant Bien asado 45.000 + Aguacate 3.500 + Patacón 4.500
  // = 53.000 a unit; x2 = 106.000; tax inside = 106.000 x 8 / 108 = 7.851,851… -> 7.851,85.
  await pos.addWithOptions('Churrasco', 'Bien asado', ['Aguacate', 'Patacón']);
  await pos.plus('Churrasco');
  // Gaseosa (IVA 19 % exclusive): variant Litro y medio 9.000 x3 = 27.000; tax 27.000 x 0,19 = 5.130.
  await pos.addWithOptions('Gaseosa', 'Litro y medio');
  await pos.plus('Gaseosa');
  await pos.plus('Gaseosa');
  // Café tinto: 2.500, no tax, with a note.
  await pos.add('Café tinto');
  await pos.setNote('Café tinto', 'Sin azúcar, bien caliente');
  // Agua en botella added and taken back: reaching 0 removes the line.
  await pos.add('Agua en botella');
  await expect(pos.line('Agua en botella')).toBeVisible();
  await pos.minus('Agua en botella');
  await pos.confirmRemove('Agua en botella');
  await expect(pos.line('Agua en botella')).toHaveCount(0);

  const churrasco = pos.line('Churrasco');
  await expect(churrasco.getByTestId('line-choice')).toHaveText('Bien asado · + Aguacate, Patacón');
  await expect(churrasco.getByTestId('line-price')).toHaveText('× Col$ 53.000');
  await expect(pos.quantity('Churrasco')).toHaveValue('2');
  await expect(churrasco.getByTestId('line-total')).toHaveText('Col$ 106.000');
  await expect(pos.line('Gaseosa').getByTestId('line-total')).toHaveText('Col$ 27.000');
  await expect(pos.quantity('Gaseosa')).toHaveValue('3');
  await expect(pos.line('Café tinto').getByTestId('line-note')).toHaveText('Sin azúcar, bien caliente');
  await expect(pos.line('Café tinto').getByTestId('line-total')).toHaveText('Col$ 2.500');

  // Lines 106.000 + 27.000 + 2.500 = 135.500; taxes 7.851,85 + 5.130 = 12.981,85;
  // payable = lines + the exclusive tax only = 135.500 + 5.130 = 140.630; items without tax
  // = 140.630 - 12.981,85 = 127.648,15.
  await pos.expectTotals('Col$ 127.648,15', 'Col$ 12.981,85', 'Col$ 140.630');

  // One less Churrasco: 53.000 (tax 53.000 x 8 / 108 = 3.925,93); lines 82.500, taxes 9.055,93,
  // payable 87.630, items without tax 78.574,07.
  await pos.minus('Churrasco');
  await pos.expectTotals('Col$ 78.574,07', 'Col$ 9.055,93', 'Col$ 87.630');

  // The same choice again merges into the line; Nuevo asks before discarding the three lines.
  await pos.addWithOptions('Churrasco', 'Bien asado', ['Patacón', 'Aguacate']);
  await expect(pos.quantity('Churrasco')).toHaveValue('2');
  await page.getByRole('button', { name: 'Nuevo', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Nuevo pedido' })).toContainText(
    '¿Desea descartar el carrito actual? Se perderán 3 líneas.',
  );
  await page.getByRole('dialog', { name: 'Nuevo pedido' }).getByRole('button', { name: 'Cancelar' }).click();
  await expect(pos.cart.getByRole('listitem')).toHaveCount(3);
  await pos.newOrder('Descartar');
  await expect(pos.cart.getByRole('listitem')).toHaveCount(0);
  await pos.expectTotals('Col$ 0', 'Col$ 0', 'Col$ 0');
});

test('the note keeps at most 100 characters', async ({ page }) => {
  const pos = new PosScreen(page);
  await pos.open('mesero');
  await pos.add('Café tinto');
  await pos.line('Café tinto').getByRole('button', { name: 'Nota de Café tinto' }).click();
  const field = page.getByRole('dialog', { name: 'Nota del ítem' }).getByLabel('Nota (máx. 100 caracteres)');
  await field.fill('');
  await field.pressSequentially('x'.repeat(105));
  await expect(field).toHaveValue('x'.repeat(100));
  await expect(page.getByRole('dialog').getByText('100/100')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Guardar nota' }).click();
  await expect(pos.line('Café tinto').getByTestId('line-note')).toHaveText('x'.repeat(100));
});

test('search by title substring and category filter narrow the grid', async ({ page }) => {
  const pos = new PosScreen(page);
  await pos.open();
  const total = await pos.grid.getByRole('button').count();
  expect(total).toBeGreaterThanOrEqual(42);

  await pos.search.fill('AREPA');
  // Arepa de choclo, de huevo, rellena de carne, con queso, mixta; plus Chicharrón con arepa.
  await expect(pos.grid.getByRole('button')).toHaveCount(6);
  await pos.search.fill('   ');
  await expect(pos.grid.getByRole('button')).toHaveCount(total);
  // Accents and case do not matter, on either side.
  await pos.search.fill('chicharron');
  await expect(pos.grid.getByRole('button')).toHaveText([/^Chicharrón con arepa/]);
  await pos.search.fill('CAFÉ TÍNTO');
  await expect(pos.grid.getByRole('button')).toHaveText([/^Café tinto/]);
  await pos.search.fill('');

  await page.getByRole('button', { name: /^Categorías/ }).click();
  await page.getByRole('dialog', { name: 'Categorías' }).getByRole('button', { name: 'Postres' }).click();
  await expect(pos.grid.getByRole('button')).toHaveCount(5);
  await pos.search.fill('queso');
  await expect(pos.grid.getByRole('button')).toHaveCount(0);
  await expect(page.getByText('No se encontraron resultados! Cambie el Filtro!')).toBeVisible();
  await pos.search.fill('');
  await page.getByRole('button', { name: /^Categorías/ }).click();
  await page.getByRole('dialog', { name: 'Categorías' }).getByRole('button', { name: 'Todas' }).click();
  await expect(pos.grid.getByRole('button')).toHaveCount(total);
});

test('saves, loads and deletes drafts', async ({ page }) => {
  // Three drafts saved, loaded and deleted one by one and then all: 25 s alone on a quiet machine,
  // past 30 s on a loaded one.
  test.slow();
  const pos = new PosScreen(page);
  await pos.open();

  await pos.cart.getByRole('button', { name: 'Guardar borrador' }).click();
  await expect(pos.toast('Cart is empty!')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await pos.addWithOptions('Jugo de lulo', 'En leche');
  await pos.add('Tres leches');
  await pos.plus('Tres leches');
  // 7.500 + 2 x 11.000 = 29.500, all Impoconsumo inclusive: 7.500 x 8/108 = 555,56 and 22.000 x 8/108 = 1.629,63;
  // items without tax 29.500 - 2.185,19 = 27.314,81.
  await pos.expectTotals('Col$ 27.314,81', 'Col$ 2.185,19', 'Col$ 29.500');

  await pos.cart.getByRole('button', { name: 'Guardar borrador' }).click();
  const save = page.getByRole('dialog', { name: 'Guardar borrador' });
  await save.getByLabel('Referencia').fill('Mesa terraza');
  await save.getByRole('button', { name: 'Guardar' }).click();
  await expect(pos.toast('¡Borrador guardado!')).toBeVisible();
  await expect(pos.cart.getByRole('listitem')).toHaveCount(0);

  await pos.add('Café tinto');
  await pos.cart.getByRole('button', { name: 'Guardar borrador' }).click();
  await page.getByRole('dialog', { name: 'Guardar borrador' }).getByRole('button', { name: 'Guardar' }).click();
  await expect(pos.cart.getByRole('listitem')).toHaveCount(0);

  // Drafts survive a reload (browser storage).
  await page.reload();
  await page.getByRole('button', { name: 'Lista de Borradores' }).click();
  const list = page.getByRole('dialog', { name: 'Lista de Borradores' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').first()).toContainText('Borrador 2');
  await list.getByRole('button', { name: 'Cargar Mesa terraza' }).click();
  await expect(list).toBeHidden();
  await expect(pos.quantity('Tres leches')).toHaveValue('2');
  await expect(pos.line('Jugo de lulo')).toContainText('En leche');
  await pos.expectTotals('Col$ 27.314,81', 'Col$ 2.185,19', 'Col$ 29.500');

  await page.getByRole('button', { name: 'Lista de Borradores' }).click();
  await list.getByRole('button', { name: 'Eliminar Borrador 2' }).click();
  await expect(pos.toast('¡Borrador eliminado!')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);

  // "Eliminar todos" asks first; cancelling keeps the drafts.
  await list.getByRole('button', { name: 'Eliminar todos' }).click();
  const confirm = page.getByRole('dialog', { name: 'Eliminar todos' });
  await expect(confirm).toContainText('Se eliminará 1 borrador.');
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirm).toBeHidden();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await list.getByRole('button', { name: 'Eliminar todos' }).click();
  await confirm.getByRole('button', { name: 'Eliminar todos' }).click();
  await expect(pos.toast('¡Borradores eliminados!')).toBeVisible();
  await expect(list.getByText('No hay borradores guardados.')).toBeVisible();
});

test('the order in progress survives a visit to another page; Nuevo clears it', async ({ page }) => {
  const pos = new PosScreen(page);
  await pos.open();
  await pos.addWithOptions('Gaseosa', 'Litro y medio');
  await pos.plus('Gaseosa');
  await pos.add('Café tinto');
  await pos.setNote('Café tinto', 'Para llevar caliente');
  await pos.chooseService('Comer en el local');
  await pos.chooseTable('Mesa 5, 4 persons, Primer piso');
  await pos.lookUpCustomer('3109876543');
  await expect(pos.customer).toHaveText('3109876543-Juan Camilo Restrepo');

  const nav = page.getByRole('navigation', { name: 'Menú principal' });
  await nav.getByRole('link', { name: 'Ordenes' }).click();
  await expect(page).toHaveURL(/\/dashboard\/orders$/);
  await expect(pos.cart).toHaveCount(0);
  await nav.getByRole('link', { name: 'POS' }).click();

  await expect(pos.quantity('Gaseosa')).toHaveValue('2');
  await expect(pos.line('Gaseosa')).toContainText('Litro y medio');
  await expect(pos.line('Café tinto').getByTestId('line-note')).toHaveText('Para llevar caliente');
  await expect(pos.customer).toHaveText('3109876543-Juan Camilo Restrepo');
  await expect(page.getByRole('combobox', { name: 'Opción de servicio' })).toHaveValue('dinein');
  await expect(page.getByRole('combobox', { name: 'Mesa' }).locator('option:checked')).toHaveText(
    'Mesa 5, 4 persons, Primer piso',
  );
  // 2 x 9.000 + 19 % = 21.420, plus 2.500 without tax.
  await pos.expectTotals('Col$ 20.500', 'Col$ 3.420', 'Col$ 23.920');

  await pos.newOrder('Descartar');
  await expect(pos.cart.getByRole('listitem')).toHaveCount(0);
  await nav.getByRole('link', { name: 'Ordenes' }).click();
  await nav.getByRole('link', { name: 'POS' }).click();
  await expect(pos.grid.getByRole('button').first()).toBeVisible();
  await expect(pos.cart.getByRole('listitem')).toHaveCount(0);
  await expect(pos.customer).toHaveText('WALKIN CUSTOMER');
});

test('looks a customer up by phone, shows the spec messages and resets to WALKIN', async ({ page }) => {
  const pos = new PosScreen(page);
  await pos.open('mesero');
  await expect(pos.customer).toHaveText('WALKIN CUSTOMER');

  await pos.lookUpCustomer('   ');
  await expect(pos.toast('Please provide phone number to search!')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Buscar cliente' }).getByRole('alert')).toHaveText(
    'Please provide phone number to search!',
  );

  const dialog = page.getByRole('dialog', { name: 'Buscar cliente' });
  await dialog.getByLabel('Teléfono').fill('3990000000');
  await dialog.getByRole('button', { name: 'Buscar' }).click();
  await expect(pos.toast(CUSTOMER_MESSAGES.notFound)).toBeVisible();
  // Repeated inside the dialog, where screen readers can reach it.
  await expect(dialog.getByRole('alert')).toHaveText(CUSTOMER_MESSAGES.notFound);
  await expect(pos.customer).toHaveText('WALKIN CUSTOMER');

  await dialog.getByLabel('Teléfono').fill('3109876543');
  await dialog.getByRole('button', { name: 'Buscar' }).click();
  await expect(dialog).toBeHidden();
  await expect(pos.customer).toHaveText('3109876543-Juan Camilo Restrepo');

  await page.getByRole('button', { name: 'Quitar cliente' }).click();
  await expect(pos.customer).toHaveText('WALKIN CUSTOMER');

  // Typed with spaces and a dash, as staff read it out: the POS searches the digits.
  await pos.lookUpCustomer(' 310 987-6543 ');
  await expect(pos.customer).toHaveText('3109876543-Juan Camilo Restrepo');
  // On an empty cart Nuevo asks nothing.
  await pos.newOrder();
  await expect(pos.customer).toHaveText('WALKIN CUSTOMER');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('service and table selects offer the spec options', async ({ page }) => {
  const pos = new PosScreen(page);
  await pos.open();
  const service = page.getByRole('combobox', { name: 'Opción de servicio' });
  await expect(service.locator('option')).toHaveText([
    'Opción de servicio...',
    'Comer en el local',
    'Entrega a domicilio',
    'Para llevar',
  ]);
  await expect(service.locator('option').first()).toHaveAttribute('value', '');
  const table = page.getByRole('combobox', { name: 'Mesa' });
  await expect(table.locator('option', { hasText: 'Mesa 1, 2 persons, Primer piso' })).toHaveCount(1);
  await expect(table.locator('option', { hasText: 'Mesa 12, 8 persons, Segundo piso' })).toHaveCount(1);
  await pos.chooseTable('Mesa 10, 6 persons, Segundo piso');
  await expect(table).toHaveValue(/\d+/);
  await expect(page.getByRole('link', { name: 'Ordenes de Mesa' })).toHaveAttribute('href', '/dashboard/orders');
});

test('opens Pagar y enviar for the first time during a network drop: the dialog code came in idle time', async ({
  page,
}) => {
  const pos = new PosScreen(page);
  // The dialog's chunk arrives a few seconds after the POS, never having been opened.
  const preloaded = page.waitForResponse((r) => /\/assets\/submit-dialog[^/]*\.js$/.test(r.url()), { timeout: 15_000 });
  await pos.open();
  expect((await preloaded).status()).toBe(200);

  await page.context().setOffline(true);
  try {
    await pos.add('Café tinto');
    await page.getByRole('button', { name: 'Pagar y enviar', exact: true }).click();
    const summary = page.getByRole('dialog', { name: 'Pagar y enviar a cocina' });
    await expect(summary).toBeVisible();
    await expect(summary.getByRole('button', { name: 'Confirmar pago' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(summary).toBeHidden();
  } finally {
    await page.context().setOffline(false);
  }
});
