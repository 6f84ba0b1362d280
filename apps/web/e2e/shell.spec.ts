import { expect, test } from './support/test';
import { signInViaApi } from './support/auth';
import { DashboardShell } from './support/shell';
import { saveShot, smallTouchTargets } from './support/viewport';

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

  test('below 1280 px the sidebar is an icon rail whose toggle opens the full menu as a drawer', async ({
    page,
  }, testInfo) => {
    await signInViaApi(page, 'cajero');
    const shell = new DashboardShell(page);
    await shell.expectCollapsed(false);

    // The stored preference (expanded) is for wide screens; a 10" tablet gets the rail.
    await page.setViewportSize({ width: 1024, height: 768 });
    await shell.expectCollapsed(true);
    await expect(shell.collapseToggle()).toHaveAccessibleName('Expandir menú');
    await shell.collapseToggle().click();
    await expect(shell.drawer).toBeVisible();
    await expect(shell.drawer.getByRole('heading', { name: 'Ofertas' })).toBeVisible();
    // Over the page, not beside it: the rail stays as it was.
    await shell.expectCollapsed(true);
    expect(await smallTouchTargets(page)).toEqual([]);
    await saveShot(page, testInfo, 'drawer-1024x768');
    await page.keyboard.press('Escape');
    await expect(shell.drawer).toBeHidden();

    await shell.collapseToggle().click();
    await shell.drawer.getByRole('link', { name: 'Facturas', exact: true }).click();
    await expect(page).toHaveURL('/dashboard/invoices');
    await expect(shell.drawer).toBeHidden();

    await page.reload();
    await shell.expectCollapsed(true);
    await page.setViewportSize({ width: 1280, height: 800 });
    await shell.expectCollapsed(false);
  });

  test('on a phone the menu is a drawer from the top bar: navigation, ESC and the backdrop close it', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInViaApi(page, 'cajero');
    const shell = new DashboardShell(page);
    await expect(shell.sidebar).toHaveCount(0);
    await expect(shell.nav).toHaveCount(0);
    // The page has the whole width.
    const main = await page.getByRole('main').boundingBox();
    expect(main?.x).toBe(0);
    expect(main?.width).toBe(390);
    expect(await smallTouchTargets(page)).toEqual([]);

    await shell.menuButton.click();
    await expect(shell.drawer).toBeVisible();
    // Behind the modal drawer the top bar is hidden from the accessibility tree: found by its label.
    await expect(page.locator('button[aria-label="Abrir menú"]')).toHaveAttribute('aria-expanded', 'true');
    await expect
      .poll(() => shell.sidebarLabels())
      .toEqual(['Dashboard', 'POS', 'Ordenes', 'Reservaciones', 'Clientes', 'Facturas', 'Documentos electrónicos']);
    await expect(shell.drawer.getByTestId('sidebar-user')).toContainText('Carolina Cajera');
    expect(await smallTouchTargets(page)).toEqual([]);
    await saveShot(page, testInfo, 'drawer-390x844');
    await shell.sidebarLink('POS').click();
    await expect(page).toHaveURL('/dashboard/pos');
    await expect(shell.drawer).toBeHidden();

    await shell.menuButton.click();
    await page.keyboard.press('Escape');
    await expect(shell.drawer).toBeHidden();
    await expect(shell.menuButton).toBeFocused();

    await shell.menuButton.click();
    await expect(shell.drawer).toBeVisible();
    // A tap on the dimmed page beside the drawer.
    await page.mouse.click(370, 600);
    await expect(shell.drawer).toBeHidden();
    await expect(page).toHaveURL('/dashboard/pos');
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
