import { MEMBERSHIP_CONSENT_VERSION, MEMBERSHIP_MESSAGES } from '@comandero/contracts';
import { expect, test } from './support/test';
import { signInViaApi } from './support/auth';
import { createCustomer } from './support/back-office';
import { shotsAt } from './support/shots';

// On the shared server: joining needs no programme switched on, and nothing here pays, so the
// programme stays off for every other spec.
test("Ley 1581: a member's personal data are deleted from Membresía after a confirmation", async ({ page }) => {
  test.setTimeout(120_000);
  await signInViaApi(page, 'admin', '/dashboard/membership');
  const member = await createCustomer(page.request, `Renata Supresión ${Date.now().toString(36)}`);
  const joined = await page.request.post('/api/v1/membership/members/join', {
    data: { phone: member.phone, consent: true, consentVersion: MEMBERSHIP_CONSENT_VERSION },
  });
  expect(joined.status(), await joined.text()).toBe(200);
  await page.reload();
  const row = page.getByRole('row', { name: new RegExp(member.name) });
  await expect(row).toBeVisible();

  await page
    .getByRole('button', { name: `Eliminar datos personales: ${member.name}` })
    .first()
    .click();
  const ask = page.getByRole('dialog', { name: 'Eliminar datos personales (Ley 1581)' });
  await expect(ask).toContainText(`${member.name} (${member.phone})`);
  await expect(ask).toContainText('No se puede deshacer.');
  await shotsAt(page, 'membership-erase', ask.getByRole('button', { name: 'Eliminar datos' }));
  // Cancelling changes nothing.
  await ask.getByRole('button', { name: 'Cancelar' }).click();
  await expect(row).toBeVisible();

  await page
    .getByRole('button', { name: `Eliminar datos personales: ${member.name}` })
    .first()
    .click();
  await ask.getByRole('button', { name: 'Eliminar datos' }).click();
  await expect(page.locator('[role="status"]').filter({ hasText: MEMBERSHIP_MESSAGES.erased })).toBeVisible();
  await expect(ask).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(member.name) })).toHaveCount(0);
  expect((await page.request.get(`/api/v1/customers/${member.phone}`)).status()).toBe(404);
  await shotsAt(page, 'membership-members', page.getByRole('tablist'));
});
