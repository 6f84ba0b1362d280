import { expect, test } from './support/test';
import { formatMoney, toMinor } from '@comandero/contracts';
import { signInViaApi } from './support/auth';
import { createCustomer, createPaidOrder, PHONE, TABLET } from './support/back-office';
import { expectInViewport, saveShot, smallTouchTargets } from './support/viewport';

test.describe('Facturas', () => {
  test('finds an invoice by name, number and order, expands its orders, filters by date', async ({ page }) => {
    await signInViaApi(page, 'admin', '/dashboard/profile');
    const name = `Factura E2E ${Date.now().toString(36)}`;
    const customer = await createCustomer(page.request, name);
    const paid = await createPaidOrder(page.request, { customer, quantity: 3 });
    const row = (id: number) => page.getByRole('row').filter({ has: page.getByText(`#${id}`, { exact: true }) });

    await page.goto('/dashboard/invoices');
    await expect(page.getByRole('heading', { level: 1, name: 'Facturas' })).toBeVisible();
    // Today's list (the default filter) has the new invoice with its total and no payment type.
    await expect(row(paid.invoiceId)).toBeVisible();
    await expect(row(paid.invoiceId)).toContainText(name);
    await expect(row(paid.invoiceId)).toContainText('Sin especificar');
    await expect(row(paid.invoiceId)).toContainText(formatMoney(toMinor(paid.total), 'COP'));

    // Blank search text is ignored.
    const search = page.getByRole('searchbox', { name: 'Buscar factura' });
    await search.fill('   ');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(page).not.toHaveURL(/[?&]q=/);

    await search.fill(name);
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(page).toHaveURL(/[?&]q=/);
    await expect(page.getByText(`1 resultado para «${name}»`)).toBeVisible();
    await expect(page.getByRole('table', { name: 'Facturas' }).getByRole('row')).toHaveCount(2);

    // Expand: the order with its line comes from POST /invoices/orders.
    const expand = page.getByRole('button', { name: `Ver órdenes de la factura ${paid.invoiceId}` });
    await expand.click();
    const orders = page.getByRole('list', { name: `Órdenes de la factura ${paid.invoiceId}` });
    const order = orders.getByRole('listitem', { name: `Orden #${paid.orderId}` });
    await expect(order).toBeVisible();
    await expect(order).toContainText(`Turno ${paid.tokenNo}`);
    await expect(order).toContainText(`${paid.quantity} × ${paid.itemTitle}`);
    // Its totals and its one payment (no type named at the POS) for the whole total.
    await expect(page.getByLabel(`Totales de la factura ${paid.invoiceId}`)).toContainText(
      `Total${formatMoney(toMinor(paid.total), 'COP')}`,
    );
    const payment = page.getByRole('list', { name: `Pagos de la factura ${paid.invoiceId}` }).getByRole('listitem');
    await expect(payment).toHaveCount(1);
    await expect(payment).toHaveText(`Sin especificar${formatMoney(toMinor(paid.total), 'COP')}`);
    await expect(page.getByRole('button', { name: `Ocultar órdenes de la factura ${paid.invoiceId}` })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    // By the order number and by the phone too; the search survives a reload (it is in the URL).
    // The same row answers every search, so wait for each search to reach the URL before going on.
    await search.fill(String(paid.orderId));
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`[?&]q=${paid.orderId}(&|$)`));
    await expect(row(paid.invoiceId)).toBeVisible();
    await search.fill(customer.phone);
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`[?&]q=${customer.phone}(&|$)`));
    await expect(row(paid.invoiceId)).toBeVisible();
    await page.reload();
    await expect(search).toHaveValue(customer.phone);
    await expect(row(paid.invoiceId)).toBeVisible();

    await search.fill('zz-no-existe-zz');
    await search.press('Enter');
    await expect(page.getByText('No se encontraron resultados!', { exact: true })).toBeVisible();

    // Clearing the search returns to the date list; yesterday has none of today's invoices.
    await page.getByRole('button', { name: 'Limpiar búsqueda' }).click();
    await expect(row(paid.invoiceId)).toBeVisible();
    await page.getByLabel('Filtro de fecha').selectOption({ label: 'Ayer' });
    await expect(page).toHaveURL(/type=yesterday/);
    await expect(row(paid.invoiceId)).toHaveCount(0);
    await page.getByLabel('Filtro de fecha').selectOption({ label: 'Últimos 7 días' });
    await expect(row(paid.invoiceId)).toBeVisible();
  });

  test('exports the range as CSV with a byte order mark, and reprints a receipt', async ({ page }) => {
    await signInViaApi(page, 'admin', '/dashboard/profile');
    const paid = await createPaidOrder(page.request, { quantity: 1, itemIndex: 1 });
    await page.goto('/dashboard/invoices?type=today');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^facturas-\d{4}-\d{2}-\d{2}-a-\d{4}-\d{2}-\d{2}\.csv$/);
    const path = await file.path();
    const { readFile } = await import('node:fs/promises');
    const bytes = await readFile(path);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8')).toContain(`\r\n${paid.invoiceId};`);

    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: `Reimprimir recibo de la factura ${paid.invoiceId}` }).click();
    const receipt = await popup;
    await receipt.waitForURL('**/print-receipt');
    await expect(receipt.getByTestId('receipt-number')).toContainText(`Recibo #${paid.invoiceId}`);
    await expect(receipt.getByTestId('receipt-line')).toHaveCount(1);
    await expect(receipt.getByTestId('receipt-line')).toContainText(paid.itemTitle);
    await expect(receipt.getByTestId('receipt-total')).toHaveText(formatMoney(toMinor(paid.total), 'COP'));
  });

  for (const [label, size] of [
    ['tablet', TABLET],
    ['phone', PHONE],
  ] as const) {
    test(`fits a ${label}: search, filter and the first invoice on screen, every control at least 44 px`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize(size);
      await signInViaApi(page, 'admin', '/dashboard/profile');
      const paid = await createPaidOrder(page.request, { quantity: 1 });
      // Searched by its number, so sales of specs running beside this one cannot push it down.
      await page.goto(`/dashboard/invoices?q=${paid.invoiceId}`);
      const expand = page.getByRole('button', { name: `Ver órdenes de la factura ${paid.invoiceId}` });
      await expand.click();
      await expect(page.getByRole('list', { name: `Órdenes de la factura ${paid.invoiceId}` })).toBeVisible();
      await expectInViewport(page, page.getByRole('searchbox', { name: 'Buscar factura' }), 'the search box');
      await expectInViewport(page, page.getByLabel('Filtro de fecha'), 'the date filter');
      await expectInViewport(
        page,
        page.getByRole('button', { name: `Reimprimir recibo de la factura ${paid.invoiceId}` }),
        'the reprint button',
      );
      expect(await smallTouchTargets(page)).toEqual([]);
      await saveShot(page, testInfo, `invoices-${label}`);
    });
  }
});
