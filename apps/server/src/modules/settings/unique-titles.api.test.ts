import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app.js';

type Method = 'GET' | 'POST' | 'DELETE';

/** One list whose titles must differ: how to add to it and update a row of it. */
type List = {
  name: string;
  message: string;
  add: (title: string) => [string, object];
  update: (id: number, title: string) => [string, object];
};

describe.each(testDatabases)('unique titles on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let itemId: number;
  let otherItemId: number;
  const send = (method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, payload, headers: { cookie: admin } });

  const lists = (): List[] => [
    {
      name: 'categories',
      message: 'Ya existe una categoría con ese título.',
      add: (title) => ['/settings/categories/add', { title }],
      update: (id, title) => [`/settings/categories/${id}/update`, { title }],
    },
    {
      name: 'taxes',
      message: 'Ya existe un impuesto con ese título.',
      add: (title) => ['/settings/taxes/add', { title, rate: 19, type: 'exclusive' }],
      update: (id, title) => [`/settings/taxes/${id}/update`, { title, rate: 8, type: 'inclusive' }],
    },
    {
      name: 'payment types',
      message: 'Ya existe un tipo de pago con ese título.',
      add: (title) => ['/settings/payment-types/add', { title }],
      update: (id, title) => [`/settings/payment-types/${id}/update`, { title }],
    },
    {
      name: 'tables',
      message: '¡Ya existe una mesa con ese título en ese piso!',
      add: (title) => ['/settings/store-tables/add', { title, floor: 'Salón' }],
      update: (id, title) => [`/settings/store-tables/${id}/update`, { title, floor: ' salon ' }],
    },
    {
      name: 'menu items',
      message: 'Ya existe un ítem con ese título.',
      add: (title) => ['/menu-items/add', { title, price: 1000 }],
      update: (id, title) => [`/menu-items/update/${id}`, { title, price: 2000 }],
    },
    {
      name: 'variants',
      message: 'Este ítem ya tiene una variante con ese título.',
      add: (title) => [`/menu-items/variants/${itemId}/add`, { title, price: 1 }],
      update: (id, title) => [`/menu-items/variants/${itemId}/update/${id}`, { title, price: 2 }],
    },
    {
      name: 'add-ons',
      message: 'Este ítem ya tiene un complemento con ese título.',
      add: (title) => [`/menu-items/addons/${itemId}/add`, { title, price: 1 }],
      update: (id, title) => [`/menu-items/addons/${itemId}/update/${id}`, { title, price: 2 }],
    },
  ];

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.signIn();
    itemId = (await send('POST', '/menu-items/add', { title: 'Hamburguesa', price: 20000 })).json().id;
    otherItemId = (await send('POST', '/menu-items/add', { title: 'Perro', price: 15000 })).json().id;
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(lists().map((l) => [l.name]))(
    '%s: the same title in another case, accent or spacing is a 409',
    async (name) => {
      const list = lists().find((l) => l.name === name)!;
      const post = (target: [string, object]) => send('POST', ...target);
      const first = await post(list.add('Café Tinto'));
      expect(first.statusCode, first.body).toBe(200);
      const second = await post(list.add('Aromática'));
      expect(second.statusCode, second.body).toBe(200);

      for (const title of [' cafe  tinto ', 'CAFÉ TINTO', 'Cafe\u0301 tinto']) {
        const dup = await post(list.add(title));
        expect(dup.statusCode, `${name} add ${title}: ${dup.body}`).toBe(409);
        expect(dup.json()).toEqual({ message: list.message });
      }
      const dupUpdate = await post(list.update(second.json().id, 'café tinto'));
      expect(dupUpdate.statusCode, dupUpdate.body).toBe(409);
      expect(dupUpdate.json()).toEqual({ message: list.message });
      // A row may keep (or recase) its own title.
      const own = await post(list.update(first.json().id, 'CAFÉ tinto'));
      expect(own.statusCode, own.body).toBe(200);
      // The ñ is a letter, not an accent.
      expect((await post(list.add('Año'))).statusCode).toBe(200);
      expect((await post(list.add('Ano'))).statusCode).toBe(200);
    },
  );

  it.each(lists().map((l) => [l.name]))(
    '%s: two adds of one title at the same time, one 200 and one 409',
    async (name) => {
      const list = lists().find((l) => l.name === name)!;
      const [a, b] = await Promise.all([
        send('POST', ...list.add('Simultáneo')),
        send('POST', ...list.add('simultaneo')),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      expect([a, b].find((r) => r.statusCode === 409)!.json()).toEqual({ message: list.message });
    },
  );

  it('allows the same title on another floor, and the same option title on another item', async () => {
    const patio = await send('POST', '/settings/store-tables/add', { title: 'Café Tinto', floor: 'Patio' });
    expect(patio.statusCode, patio.body).toBe(200);
    for (const segment of ['variants', 'addons']) {
      const res = await send('POST', `/menu-items/${segment}/${otherItemId}/add`, { title: 'Café Tinto', price: 1 });
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it('answers 404 rather than 409 when the row to update does not exist', async () => {
    const res = await send('POST', '/settings/categories/99999/update', { title: 'Café Tinto' });
    expect(res.statusCode).toBe(404);
    const option = await send('POST', `/menu-items/variants/${otherItemId}/update/99999`, { title: 'Café Tinto' });
    expect(option.statusCode).toBe(404);
  });
});
