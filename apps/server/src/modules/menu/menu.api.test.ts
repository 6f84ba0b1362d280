import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiClient,
  createTestApp,
  expectError,
  testDatabases,
  type ApiClient,
  type TestApp,
} from '../../../test/test-app.js';

type Method = 'GET' | 'POST' | 'DELETE';

describe.each(testDatabases)('menu items, variants and add-ons on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let categoryId: number;
  let taxId: number;
  let call: ApiClient['send'];
  const get = async (url: string) => (await call('GET', url)).json();
  const addItem = async (body: object) => {
    const res = await call('POST', '/menu-items/add', body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id as number;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.signIn();
    call = apiClient(t, admin).send;
    categoryId = (await call('POST', '/settings/categories/add', { title: 'Platos fuertes' })).json().id;
    taxId = (await call('POST', '/settings/taxes/add', { title: 'IVA', rate: 19, type: 'exclusive' })).json().id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('adds an item from decimal pesos, stores centavos and answers pesos with category and tax', async () => {
    const res = await call('POST', '/menu-items/add', {
      title: 'Bandeja paisa',
      price: 12500.5,
      netPrice: '10504.62',
      categoryId,
      taxId: String(taxId),
    });
    expect(res.json()).toEqual({ message: '¡Ítem agregado!', id: expect.any(Number) });
    const id = res.json().id;
    const row = await t.database.db.selectFrom('menu_items').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.price).toBe(1250050);
    expect(row.net_price).toBe(1050462);

    const expected = {
      id,
      title: 'Bandeja paisa',
      price: 12500.5,
      net_price: 10504.62,
      image: null,
      category_id: categoryId,
      category_title: 'Platos fuertes',
      tax_id: taxId,
      tax_title: 'IVA',
      tax_rate: 19,
      tax_type: 'exclusive',
      variants: [],
      addons: [],
    };
    expect(await get(`/menu-items/${id}`)).toEqual(expected);
    expect(await get('/menu-items')).toContainEqual(expected);
  });

  it('stores blank net price, category and tax as null', async () => {
    const id = await addItem({ title: 'Limonada', price: '6000', netPrice: '', categoryId: '', taxId: null });
    expect(await get(`/menu-items/${id}`)).toMatchObject({
      price: 6000,
      net_price: null,
      category_id: null,
      category_title: null,
      tax_id: null,
      tax_title: null,
      tax_rate: null,
      tax_type: null,
    });
  });

  it('updates an item and deletes it', async () => {
    const id = await addItem({ title: 'Arepa', price: 5000 });
    const updated = await call('POST', `/menu-items/update/${id}`, {
      title: 'Arepa con queso',
      price: 7000.25,
      netPrice: null,
      categoryId,
      taxId,
    });
    expect(updated.json()).toEqual({ message: '¡Ítem actualizado!' });
    expect(await get(`/menu-items/${id}`)).toMatchObject({
      title: 'Arepa con queso',
      price: 7000.25,
      category_title: 'Platos fuertes',
      tax_title: 'IVA',
    });
    expect((await call('DELETE', `/menu-items/delete/${id}`)).json()).toEqual({ message: '¡Ítem eliminado!' });
    expectError(await call('GET', `/menu-items/${id}`), 404, '¡Ítem no encontrado!');
  });

  it('refuses bad items with the spec messages, unknown references, and changes nothing', async () => {
    const id = await addItem({ title: 'Sancocho', price: 28000, categoryId });
    const before = await get('/menu-items');
    const ok = { title: 'X', price: 1000 };
    const cases: [object, string][] = [
      [{ price: 1000 }, 'Por favor ingrese el titulo!'],
      [{ ...ok, title: '   ' }, 'Por favor ingrese el titulo!'],
      [{ ...ok, title: 'x'.repeat(101) }, '¡El título no puede superar 100 caracteres!'],
      [{ title: 'X' }, 'Por favor ingrese un precio valido!'],
      [{ ...ok, price: -1 }, 'Por favor ingrese un precio valido!'],
      [{ ...ok, price: 'mil' }, 'Por favor ingrese un precio valido!'],
      [{ ...ok, price: 10.001 }, 'Por favor ingrese un precio valido!'],
      [{ ...ok, price: 10_000_000.01 }, 'Por favor ingrese un precio valido!'],
      [{ ...ok, netPrice: -5 }, 'Por favor ingrese un precio valido!'],
      [{ ...ok, categoryId: 99999 }, '¡La categoría seleccionada no existe!'],
      [{ ...ok, categoryId: 'abc' }, '¡La categoría seleccionada no existe!'],
      [{ ...ok, categoryId: 1.5 }, '¡La categoría seleccionada no existe!'],
      [{ ...ok, taxId: 99999 }, '¡El impuesto seleccionado no existe!'],
      [{ ...ok, taxId: -3 }, '¡El impuesto seleccionado no existe!'],
    ];
    for (const [body, message] of cases) {
      expectError(await call('POST', '/menu-items/add', body), 400, message);
      expectError(await call('POST', `/menu-items/update/${id}`, body), 400, message);
    }
    expectError(await call('POST', '/menu-items/update/99999', ok), 404, '¡Ítem no encontrado!');
    expectError(await call('POST', '/menu-items/update/abc', ok), 404, '¡Ítem no encontrado!');
    expectError(await call('DELETE', '/menu-items/delete/99999'), 404, '¡Ítem no encontrado!');
    expect(await get('/menu-items')).toEqual(before);
  });

  for (const kindOf of [
    {
      segment: 'variants',
      key: 'variants',
      added: '¡Variante agregada!',
      updated: '¡Variante actualizada!',
      deleted: '¡Variante eliminada!',
      notFound: '¡Variante no encontrada!',
    },
    {
      segment: 'addons',
      key: 'addons',
      added: '¡Complemento agregado!',
      updated: '¡Complemento actualizado!',
      deleted: '¡Complemento eliminado!',
      notFound: '¡Complemento no encontrado!',
    },
  ] as const) {
    it(`manages ${kindOf.segment}: add (blank price is 0), update, delete, ordered by id`, async () => {
      const itemId = await addItem({ title: `Item con ${kindOf.segment}`, price: 20000 });
      const base = `/menu-items/${kindOf.segment}/${itemId}`;
      const first = await call('POST', `${base}/add`, { title: 'Grande', price: 32000.75 });
      expect(first.json()).toEqual({ message: kindOf.added, id: expect.any(Number) });
      const blank = (await call('POST', `${base}/add`, { title: 'Sin costo', price: '' })).json().id;
      const missing = (await call('POST', `${base}/add`, { title: 'Nulo', price: null })).json().id;
      const absent = (await call('POST', `${base}/add`, { title: 'Ausente' })).json().id;
      expect((await get(`/menu-items/${itemId}`))[kindOf.key]).toEqual([
        { id: first.json().id, title: 'Grande', price: 32000.75 },
        { id: blank, title: 'Sin costo', price: 0 },
        { id: missing, title: 'Nulo', price: 0 },
        { id: absent, title: 'Ausente', price: 0 },
      ]);

      const upd = await call('POST', `${base}/update/${blank}`, { title: 'Mediana', price: '24000' });
      expect(upd.json()).toEqual({ message: kindOf.updated });
      expect((await get(`/menu-items/${itemId}`))[kindOf.key]).toContainEqual({
        id: blank,
        title: 'Mediana',
        price: 24000,
      });

      const del = await call('DELETE', `${base}/delete/${missing}`);
      expect(del.json()).toEqual({ message: kindOf.deleted });
      const listed = (await get('/menu-items')).find((i: { id: number }) => i.id === itemId);
      expect(listed[kindOf.key].map((o: { id: number }) => o.id)).toEqual([first.json().id, blank, absent]);
    });

    it(`validates ${kindOf.segment} and scopes them to their item (404 otherwise)`, async () => {
      const itemId = await addItem({ title: `Dueño ${kindOf.segment}`, price: 1000 });
      const otherId = await addItem({ title: `Otro ${kindOf.segment}`, price: 1000 });
      const optionId = (
        await call('POST', `/menu-items/${kindOf.segment}/${itemId}/add`, { title: 'A', price: 1 })
      ).json().id;
      const before = await get('/menu-items');
      const base = `/menu-items/${kindOf.segment}/${itemId}`;
      expectError(await call('POST', `${base}/add`, { price: 1 }), 400, 'Por favor ingrese el titulo!');
      expectError(
        await call('POST', `${base}/add`, { title: 'B', price: -1 }),
        400,
        'Por favor ingrese un precio valido!',
      );
      expectError(
        await call('POST', `${base}/update/${optionId}`, { title: '', price: 1 }),
        400,
        'Por favor ingrese el titulo!',
      );
      expectError(
        await call('POST', `${base}/update/${optionId}`, { title: 'B', price: 'x' }),
        400,
        'Por favor ingrese un precio valido!',
      );
      const foreign = `/menu-items/${kindOf.segment}/${otherId}`;
      expectError(await call('POST', `${foreign}/update/${optionId}`, { title: 'B' }), 404, kindOf.notFound);
      expectError(await call('DELETE', `${foreign}/delete/${optionId}`), 404, kindOf.notFound);
      expectError(await call('DELETE', `${base}/delete/99999`), 404, kindOf.notFound);
      expectError(
        await call('POST', `/menu-items/${kindOf.segment}/99999/add`, { title: 'B' }),
        404,
        '¡Ítem no encontrado!',
      );
      expect(await get('/menu-items')).toEqual(before);
    });
  }

  it('lists the whole menu with every item its own options', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      const id = await addItem({ title: `Lote ${i}`, price: 1000 + i });
      await call('POST', `/menu-items/variants/${id}/add`, { title: `V${i}`, price: i });
      await call('POST', `/menu-items/addons/${id}/add`, { title: `A${i}`, price: i + 0.5 });
      ids.push(id);
    }
    const menu = await get('/menu-items');
    ids.forEach((id, i) => {
      const item = menu.find((m: { id: number }) => m.id === id);
      expect(item.variants).toEqual([{ id: expect.any(Number), title: `V${i}`, price: i }]);
      expect(item.addons).toEqual([{ id: expect.any(Number), title: `A${i}`, price: i + 0.5 }]);
    });
  });

  it('needs a session (401) and SETTINGS (403); a SETTINGS user passes', async () => {
    await t.createUser('cocina', { scope: 'KITCHEN' });
    await t.createUser('config', { scope: 'SETTINGS' });
    const cocina = await t.signIn('cocina', 'user-pass-123');
    const config = await t.signIn('config', 'user-pass-123');
    const itemId = await addItem({ title: 'Política', price: 1 });
    const requests: [Method, string, object?][] = [
      ['GET', '/menu-items'],
      ['GET', `/menu-items/${itemId}`],
      ['POST', '/menu-items/add', { title: 'P', price: 1 }],
      ['POST', `/menu-items/update/${itemId}`, { title: 'P2', price: 2 }],
      ['POST', `/menu-items/variants/${itemId}/add`, { title: 'V' }],
      ['POST', `/menu-items/addons/${itemId}/add`, { title: 'A' }],
    ];
    for (const [method, url, body] of requests) {
      expect((await call(method, url, body, '')).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, body, cocina)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, body, config)).statusCode, `${method} ${url}`).toBe(200);
    }
    expect((await call('DELETE', `/menu-items/delete/${itemId}`, undefined, cocina)).statusCode).toBe(403);
    expect((await call('DELETE', `/menu-items/delete/${itemId}`, undefined, config)).statusCode).toBe(200);
  });
});
