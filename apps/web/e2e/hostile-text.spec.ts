import { expect, test, type APIRequestContext, type Page } from './support/test';
import { submitTotals, type OrderResult, type PosInitResponse } from '@comandero/contracts';
import { signInViaApi } from './support/auth';
import { uniquePhone } from './support/front-desk';
import { PosScreen } from './support/pos';
import { apiDrawerHeaders } from './support/drawer';
import { uniqueSuffix } from './support/settings';

/**
 * Issue 12: stored text holding markup renders as text everywhere it shows. An item title, a
 * customer name and an order note are stored with handlers that would set window.__xss or open an
 * alert; each screen must show them literally, create no element from them and run nothing.
 * (The CSP would also block inline handlers, so the decisive check is that no element was made.)
 */

const suffix = uniqueSuffix();
const ITEM = `<img src=x onerror=window.__xss=1>Plato ${suffix}`;
const CUSTOMER = `<svg onload=alert(1)><img src=x onerror=alert(2)>Cliente ${suffix}`;
const NOTE = `<script>window.__xss=1</script><b onmouseover=alert(3)>Nota ${suffix}`;

type Story = { invoiceId: number; orderId: number; phone: string };

/** The item, the customer and a paid order of that item with the note, made through the API. */
async function storeMarkup(request: APIRequestContext): Promise<Story> {
  const added = await request.post('/api/v1/menu-items/add', { data: { title: ITEM, price: 12000 } });
  expect(added.status(), await added.text()).toBe(200);
  const phone = uniquePhone();
  const customer = await request.post('/api/v1/customers/add', { data: { phone, name: CUSTOMER } });
  expect(customer.status(), await customer.text()).toBe(200);

  const init = await request.get('/api/v1/pos/init');
  const item = ((await init.json()) as PosInitResponse).menuItems.find((m) => m.title === ITEM);
  if (!item) throw new Error('the new item is not on the POS menu');
  const cart = [{ ...item, quantity: 1, notes: NOTE, variant: null, variant_id: null, addons: [], addons_ids: [] }];
  const res = await request.post('/api/v1/pos/create-order-and-invoice', {
    headers: await apiDrawerHeaders(request),
    data: {
      cart,
      deliveryType: 'takeaway',
      customerType: 'CUSTOMER',
      customerId: phone,
      tableId: null,
      paymentTypeId: null,
      ...submitTotals(cart),
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { invoiceId, orderId } = (await res.json()) as OrderResult;
  if (invoiceId === undefined) throw new Error('no invoice');
  return { invoiceId, orderId, phone };
}

/**
 * Elements the markup would have made (an img with src=x, any element with an inline handler, a
 * script holding the payload) and whether the payload ran.
 */
async function expectNothingRan(page: Page, where: string): Promise<void> {
  const found = await page.evaluate(() => ({
    ran: (window as unknown as { __xss?: unknown }).__xss !== undefined,
    made: [
      ...[...document.querySelectorAll('img')].filter((img) => img.getAttribute('src') === 'x').map(() => 'img src=x'),
      ...[...document.querySelectorAll('*')]
        .filter((el) => [...el.attributes].some((a) => a.name.startsWith('on')))
        .map((el) => `<${el.tagName.toLowerCase()} on…>`),
      ...[...document.scripts].filter((s) => s.text.includes('__xss')).map(() => 'script'),
    ],
  }));
  expect(found, where).toEqual({ ran: false, made: [] });
}

/** Every alert, confirm or prompt any page of the context opens, dismissed and recorded. */
function recordDialogs(page: Page): string[] {
  const opened: string[] = [];
  page.context().on('dialog', (dialog) => {
    opened.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return opened;
}

test('markup stored in an item title, a customer name and a note shows as text on every screen and slip', async ({
  page,
}) => {
  test.slow();
  const dialogs = recordDialogs(page);
  await signInViaApi(page, 'admin', '/dashboard/profile');
  const story = await storeMarkup(page.request);

  await test.step('POS: the menu grid, the cart line, its note and the send summary', async () => {
    const pos = new PosScreen(page);
    await page.goto('/dashboard/pos');
    await pos.search.fill(suffix);
    await expect(pos.item(ITEM)).toBeVisible();
    await expect(pos.item(ITEM)).toContainText(ITEM);
    await pos.add(ITEM);
    await expect(pos.line(ITEM)).toContainText(ITEM);
    await pos.setNote(ITEM, NOTE.slice(0, 60));
    await pos.chooseService('Para llevar');
    await page.getByRole('button', { name: 'Enviar a cocina', exact: true }).click();
    const summary = page.getByRole('dialog', { name: 'Enviar a cocina' });
    await expect(summary).toContainText(`1 × ${ITEM}`);
    await expectNothingRan(page, 'POS send summary');
    await summary.getByRole('button', { name: 'Confirmar envío' }).click();
    await expect(pos.cart.getByRole('listitem')).toHaveCount(0);
    await expectNothingRan(page, 'POS');
  });

  await test.step('Ordenes: the title, the note and the customer', async () => {
    await page.goto('/dashboard/orders');
    await expect(page.getByText(ITEM).first()).toBeVisible();
    await expect(page.getByText(NOTE).first()).toBeVisible();
    await expect(page.getByText(CUSTOMER).first()).toBeVisible();
    await expectNothingRan(page, 'orders screen');
  });

  await test.step('Cocina: the title and the note on the ticket', async () => {
    await page.goto('/dashboard/kitchen');
    await expect(page.getByText(ITEM).first()).toBeVisible();
    await expect(page.getByText(NOTE).first()).toBeVisible();
    await expectNothingRan(page, 'kitchen screen');
  });

  await test.step('Clientes: the name in the list', async () => {
    await page.goto(`/dashboard/customers?q=${story.phone}`);
    await expect(page.getByRole('cell', { name: CUSTOMER, exact: true })).toBeVisible();
    await expectNothingRan(page, 'customers screen');
  });

  await test.step('Facturas: the invoice, its order, the reprinted receipt and the token slip', async () => {
    await page.goto(`/dashboard/invoices?q=${story.invoiceId}`);
    await page.getByRole('button', { name: `Ver órdenes de la factura ${story.invoiceId}` }).click();
    await expect(page.getByText(ITEM).first()).toBeVisible();
    await expect(page.getByText(NOTE).first()).toBeVisible();
    await expectNothingRan(page, 'invoices screen');

    const popupEvent = page.waitForEvent('popup');
    await page.getByRole('button', { name: `Reimprimir recibo de la factura ${story.invoiceId}` }).click();
    const receipt = await popupEvent;
    await receipt.waitForURL('**/print-receipt');
    await expect(receipt.getByTestId('receipt-number')).toContainText(`Recibo #${story.invoiceId}`);
    await expect(receipt.getByTestId('receipt-line')).toContainText(ITEM);
    await expectNothingRan(receipt, 'receipt');
    await receipt.close();

    // The token slip reads the same stored receipt (whether the POS offers it depends on the
    // store's print settings, which other specs change).
    const slip = await page.context().newPage();
    await slip.goto('/print-token');
    await expect(slip.getByTestId('print-token-number')).toHaveText(/^\d+$/);
    await expectNothingRan(slip, 'token slip');
    await slip.close();
  });

  expect(dialogs).toEqual([]);
});
