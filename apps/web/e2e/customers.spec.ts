import { expect, test } from './support/test';
import { newSignedInPage, signInViaApi } from './support/auth';
import { addCustomer, addStaffUser, rowWith, toast, uniquePhone } from './support/front-desk';
import { smallTouchTargets } from './support/viewport';

const CONFIRM = 'Estás seguro! Este proceso es irreversible!';

test.describe('Clientes', () => {
  test('add (spec messages first), find, edit and delete a customer', async ({ page }) => {
    await signInViaApi(page, 'admin', '/dashboard/customers');
    const phone = uniquePhone();
    const name = `Cliente E2E ${phone.slice(-5)}`;
    await expect(page.getByRole('heading', { level: 1, name: 'Clientes' })).toBeVisible();

    await page.getByRole('button', { name: 'Nuevo cliente' }).click();
    const add = page.getByRole('dialog', { name: 'Nuevo cliente' });
    await add.getByRole('button', { name: 'Guardar' }).click();
    await expect(add.getByText("Please Provide Customer's Phone!")).toBeVisible();
    await expect(add.getByText("Please Provide Customer's Name!")).toBeVisible();
    await add.getByLabel('Teléfono').fill(`${phone.slice(0, 3)} ${phone.slice(3)}`);
    await add.getByLabel('Nombre').fill(name);
    await add.getByLabel('Correo electrónico').fill('e2e@example.com');
    await add.getByLabel('Fecha de nacimiento').fill('1990-05-17');
    await add.getByLabel('Género').selectOption({ label: 'Femenino' });
    await add.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, '¡Cliente agregado!')).toBeVisible();
    await expect(add).toBeHidden();

    // Newest first: the new customer tops the first page, its phone stored without the space.
    const row = rowWith(page, name);
    await expect(row).toContainText(phone);
    await expect(row).toContainText('e2e@example.com');
    await expect(row).toContainText('Femenino');

    // Blank search text is ignored; a search goes into the URL and survives a reload.
    const search = page.getByRole('searchbox', { name: 'Buscar cliente' });
    await search.fill('   ');
    await search.press('Enter');
    await expect(page).not.toHaveURL(/[?&]q=/);
    await search.fill(phone);
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`[?&]q=${phone}`));
    await page.reload();
    await expect(search).toHaveValue(phone);
    await expect(page.getByRole('table', { name: 'Clientes' }).getByRole('row')).toHaveCount(2);

    // Update: the phone is the key and cannot change.
    await page.getByRole('button', { name: `Editar ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Actualizar cliente' });
    await expect(edit.getByLabel('Teléfono')).toBeDisabled();
    await expect(edit.getByLabel('Teléfono')).toHaveValue(phone);
    await expect(edit.getByLabel('Fecha de nacimiento')).toHaveValue('1990-05-17');
    await edit.getByLabel('Nombre').fill('');
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await expect(edit.getByText("Please Provide Customer's Name!")).toBeVisible();
    await edit.getByLabel('Nombre').fill(`${name} bis`);
    await edit.getByLabel('Género').selectOption({ label: 'Otro' });
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, '¡Cliente actualizado!')).toBeVisible();
    await expect(rowWith(page, `${name} bis`)).toContainText('Otro');

    // Search by part of the name finds it too.
    await search.fill(`${name} bis`.slice(-9));
    await search.press('Enter');
    await expect(rowWith(page, `${name} bis`)).toBeVisible();

    await page.getByRole('button', { name: `Eliminar ${name} bis` }).click();
    const confirm = page.getByRole('dialog', { name: 'Eliminar cliente' });
    await expect(confirm.getByText(CONFIRM, { exact: true })).toBeVisible();
    await confirm.getByRole('button', { name: 'Eliminar', exact: true }).click();
    await expect(toast(page, '¡Cliente eliminado!')).toBeVisible();
    await expect(page.getByText('No se encontraron resultados!', { exact: true })).toBeVisible();
    const gone = await page.request.get(`/api/v1/customers/${phone}`);
    expect(gone.status()).toBe(404);
  });

  test('a duplicate phone is refused in the dialog, keeping what was typed', async ({ page }) => {
    await signInViaApi(page, 'admin', '/dashboard/customers');
    const taken = await addCustomer(page.request, `Dueño ${uniquePhone().slice(-4)}`);
    await page.getByRole('button', { name: 'Nuevo cliente' }).click();
    const add = page.getByRole('dialog', { name: 'Nuevo cliente' });
    await add.getByLabel('Teléfono').fill(taken.phone);
    await add.getByLabel('Nombre').fill('Otra persona');
    await add.getByRole('button', { name: 'Guardar' }).click();
    await expect(add.getByRole('alert').filter({ hasText: 'Ya existe un cliente' })).toBeVisible();
    await expect(add.getByLabel('Nombre')).toHaveValue('Otra persona');
  });

  test('pages of 10 with page and search in the URL: reload and back keep them', async ({ page }) => {
    await signInViaApi(page, 'admin', '/dashboard/profile');
    const tag = `Pag${Math.random().toString(36).slice(2, 7)}`;
    for (let i = 1; i <= 12; i++) await addCustomer(page.request, `${tag} ${String(i).padStart(2, '0')}`);

    await page.goto(`/dashboard/customers?q=${tag}`);
    const table = page.getByRole('table', { name: 'Clientes' });
    const pager = page.getByRole('navigation', { name: 'Páginas de clientes' });
    await expect(table.getByRole('row')).toHaveCount(11);
    await expect(pager).toContainText('Página 1 de 2');
    await expect(pager).toContainText('12 clientes');
    // Newest first.
    await expect(table.getByRole('row').nth(1)).toContainText(`${tag} 12`);

    await pager.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table).toContainText(`${tag} 01`);
    await page.reload();
    await expect(pager).toContainText('Página 2 de 2');
    await expect(table).toContainText(`${tag} 02`);
    await page.goBack();
    await expect(pager).toContainText('Página 1 de 2');
    await expect(table).toContainText(`${tag} 12`);

    // Nothing matches: the search's own empty text.
    await page.goto('/dashboard/customers?q=zz-nadie-zz');
    await expect(page.getByText('No se encontraron resultados!', { exact: true })).toBeVisible();
  });

  test('a view-only user sees the list without add, edit or delete', async ({ page, browser }) => {
    await signInViaApi(page, 'admin', '/dashboard/profile');
    const viewer = await addStaffUser(page.request, ['VIEW_CUSTOMERS']);
    const known = await addCustomer(page.request, `Visto ${uniquePhone().slice(-4)}`);
    const { context, page: viewerPage } = await newSignedInPage(
      browser,
      viewer,
      `/dashboard/customers?q=${known.phone}`,
    );
    await expect(rowWith(viewerPage, known.name)).toBeVisible();
    await expect(viewerPage.getByRole('button', { name: 'Nuevo cliente' })).toHaveCount(0);
    await expect(viewerPage.getByRole('button', { name: `Editar ${known.name}` })).toHaveCount(0);
    await expect(viewerPage.getByRole('button', { name: `Eliminar ${known.name}` })).toHaveCount(0);
    await context.close();
  });

  for (const [label, width, height] of [
    ['tablet', 1024, 768],
    ['phone', 390, 844],
  ] as const) {
    test(`${label}: add visible without scrolling, touch targets of 44 px`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await signInViaApi(page, 'admin', '/dashboard/customers');
      const add = page.getByRole('button', { name: 'Nuevo cliente' });
      await expect(add).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole('searchbox', { name: 'Buscar cliente' })).toBeInViewport();
      await expect(page.getByRole('button', { name: /^Editar / }).first()).toBeVisible();
      expect(await smallTouchTargets(page)).toEqual([]);
    });
  }
});
