import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app.js';

/** Migration 0020 keeps its rules in the database too, for any writer that skips the service. */
describe.each(testDatabases)('printers schema on %s', (kind) => {
  let t: TestApp;
  const now = new Date().toISOString();
  const db = () => t.database.db;
  const printer = async (name: string, extra: object = {}) =>
    (
      await db()
        .insertInto('printers')
        .values({ name, host: '10.0.0.1', created_at: now, updated_at: now, ...extra } as never)
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('defaults a printer to port 9100, 80 mm, CP858 and no drawer', async () => {
    const id = await printer('Por defecto');
    const row = await db().selectFrom('printers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ port: 9100, paper_width: 80, code_page: 'cp858', has_cash_drawer: 0 });
  });

  it('refuses out-of-range printer values', async () => {
    for (const bad of [
      { port: 0 },
      { port: 70000 },
      { paper_width: 58 },
      { code_page: 'cp437' },
      { has_cash_drawer: 2 },
    ]) {
      await expect(printer(`Mala ${JSON.stringify(bad)}`, bad), JSON.stringify(bad)).rejects.toThrow();
    }
  });

  it('refuses a backup equal to the main printer, a route naming nothing or both, and deleting a used printer', async () => {
    const main = await printer('Principal');
    const station = (values: object) =>
      db()
        .insertInto('stations')
        .values({ name: 'Bar', created_at: now, updated_at: now, ...values } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
    await expect(station({ printer_id: main, backup_printer_id: main })).rejects.toThrow();
    const { id } = await station({ printer_id: main });
    const route = (category_id: number | null, item_id: number | null) =>
      db().insertInto('station_routes').values({ station_id: id, category_id, item_id }).execute();
    const { id: category } = await db()
      .insertInto('categories')
      .values({ title: 'Bebidas', created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await expect(route(null, null)).rejects.toThrow();
    await route(category, null);
    await expect(route(category, null)).rejects.toThrow();
    await expect(db().deleteFrom('printers').where('id', '=', main).execute()).rejects.toThrow();
  });
});
