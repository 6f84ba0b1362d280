import { expect, test, type Page } from './support/test';
import { USER_MESSAGES } from '@comandero/contracts';
import { signIn, signInViaApi } from './support/auth';
import { PHONE, TABLET } from './support/back-office';
import { DashboardShell } from './support/shell';
import { expectInViewport, saveShot, smallTouchTargets } from './support/viewport';

const userRow = (page: Page, username: string) =>
  page.getByRole('row').filter({ has: page.getByText(`@${username}`, { exact: true }) });

test.describe('Usuarios', () => {
  test('add a user with scopes; that user sees only the allowed links; edit, reset password, delete', async ({
    page,
    browser,
  }) => {
    // One long story over two browsers (four sign-ins and password hashes): more time than the default.
    test.slow();
    const username = `e2e.${Date.now().toString(36)}`;
    const name = 'Ulises Usuario';
    await signInViaApi(page, 'admin', '/dashboard/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeVisible();
    // Admins cannot be edited, reset or deleted: their row has no buttons.
    await expect(userRow(page, 'admin').getByRole('button')).toHaveCount(0);

    await page.getByRole('button', { name: 'Agregar usuario' }).click();
    const dialog = page.getByRole('dialog', { name: 'Agregar usuario' });
    // Spec §5: name, username and password are required, said with the server's own messages.
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog.getByText(USER_MESSAGES.usernameRequired)).toBeVisible();
    await expect(dialog.getByText(USER_MESSAGES.passwordRequired)).toBeVisible();
    await expect(dialog.getByText(USER_MESSAGES.nameRequired)).toBeVisible();
    await expect(dialog.getByLabel('Nombre de usuario')).toBeFocused();

    await dialog.getByLabel('Nombre de usuario').fill(username);
    await dialog.getByLabel('Contraseña', { exact: true }).fill('clave-inicial-1');
    await dialog.getByLabel('Nombre', { exact: true }).fill(name);
    await dialog.getByLabel('Cargo').fill('Contador');
    // The picker says what each scope opens.
    const invoices = dialog.getByRole('checkbox', { name: 'Facturas' });
    await expect(invoices).toHaveAccessibleDescription(/reimprimir/);
    await invoices.check();
    await dialog.getByRole('checkbox', { name: 'Reportes' }).check();
    await expect(dialog.getByText('2 permisos elegidos')).toBeVisible();
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('[role="status"]').filter({ hasText: USER_MESSAGES.added })).toBeVisible();
    const scopes = userRow(page, username).getByRole('list', { name: '2 permisos' });
    await expect(scopes.getByRole('listitem')).toHaveText(['Facturas', 'Reportes']);

    // A duplicate username is refused by the server, and the dialog keeps what was typed.
    await page.getByRole('button', { name: 'Agregar usuario' }).click();
    await dialog.getByLabel('Nombre de usuario').fill(username);
    await dialog.getByLabel('Contraseña', { exact: true }).fill('otra-clave-22');
    await dialog.getByLabel('Nombre', { exact: true }).fill('Otro');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: USER_MESSAGES.duplicate })).toBeVisible();
    await expect(dialog.getByLabel('Nombre', { exact: true })).toHaveValue('Otro');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();

    // The new user, in a browser of its own, signs in and sees only Facturas and Reportes (with its Cierres de caja).
    const other = await browser.newContext();
    const them = await other.newPage();
    await signIn(them, username, 'clave-inicial-1');
    await expect(them).toHaveURL('/dashboard/profile');
    const shell = new DashboardShell(them);
    await expect
      .poll(() => shell.sidebarLabels())
      .toEqual(['Facturas', 'Documentos electrónicos', 'Reportes', 'Cierres de caja']);
    await them.goto('/dashboard/users');
    await expect(them).toHaveURL('/no-access');

    // Edit: the username is fixed; adding DASHBOARD shows on the next sign-in.
    await userRow(page, username)
      .getByRole('button', { name: `Editar a ${name}` })
      .click();
    const edit = page.getByRole('dialog', { name: `Editar usuario ${username}` });
    await expect(edit.getByLabel('Nombre de usuario')).toBeDisabled();
    await expect(edit.getByRole('checkbox', { name: 'Facturas' })).toBeChecked();
    await edit.getByRole('checkbox', { name: 'Dashboard' }).check();
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await expect(edit).toBeHidden();
    await expect(userRow(page, username).getByRole('list', { name: '3 permisos' })).toBeVisible();

    // Reset password: the user's open session ends at once; the new password works.
    await userRow(page, username)
      .getByRole('button', { name: `Restablecer la contraseña de ${name}` })
      .click();
    const reset = page.getByRole('dialog', { name: `Restablecer contraseña de ${name}` });
    await reset.getByLabel('Nueva contraseña').fill('corta');
    await reset.getByRole('button', { name: 'Restablecer' }).click();
    await expect(reset.getByText(USER_MESSAGES.passwordTooShort)).toBeVisible();
    await reset.getByLabel('Nueva contraseña').fill('clave-nueva-22');
    await reset.getByRole('button', { name: 'Restablecer' }).click();
    await expect(reset).toBeHidden();
    expect((await them.request.get('/api/v1/auth/me')).status()).toBe(401);
    await signIn(them, username, 'clave-nueva-22');
    await expect(them).toHaveURL('/dashboard/home');
    await expect
      .poll(() => shell.sidebarLabels())
      .toEqual(['Dashboard', 'Facturas', 'Documentos electrónicos', 'Reportes', 'Cierres de caja']);
    await other.close();

    // Delete with the spec's question.
    await userRow(page, username)
      .getByRole('button', { name: `Eliminar a ${name}` })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Eliminar usuario' });
    await expect(confirm).toContainText('Estás seguro! Este proceso es irreversible!');
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect(confirm).toBeHidden();
    await expect(userRow(page, username)).toHaveCount(0);
  });

  for (const [label, size] of [
    ['tablet', TABLET],
    ['phone', PHONE],
  ] as const) {
    test(`fits a ${label}: Agregar usuario and each row's buttons on screen, every control at least 44 px`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize(size);
      await signInViaApi(page, 'admin', '/dashboard/users');
      await expectInViewport(page, page.getByRole('button', { name: 'Agregar usuario' }), 'Agregar usuario');
      await expectInViewport(
        page,
        userRow(page, 'cajero').getByRole('button', { name: 'Eliminar a Carolina Cajera' }),
        'the delete button',
      );
      expect(await smallTouchTargets(page)).toEqual([]);
      await saveShot(page, testInfo, `users-${label}`);
      await page.getByRole('button', { name: 'Agregar usuario' }).click();
      const dialog = page.getByRole('dialog', { name: 'Agregar usuario' });
      await expectInViewport(page, dialog.getByRole('button', { name: 'Guardar' }), 'Guardar');
      expect(await smallTouchTargets(page)).toEqual([]);
      await saveShot(page, testInfo, `users-add-${label}`);
    });
  }
});
