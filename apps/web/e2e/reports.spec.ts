import { expect, test } from './support/test';
import { addMonthsClamped, daysOf, formatMoney, localDay, toMinor, type ReportResponse } from '@comandero/contracts';
import { signInViaApi } from './support/auth';
import {
  createCustomer,
  createPaidOrder,
  createPaymentType,
  deactivatePaymentType,
  PHONE,
  TABLET,
} from './support/back-office';
import { expectInViewport, saveShot, smallTouchTargets } from './support/viewport';

const money = (pesos: number) => formatMoney(toMinor(pesos), 'COP');

test.describe('Informes', () => {
  test('show the figures of the orders paid in the test, the chart per day and the payment types', async ({ page }) => {
    await signInViaApi(page, 'admin', '/dashboard/profile');
    const before = (await (await page.request.get('/api/v1/reports?type=today')).json()) as ReportResponse;
    const title = `Informe E2E ${Date.now().toString(36)}`;
    const paymentTypeId = await createPaymentType(page.request, title);
    try {
      const customer = await createCustomer(page.request, `Cliente ${title}`);
      const first = await createPaidOrder(page.request, { customer, quantity: 2, paymentTypeId });
      const second = await createPaidOrder(page.request, { quantity: 1, itemIndex: 2, paymentTypeId });
      // Computed by hand in centavos: only this test pays with this payment type.
      const mine = toMinor(first.total) + toMinor(second.total);

      const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/reports');
      await page.goto('/dashboard/reports');
      const report = (await (await answer).json()) as ReportResponse;
      await expect(page.getByRole('heading', { level: 1, name: 'Informes' })).toBeVisible();

      // The server's figures include this test's sales (other specs may sell at the same time).
      const row = report.revenuePerPaymentType.find((r) => r.paymentTypeId === paymentTypeId);
      expect(row?.total).toBe(mine / 100);
      expect(toMinor(report.revenueTotal)).toBeGreaterThanOrEqual(toMinor(before.revenueTotal) + mine);
      expect(report.ordersCount).toBeGreaterThanOrEqual(before.ordersCount + 2);
      expect(report.newCustomers).toBeGreaterThanOrEqual(before.newCustomers + 1);
      expect(toMinor(report.netRevenue) + toMinor(report.taxTotal)).toBe(toMinor(report.revenueTotal));

      // Each card shows its figure, money with the currency symbol.
      const card = (label: string) =>
        page.getByRole('listitem', { name: label, exact: true }).getByTestId('metric-value');
      await expect(card('Ingresos totales')).toHaveText(money(report.revenueTotal));
      await expect(card('Ingresos netos')).toHaveText(money(report.netRevenue));
      await expect(card('Impuestos')).toHaveText(money(report.taxTotal));
      await expect(card('Valor promedio del pedido')).toHaveText(money(report.averageOrderValue));
      await expect(card('Pedidos')).toHaveText(report.ordersCount.toLocaleString('es-CO'));
      await expect(card('Clientes con pedidos')).toHaveText(String(report.totalCustomers));
      await expect(card('Clientes nuevos')).toHaveText(String(report.newCustomers));
      await expect(card('Clientes repetidos')).toHaveText(String(report.repeatedCustomers));

      // The payment type row shows exactly the hand-computed sum.
      const types = page.getByRole('list', { name: 'Ingresos por tipo de pago' });
      await expect(types.getByRole('listitem', { name: title }).getByTestId('payment-type-total')).toHaveText(
        money(mine / 100),
      );

      // The chart: one bar for today, holding at least this test's sales.
      const today = localDay(new Date(), 'America/Bogota');
      const chart = page.getByRole('img', { name: 'Ingresos por día' });
      await expect(chart).toBeVisible();
      const bar = chart.locator(`[data-day="${today}"]`);
      await expect(bar).toHaveAttribute('data-total', String(report.revenueTotal));
      await expect(page.getByTestId('chart-selected')).toContainText(money(report.revenueTotal));

      // Reports have no Mañana; yesterday has none of today's sales; a custom range defaults to a month.
      const filter = page.getByLabel('Filtro de fecha');
      await expect(filter.locator('option')).toHaveText([
        'Hoy',
        'Ayer',
        'Últimos 7 días',
        'Este mes',
        'Mes pasado',
        'Personalizado',
      ]);
      await filter.selectOption({ label: 'Ayer' });
      await expect(page).toHaveURL(/type=yesterday/);
      await expect(types.getByRole('listitem', { name: title })).toHaveCount(0);

      await filter.selectOption({ label: 'Personalizado' });
      await expect(page.getByLabel('Desde')).toHaveValue(today);
      const to = addMonthsClamped(today, 1);
      await expect(page.getByLabel('Hasta')).toHaveValue(to);
      await expect(chart.locator('[data-day]')).toHaveCount(daysOf({ from: today, to }).length);
      await expect(types.getByRole('listitem', { name: title })).toBeVisible();
      await page.reload();
      await expect(page.getByLabel('Hasta')).toHaveValue(to);
    } finally {
      await deactivatePaymentType(page.request, paymentTypeId);
    }
  });

  test('export the report of the range as CSV', async ({ page }) => {
    await signInViaApi(page, 'admin', '/dashboard/reports?type=last_7days');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^informe-\d{4}-\d{2}-\d{2}-a-\d{4}-\d{2}-\d{2}\.csv$/);
    const { readFile } = await import('node:fs/promises');
    const text = (await readFile(await file.path())).toString('utf8');
    expect(text.startsWith('\uFEFFInforme;')).toBe(true);
    expect(text).toContain('Ingresos totales (pesos);');
  });

  for (const [label, size] of [
    ['tablet', TABLET],
    ['phone', PHONE],
  ] as const) {
    test(`fits a ${label}: the filter and the first figures on screen, every control at least 44 px`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize(size);
      await signInViaApi(page, 'admin', '/dashboard/reports?type=last_7days');
      await expectInViewport(page, page.getByLabel('Filtro de fecha'), 'the date filter');
      await expectInViewport(page, page.getByRole('listitem', { name: 'Ingresos totales' }), 'the revenue card');
      const chart = page.getByRole('img', { name: 'Ingresos por día' });
      await chart.scrollIntoViewIfNeeded();
      // The chart is drawn at the card's width: no sideways scrolling on a phone.
      const box = await chart.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(size.width);
      await expect(chart.locator('[data-day]')).toHaveCount(7);
      expect(await smallTouchTargets(page)).toEqual([]);
      await saveShot(page, testInfo, `reports-${label}`);
    });
  }
});
