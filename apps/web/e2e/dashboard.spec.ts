import { expect, test, type Page } from './support/test';
import type { DashboardResponse } from '@comandero/contracts';
import { formatMoney, toMinor } from '@comandero/contracts';
import { signInViaApi } from './support/auth';
import { createPaidOrder } from './support/back-office';
import { addCustomer, addReservation, bogotaDay, tableId, uniquePhone } from './support/front-desk';
import { smallTouchTargets } from './support/viewport';

function counter(page: Page, label: string) {
  return page.getByRole('listitem', { name: label, exact: true }).getByTestId('counter-value');
}

async function counterValue(page: Page, label: string): Promise<number> {
  return Number((await counter(page, label).innerText()).replace(/\D/g, ''));
}

test.describe('Dashboard home', () => {
  test("shows today's reservation, the counters moving with new orders and customers, top items", async ({ page }) => {
    await signInViaApi(page, 'admin', '/dashboard/home');
    await expect(page.getByRole('link', { name: 'Ver informes' })).toHaveAttribute('href', '/dashboard/reports');
    await expect(counter(page, 'Pedidos')).toBeVisible();
    const before = {
      orders: await counterValue(page, 'Pedidos'),
      fresh: await counterValue(page, 'Nuevos clientes registrados'),
      repeated: await counterValue(page, 'Clientes repetidos'),
    };

    // A new customer with two orders today and a reservation tonight on Mesa 12 (no other spec uses it today),
    // at the day's last minute: a reservation in the past is refused, so any earlier hour fails late runs.
    const eva = await addCustomer(page.request, `Eva Tablero ${uniquePhone().slice(-4)}`);
    await createPaidOrder(page.request, { customer: eva, quantity: 1 });
    await createPaidOrder(page.request, { customer: eva, quantity: 1 });
    const r = await addReservation(page.request, {
      customerId: eva.phone,
      date: `${bogotaDay(0)}T23:59`,
      tableId: await tableId(page.request, 'Mesa 12'),
      peopleCount: 7,
    });

    await page.reload();
    // Other specs may add orders and customers meanwhile, so at least ours are counted.
    await expect.poll(() => counterValue(page, 'Pedidos')).toBeGreaterThanOrEqual(before.orders + 2);
    await expect.poll(() => counterValue(page, 'Nuevos clientes registrados')).toBeGreaterThanOrEqual(before.fresh + 1);
    await expect.poll(() => counterValue(page, 'Clientes repetidos')).toBeGreaterThanOrEqual(before.repeated + 1);

    const reservations = page.getByRole('region', { name: 'Reservaciones de hoy' });
    const mine = reservations.getByRole('listitem', { name: eva.name });
    await expect(mine).toContainText(eva.phone);
    await expect(mine).toContainText('Mesa 12');
    await expect(mine).toContainText('7 personas');
    await expect(mine).toContainText('11:59');
    expect(r.status).toBe('booked');

    // The top items card shows what GET /dashboard says, with the currency symbol.
    const res = await page.request.get('/api/v1/dashboard');
    const data = (await res.json()) as DashboardResponse;
    const top = page.getByRole('region', { name: 'Más vendidos' });
    // Other specs sell meanwhile, so our item may not make the five; the list is the API's, best first.
    const counts = data.topSellingItems.map((i) => i.orders_count);
    expect(counts.length).toBeGreaterThan(0);
    expect(counts.length).toBeLessThanOrEqual(5);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const first = data.topSellingItems[0];
    const firstRow = top.getByRole('listitem', { name: first.title });
    await expect(firstRow).toContainText(formatMoney(toMinor(first.price), data.currency));
    await expect(firstRow).toContainText('Col$');
    await expect(firstRow).toContainText(`${first.orders_count} pedido`);
  });

  test('a cashier (DASHBOARD) sees the counters; phone and tablet keep 44 px targets', async ({ page }) => {
    for (const [width, height] of [
      [1024, 768],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await signInViaApi(page, 'cajero', '/dashboard/home');
      await expect(counter(page, 'Clientes repetidos')).toHaveText(/^\d+$/);
      await expect(page.getByRole('region', { name: 'Reservaciones de hoy' })).toBeVisible();
      expect(await smallTouchTargets(page)).toEqual([]);
    }
  });
});
