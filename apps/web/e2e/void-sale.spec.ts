import { expect, test } from './support/test';
import { formatMoney, submitTotals, toMinor, type OrderResult, type PosInitResponse } from '@comandero/contracts';
import { signInViaApi } from './support/auth';
import { apiDrawerHeaders, openPageDrawer } from './support/drawer';
import { expectInViewport, saveShot, settleAnimations, smallTouchTargets } from './support/viewport';

/** The dialog's sizes: tablet landscape, phone, desktop. */
const SIZES = [
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

test.describe('Anular venta', () => {
  test('a manager pays a sale, opens it in Facturas, annuls it with a reason and sees it "Anulada"', async ({
    page,
  }, testInfo) => {
    // The admin is the store's manager (Gerente): the right to annul a paid sale is admin or ORDERS.
    await signInViaApi(page, 'admin', '/dashboard/invoices');
    const title = `Jugo de mora ${Date.now().toString(36)}`;
    const added = await page.request.post('/api/v1/menu-items/add', {
      data: { title, price: 7_500, netPrice: null, categoryId: null, taxId: null },
    });
    expect(added.status(), await added.text()).toBe(200);

    // Paid in cash at the POS's terminal, as a cashier's sale.
    const init = (await (await page.request.get('/api/v1/pos/init')).json()) as PosInitResponse;
    const cash = init.paymentTypes.find((p) => p.title === 'Efectivo')!;
    const item = init.menuItems.find((m) => m.title === title)!;
    const cart = [{ ...item, quantity: 2, notes: null, variant: null, variant_id: null, addons: [], addons_ids: [] }];
    const totals = submitTotals(cart);
    const paid = await page.request.post('/api/v1/pos/create-order-and-invoice', {
      headers: await apiDrawerHeaders(page.request),
      data: {
        cart,
        deliveryType: 'takeaway',
        customerType: 'WALKIN',
        customerId: null,
        tableId: null,
        paymentTypeId: cash.id,
        ...totals,
      },
    });
    expect(paid.status(), await paid.text()).toBe(200);
    const { invoiceId } = (await paid.json()) as OrderResult;
    const total = formatMoney(toMinor(totals.total), 'COP');
    // The cash goes back out of the drawer of the terminal that annuls it: this browser's.
    await openPageDrawer(page);

    await page.reload();
    const row = page.getByRole('row').filter({ has: page.getByText(`#${invoiceId}`, { exact: true }) });
    await expect(row).toContainText(total);
    await page.getByRole('button', { name: `Ver órdenes de la factura ${invoiceId}` }).click();
    const voidButton = page.getByRole('button', { name: `Anular la venta de la factura ${invoiceId}` });
    await voidButton.click();

    const dialog = page.getByRole('dialog', { name: `Anular venta #${invoiceId}` });
    await expect(dialog).toBeVisible();
    const refund = dialog.getByTestId('void-refund');
    await expect(refund).toContainText(`Total a devolver${total}`);
    await expect(refund).toContainText(`Efectivo a sacar de la caja${total}`);
    // No reason yet: refused in the dialog, nothing sent.
    await dialog.getByRole('button', { name: 'Anular venta' }).click();
    await expect(dialog.getByText('Elija o escriba el motivo.')).toBeVisible();
    await dialog.getByText('Otro motivo', { exact: true }).click();
    await dialog.getByLabel('Escriba el motivo').fill('El cliente no recibió el pedido');

    for (const size of SIZES) {
      await page.setViewportSize(size);
      await settleAnimations(page);
      await expectInViewport(page, dialog.getByRole('button', { name: 'Anular venta' }), 'the confirmation');
      expect(await smallTouchTargets(page), `dialog at ${size.width}x${size.height}`).toEqual([]);
      await saveShot(page, testInfo, `void-sale-dialog-${size.width}x${size.height}`);
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    await dialog.getByRole('button', { name: 'Anular venta' }).click();
    // The success toast lasts the spec's 2 s: looked for first, before anything else can use up that window.
    await expect(page.getByText('¡Venta anulada!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row.getByText('Anulada', { exact: true })).toBeVisible();
    await expect(page.getByTestId('void-reason')).toHaveText('Motivo: El cliente no recibió el pedido');
    await expect(voidButton).toHaveCount(0);
    await saveShot(page, testInfo, 'void-sale-annulled');
  });
});
