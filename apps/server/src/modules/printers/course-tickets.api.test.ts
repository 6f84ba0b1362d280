import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FakePrinter } from '../../../../../test-support/printer/fake-printer.js';
import { cartLine, seedPosCatalogue, type PosCatalogue } from '../../../test/fixtures/pos.js';
import {
  addPrinter,
  addStation,
  FAST_PRINT_QUEUE,
  printedOn,
  queueSettled,
  startFakePrinter,
  texts,
} from '../../../test/fixtures/print-queue.js';
import { apiClient, createTestApp, testDatabases, type ApiClient, type TestApp } from '../../../test/test-app.js';

/**
 * Issue 21 on the printers of issue 20: a held course prints nothing when the order is sent; firing
 * it (by hand or by itself when the kitchen finishes) prints its lines alone under "MARCHAR".
 */
describe.each(testDatabases)('comandas of held and fired courses on %s', (kind) => {
  let t: TestApp;
  let api: ApiClient;
  let c: PosCatalogue;
  let grill: FakePrinter;
  let course: { entrada: number; fuerte: number; postre: number };

  beforeEach(async () => {
    t = await createTestApp(kind, { env: FAST_PRINT_QUEUE });
    api = apiClient(t, await t.signIn());
    c = await seedPosCatalogue(t.database.db);
    grill = await startFakePrinter('accept');
    const printerId = await addPrinter(api, 'Parrilla', grill);
    await addStation(api, { name: 'Cocina caliente', printerId, categoryIds: [c.categoryId] });
    const rows = await t.database.db.selectFrom('courses').select('id').orderBy('position').execute();
    course = { entrada: rows[0].id, fuerte: rows[1].id, postre: rows[2].id };
  });
  afterEach(async () => {
    await t.close();
    await grill.close();
  });

  const order = async () => {
    const res = await api.post('/pos/create-order', {
      cart: [
        { ...cartLine(c.items.lemonade, 2), course_id: course.entrada },
        { ...cartLine(c.items.burger, 1), course_id: course.fuerte },
        { ...cartLine(c.items.water, 1), course_id: course.postre },
      ],
      deliveryType: 'dinein',
      customerType: 'WALKIN',
      customerId: null,
      tableId: c.table,
      heldCourses: [course.fuerte, course.postre],
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { orderId: number }).orderId;
  };

  it('prints the starters at once and the main only when fired, under MARCHAR', async () => {
    const orderId = await order();
    const [sent] = await printedOn(grill, 1);
    await queueSettled(t);
    expect(texts(sent)).toContain('2 x Limonada');
    expect(sent.text).not.toMatch(/Hamburguesa|Agua|MARCHAR/);

    const fired = await api.post(`/orders/${orderId}/fire-course`, { courseId: course.fuerte });
    expect(fired.statusCode, fired.body).toBe(200);
    const [, main] = await printedOn(grill, 2);
    await queueSettled(t);
    expect(texts(main)).toEqual(expect.arrayContaining(['*** MARCHAR ***', 'PLATO FUERTE', '1 x Hamburguesa']));
    expect(main.text).not.toMatch(/Limonada|Agua/);
    expect(grill.jobs).toHaveLength(2);
  });

  it('prints the course auto-fire sends when the kitchen finishes the one before', async () => {
    expect((await api.post('/settings/course-setting', { autoFire: true })).statusCode).toBe(200);
    const orderId = await order();
    await printedOn(grill, 1);
    for (let i = 0; i < 2; i++) expect((await api.post(`/kitchen/order/${orderId}/bump`, {})).statusCode).toBe(200);
    const [, main] = await printedOn(grill, 2);
    await queueSettled(t);
    expect(texts(main)).toEqual(expect.arrayContaining(['PLATO FUERTE', '1 x Hamburguesa']));
    expect(main.text).not.toMatch(/Agua/);
    expect(grill.jobs).toHaveLength(2);
  });
});
