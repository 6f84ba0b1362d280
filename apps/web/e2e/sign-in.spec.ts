import { expect, test } from './support/test';
import { signIn, signInAs } from './support/auth';
import { DashboardShell } from './support/shell';
import { USERS } from './support/users';

test.describe('sign-in', () => {
  test('empty fields show the spec messages and focus the empty field', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Comandero' }).first()).toBeVisible();
    const username = page.getByLabel('Nombre de usuario');
    const password = page.getByLabel('Contraseña', { exact: true });
    await expect(username).toHaveAttribute('placeholder', 'Ingrese su nombre de usuario...');
    await expect(password).toHaveAttribute('placeholder', 'Ingrese su contraseña...');

    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByText('El nombre de usuario es requerido')).toBeVisible();
    await expect(username).toBeFocused();

    await username.fill('admin');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByText('La contraseña es requerida')).toBeVisible();
    await expect(page.getByText('El nombre de usuario es requerido')).toBeHidden();
    await expect(password).toBeFocused();
    await expect(page).toHaveURL('/');
  });

  test('wrong credentials show the server message and stay on the form', async ({ page }) => {
    const shell = new DashboardShell(page);
    await page.goto('/');
    // An account that does not exist, so the sign-in limiter of real users is untouched.
    await page.getByLabel('Nombre de usuario').fill('nadie-e2e');
    await page.getByLabel('Contraseña', { exact: true }).fill('no-es-la-clave');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(shell.toast('Usuario o contraseña incorrectos.')).toBeVisible();
    await expect(page).toHaveURL('/');
  });

  test('admin lands on /dashboard/home, replacing the history entry', async ({ page }) => {
    await page.goto('/');
    const historyBefore = await page.evaluate(() => history.length);
    await page.getByLabel('Nombre de usuario').fill(USERS.admin.username);
    await page.getByLabel('Contraseña', { exact: true }).fill(USERS.admin.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL('/dashboard/home');
    await expect(page.getByRole('heading', { name: /Hola, Administrador/ })).toBeVisible();
    expect(await page.evaluate(() => history.length)).toBe(historyBefore);
    await expect(page.getByRole('link', { name: 'Ver informes' })).toHaveAttribute('href', '/dashboard/reports');
    expect(await page.evaluate(() => localStorage.getItem('comandero.user'))).toContain('"username":"admin"');
  });

  test('a user without DASHBOARD (mesero) lands on /dashboard/profile with name and designation', async ({ page }) => {
    await signInAs(page, 'mesero');
    await expect(page.getByTestId('profile-name')).toHaveText(USERS.mesero.name);
    await expect(page.getByTestId('profile-designation')).toHaveText(USERS.mesero.designation);
  });

  test('a visitor with a session opening / is sent on at once', async ({ page }) => {
    await signIn(page, USERS.cajero.username, USERS.cajero.password);
    await page.goto('/');
    await expect(page).toHaveURL('/dashboard/home');
  });

  test('a visitor without a session is sent from the dashboard to /', async ({ page }) => {
    await page.goto('/dashboard/devices');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  });
});
