import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, testDatabases, type ApiClient, type TestApp } from '../../../test/test-app.js';

/**
 * Issue 18: tables read "Mesa 10, 11, 12, 9". Every list of tables the API answers (settings, the
 * POS select, the reservation picker, the floor of the orders screen) and the users list read names
 * as people do, the same on SQLite and PostgreSQL whatever their collation.
 */
describe.each(testDatabases)('lists of named things in natural order on %s', (kind) => {
  let t: TestApp;
  let api: ApiClient;
  const titles = (rows: { table_title: string }[]) => rows.map((r) => r.table_title);

  beforeAll(async () => {
    t = await createTestApp(kind);
    api = apiClient(t, await t.signIn());
    // Added out of order, so neither the id nor SQL's text order is the natural one.
    for (const [title, floor] of [
      ['Mesa 10', 'Salón'],
      ['Mesa 9', 'Salón'],
      ['Mesa 12', 'Salón'],
      ['mesa 2', 'Salón'],
      ['Mesa 11', 'Salón'],
      ['Barra 1', 'Terraza'],
      ['Mesa 9', 'Terraza'],
    ]) {
      const res = await api.post('/settings/store-tables/add', { title, floor, seatingCapacity: 4 });
      expect(res.statusCode, res.body).toBe(200);
    }
    for (const [username, name] of [
      ['user10', 'Mesero 10'],
      ['user9', 'Mesero 9'],
      ['alvaro', 'álvaro'],
      ['beto', 'Beto'],
    ]) {
      const res = await api.post('/users/add', {
        username,
        name,
        password: 'clave-segura-123',
        scope: 'POS',
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('settings, POS and the floor list tables by title: Mesa 9 before Mesa 10', async () => {
    const natural = ['Barra 1', 'mesa 2', 'Mesa 9', 'Mesa 9', 'Mesa 10', 'Mesa 11', 'Mesa 12'];
    const settings = (await api.get('/settings/store-tables')).json();
    expect(titles(settings)).toEqual(natural);
    // Equal titles: by floor.
    expect(
      settings
        .filter((r: { table_title: string }) => r.table_title === 'Mesa 9')
        .map((r: { floor: string }) => r.floor),
    ).toEqual(['Salón', 'Terraza']);
    expect(titles((await api.get('/pos/init')).json().storeTables)).toEqual(natural);
    expect(titles((await api.get('/orders/tables')).json().tables)).toEqual(natural);
  });

  it('the reservation picker groups by floor, then title', async () => {
    expect(titles((await api.get('/reservations/init')).json().storeTables)).toEqual([
      'mesa 2',
      'Mesa 9',
      'Mesa 10',
      'Mesa 11',
      'Mesa 12',
      'Barra 1',
      'Mesa 9',
    ]);
  });

  it('users: administrators first, then names as people read them', async () => {
    const names = (await api.get('/users')).json().map((u: { name: string; role: string }) => u.name);
    const staff = names.slice(names.indexOf('álvaro'));
    expect(staff).toEqual(['álvaro', 'Beto', 'Mesero 9', 'Mesero 10']);
  });
});
