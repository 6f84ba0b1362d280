import { COURSE_MESSAGES as M, type Course, type PosInitResponse } from '@comandero/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases, type ApiClient, type TestApp } from '../../../test/test-app.js';
import { cartLine, openPosApp, type PosCatalogue } from '../../../test/fixtures/orders.js';

/** Issue 21: the courses (tiempos) in the settings, and the categories each takes by default. */
describe.each(testDatabases)('/settings/courses on %s', (kind) => {
  let t: TestApp;
  let c: PosCatalogue;
  let api: ApiClient;

  beforeEach(async () => {
    ({ t, c, api } = await openPosApp(kind));
  });
  afterEach(async () => {
    await t.close();
  });

  const list = async () => {
    const res = await api.get('/settings/courses');
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Course[];
  };
  const comidas = async () =>
    (await t.database.db.selectFrom('categories').select('id').where('title', '=', 'Comidas').executeTakeFirstOrThrow())
      .id;

  it('starts with Entrada, Plato fuerte and Postre; adds, edits with categories and deletes; the POS reads them', async () => {
    expect((await list()).map((x) => [x.title, x.position, x.categoryIds])).toEqual([
      ['Entrada', 1, []],
      ['Plato fuerte', 2, []],
      ['Postre', 3, []],
    ]);
    const category = await comidas();
    const added = await api.post('/settings/courses/add', {
      title: '  Aperitivo ',
      position: 1,
      categoryIds: [category],
    });
    expect(added.statusCode, added.body).toBe(200);
    const { id, message } = added.json() as { id: number; message: string };
    expect(message).toBe(M.added);
    let courses = await list();
    expect(courses.slice(0, 2).map((x) => [x.title, x.categoryIds])).toEqual([
      ['Entrada', []],
      ['Aperitivo', [category]],
    ]);

    // A category defaults to one course: saving it on another moves it there.
    const fuerte = courses.find((x) => x.title === 'Plato fuerte')!;
    const moved = await api.post(`/settings/courses/${fuerte.id}/update`, {
      title: 'Plato fuerte',
      position: 2,
      categoryIds: [category],
    });
    expect(moved.json()).toEqual({ message: M.updated });
    courses = await list();
    expect(courses.find((x) => x.id === id)!.categoryIds).toEqual([]);
    expect(courses.find((x) => x.id === fuerte.id)!.categoryIds).toEqual([category]);

    const init = (await api.get('/pos/init')).json() as PosInitResponse;
    expect(init.courses).toEqual(courses);

    expect((await api.send('DELETE', `/settings/courses/${id}`)).json()).toEqual({ message: M.deleted });
    expect((await list()).map((x) => x.title)).toEqual(['Entrada', 'Plato fuerte', 'Postre']);
  });

  it('refuses bad input with Spanish messages, a duplicate title, and deleting a course held in an open order', async () => {
    const [entrada, , postre] = await list();
    for (const [body, message] of [
      [{ title: '', position: 1 }, M.titleRequired],
      [{ title: 'x'.repeat(41), position: 1 }, M.titleTooLong],
      [{ title: 'Sopa', position: 0 }, M.positionInvalid],
      [{ title: 'Sopa', position: 1.5 }, M.positionInvalid],
      [{ title: 'Sopa', position: 1, categoryIds: 'todas' }, M.categoriesInvalid],
    ] as const) {
      const res = await api.post('/settings/courses/add', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual({ message });
    }
    const missing = await api.post('/settings/courses/add', { title: 'Sopa', position: 1, categoryIds: [999_999] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: M.categoryMissing });
    const twin = await api.post('/settings/courses/add', { title: 'ENTRADA', position: 4 });
    expect(twin.statusCode).toBe(409);
    expect(twin.json()).toEqual({ message: M.titleDuplicate });
    expect((await api.post('/settings/courses/999999/update', { title: 'X', position: 1 })).statusCode).toBe(404);

    const order = await api.post('/pos/create-order', {
      cart: [{ ...cartLine(c.items.water, 1), course_id: postre.id }],
      deliveryType: 'dinein',
      customerType: 'WALKIN',
      customerId: null,
      tableId: c.table,
      heldCourses: [postre.id],
    });
    expect(order.statusCode, order.body).toBe(200);
    const refused = await api.send('DELETE', `/settings/courses/${postre.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: M.inUse(1) });
    // A course no open order holds goes; lines served in it simply lose their course.
    expect((await api.send('DELETE', `/settings/courses/${entrada.id}`)).statusCode).toBe(200);
  });

  it('is for SETTINGS holders only', async () => {
    await t.createUser('mesero', { scope: 'POS' });
    const waiter = await t.signIn('mesero', 'user-pass-123');
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/settings/courses', headers: { cookie: waiter } });
    expect(res.statusCode).toBe(403);
  });
});
