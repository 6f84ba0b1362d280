import { expect, test, type Locator, type Page } from './support/test';
import { signInViaApi } from './support/auth';
import { SettingsPage, uniqueSuffix } from './support/settings';

/** One variant or add-on row inside its collapsible section. */
function optionRow(section: Locator, title: string): Locator {
  return section.getByRole('listitem').filter({ hasText: title });
}

async function addOption(s: SettingsPage, section: Locator, button: string, title: string, price: string) {
  await section.getByRole('button', { name: button }).click();
  await s.fillAndSave(s.dialog(button), { Título: title, Precio: price });
}

function card(page: Page, title: string): Locator {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

test('menu: category, tax, an item with two variants and two add-ons, edited and deleted', async ({ page }) => {
  test.slow();
  const s = new SettingsPage(page);
  const id = uniqueSuffix();
  const category = `Cat menu ${id}`;
  const tax = `Imp menu ${id}`;
  const item = `Plato E2E ${id}`;
  await signInViaApi(page, 'admin', '/dashboard/settings/menu-items');

  // A category and a tax of our own, created through their screens.
  await page.getByRole('link', { name: 'Categorías' }).first().click();
  await expect(s.heading('Categorías')).toBeVisible();
  await page.getByRole('button', { name: 'Nueva categoría' }).click();
  await s.fillAndSave(s.dialog('Nueva categoría'), { Título: category });
  await expect(s.row(category)).toBeVisible();
  await s.nav.getByRole('link', { name: 'Impuestos' }).click();
  await page.getByRole('button', { name: 'Nuevo impuesto' }).click();
  await s.fillAndSave(s.dialog('Nuevo impuesto'), {
    Título: tax,
    'Tasa %': '8',
    Tipo: 'Inclusivo — Ya está incluido en el precio',
  });
  await expect(s.row(tax)).toBeVisible();

  // The new item dialog checks title and price before sending.
  await s.nav.getByRole('link', { name: 'Menú' }).click();
  await page.getByRole('button', { name: 'Nuevo ítem' }).click();
  const add = s.dialog('Nuevo ítem');
  await add.getByRole('button', { name: 'Guardar' }).click();
  await expect(add.getByText('Por favor ingrese el titulo!')).toBeVisible();
  await expect(add.getByText('Por favor ingrese un precio valido!')).toBeVisible();
  await expect(add.getByLabel('Categoría').getByRole('option', { name: 'Ninguna' })).toHaveCount(1);
  await expect(add.getByLabel('Impuesto').getByRole('option', { name: `${tax} - 8% (Inclusivo)` })).toHaveCount(1);
  await s.fillAndSave(add, {
    Título: item,
    Precio: '18.500,50',
    'Precio neto': '17000',
    Categoría: category,
    Impuesto: `${tax} - 8% (Inclusivo)`,
  });
  await expect(s.toast('¡Ítem agregado!')).toBeVisible();
  await expect(card(page, item)).toContainText('Col$ 18.500,50');
  await expect(card(page, item)).toContainText(category);
  await expect(card(page, item)).toContainText('0 variantes');

  // Item detail: breadcrumb, summary, and the note about option prices.
  await page.getByRole('link', { name: `Editar ${item}`, exact: true }).click();
  await expect(s.heading(item)).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs).toHaveText(/Configuraciones.*Ítems del menú.*Plato E2E/);
  const summary = page.getByRole('definition');
  await expect(summary.filter({ hasText: 'Col$ 18.500,50' })).toHaveCount(1);
  await expect(summary.filter({ hasText: 'Col$ 17.000' })).toHaveCount(1);
  await expect(summary.filter({ hasText: category })).toHaveCount(1);
  await expect(summary.filter({ hasText: `${tax} · 8% Inclusivo` })).toHaveCount(1);
  await expect(
    page.getByText('El precio que ingrese en una variante o complemento es el precio final').first(),
  ).toBeVisible();

  const variants = page.getByRole('region', { name: 'Variantes' });
  const addons = page.getByRole('region', { name: 'Complementos' });
  await addOption(s, variants, 'Nueva variante', 'Personal', '15000');
  await expect(s.toast('¡Variante agregada!')).toBeVisible();
  await addOption(s, variants, 'Nueva variante', 'Familiar', '');
  await expect(optionRow(variants, 'Familiar')).toContainText('Col$ 0');
  await addOption(s, addons, 'Nuevo complemento', 'Queso', '2000');
  await expect(s.toast('¡Complemento agregado!')).toBeVisible();
  await addOption(s, addons, 'Nuevo complemento', 'Tocineta', '3500,25');
  await expect(optionRow(addons, 'Tocineta')).toContainText('Col$ 3.500,25');
  await expect(variants.getByRole('listitem')).toHaveCount(2);
  await expect(addons.getByRole('listitem')).toHaveCount(2);

  // A variant dialog refuses an empty title; then edits keep the new price.
  await s.editButton('Familiar').click();
  const editVariant = s.dialog('Actualizar variante');
  await s.fillAndSave(editVariant, { Título: '' });
  await expect(editVariant.getByText('Por favor ingrese el titulo!')).toBeVisible();
  await s.fillAndSave(editVariant, { Título: 'Familiar grande', Precio: '42000' });
  await expect(s.toast('¡Variante actualizada!')).toBeVisible();
  await expect(optionRow(variants, 'Familiar grande')).toContainText('Col$ 42.000');
  await s.editButton('Queso').click();
  await s.fillAndSave(s.dialog('Actualizar complemento'), { Título: 'Queso doble', Precio: '4000' });
  await expect(optionRow(addons, 'Queso doble')).toContainText('Col$ 4.000');

  // The lists collapse and expand.
  await variants.getByRole('button', { name: /Variantes/ }).click();
  await expect(optionRow(variants, 'Personal')).toBeHidden();
  await variants.getByRole('button', { name: /Variantes/ }).click();
  await expect(optionRow(variants, 'Personal')).toBeVisible();

  await s.deleteWithConfirm(s.deleteButton('Personal'), '¡Variante eliminada!');
  await expect(variants.getByRole('listitem')).toHaveCount(1);
  await s.deleteWithConfirm(s.deleteButton('Tocineta'), '¡Complemento eliminado!');
  await expect(addons.getByRole('listitem')).toHaveCount(1);

  // The item's own form: Save updates the summary.
  const form = page.locator('form').filter({ has: page.getByLabel('Precio neto') });
  await form.getByLabel('Título', { exact: true }).fill(`${item} editado`);
  await form.getByLabel('Precio', { exact: true }).fill('21000');
  await form.getByLabel('Categoría').selectOption({ label: 'Ninguna' });
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(s.toast('¡Ítem actualizado!')).toBeVisible();
  await expect(s.heading(`${item} editado`)).toBeVisible();
  await expect(summary.filter({ hasText: 'Col$ 21.000' })).toHaveCount(1);
  await expect(summary.filter({ hasText: 'Sin categoría' })).toHaveCount(1);

  // Back to the grid through the breadcrumb; the card shows the new values; then delete it all.
  await crumbs.getByRole('link', { name: 'Ítems del menú' }).click();
  await page.getByRole('searchbox', { name: 'Buscar ítem' }).fill(id);
  await expect(page.getByRole('list', { name: 'Ítems del menú' }).getByRole('listitem')).toHaveCount(1);
  // Its one variant (42.000) replaces the item's own price, so the card shows what the POS charges.
  await expect(card(page, `${item} editado`)).toContainText('Col$ 42.000');
  await expect(card(page, `${item} editado`)).toContainText('1 variante');
  await s.deleteWithConfirm(s.deleteButton(`${item} editado`), '¡Ítem eliminado!');
  await expect(card(page, `${item} editado`)).toHaveCount(0);

  await s.nav.getByRole('link', { name: 'Impuestos' }).click();
  await s.deleteWithConfirm(s.deleteButton(tax), '¡Impuesto eliminado!');
  await s.nav.getByRole('link', { name: 'Categorías' }).click();
  await s.deleteWithConfirm(s.deleteButton(category), '¡Categoría eliminada!');
  await expect(s.row(category)).toHaveCount(0);
});

test('an unknown item id shows the not-found text inside the settings layout', async ({ page }) => {
  await signInViaApi(page, 'admin', '/dashboard/settings/menu-items/987654');
  await expect(page.getByRole('alert').filter({ hasText: '¡Ítem no encontrado!' })).toBeVisible();
  await expect(new SettingsPage(page).nav.getByRole('link', { name: 'Menú' })).toHaveAttribute('aria-current', 'page');
});

test('prices are read the Colombian way: 32.000 is thirty-two thousand pesos, 32.00 is refused', async ({ page }) => {
  // A long walk through two dialogs and two pages: on a loaded 2-core CI machine it nears 30 s.
  test.slow();
  const s = new SettingsPage(page);
  const item = `Precio CO ${uniqueSuffix()}`;
  await signInViaApi(page, 'admin', '/dashboard/settings/menu-items');

  await page.getByRole('button', { name: 'Nuevo ítem' }).click();
  const add = s.dialog('Nuevo ítem');
  const price = add.getByLabel('Precio', { exact: true });
  await add.getByLabel('Título', { exact: true }).fill(item);
  await price.fill('32.00');
  await add.getByRole('button', { name: 'Guardar' }).click();
  await expect(add.getByText('¡Valor ambiguo! Use punto para los miles y coma para los centavos')).toBeVisible();
  await expect(price).toHaveAttribute('aria-invalid', 'true');

  await price.fill('32.000');
  await expect(add.getByText('Se guardará: Col$ 32.000')).toBeVisible();
  await add.getByRole('button', { name: 'Guardar' }).click();
  await expect(s.toast('¡Ítem agregado!')).toBeVisible();
  await expect(card(page, item)).toContainText('Col$ 32.000');

  await page.getByRole('link', { name: `Editar ${item}`, exact: true }).click();
  await expect(page.getByRole('definition').filter({ hasText: 'Col$ 32.000' })).toHaveCount(1);
  // The edit form shows the saved price the same way, so saving it again keeps 32000.
  const form = page.locator('form').filter({ has: page.getByLabel('Precio neto') });
  await expect(form.getByLabel('Precio', { exact: true })).toHaveValue('32.000');
  const variants = page.getByRole('region', { name: 'Variantes' });
  await addOption(s, variants, 'Nueva variante', 'Grande', 'Col$ 1.234.567,5');
  await expect(optionRow(variants, 'Grande')).toContainText('Col$ 1.234.567,50');

  const saved = await page.request.get('/api/v1/menu-items');
  const row = ((await saved.json()) as { title: string; price: number }[]).find((i) => i.title === item);
  expect(row?.price).toBe(32000);

  await s.deleteWithConfirm(page.getByRole('button', { name: 'Eliminar Grande', exact: true }), '¡Variante eliminada!');
  // The toast over the breadcrumb lets the tap through.
  await expect(s.toast('¡Variante eliminada!')).toBeVisible();
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Ítems del menú' }).click();
  await s.deleteWithConfirm(s.deleteButton(item), '¡Ítem eliminado!');
});
