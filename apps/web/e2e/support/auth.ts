import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { USERS, type E2EUser, type E2EUserName } from './users';

function resolve(user: E2EUser | E2EUserName): E2EUser {
  return typeof user === 'string' ? USERS[user] : user;
}

/** Signs in through the form at `/` and waits for the landing page (spec §2). */
export async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Nombre de usuario').fill(username);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL(/\/dashboard\/(home|profile)$/);
}

/** `signIn` with a known account, checking it lands where the spec says. */
export async function signInAs(page: Page, user: E2EUser | E2EUserName): Promise<void> {
  const u = resolve(user);
  await signIn(page, u.username, u.password);
  await expect(page).toHaveURL(u.landing);
}

/**
 * Faster sign-in for specs that do not test sign-in itself: the API call sets the session cookies
 * in the page's context, then the page opens `path` (default: the user's landing page).
 */
export async function signInViaApi(page: Page, user: E2EUser | E2EUserName, path?: string): Promise<void> {
  const u = resolve(user);
  const res = await page.request.post('/api/v1/auth/signin', { data: { username: u.username, password: u.password } });
  expect(res.status(), await res.text()).toBe(200);
  await page.goto(path ?? u.landing);
}

/** A fresh browser context (its own cookies = its own device session) with a signed-in page. */
export async function newSignedInPage(
  browser: Browser,
  user: E2EUser | E2EUserName,
  path?: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInViaApi(page, user, path);
  return { context, page };
}

/** The session id of the page's own device, as the server lists it. */
export async function ownDeviceId(page: Page): Promise<string> {
  const res = await page.request.get('/api/v1/auth/devices');
  expect(res.status()).toBe(200);
  const devices = (await res.json()) as Array<{ device_id: string; isMyDevice: boolean }>;
  const mine = devices.find((d) => d.isMyDevice);
  if (!mine) throw new Error('no device marked isMyDevice');
  return mine.device_id;
}
