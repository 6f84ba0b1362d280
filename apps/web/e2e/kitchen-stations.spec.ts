import { expect, test, type APIRequestContext } from './support/test';
import type { OrderResult, PosInitResponse } from '@comandero/contracts';
import { startFakePrinter, type FakePrinter } from '../../../test-support/printer/fake-printer';
import { signInViaApi } from './support/auth';
import { TABLET } from './support/back-office';
import { kitchenTicket } from './support/floor';
import { uniqueSuffix } from './support/settings';
import { saveShot, shotAllSizes } from './support/viewport';

// Items no other spec of this server orders, so the all-day counts are this test's alone.
const GRILLED = 'Mondongo';
const DRINK = 'Aborrajados';

async function post(request: APIRequestContext, path: string, data: object): Promise<{ id?: number } & OrderResult> {
  const res = await request.post(`/api/v1${path}`, { data });
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

test('station screens: each station sees its lines and its all-day counts, kept per device', async ({
  page,
}, testInfo) => {
  const printer: FakePrinter = await startFakePrinter('accept');
  const made: { stations: number[]; printer?: number; orders: number[] } = { stations: [], orders: [] };
  await page.setViewportSize(TABLET);
  await signInViaApi(page, 'admin', '/dashboard');
  const { request } = page;
  try {
    const init = (await (await request.get('/api/v1/pos/init')).json()) as PosInitResponse;
    const item = (title: string) => init.menuItems.find((m) => m.title === title)!;
    const suffix = uniqueSuffix();
    made.printer = (
      await post(request, '/settings/printers/add', { name: `KDS ${suffix}`, host: printer.host, port: printer.port })
    ).id;
    const grill = `Parrilla ${suffix}`;
    const bar = `Fritos ${suffix}`;
    for (const [name, title] of [
      [grill, GRILLED],
      [bar, DRINK],
    ] as const) {
      made.stations.push(
        (await post(request, '/settings/stations/add', { name, printerId: made.printer, itemIds: [item(title).id] }))
          .id!,
      );
    }
    const line = (title: string, quantity: number) => ({
      ...item(title),
      quantity,
      notes: null,
      variant: null,
      variant_id: null,
      addons: [],
      addons_ids: [],
    });
    const send = async (cart: object[]) => {
      const r = await post(request, '/pos/create-order', {
        cart,
        deliveryType: 'takeaway',
        customerType: 'WALKIN',
        customerId: null,
        tableId: null,
      });
      made.orders.push(r.orderId);
      return r;
    };
    const first = await send([line(GRILLED, 3), line(DRINK, 2)]);
    const second = await send([line(GRILLED, 5)]);

    await page.goto('/dashboard/kitchen');
    const picker = page.getByLabel('Estación');
    await picker.selectOption({ label: grill });
    const counts = page.getByTestId('all-day-counts');
    await expect(counts.getByTestId('all-day-line').filter({ hasText: GRILLED })).toHaveText(`8 × ${GRILLED}`);
    await expect(counts).not.toContainText(DRINK);
    await expect(kitchenTicket(page, first.tokenNo)).not.toContainText(DRINK);
    await shotAllSizes(page, testInfo, 'kitchen-station', counts);

    // The grill finishes the first ticket: its count drops, and the other station still has the order.
    const ticket = kitchenTicket(page, first.tokenNo);
    await ticket.getByRole('button', { name: `Iniciar todo turno ${first.tokenNo}` }).click();
    await ticket.getByRole('button', { name: `Todo listo turno ${first.tokenNo}` }).click();
    await expect(ticket).toBeHidden();
    await expect(counts.getByTestId('all-day-line').filter({ hasText: GRILLED })).toHaveText(`5 × ${GRILLED}`);
    await expect(kitchenTicket(page, second.tokenNo)).toBeVisible();

    // Kept per device: a reload opens the same station; the other station still has the first order.
    await page.reload();
    await expect(picker).toHaveValue(String(made.stations[0]));
    await picker.selectOption({ label: bar });
    await expect(counts.getByTestId('all-day-line').filter({ hasText: DRINK })).toHaveText(`2 × ${DRINK}`);
    await expect(kitchenTicket(page, first.tokenNo)).toBeVisible();
    await expect(kitchenTicket(page, second.tokenNo)).toBeHidden();

    // The finished ticket can be recalled from the list of the last ones.
    await page.getByRole('button', { name: /Despachadas \(1\)/ }).click();
    await page.getByRole('button', { name: `Devolver a preparación turno ${first.tokenNo}` }).click();
    await page.keyboard.press('Escape');
    await picker.selectOption({ label: grill });
    await expect(counts.getByTestId('all-day-line').filter({ hasText: GRILLED })).toHaveText(`8 × ${GRILLED}`);

    // The bar finishes its part; the reports show its preparation time today.
    await picker.selectOption({ label: bar });
    const atBar = kitchenTicket(page, first.tokenNo);
    await atBar.getByRole('button', { name: `Iniciar todo turno ${first.tokenNo}` }).click();
    await atBar.getByRole('button', { name: `Todo listo turno ${first.tokenNo}` }).click();
    await expect(atBar).toBeHidden();
    await page.setViewportSize(TABLET);
    await page.goto('/dashboard/reports?type=today');
    const row = page.getByTestId('prep-station-row').filter({ hasText: bar });
    await expect(row).toContainText('1');
    await expect(page.getByTestId('prep-item-row').filter({ hasText: DRINK })).toBeVisible();
    await row.scrollIntoViewIfNeeded();
    await saveShot(page, testInfo, 'reports-prep-times-1024x768');
  } finally {
    if (made.orders.length) await request.post('/api/v1/orders/complete', { data: { orderIds: made.orders } });
    for (const id of made.stations) await request.delete(`/api/v1/settings/stations/${id}`);
    if (made.printer) await request.delete(`/api/v1/settings/printers/${made.printer}`);
    await printer.close();
  }
});
