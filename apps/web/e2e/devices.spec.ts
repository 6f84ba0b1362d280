import { expect, test } from './support/test';
import { newSignedInPage, ownDeviceId } from './support/auth';
import { DashboardShell } from './support/shell';

test('disconnecting another device ends that session on its next call', async ({ browser }) => {
  // Two contexts = two devices of the same user. Only B's own session is removed, so other tests'
  // sessions of this user stay untouched.
  const b = await newSignedInPage(browser, 'cajero', '/dashboard/profile');
  const a = await newSignedInPage(browser, 'cajero', '/dashboard/devices');
  const bDevice = await ownDeviceId(b.page);
  const aDevice = await ownDeviceId(a.page);

  const mine = a.page.locator(`[data-device-id="${aDevice}"]`);
  await expect(mine.getByText('Este dispositivo')).toBeVisible();
  await expect(mine.getByRole('button', { name: 'Desconectar' })).toHaveCount(0);

  const other = a.page.locator(`[data-device-id="${bDevice}"]`);
  await expect(other).toBeVisible();
  await expect(other.getByText('Este dispositivo')).toHaveCount(0);
  await other.getByRole('button', { name: 'Desconectar' }).click();

  const dialog = a.page.getByRole('dialog');
  await expect(dialog.getByText('Este dispositivo se desconectara!')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(other).toBeVisible();

  await other.getByRole('button', { name: 'Desconectar' }).click();
  await a.page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(new DashboardShell(a.page).toast('Dispositivo desconectado.')).toBeVisible();
  await expect(other).toHaveCount(0);
  await expect(mine).toBeVisible();

  // B's next API call (opening its devices) fails, the refresh fails, and B is sent to sign in.
  await new DashboardShell(b.page).chooseFromUserMenu('My Devices');
  await expect(b.page).toHaveURL('/');
  await expect(b.page.getByRole('heading', { name: 'Login' })).toBeVisible();

  await a.context.close();
  await b.context.close();
});
