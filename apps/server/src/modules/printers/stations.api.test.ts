import { STATION_MESSAGES } from '@comandero/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPosCatalogue, type PosCatalogue } from '../../../test/fixtures/pos.js';
import {
  apiClient,
  createTestApp,
  expectError,
  testDatabases,
  type ApiClient,
  type TestApp,
} from '../../../test/test-app.js';

const M = STATION_MESSAGES;

describe.each(testDatabases)('print stations on %s', (kind) => {
  let t: TestApp;
  let api: ApiClient;
  let c: PosCatalogue;
  let grill: number;
  let bar: number;
  const list = async () => (await api.get('/settings/stations')).json();
  const addPrinter = async (name: string, host: string) =>
    (await api.post('/settings/printers/add', { name, host })).json().id as number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = apiClient(t, await t.signIn());
    c = await seedPosCatalogue(t.database.db);
    grill = await addPrinter('Parrilla', '10.0.0.10');
    bar = await addPrinter('Bar', '10.0.0.11');
  });
  afterAll(async () => {
    await t.close();
  });

  it('adds a station with its categories and items, replaces them on update, and deletes it', async () => {
    const body = {
      name: 'Cocina caliente',
      printerId: grill,
      backupPrinterId: bar,
      categoryIds: [c.categoryId, c.categoryId],
      itemIds: [c.items.lemonade],
    };
    const added = await api.post('/settings/stations/add', body);
    expect(added.json()).toEqual({ message: M.added, id: expect.any(Number) });
    const id = added.json().id;
    expect(await list()).toContainEqual({
      id,
      name: 'Cocina caliente',
      printerId: grill,
      backupPrinterId: bar,
      categoryIds: [c.categoryId],
      itemIds: [c.items.lemonade],
    });

    const update = { name: 'Bebidas', printerId: bar, backupPrinterId: '', itemIds: [c.items.water, c.items.lemonade] };
    expect((await api.post(`/settings/stations/${id}/update`, update)).json()).toEqual({ message: M.updated });
    const [station] = (await list()).filter((s: { id: number }) => s.id === id);
    expect(station).toEqual({
      id,
      name: 'Bebidas',
      printerId: bar,
      backupPrinterId: null,
      categoryIds: [],
      itemIds: [c.items.lemonade, c.items.water].sort((a, b) => a - b),
    });

    expect((await api.send('DELETE', `/settings/stations/${id}`)).json()).toEqual({ message: M.deleted });
    expect((await list()).map((s: { id: number }) => s.id)).not.toContain(id);
    const routes = await t.database.db.selectFrom('station_routes').selectAll().where('station_id', '=', id).execute();
    expect(routes).toEqual([]);
  });

  it('refuses missing or equal printers, unknown categories and items, bad lists and names, changing nothing', async () => {
    const before = await list();
    const routesBefore = await t.database.db.selectFrom('station_routes').selectAll().execute();
    const ok = { name: 'Fríos', printerId: grill };
    const refused: [object, string][] = [
      [{ name: 'Fríos' }, M.printerRequired],
      [{ ...ok, printerId: 'uno' }, M.printerRequired],
      [{ ...ok, printerId: 999999 }, M.printerMissing],
      [{ ...ok, backupPrinterId: 999999 }, M.backupMissing],
      [{ ...ok, backupPrinterId: -1 }, M.backupInvalid],
      [{ ...ok, backupPrinterId: grill }, M.backupSame],
      [{ ...ok, categoryIds: [999999] }, M.categoryMissing],
      [{ ...ok, categoryIds: [c.categoryId, 999999] }, M.categoryMissing],
      [{ ...ok, categoryIds: 'todas' }, M.categoriesInvalid],
      [{ ...ok, categoryIds: [0] }, M.categoriesInvalid],
      [{ ...ok, itemIds: [999999] }, M.itemMissing],
      [{ ...ok, itemIds: [1.5] }, M.itemsInvalid],
      [{ ...ok, itemIds: Array.from({ length: 501 }, (_, i) => i + 1) }, M.itemsInvalid],
      [{ ...ok, name: '' }, M.nameRequired],
      [{ ...ok, name: 'z'.repeat(61) }, M.nameTooLong],
    ];
    for (const [body, message] of refused) {
      expectError(await api.post('/settings/stations/add', body), 400, message);
    }
    expect(await list()).toEqual(before);
    expect(await t.database.db.selectFrom('station_routes').selectAll().execute()).toEqual(routesBefore);
  });

  it('refuses a bad update without touching the station or its routes', async () => {
    const id = (
      await api.post('/settings/stations/add', { name: 'Postres', printerId: grill, categoryIds: [c.categoryId] })
    ).json().id;
    const before = await list();
    expectError(
      await api.post(`/settings/stations/${id}/update`, { name: 'Postres', printerId: grill, itemIds: [999999] }),
      400,
      M.itemMissing,
    );
    expectError(
      await api.post(`/settings/stations/${id}/update`, { name: 'Postres', printerId: bar, backupPrinterId: bar }),
      400,
      M.backupSame,
    );
    expect(await list()).toEqual(before);
  });

  it('refuses a name another station has, whatever its case (409), and unknown stations (404)', async () => {
    await api.post('/settings/stations/add', { name: 'Barra', printerId: bar });
    expectError(await api.post('/settings/stations/add', { name: 'BARRA', printerId: grill }), 409, M.nameDuplicate);
    const other = (await api.post('/settings/stations/add', { name: 'Terraza', printerId: bar })).json().id;
    expectError(
      await api.post(`/settings/stations/${other}/update`, { name: ' barra ', printerId: bar }),
      409,
      M.nameDuplicate,
    );
    expectError(await api.post('/settings/stations/999999/update', { name: 'X', printerId: bar }), 404, M.notFound);
    expectError(await api.send('DELETE', '/settings/stations/999999'), 404, M.notFound);
  });

  it('drops a route when its category or menu item is deleted', async () => {
    const { id: categoryId } = (await api.post('/settings/categories/add', { title: 'Temporada' })).json();
    const id = (
      await api.post('/settings/stations/add', { name: 'Temporada', printerId: grill, categoryIds: [categoryId] })
    ).json().id;
    expect((await api.send('DELETE', `/settings/categories/${categoryId}`)).statusCode).toBe(200);
    expect((await list()).find((s: { id: number }) => s.id === id).categoryIds).toEqual([]);
  });
});
