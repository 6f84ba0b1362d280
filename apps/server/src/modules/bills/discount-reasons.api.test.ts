import { BILLS_MESSAGES as M } from '@comandero/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app.js';

type Reason = { id: number; title: string };

describe.each(testDatabases)('discount reasons list on %s', (kind) => {
  let t: TestApp;
  let admin: string;

  beforeEach(async () => {
    t = await createTestApp(kind);
    admin = await t.signIn();
  });
  afterEach(async () => {
    await t.close();
  });

  const userCookie = async (username: string, scope: string) => {
    await t.createUser(username, { scope });
    return t.signIn(username, 'user-pass-123');
  };
  const post = (url: string, payload: object, cookie = admin) =>
    t.app.inject({ method: 'POST', url: `/api/v1/orders/bills/discount-reasons${url}`, payload, headers: { cookie } });
  const list = async (cookie = admin): Promise<Reason[]> => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/orders/bills/discount-reasons',
      headers: { cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { reasons: Reason[] }).reasons;
  };
  const idOf = async (title: string) => (await list()).find((r) => r.title === title)!.id;

  it('is read by cashiers, waiters and settings, and edited only under SETTINGS', async () => {
    const [pos, orders, settings, kitchen] = [
      await userCookie('cajero', 'POS'),
      await userCookie('mesero', 'ORDERS'),
      await userCookie('gerente', 'SETTINGS'),
      await userCookie('cocina', 'KITCHEN'),
    ];
    for (const cookie of [pos, orders, settings]) {
      expect((await list(cookie)).map((r) => r.title)).toEqual(['Cortesía', 'Cliente frecuente', 'Error de cocina']);
    }
    const denied = await t.app.inject({
      method: 'GET',
      url: '/api/v1/orders/bills/discount-reasons',
      headers: { cookie: kitchen },
    });
    expect(denied.statusCode).toBe(403);

    const first = await idOf('Cortesía');
    for (const cookie of [pos, orders]) {
      expect((await post('', { title: 'Cumpleaños' }, cookie)).statusCode).toBe(403);
      expect((await post(`/${first}/update`, { title: 'Invitación' }, cookie)).statusCode).toBe(403);
      expect((await post(`/${first}/delete`, {}, cookie)).statusCode).toBe(403);
    }
    const added = await post('', { title: '  Cumpleaños ' }, settings);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().message).toBe(M.discountReasonSaved);
    expect(added.json().reasons.map((r: Reason) => r.title)).toContain('Cumpleaños');
    const renamed = await post(`/${first}/update`, { title: 'Invitación de la casa' }, settings);
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().message).toBe(M.discountReasonUpdated);
    const deleted = await post(`/${first}/delete`, {}, settings);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({
      message: M.discountReasonDeleted,
      reasons: (await list()).map((r) => ({ id: r.id, title: r.title })),
    });
    expect((await list()).map((r) => r.title)).toEqual(['Cliente frecuente', 'Error de cocina', 'Cumpleaños']);
  });

  it('renames a reason in place, keeping its id and place in the list', async () => {
    const id = await idOf('Error de cocina');
    const res = await post(`/${id}/update`, { title: 'Error en cocina' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().reasons).toEqual(await list());
    expect(await list()).toEqual([
      { id: await idOf('Cortesía'), title: 'Cortesía' },
      { id: await idOf('Cliente frecuente'), title: 'Cliente frecuente' },
      { id, title: 'Error en cocina' },
    ]);
    // Its own title with another case or accents is not a duplicate of itself.
    const recased = await post(`/${id}/update`, { title: 'ERROR EN COCINA' });
    expect(recased.statusCode, recased.body).toBe(200);
    expect((await list()).find((r) => r.id === id)?.title).toBe('ERROR EN COCINA');
  });

  it('refuses a title another reason has, ignoring case, accents and spacing (409), and changes nothing', async () => {
    const before = await list();
    for (const title of ['cortesia', '  CORTESÍA ', 'Cliente   frecuente']) {
      const add = await post('', { title });
      expect(add.statusCode, title).toBe(409);
      expect(add.json()).toEqual({ message: M.discountReasonExists });
    }
    const rename = await post(`/${await idOf('Error de cocina')}/update`, { title: 'cortesía' });
    expect(rename.statusCode).toBe(409);
    expect(rename.json()).toEqual({ message: M.discountReasonExists });
    expect(await list()).toEqual(before);
  });

  it('validates the title and answers 404 for a reason that does not exist', async () => {
    const before = await list();
    const id = await idOf('Cortesía');
    const cases: [object, string][] = [
      [{ title: '   ' }, M.discountReasonRequired],
      [{}, M.discountReasonRequired],
      [{ title: 42 }, M.discountReasonRequired],
      [{ title: 'x'.repeat(121) }, M.discountReasonTooLong],
    ];
    for (const [body, message] of cases) {
      for (const url of ['', `/${id}/update`]) {
        const res = await post(url, body);
        expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
        expect(res.json()).toEqual({ message });
      }
    }
    for (const url of ['/999999/update', '/abc/update', '/999999/delete', '/0/delete']) {
      const res = await post(url, { title: 'Nuevo' });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: M.discountReasonNotFound });
    }
    expect(await list()).toEqual(before);
  });

  it('two adds of the same title at once: one is saved, the other refused', async () => {
    const [a, b] = await Promise.all([post('', { title: 'Promoción' }), post('', { title: 'promocion' })]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((await list()).filter((r) => r.title.toLowerCase().startsWith('promoci'))).toHaveLength(1);
  });
});
