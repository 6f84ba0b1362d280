import { expect, test } from '@playwright/test';
import { signInViaApi } from './support/auth';
import { DashboardShell } from './support/shell';

test.describe('dashboard shell', () => {
  test('search dialog by keyboard: Ctrl+K, filter, ESC, Enter navigates', async ({ page }) => {
    await signInViaApi(page, 'cajero');
    const shell = new DashboardShell(page);

    await shell.openSearchWithKeyboard();
    // cajero has no SETTINGS: no settings entries, no Usuarios.
    await expect(shell.searchOptions().filter({ hasText: 'Configuraciones' })).toHaveCount(0);
    await expect(shell.searchOptions().filter({ hasText: 'Usuarios' })).toHaveCount(0);
    await shell.searchInput.pressSequentially('FACT');
    await expect(shell.searchOptions()).toHaveCount(1);
    await expect(shell.searchOptions().first()).toContainText('Facturas');
    await shell.searchInput.fill('zzz');
    await expect(shell.searchDialog.getByText('No se encontraron resultados!')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(shell.searchDialog).toBeHidden();

    await shell.openSearchWithKeyboard();
    await expect(shell.searchInput).toHaveValue('');
    await shell.searchInput.pressSequentially('dispos');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/dashboard/devices');
    await expect(shell.searchDialog).toBeHidden();
  });

  test('search dialog: the top-bar button opens it, a click navigates, X closes it', async ({ page }) => {
    await signInViaApi(page, 'admin');
    const shell = new DashboardShell(page);
    await page.getByRole('button', { name: 'Abrir búsqueda' }).click();
    await shell.searchInput.fill('sop');
    await shell.searchOptions().filter({ hasText: 'Soporte' }).click();
    await expect(page).toHaveURL('/dashboard/contact-support');

    await page.getByRole('button', { name: 'Abrir búsqueda' }).click();
    await expect(shell.searchDialog).toBeVisible();
    await shell.searchDialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect(shell.searchDialog).toBeHidden();
  });

  test('sidebar collapse survives a reload', async ({ page }) => {
    await signInViaApi(page, 'cajero');
    const shell = new DashboardShell(page);
    await shell.expectCollapsed(false);
    await expect(shell.nav.getByRole('heading', { name: 'Ofertas' })).toBeVisible();

    await shell.collapseToggle().click();
    await shell.expectCollapsed(true);
    await expect(shell.nav.getByRole('heading', { name: 'Ofertas' })).toHaveCount(0);
    await page.reload();
    await shell.expectCollapsed(true);
    await expect(shell.collapseToggle()).toHaveAccessibleName('Expandir menú');

    await shell.collapseToggle().click();
    await page.reload();
    await shell.expectCollapsed(false);
  });

  test('on a 768-px tablet the sidebar starts collapsed until the user expands it', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await signInViaApi(page, 'cajero');
    const shell = new DashboardShell(page);
    await shell.expectCollapsed(true);
    await shell.collapseToggle().click();
    await page.reload();
    // A choice the user made wins over the width.
    await shell.expectCollapsed(false);
  });

  test('logout signs out and goes to /', async ({ page }) => {
    await signInViaApi(page, 'cajero');
    const shell = new DashboardShell(page);
    await shell.chooseFromUserMenu('Logout');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    await expect(shell.toast('Sesión cerrada.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('comandero.user'))).toBeNull();
    // The session is gone on the server too.
    expect((await page.request.get('/api/v1/auth/me')).status()).toBe(401);
    await page.goto('/dashboard/home');
    await expect(page).toHaveURL('/');
  });

  test('user menu opens profile, devices and support', async ({ page }) => {
    await signInViaApi(page, 'mesero');
    const shell = new DashboardShell(page);
    await shell.chooseFromUserMenu('My Devices');
    await expect(page).toHaveURL('/dashboard/devices');
    await expect(page.getByText('Este dispositivo')).toBeVisible();
    await shell.chooseFromUserMenu('Support');
    await expect(page).toHaveURL('/dashboard/contact-support');
    await expect(page.getByText(/24 horas/).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /soporte@/ })).toHaveAttribute('href', /^mailto:/);
    await shell.chooseFromUserMenu('Profile');
    await expect(page).toHaveURL('/dashboard/profile');
  });

  test('an unknown route shows the router error view', async ({ page }) => {
    await signInViaApi(page, 'admin', '/dashboard/no-existe');
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    // Inside the dashboard the shell stays around the error view.
    await expect(new DashboardShell(page).nav).toBeVisible();
    await page.goto('/no-existe');
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  });
});
