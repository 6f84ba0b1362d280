import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Reservation } from '@comandero/contracts';
import type { E2EUser } from './users';

/** A phone no other test uses: specs run in parallel on one database, and the phone is the key. */
export function uniquePhone(): string {
  return `31${Math.floor(Math.random() * 1e8)
    .toString()
    .padStart(8, '0')}`;
}

/** A customer made through the API (`request` signed in with customer rights). */
export async function addCustomer(request: APIRequestContext, name: string, phone = uniquePhone()) {
  const res = await request.post('/api/v1/customers/add', { data: { phone, name } });
  expect(res.status(), await res.text()).toBe(200);
  return { phone, name };
}

/** The store's calendar day `offset` days from today (the E2E browser and store are both in Bogotá). */
export function bogotaDay(offset = 0): string {
  const day = new Date(Date.now() + offset * 86_400_000);
  return day.toLocaleDateString('en-CA', { timeZone: 'America/Bogota' });
}

/** A reservation made through the API; `date` is a Bogotá wall time like "2026-03-14T21:00". */
export async function addReservation(
  request: APIRequestContext,
  body: { customerId: string; date: string; tableId?: number | null; peopleCount?: number; notes?: string },
): Promise<Reservation> {
  // A reservation is for 1 person or more (issue 18); specs that do not care book 2.
  const res = await request.post('/api/v1/reservations/add', { data: { peopleCount: 2, ...body } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { reservation: Reservation }).reservation;
}

/** The id of a seeded table by its title. */
export async function tableId(request: APIRequestContext, title: string): Promise<number> {
  const res = await request.get('/api/v1/reservations/init');
  expect(res.status()).toBe(200);
  const { storeTables } = (await res.json()) as { storeTables: { id: number; table_title: string }[] };
  const table = storeTables.find((t) => t.table_title === title);
  if (!table) throw new Error(`no table ${title}`);
  return table.id;
}

/** A staff user with only these scopes, created by the admin session of `request`. */
export async function addStaffUser(request: APIRequestContext, scopes: string[]): Promise<E2EUser> {
  const username = `lector${Math.random().toString(36).slice(2, 8)}`;
  const password = 'e2e-lector-pass-123';
  const res = await request.post('/api/v1/users/add', {
    data: { username, password, name: 'Lucía Lectora', userScopes: scopes },
  });
  expect(res.status(), await res.text()).toBe(200);
  return { username, password, name: 'Lucía Lectora', designation: null, role: 'staff', landing: '/dashboard/profile' };
}

/**
 * A toast with this text. A CSS locator, not getByRole: while a modal is open, Radix hides
 * everything outside it (the toaster too) from the accessibility tree.
 */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.locator('[role="status"]').filter({ hasText: text }).last();
}

/** A visible table row containing this text. */
export function rowWith(page: Page, text: string): Locator {
  return page.getByRole('row').filter({ hasText: text });
}
