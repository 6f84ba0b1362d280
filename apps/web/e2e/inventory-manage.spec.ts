import { INVENTORY_MESSAGES } from '@comandero/contracts';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { adminApi, createItem } from './support/admin-api';
import { newSignedInPage, signInViaApi } from './support/auth';
import { PosScreen } from './support/pos';
import { shotsAt } from './support/shots';

const toast = (page: Page, text: string) => page.locator('[role="status"]').filter({ hasText: text });

async function addIngredient(admin: APIRequestContext, name: string, unit = 'kg'): Promise<number> {
  const res = await admin.post('/api/v1/inventory/ingredients/add', {
    data: { name, unit, cost: '8000', minStock: '0' },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { id: number }).id;
}

/** The card of an item in the POS grid, with its own button and (for managers) the 86 menu. */
const cardOf = (pos: PosScreen, title: string) =>
  pos.grid.getByRole('listitem').filter({ has: pos.page.getByRole('button', { name: title }) });

test('a manager 86es an item from the POS grid and another terminal sees it "Agotado" without a reload', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const admin = await adminApi(baseURL!);
  const stamp = Date.now().toString(36);
  const title = `Sopa del día ${stamp}`;
  const itemId = await createItem(admin, title, 12000);
  try {
    // The cashier (POS, no inventory scope) watches; their card has no 86 menu.
    const { context, page: watching } = await newSignedInPage(browser, 'cajero', '/dashboard/pos');
    const other = new PosScreen(watching);
    await other.search.fill(stamp);
    await expect(other.item(title)).toBeEnabled();
    await expect(cardOf(other, title).getByRole('button', { name: 'Agotado (86)' })).toHaveCount(0);

    await signInViaApi(page, 'admin', '/dashboard/pos');
    const manager = new PosScreen(page);
    await manager.search.fill(stamp);
    await cardOf(manager, title).getByRole('button', { name: 'Agotado (86)' }).click();
    const ask = page.getByRole('dialog', { name: 'Agotado (86)' });
    await expect(ask).toContainText(`¿Marcar «${title}» como agotado?`);
    await shotsAt(page, 'pos-86-dialog', ask.getByRole('button', { name: 'Marcar agotado' }));
    await ask.getByRole('button', { name: 'Marcar agotado' }).click();
    await expect(toast(page, INVENTORY_MESSAGES.soldOutSet)).toBeVisible();
    await expect(ask).toBeHidden();
    await expect(manager.item(title)).toBeDisabled();
    await expect(other.item(title)).toBeDisabled();
    await expect(other.item(title)).toContainText('Agotado');
    await shotsAt(page, 'pos-86-grid', cardOf(manager, title));

    // Brought back the same way: the other terminal may sell it again, still without a reload.
    await cardOf(manager, title).getByRole('button', { name: 'Agotado (86)' }).click();
    await expect(ask).toContainText(`¿Habilitar «${title}» otra vez?`);
    await ask.getByRole('button', { name: 'Habilitar' }).click();
    await expect(other.item(title)).toBeEnabled();
    await expect(other.item(title)).not.toContainText('Agotado');
    await context.close();
  } finally {
    await admin.post(`/api/v1/inventory/items/${itemId}/sold-out`, { data: { soldOut: false } });
  }
});

test('ingredients are edited and deleted (refused while in use), a preparation is edited', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const admin = await adminApi(baseURL!);
  const stamp = Date.now().toString(36);
  const onion = `Cebolla ${stamp}`;
  const tomato = `Tomate ${stamp}`;
  const spare = `Perejil ${stamp}`;
  const stew = `Guiso ${stamp}`;
  await addIngredient(admin, onion);
  const tomatoId = await addIngredient(admin, tomato);
  await addIngredient(admin, spare, 'g');
  const prep = await admin.post('/api/v1/inventory/preparations/add', {
    data: { name: stew, lines: [{ ingredientId: tomatoId, quantity: '0.2' }] },
  });
  expect(prep.status(), await prep.text()).toBe(200);

  await signInViaApi(page, 'admin', '/dashboard/inventory');
  // Edit: name, cost and minimum; the stock is not a field (it moves only through movements).
  await page.getByRole('button', { name: `Editar ${onion}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar insumo' });
  await expect(edit.getByLabel('Existencia', { exact: true })).toHaveCount(0);
  await edit.getByLabel('Nombre', { exact: true }).fill(`${onion} roja`);
  await edit.getByLabel('Mínimo', { exact: true }).fill('2');
  await shotsAt(page, 'inventory-ingredient-edit', edit.getByRole('button', { name: 'Guardar' }));
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(edit).toBeHidden();
  const edited = page.getByRole('row', { name: new RegExp(`${onion} roja`) });
  await expect(edited).toContainText('2 kg');

  // Delete asks first; an ingredient a preparation uses is refused with the server's words.
  await page.getByRole('button', { name: `Eliminar ${tomato}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Eliminar insumo' });
  await expect(confirm).toContainText(`¿Eliminar el insumo «${tomato}»?`);
  await shotsAt(page, 'inventory-ingredient-delete', confirm.getByRole('button', { name: 'Eliminar' }));
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(toast(page, INVENTORY_MESSAGES.ingredientInUse)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(tomato) })).toBeVisible();
  // Cancel keeps it; confirming deletes one nothing uses.
  await page.getByRole('button', { name: `Eliminar ${spare}` }).click();
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByRole('row', { name: new RegExp(spare) })).toBeVisible();
  await page.getByRole('button', { name: `Eliminar ${spare}` }).click();
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(toast(page, INVENTORY_MESSAGES.deleted)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(spare) })).toHaveCount(0);
  // The list sits under the add and waste forms: the shot is of the whole page.
  await shotsAt(page, 'inventory-ingredients-actions', page.getByRole('tab', { name: 'Insumos' }));

  // Preparation: 0,2 kg of tomato a portion becomes 0,35 kg, plus some onion.
  await page.getByRole('tab', { name: 'Recetas' }).click();
  await page.getByRole('button', { name: `Editar ${stew}` }).click();
  const prepDialog = page.getByRole('dialog', { name: 'Editar preparación' });
  await expect(prepDialog.getByLabel('Cantidad por porción')).toHaveValue('0.2');
  await prepDialog.getByLabel('Cantidad por porción').fill('0.35');
  await prepDialog.getByRole('button', { name: 'Otro insumo' }).click();
  await prepDialog
    .getByLabel('Insumo', { exact: true })
    .nth(1)
    .selectOption({ label: `${onion} roja (kg)` });
  await prepDialog.getByLabel('Cantidad por porción').nth(1).fill('0.1');
  await shotsAt(page, 'inventory-preparation-edit', prepDialog.getByRole('button', { name: 'Guardar' }));
  await prepDialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(prepDialog).toBeHidden();
  const listed = page.getByRole('listitem').filter({ hasText: stew });
  await expect(listed).toContainText(`0,35 kg ${tomato}`);
  await expect(listed).toContainText(`0,1 kg ${onion} roja`);
});

test('the recipe editor\'s "Agotado a mano (86)" row is a 44 px touch target on a phone', async ({ page, baseURL }) => {
  const admin = await adminApi(baseURL!);
  const title = `Jugo 86 ${Date.now().toString(36)}`;
  const itemId = await createItem(admin, title, 6000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInViaApi(page, 'admin', '/dashboard/inventory');
  await page.getByRole('tab', { name: 'Recetas' }).click();
  await page.getByLabel('Producto', { exact: true }).selectOption({ label: title });
  const row = page.getByTestId('sold-out-toggle');
  const box = await row.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  // The whole row toggles: a tap on its text, away from the box.
  await row.getByText('Agotado a mano (86)').click();
  await expect(row.getByRole('checkbox')).toBeChecked();
  await shotsAt(page, 'inventory-recipe-86', row);
  await row.getByText('Agotado a mano (86)').click();
  await expect(row.getByRole('checkbox')).not.toBeChecked();
  await admin.post(`/api/v1/inventory/items/${itemId}/sold-out`, { data: { soldOut: false } });
});
