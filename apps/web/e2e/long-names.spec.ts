import { expect, test, type Locator, type Page } from './support/test';
import { signInViaApi } from './support/auth';
import { addCustomer, addReservation, bogotaDay, uniquePhone } from './support/front-desk';
import { expectInViewport, saveShot } from './support/viewport';

// Issue 18: on a phone, a customer name over ~40 characters pushed the edit and delete buttons of
// every row off screen. Each back-office list with free-text names is shown with a 60-character
// name at 390x844: the row's actions stay wholly on screen and the page does not scroll sideways.
// (Store tables are cards whose title wraps beside its buttons; one is not added here because every
// POS and floor spec running in parallel lists the tables.)

const PHONE = { width: 390, height: 844 };

/** A 60-character name ending in a tag, so parallel runs do not meet. */
function longName(start: string): string {
  const tag = ` ${Math.random().toString(36).slice(2, 6)}`;
  return `${start} de los Ángeles Rodríguez-Castañeda Villalobos Quintero`.slice(0, 60 - tag.length) + tag;
}

async function expectActionsOnScreen(page: Page, actions: Locator[], what: string): Promise<void> {
  for (const action of actions)
    await expectInViewport(page, action, `${what}: ${await action.getAttribute('aria-label')}`);
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
  expect(sideways, `${what}: the page scrolls sideways`).toBe(false);
}

test('phone: customers, reservations, users and categories keep their row actions on screen', async ({
  page,
}, testInfo) => {
  await page.setViewportSize(PHONE);
  await signInViaApi(page, 'admin', '/dashboard/profile');

  const customer = await addCustomer(page.request, longName('María Fernanda'), uniquePhone());
  expect(customer.name).toHaveLength(60);
  await page.goto(`/dashboard/customers?q=${customer.phone}`);
  // The phone's card: the whole name is there to read on hover (title), even where it is clamped.
  await expect(page.getByTitle(customer.name, { exact: true })).toBeVisible();
  await expectActionsOnScreen(
    page,
    [
      page.getByRole('button', { name: `Editar ${customer.name}` }),
      page.getByRole('button', { name: `Eliminar ${customer.name}` }),
    ],
    'Clientes',
  );
  await saveShot(page, testInfo, 'customers-long-name-390x844');

  const r = await addReservation(page.request, { customerId: customer.phone, date: `${bogotaDay(2)}T20:00` });
  await page.goto(`/dashboard/reservation?q=${r.unique_code}`);
  await expect(page.getByTitle(customer.name, { exact: true }).filter({ visible: true })).toBeVisible();
  await expectActionsOnScreen(
    page,
    [
      page.getByRole('button', { name: `Editar ${r.unique_code}` }),
      page.getByRole('button', { name: `Eliminar ${r.unique_code}` }),
    ],
    'Reservaciones',
  );
  await saveShot(page, testInfo, 'reservations-long-name-390x844');

  const userName = longName('Juan Sebastián');
  const added = await page.request.post('/api/v1/users/add', {
    data: {
      username: `largo${uniquePhone().slice(-6)}`,
      password: 'e2e-largo-pass-123',
      name: userName,
      userScopes: ['POS'],
    },
  });
  expect(added.status(), await added.text()).toBe(200);
  await page.goto('/dashboard/users');
  await expect(page.getByText(userName, { exact: true })).toBeVisible();
  await expectActionsOnScreen(
    page,
    [
      page.getByRole('button', { name: `Editar a ${userName}` }),
      page.getByRole('button', { name: `Eliminar a ${userName}` }),
    ],
    'Usuarios',
  );
  await saveShot(page, testInfo, 'users-long-name-390x844');

  const category = longName('Platos especiales');
  const cat = await page.request.post('/api/v1/settings/categories/add', { data: { title: category } });
  expect(cat.status(), await cat.text()).toBe(200);
  await page.goto('/dashboard/settings/menu-items/categories');
  await expect(page.getByText(category, { exact: true })).toBeVisible();
  await page.getByText(category, { exact: true }).scrollIntoViewIfNeeded();
  await expectActionsOnScreen(
    page,
    [
      page.getByRole('button', { name: `Editar ${category}` }),
      page.getByRole('button', { name: `Eliminar ${category}` }),
    ],
    'Categorías',
  );
});
