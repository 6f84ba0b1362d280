import { expect, test, type APIRequestContext, type Page } from './support/test';
import { PRINTER_MESSAGES, PRINTING_MESSAGES, type PosInitResponse, type PrintRouting } from '@comandero/contracts';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { newSignedInPage, signInViaApi } from './support/auth';
import { PHONE, TABLET } from './support/back-office';
import { decodeEscPos } from '../../../test-support/printer/escpos-decoder';
import { startFakePrinter, type FakePrinter } from '../../../test-support/printer/fake-printer';
import { SettingsPage, uniqueSuffix } from './support/settings';
import { expectInViewport, saveShot, shotAllSizes, smallTouchTargets } from './support/viewport';

const PAGE = 'printers';
const TEST_BUTTON = 'Imprimir página de prueba';

async function addPrinterViaApi(request: APIRequestContext, name: string, port: number): Promise<number> {
  const res = await request.post('/api/v1/settings/printers/add', { data: { name, host: '127.0.0.1', port } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { id: number }).id;
}

async function addCategoryViaApi(request: APIRequestContext, title: string): Promise<number> {
  const res = await request.post('/api/v1/settings/categories/add', { data: { title } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { id: number }).id;
}

/** Deletes what a test made, stations first (a printer in use cannot go). */
async function cleanUp(
  request: APIRequestContext,
  made: { stations?: number[]; printers?: number[]; categories?: number[] },
) {
  for (const id of made.stations ?? []) await request.delete(`/api/v1/settings/stations/${id}`);
  for (const id of made.printers ?? []) await request.delete(`/api/v1/settings/printers/${id}`);
  for (const id of made.categories ?? []) await request.delete(`/api/v1/settings/categories/${id}`);
}

async function idByName(request: APIRequestContext, path: string, name: string): Promise<number | undefined> {
  const res = await request.get(`/api/v1/settings/${path}`);
  return ((await res.json()) as { id: number; name: string }[]).find((r) => r.name === name)?.id;
}

const printerCard = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Lista de impresoras' }).getByRole('listitem', { name, exact: true });
const unroutedList = (page: Page) => page.getByRole('list', { name: 'Categorías sin estación' });

test.describe('Configuraciones → Impresoras', () => {
  // One store, one print queue: these tests change global printing settings, so one at a time.
  test.describe.configure({ mode: 'serial' });
  let printer: FakePrinter;
  let closed: FakePrinter;

  test.beforeEach(async () => {
    printer = await startFakePrinter('accept');
    // Its port was free a moment ago and nothing listens there now: the connection is refused.
    closed = await startFakePrinter('refuse');
  });
  test.afterEach(async () => {
    await printer.close();
    await closed.close();
  });

  test('tablet: add a printer, its test page really prints, a closed port answers in Spanish', async ({ page }) => {
    await page.setViewportSize(TABLET);
    const s = new SettingsPage(page);
    const name = `Cocina E2E ${uniqueSuffix()}`;
    const down = `Apagada E2E ${uniqueSuffix()}`;
    await signInViaApi(page, 'admin', `/dashboard/settings/${PAGE}`);
    await expect(s.heading('Impresoras')).toBeVisible();
    await expect(s.nav.getByRole('link', { name: 'Impresoras' })).toHaveAttribute('aria-current', 'page');
    const add = page.getByRole('button', { name: 'Nueva impresora' });
    await expectInViewport(page, add, 'Nueva impresora');

    try {
      await add.click();
      const dialog = s.dialog('Nueva impresora');
      await expect(dialog.getByLabel('Puerto')).toHaveValue('9100');
      await dialog.getByLabel('Dirección (IP o nombre del equipo)').fill('http://192.168.1.50');
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      await expect(dialog.getByText(PRINTER_MESSAGES.nameRequired)).toBeVisible();
      await expect(dialog.getByText(PRINTER_MESSAGES.hostInvalid)).toBeVisible();
      await s.fillAndSave(dialog, {
        Nombre: name,
        'Dirección (IP o nombre del equipo)': printer.host,
        Puerto: String(printer.port),
      });
      await expect(s.toast(PRINTER_MESSAGES.added)).toBeVisible();
      await expect(dialog).toBeHidden();
      const card = printerCard(page, name);
      await expect(card).toContainText(`127.0.0.1:${printer.port}`);
      await expect(card).toContainText('Papel 80 mm · 48 col.');
      await expect(card).toContainText('CP858');

      // The request is held on its way until the waiting state has been seen, then goes to the real server.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/v1/settings/printers/*/test', async (route) => {
        await held;
        await route.continue();
      });
      await card.getByRole('button', { name: TEST_BUTTON }).click();
      const busy = card.getByRole('button', { name: 'Imprimiendo…' });
      await expect(busy).toBeDisabled();
      await expect(busy).toHaveAttribute('aria-busy', 'true');
      release();
      await expect(card.getByRole('status')).toHaveText('La impresora recibió la página de prueba.');
      await page.unroute('**/api/v1/settings/printers/*/test');

      expect(printer.jobs).toHaveLength(1);
      const printed = decodeEscPos(printer.jobs[0]);
      const id = await idByName(page.request, 'printers', name);
      expect(printed.lines.map((l) => l.text)).toContain(`Impresora: ${name}`);
      expect(printed.lines.map((l) => l.text)).toContain('ñ á é í ó ú ü Ñ Á É Í Ó Ú Ü ¿ ¡ €');
      expect(printed.qrCodes).toEqual([`comandero:prueba-impresora:${id}`]);
      expect(printed.cuts).toBe(1);

      // A second page right after: refused for a few seconds, in words on the card; nothing printed.
      await card.getByRole('button', { name: TEST_BUTTON }).click();
      await expect(card.getByRole('alert')).toContainText('Ya se envió una página de prueba a esta impresora.');
      expect(printer.jobs).toHaveLength(1);

      await addPrinterViaApi(page.request, down, closed.port);
      await page.reload();
      const downCard = printerCard(page, down);
      await downCard.getByRole('button', { name: TEST_BUTTON }).click();
      await expect(downCard.getByRole('alert')).toContainText(PRINTER_MESSAGES.testRefused('127.0.0.1', closed.port));
      await expect(downCard.getByRole('button', { name: TEST_BUTTON })).toBeEnabled();
      expect(printer.jobs).toHaveLength(1);

      // Edit keeps what was saved and changes it; delete asks first.
      await page.getByRole('button', { name: `Editar ${down}`, exact: true }).click();
      const edit = s.dialog('Actualizar impresora');
      await expect(edit.getByLabel('Puerto')).toHaveValue(String(closed.port));
      await s.fillAndSave(edit, { Puerto: String(printer.port), 'Ancho de papel': '57 mm (32 columnas)' });
      await expect(s.toast(PRINTER_MESSAGES.updated)).toBeVisible();
      await expect(downCard).toContainText(`127.0.0.1:${printer.port}`);
      await expect(downCard).toContainText('Papel 57 mm · 32 col.');
      await s.deleteWithConfirm(
        page.getByRole('button', { name: `Eliminar ${down}`, exact: true }),
        PRINTER_MESSAGES.deleted,
      );
      await expect(downCard).toHaveCount(0);
    } finally {
      const ids = [await idByName(page.request, 'printers', name), await idByName(page.request, 'printers', down)];
      await cleanUp(page.request, { printers: ids.filter((id): id is number => id !== undefined) });
    }
  });

  test('a station routes categories: the unrouted-category warning lists one until a station prints it', async ({
    page,
  }) => {
    await page.setViewportSize(TABLET);
    const s = new SettingsPage(page);
    const suffix = uniqueSuffix();
    const printerName = `Bar E2E ${suffix}`;
    const category = `Cócteles E2E ${suffix}`;
    const stationName = `Barra E2E ${suffix}`;
    await signInViaApi(page, 'admin', '/dashboard/home');
    const made = {
      printers: [await addPrinterViaApi(page.request, printerName, printer.port)],
      categories: [await addCategoryViaApi(page.request, category)],
      stations: [] as number[],
    };
    try {
      await s.open(PAGE);
      const warning = page
        .getByRole('alert')
        .filter({ has: page.getByRole('heading', { name: 'Categorías sin estación' }) });
      await expectInViewport(page, warning, 'the unrouted warning');
      await expect(unroutedList(page).getByText(category, { exact: true })).toBeVisible();

      await page.getByRole('button', { name: 'Nueva estación' }).click();
      const dialog = s.dialog('Nueva estación');
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      await expect(dialog.getByText('¡Por favor ingrese el nombre de la estación!')).toBeVisible();
      await dialog.getByLabel('Nombre').fill(stationName);
      await dialog.getByLabel('Impresora', { exact: true }).selectOption({ label: `${printerName} (127.0.0.1)` });
      const box = dialog.getByRole('checkbox', { name: category, exact: true });
      await box.check();
      await expect(box).toBeChecked();
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      await expect(s.toast('¡Estación agregada!')).toBeVisible();
      await expect(dialog).toBeHidden();
      const card = page.getByRole('list', { name: 'Lista de estaciones' }).getByRole('listitem', { name: stationName });
      await expect(card).toContainText(printerName);
      await expect(card).toContainText(category);
      made.stations.push((await idByName(page.request, 'stations', stationName)) ?? 0);
      await expect(unroutedList(page).getByText(category, { exact: true })).toHaveCount(0);

      // Unticked again, the category prints nowhere and the warning says so.
      await page.getByRole('button', { name: `Editar ${stationName}`, exact: true }).click();
      const edit = s.dialog('Actualizar estación');
      await expect(edit.getByRole('checkbox', { name: category, exact: true })).toBeChecked();
      await edit.getByRole('checkbox', { name: category, exact: true }).uncheck();
      await edit.getByRole('button', { name: 'Guardar' }).click();
      await expect(s.toast('¡Estación actualizada!')).toBeVisible();
      await expect(unroutedList(page).getByText(category, { exact: true })).toBeVisible();

      await s.deleteWithConfirm(
        page.getByRole('button', { name: `Eliminar ${stationName}`, exact: true }),
        '¡Estación eliminada!',
      );
      await expect(card).toHaveCount(0);
      made.stations = [];
      // A printer a station no longer uses can go.
      await expect(unroutedList(page).getByText(category, { exact: true })).toBeVisible();
    } finally {
      await cleanUp(page.request, made);
    }
  });

  test('phone and other sizes: the add button on screen, every control a touch target', async ({ page }, testInfo) => {
    const name = `Caja E2E ${uniqueSuffix()}`;
    await signInViaApi(page, 'admin', '/dashboard/home');
    const made = { printers: [await addPrinterViaApi(page.request, name, printer.port)] };
    try {
      await page.setViewportSize(PHONE);
      const s = new SettingsPage(page);
      await s.open(PAGE);
      const add = page.getByRole('button', { name: 'Nueva impresora' });
      await expectInViewport(page, add, 'Nueva impresora on a phone');
      const card = printerCard(page, name);
      await card.scrollIntoViewIfNeeded();
      await card.getByRole('button', { name: TEST_BUTTON }).click();
      await expect(card.getByRole('status')).toHaveText('La impresora recibió la página de prueba.');
      expect(await smallTouchTargets(page)).toEqual([]);
      await expectNoSeriousA11yViolations(page, 'the printers page');

      // The station form on a phone: its Guardar reachable, its chips finger-sized.
      await page.getByRole('button', { name: 'Nueva estación' }).click();
      const dialog = s.dialog('Nueva estación');
      await expectInViewport(page, dialog.getByRole('button', { name: 'Guardar' }), 'Guardar of the station form');
      const chip = dialog.getByRole('group', { name: 'Categorías' }).locator('label').first();
      const chipBox = await chip.boundingBox();
      expect(chipBox?.height ?? 0).toBeGreaterThanOrEqual(43.5);
      expect(await smallTouchTargets(page)).toEqual([]);
      await expectNoSeriousA11yViolations(page, 'the station form', '[role="dialog"]');
      await dialog.getByRole('button', { name: 'Cancelar' }).click();

      await page.evaluate(() => window.scrollTo(0, 0));
      await shotAllSizes(page, testInfo, 'printers', add);
    } finally {
      await cleanUp(page.request, made);
    }
  });

  test('live queue: a printer down then up prints once, the cashier hears of it, a held ticket is reprinted', async ({
    page,
    browser,
  }) => {
    // Three refused sends (2 s, then 4 s apart) before the toast, then the next retry 16 s later.
    test.setTimeout(240_000);
    await page.setViewportSize(TABLET);
    const s = new SettingsPage(page);
    const suffix = uniqueSuffix();
    const printerName = `Parrilla E2E ${suffix}`;
    const stationName = `Parrilla ${suffix}`;
    const [routedItem, heldItem] = [`Churrasco E2E ${suffix}`, `Limonada E2E ${suffix}`];
    await signInViaApi(page, 'admin', '/dashboard/home');
    const request = page.request;
    const routingBefore = (await (await request.get('/api/v1/settings/printers/routing')).json()) as PrintRouting;
    const made = {
      printers: [await addPrinterViaApi(request, printerName, printer.port)],
      categories: [
        await addCategoryViaApi(request, `Parrilla E2E ${suffix}`),
        await addCategoryViaApi(request, `Jugos E2E ${suffix}`),
      ],
      stations: [] as number[],
      items: [] as number[],
    };
    try {
      for (const [title, categoryId] of [
        [routedItem, made.categories[0]],
        [heldItem, made.categories[1]],
      ] as const) {
        const res = await request.post('/api/v1/menu-items/add', { data: { title, price: 10_000, categoryId } });
        expect(res.status(), await res.text()).toBe(200);
        made.items.push(((await res.json()) as { id: number }).id);
      }
      const station = await request.post('/api/v1/settings/stations/add', {
        data: { name: stationName, printerId: made.printers[0], categoryIds: [made.categories[0]] },
      });
      expect(station.status(), await station.text()).toBe(200);
      made.stations.push(((await station.json()) as { id: number }).id);

      await s.open(PAGE);
      const card = printerCard(page, printerName);
      await expect(card).toBeVisible();
      const cashier = await newSignedInPage(browser, 'cajero', '/dashboard/orders');
      await expect(cashier.page.getByRole('heading', { level: 1 })).toBeVisible();

      // Down: the order is queued, the card turns red with the job waiting, and after its retries the toast.
      await printer.setMode('refuse');
      await sendOrder(request, made.items[0]);
      await expect(card.getByText('Sin conexión', { exact: true })).toBeVisible({ timeout: 15_000 });
      await expect(card.getByText('1 en espera', { exact: true })).toBeVisible();
      await expect(card).toContainText(PRINTER_MESSAGES.testRefused('127.0.0.1', printer.port));
      await expect(s.toast(PRINTING_MESSAGES.failed(printerName))).toBeVisible({ timeout: 20_000 });
      // The cashier on the orders screen hears it too, and sees which printer is down.
      await expect(new SettingsPage(cashier.page).toast(PRINTING_MESSAGES.failed(printerName))).toBeVisible();
      const health = cashier.page.getByRole('button', { name: '1 impresora sin conexión' });
      await expect(health).toBeVisible();
      await health.click();
      const statusDialog = cashier.page.getByRole('dialog', { name: 'Estado de las impresoras' });
      await expect(statusDialog.getByRole('listitem', { name: printerName })).toContainText('1 en espera');
      await statusDialog.getByRole('button', { name: 'Listo' }).click();
      expect(printer.jobs).toHaveLength(0);

      // Up again: the next retry prints it, once, and the card says so.
      await printer.setMode('accept');
      await expect(card.getByText('En línea', { exact: true })).toBeVisible({ timeout: 45_000 });
      await expect(card.getByText('1 en espera', { exact: true })).toHaveCount(0);
      await expect(cashier.page.getByRole('button', { name: 'Impresoras en línea' })).toBeVisible();
      await cashier.context.close();
      expect(printer.jobs).toHaveLength(1);
      const comanda = decodeEscPos(printer.jobs[0]).text;
      expect(comanda).toContain(routedItem);
      expect(comanda).not.toContain(heldItem);

      // No station and no default kitchen printer: the ticket is held, and said so.
      const held = await sendOrder(request, made.items[1]);
      await expect(s.toast(PRINTING_MESSAGES.noPrinter)).toBeVisible({ timeout: 15_000 });
      const heldList = page.getByRole('list', { name: 'Lista de tiquetes retenidos' });
      const job = heldList.getByRole('listitem').filter({ hasText: `Orden #${held}` });
      await expect(job).toBeVisible();

      // Another held ticket nobody wants: discarded, after a confirmation.
      const unwanted = await sendOrder(request, made.items[1]);
      const unwantedJob = heldList.getByRole('listitem').filter({ hasText: `Orden #${unwanted}` });
      await expect(unwantedJob).toBeVisible({ timeout: 15_000 });
      await unwantedJob.getByRole('button', { name: 'Descartar' }).click();
      const confirm = s.dialog('Descartar tiquete');
      await confirm.getByRole('button', { name: 'Descartar' }).click();
      await expect(s.toast(PRINTING_MESSAGES.discarded)).toBeVisible();
      await expect(unwantedJob).toHaveCount(0);
      await expect(job).toBeVisible();

      // A default kitchen printer takes what no station prints; the warning becomes a note.
      await page.getByLabel('Impresora de cocina predeterminada').selectOption({ label: printerName });
      await page.getByRole('button', { name: 'Guardar asignación' }).click();
      await expect(s.toast('¡Asignación de impresoras guardada!')).toBeVisible();
      await expect(page.getByRole('note').filter({ hasText: `«${printerName}»` })).toBeVisible();

      // The reprint resolves the held ticket: it leaves the list, and prints once.
      await job.getByRole('button', { name: 'Reimprimir' }).click();
      await expect(s.toast(PRINTING_MESSAGES.reprinted)).toBeVisible();
      await expect(job).toHaveCount(0);
      await expect.poll(() => printer.jobs.length, { timeout: 15_000 }).toBe(2);
      const reprint = decodeEscPos(printer.jobs[1]).text;
      expect(reprint).toContain('REIMPRESIÓN');
      expect(reprint).toContain(heldItem);
    } finally {
      await request.post('/api/v1/settings/printers/routing', {
        data: { defaultKitchenPrinterId: routingBefore.defaultKitchenPrinterId, terminals: routingBefore.terminals },
      });
      for (const id of made.items) await request.delete(`/api/v1/menu-items/delete/${id}`);
      await cleanUp(request, made);
    }
  });

  test('orders screen: any past comanda of an order is reprinted, marked REIMPRESIÓN', async ({
    page,
    browser,
  }, testInfo) => {
    await page.setViewportSize(TABLET);
    const suffix = uniqueSuffix();
    const printerName = `Horno E2E ${suffix}`;
    const stationName = `Horno ${suffix}`;
    const itemTitle = `Lasaña E2E ${suffix}`;
    await signInViaApi(page, 'admin', '/dashboard/home');
    const request = page.request;
    const made = {
      printers: [await addPrinterViaApi(request, printerName, printer.port)],
      categories: [await addCategoryViaApi(request, `Horno E2E ${suffix}`)],
      stations: [] as number[],
      items: [] as number[],
    };
    try {
      const item = await request.post('/api/v1/menu-items/add', {
        data: { title: itemTitle, price: 10_000, categoryId: made.categories[0] },
      });
      expect(item.status(), await item.text()).toBe(200);
      made.items.push(((await item.json()) as { id: number }).id);
      const station = await request.post('/api/v1/settings/stations/add', {
        data: { name: stationName, printerId: made.printers[0], categoryIds: [made.categories[0]] },
      });
      expect(station.status(), await station.text()).toBe(200);
      made.stations.push(((await station.json()) as { id: number }).id);

      const orderId = await sendOrder(request, made.items[0]);
      await expect.poll(() => printer.jobs.length, { timeout: 15_000 }).toBe(1);
      expect(decodeEscPos(printer.jobs[0]).text).toContain(itemTitle);

      // The cashier, on the orders screen, finds the order's comanda and prints it again.
      const cashier = await newSignedInPage(browser, 'cajero', '/dashboard/orders');
      const orders = cashier.page;
      await orders.setViewportSize(TABLET);
      const group = orders.getByTestId('order-group').filter({ has: orders.locator(`[data-order-id="${orderId}"]`) });
      await group.getByRole('button', { name: 'Reimprimir', exact: true }).click();
      const dialog = orders.getByRole('dialog', { name: /^Reimprimir tiquetes/ });
      const tickets = dialog.getByRole('list', { name: `Orden #${orderId}`, exact: true });
      const comanda = tickets.getByRole('listitem', { name: `Comanda · ${stationName}`, exact: true });
      await expect(comanda).toContainText(printerName);
      await expect(comanda).toContainText('Impreso');
      expect(await smallTouchTargets(orders), 'the reprint dialog on a tablet').toEqual([]);
      await saveShot(orders, testInfo, 'reprint-dialog-1024x768');
      await orders.setViewportSize(PHONE);
      await expectInViewport(orders, dialog.getByRole('button', { name: 'Listo' }), 'Listo of the reprint dialog');
      expect(await smallTouchTargets(orders), 'the reprint dialog on a phone').toEqual([]);
      await expectNoSeriousA11yViolations(orders, 'the reprint dialog', '[role="dialog"]');
      await saveShot(orders, testInfo, 'reprint-dialog-390x844');

      await comanda.getByRole('button', { name: /^Reimprimir/ }).click();
      await expect(new SettingsPage(orders).toast(PRINTING_MESSAGES.reprinted)).toBeVisible();
      await expect.poll(() => printer.jobs.length, { timeout: 15_000 }).toBe(2);
      const reprint = decodeEscPos(printer.jobs[1]).text;
      expect(reprint).toContain('REIMPRESIÓN');
      expect(reprint).toContain(itemTitle);
      // The reprint is one of the order's tickets now.
      await expect(tickets.getByRole('listitem', { name: `Reimpresión · ${stationName}`, exact: true })).toBeVisible();
      await saveShot(orders, testInfo, 'reprint-dialog-after-390x844');
      await cashier.context.close();
      expect(printer.jobs).toHaveLength(2);
    } finally {
      for (const id of made.items) await request.delete(`/api/v1/menu-items/delete/${id}`);
      await cleanUp(request, made);
    }
  });
});

/** Sends one line of a menu item to the kitchen the way the POS does; answers the order's id. */
async function sendOrder(request: APIRequestContext, itemId: number): Promise<number> {
  const init = (await (await request.get('/api/v1/pos/init')).json()) as PosInitResponse;
  const item = init.menuItems.find((m) => m.id === itemId);
  if (!item) throw new Error(`item ${itemId} is not on the POS menu`);
  const cart = [{ ...item, quantity: 1, notes: null, variant: null, variant_id: null, addons: [], addons_ids: [] }];
  const res = await request.post('/api/v1/pos/create-order', {
    data: { cart, deliveryType: 'takeaway', customerType: 'WALKIN', customerId: null, tableId: null },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { orderId: number }).orderId;
}
