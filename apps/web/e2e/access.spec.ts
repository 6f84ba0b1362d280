import { expect, test } from './support/test';
import { signInViaApi } from './support/auth';
import { DashboardShell } from './support/shell';

test.describe('scopes', () => {
  test('a user without the scope of a route is sent to /no-access', async ({ page }) => {
    await signInViaApi(page, 'cajero');
    await expect(page.getByRole('heading', { name: /Hola, Carolina/ })).toBeVisible();
    await page.goto('/dashboard/settings');
    await expect(page).toHaveURL('/no-access');
    await expect(page.getByText('Oops! No tienes acceso a esta área! Vuelve a iniciar sesión.')).toBeVisible();
    // The back button returns to where the user came from.
    await page.getByRole('button', { name: 'Volver' }).click();
    await expect(page).toHaveURL('/dashboard/home');
  });

  test('a user without DASHBOARD cannot open the dashboard home', async ({ page }) => {
    await signInViaApi(page, 'cocina', '/dashboard/home');
    await expect(page).toHaveURL('/no-access');
    await page.goto('/dashboard/kitchen');
    await expect(page.getByRole('heading', { name: 'Cocina' })).toBeVisible();
  });

  test('sidebar links follow role and scopes', async ({ browser }) => {
    const expected = {
      admin: [
        'Dashboard',
        'POS',
        'Ordenes',
        'Cocina',
        'Reservaciones',
        'Clientes',
        'Membresía',
        'Inventario',
        'Facturas',
        'Documentos electrónicos',
        'Usuarios',
        'Reportes',
        'Cierres de caja',
        'Configuraciones',
        'Registro de auditoría',
      ],
      cajero: ['Dashboard', 'POS', 'Ordenes', 'Reservaciones', 'Clientes', 'Facturas', 'Documentos electrónicos'],
      mesero: ['POS', 'Ordenes', 'Reservaciones'],
      cocina: ['Cocina'],
    } as const;
    for (const [user, labels] of Object.entries(expected) as Array<[keyof typeof expected, readonly string[]]>) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await signInViaApi(page, user);
      const shell = new DashboardShell(page);
      await expect(shell.nav.getByRole('link')).toHaveText([...labels]);
      await context.close();
    }
  });

  test('the sidebar shows name, role in capitals, designation and the section headings', async ({ page }) => {
    await signInViaApi(page, 'admin');
    const shell = new DashboardShell(page);
    const who = page.getByTestId('sidebar-user');
    await expect(who).toContainText('Administrador');
    await expect(who).toContainText('ADMIN');
    await expect(who).toContainText('Gerente');
    await expect(shell.nav.getByRole('heading', { name: 'Ofertas' })).toBeVisible();
    await expect(shell.nav.getByRole('heading', { name: 'Back Office' })).toBeVisible();
  });
});
