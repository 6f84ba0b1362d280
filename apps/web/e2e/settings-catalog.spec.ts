import { expect, test } from './support/test';
import { signInViaApi } from './support/auth';
import { SettingsPage, uniqueSuffix } from './support/settings';

test.describe('settings catalogue', () => {
  test.beforeEach(async ({ page }) => {
    await signInViaApi(page, 'admin', '/dashboard/settings');
  });

  test('categories: empty title refused in the form, then add, update and delete', async ({ page }) => {
    const s = new SettingsPage(page);
    const title = `Cat E2E ${uniqueSuffix()}`;
    await s.open('menu-items/categories');
    await expect(s.heading('Categorías')).toBeVisible();

    await page.getByRole('button', { name: 'Nueva categoría' }).click();
    const add = s.dialog('Nueva categoría');
    await add.getByRole('button', { name: 'Guardar' }).click();
    await expect(add.getByText('Por favor ingrese el titulo de la categoria!')).toBeVisible();
    await s.fillAndSave(add, { Título: title });
    await expect(s.toast('¡Categoría agregada!')).toBeVisible();
    await expect(add).toBeHidden();
    await expect(s.row(title)).toBeVisible();

    await s.editButton(title).click();
    const edit = s.dialog('Actualizar categoría');
    await expect(edit.getByLabel('Título')).toHaveValue(title);
    await s.fillAndSave(edit, { Título: `${title} bis` });
    await expect(s.toast('¡Categoría actualizada!')).toBeVisible();
    await expect(s.row(`${title} bis`)).toBeVisible();
    await expect(s.row(title)).toHaveCount(0);

    await s.deleteWithConfirm(s.deleteButton(`${title} bis`), '¡Categoría eliminada!');
    await expect(s.row(`${title} bis`)).toHaveCount(0);
  });

  test('categories: a double-clicked Guardar creates one category', async ({ page }) => {
    const s = new SettingsPage(page);
    const title = `Cat doble ${uniqueSuffix()}`;
    const creates: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/settings/categories/add'))
        creates.push(request.url());
    });
    await s.open('menu-items/categories');
    await page.getByRole('button', { name: 'Nueva categoría' }).click();
    const add = s.dialog('Nueva categoría');
    await add.getByLabel('Título').fill(title);
    await add.getByRole('button', { name: 'Guardar' }).dblclick();
    await expect(s.toast('¡Categoría agregada!')).toBeVisible();
    await expect(add).toBeHidden();
    await expect(s.row(title)).toHaveCount(1);

    const list = await page.request.get('/api/v1/settings/categories');
    const mine = ((await list.json()) as { id: number; title: string }[]).filter((c) => c.title === title);
    expect(mine).toHaveLength(1);
    expect(creates).toHaveLength(1);
    expect((await page.request.delete(`/api/v1/settings/categories/${mine[0].id}`)).status()).toBe(200);
  });

  test('taxes: the spec messages before sending, then add, update and delete', async ({ page }) => {
    const s = new SettingsPage(page);
    const title = `IVA E2E ${uniqueSuffix()}`;
    await s.open('tax-setup');

    await page.getByRole('button', { name: 'Nuevo impuesto' }).click();
    const add = s.dialog('Nuevo impuesto');
    await add.getByRole('button', { name: 'Guardar' }).click();
    await expect(add.getByText('Proporcione un titulo!')).toBeVisible();
    await expect(add.getByText('Valor invalido en la tasa de impuestos!')).toBeVisible();
    await expect(add.getByText('Seleccione el tipo de impuesto!')).toBeVisible();
    await s.fillAndSave(add, { Título: title, 'Tasa %': '-1', Tipo: 'Exclusivo — Se suma al precio' });
    await expect(add.getByText('Valor invalido en la tasa de impuestos!')).toBeVisible();
    await s.fillAndSave(add, { 'Tasa %': '2.5' });
    await expect(s.toast('¡Impuesto agregado!')).toBeVisible();
    await expect(s.row(title)).toContainText('2,5%');
    await expect(s.row(title)).toContainText('Exclusivo');

    await s.editButton(title).click();
    const edit = s.dialog('Actualizar impuesto');
    await expect(edit.getByLabel('Tasa %')).toHaveValue('2.5');
    await s.fillAndSave(edit, { 'Tasa %': '19', Tipo: 'Inclusivo — Ya está incluido en el precio' });
    await expect(s.toast('¡Impuesto actualizado!')).toBeVisible();
    await expect(s.row(title)).toContainText('19%');
    await expect(s.row(title)).toContainText('Inclusivo');

    await s.deleteWithConfirm(s.deleteButton(title), '¡Impuesto eliminado!');
    await expect(s.row(title)).toHaveCount(0);
  });

  test('tables: add, update and delete from the card grid', async ({ page }) => {
    const s = new SettingsPage(page);
    const title = `Mesa E2E ${uniqueSuffix()}`;
    await s.open('tables');
    const card = (t: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: t }) });

    await page.getByRole('button', { name: 'Nueva mesa' }).click();
    const add = s.dialog('Nueva mesa');
    // The form presets the floor and capacity the way the spec reads them ('-' and 0).
    await expect(add.getByLabel('Piso')).toHaveValue('-');
    await expect(add.getByLabel('Capacidad')).toHaveValue('0');
    await add.getByRole('button', { name: 'Guardar' }).click();
    await expect(add.getByText('¡Por favor ingrese el título de la mesa!')).toBeVisible();
    await s.fillAndSave(add, { Título: title, Piso: 'Terraza', Capacidad: '4' });
    await expect(s.toast('¡Mesa agregada!')).toBeVisible();
    await expect(card(title)).toContainText('Terraza');
    await expect(card(title)).toContainText('4 personas');

    await s.editButton(title).click();
    const edit = s.dialog('Actualizar mesa');
    await expect(edit.getByLabel('Título')).toHaveValue(title);
    await s.fillAndSave(edit, { Capacidad: '6', Piso: 'Patio' });
    await expect(s.toast('¡Mesa actualizada!')).toBeVisible();
    await expect(card(title)).toContainText('Patio');
    await expect(card(title)).toContainText('6 personas');

    await s.deleteWithConfirm(s.deleteButton(title), '¡Mesa eliminada!');
    await expect(card(title)).toHaveCount(0);
  });

  test('payment types: add active, toggle off and on (kept after reload), update, delete', async ({ page }) => {
    const s = new SettingsPage(page);
    const title = `Pago E2E ${uniqueSuffix()}`;
    await s.open('payment-types');

    await page.getByRole('button', { name: 'Nuevo tipo de pago' }).click();
    const add = s.dialog('Nuevo tipo de pago');
    await add.getByRole('button', { name: 'Guardar' }).click();
    await expect(add.getByText('Por favor ingrese el titulo!')).toBeVisible();
    await s.fillAndSave(add, { Título: title });
    await expect(s.toast('¡Tipo de pago agregado!')).toBeVisible();

    const toggle = page.getByRole('switch', { name: `Activar ${title}` });
    await expect(toggle).toBeChecked();
    await toggle.click();
    await expect(s.toast('¡Estado del tipo de pago actualizado!')).toBeVisible();
    await expect(toggle).not.toBeChecked();
    await page.reload();
    await expect(toggle).not.toBeChecked();
    await toggle.click();
    await expect(toggle).toBeChecked();
    await page.reload();
    await expect(toggle).toBeChecked();

    await s.editButton(title).click();
    const edit = s.dialog('Actualizar tipo de pago');
    await expect(edit.getByRole('switch', { name: 'Activo' })).toBeChecked();
    await edit.getByRole('switch', { name: 'Activo' }).click();
    await s.fillAndSave(edit, { Título: `${title} bis` });
    await expect(s.toast('¡Tipo de pago actualizado!')).toBeVisible();
    await expect(page.getByRole('switch', { name: `Activar ${title} bis` })).not.toBeChecked();

    await s.deleteWithConfirm(s.deleteButton(`${title} bis`), '¡Tipo de pago eliminado!');
    await expect(s.row(`${title} bis`)).toHaveCount(0);
  });

  test('a refused save keeps the dialog open with what was typed', async ({ page }) => {
    const s = new SettingsPage(page);
    const title = `Mesa dup ${uniqueSuffix()}`;
    // A table with this title on this floor already exists, so the server refuses the second one (409).
    const res = await page.request.post('/api/v1/settings/store-tables/add', {
      data: { title, floor: 'Terraza', seatingCapacity: 2 },
    });
    expect(res.status()).toBe(200);
    const { id } = (await res.json()) as { id: number };

    await s.open('tables');
    await page.getByRole('button', { name: 'Nueva mesa' }).click();
    const add = s.dialog('Nueva mesa');
    await s.fillAndSave(add, { Título: title, Piso: 'Terraza', Capacidad: '3' });
    await expect(s.toast('¡Ya existe una mesa con ese título en ese piso!')).toBeVisible();
    // The modal hides the toast from the accessibility tree, so the dialog repeats the server's message.
    await expect(add.getByRole('alert')).toHaveText('¡Ya existe una mesa con ese título en ese piso!');
    await expect(add).toBeVisible();
    await expect(add.getByLabel('Título')).toHaveValue(title);
    await expect(add.getByLabel('Capacidad')).toHaveValue('3');
    await add.getByRole('button', { name: 'Cancelar' }).click();

    expect((await page.request.delete(`/api/v1/settings/store-tables/${id}`)).status()).toBe(200);
  });
});
