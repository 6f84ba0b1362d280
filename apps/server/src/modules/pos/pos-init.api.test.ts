import { gunzipSync } from 'node:zlib';
import type { PosInitResponse } from '@comandero/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app.js';
import { DEMO_ITEMS, DEMO_TABLES } from '../../db/demo-data.js';

describe.each(testDatabases)('GET /pos/init on %s', (kind) => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { demo: true });
    cookie = await t.signIn();
  });
  afterAll(async () => {
    await t.close();
  });

  const init = async (): Promise<PosInitResponse> => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/pos/init', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    return res.json();
  };

  it('answers the menu with variants and add-ons in pesos, tax rate in percent', async () => {
    const body = await init();
    expect(Object.keys(body).sort()).toEqual(
      // The spec's six, the courses of issue 21, the offline block of issue 22 and the inventory
      // block of issue 24 (added fields a spec client ignores).
      [
        'categories',
        'menuItems',
        'paymentTypes',
        'printSettings',
        'storeSettings',
        'storeTables',
        'courses',
        'offline',
        'inventory',
      ].sort(),
    );
    expect(body.menuItems).toHaveLength(DEMO_ITEMS.length);
    const churrasco = body.menuItems.find((i) => i.title === 'Churrasco')!;
    expect(churrasco).toMatchObject({
      price: 45000,
      net_price: null,
      image: null,
      category_title: 'Platos fuertes',
      tax_title: 'Impoconsumo',
      tax_rate: 8,
      tax_type: 'inclusive',
    });
    expect(churrasco.variants.map((v) => [v.title, v.price])).toEqual([
      ['Término medio', 45000],
      ['Tres cuartos', 45000],
      ['Bien asado', 45000],
    ]);
    expect(churrasco.addons.map((a) => [a.title, a.price])).toEqual([
      ['Aguacate', 3500],
      ['Porción de arroz', 4000],
      ['Patacón', 4500],
    ]);
    for (const option of [...churrasco.variants, ...churrasco.addons]) {
      expect(option).toEqual({
        id: expect.any(Number),
        item_id: churrasco.id,
        title: expect.any(String),
        price: expect.any(Number),
      });
    }
    const tinto = body.menuItems.find((i) => i.title === 'Café tinto');
    expect(tinto).toMatchObject({
      price: 2500,
      tax_id: null,
      tax_rate: null,
      tax_type: null,
      variants: [],
      addons: [],
    });
    expect(body.categories[0]).toEqual({ id: expect.any(Number), title: 'Entradas' });
  });

  it('lists active payment types only, print and store settings, and the tables', async () => {
    await t.database.db.updateTable('payment_types').set({ is_active: 0 }).where('title', '=', 'Nequi').execute();
    await t.database.db
      .updateTable('menu_items')
      .set({ price: 1_234_567, net_price: 1_000_050 })
      .where('title', '=', 'Mondongo')
      .execute();
    const body = await init();
    expect(body.paymentTypes.map((p) => p.title)).toEqual(['Efectivo', 'Tarjeta', 'Transferencia']);
    expect(body.paymentTypes[0]).toEqual({ id: expect.any(Number), title: 'Efectivo', is_active: 1 });
    expect(body.printSettings).toEqual({
      page_format: 80,
      header: 'Gracias por su visita',
      footer: '¡Vuelva pronto!',
      show_notes: 1,
      is_enable_print: 1,
      show_store_details: 1,
      show_customer_details: 1,
      print_token: 1,
    });
    expect(body.storeSettings).toEqual({
      store_name: 'Comandero Demo — Sabor Paisa',
      address: 'Calle 10 # 43-12, Medellín',
      phone: '604 444 1234',
      email: 'hola@saborpaisa.co',
      currency: 'COP',
      image: null,
    });
    expect(body.storeTables).toHaveLength(DEMO_TABLES.length);
    expect(body.storeTables[0]).toEqual({
      id: expect.any(Number),
      table_title: 'Mesa 1',
      floor: 'Primer piso',
      seating_capacity: 2,
    });
    const mondongo = body.menuItems.find((i) => i.title === 'Mondongo');
    expect(mondongo).toMatchObject({ price: 12345.67, net_price: 10000.5 });
  });

  it('answers an unchanged menu with an empty 304 to a revalidating tablet, and a changed one in full', async () => {
    const get = (headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: '/api/v1/pos/init', headers: { cookie, ...headers } });
    const first = await get();
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{43}"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const unchanged = await get({ 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    // The copy is the catalogue's: the scope check still comes first.
    await t.createUser('cocina-etag', { scope: 'KITCHEN' });
    const kitchen = await t.signIn('cocina-etag', 'user-pass-123');
    const denied = await t.app.inject({
      method: 'GET',
      url: '/api/v1/pos/init',
      headers: { cookie: kitchen, 'if-none-match': etag },
    });
    expect(denied.statusCode).toBe(403);
    await t.database.db.updateTable('store_settings').set({ phone: '601 000 0000' }).execute();
    const changed = await get({ 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().storeSettings.phone).toBe('601 000 0000');
  });

  it('sends the menu gzipped to a browser that accepts it, with its own ETag', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/v1/pos/init', headers: { cookie } });
    const zipped = await t.app.inject({
      method: 'GET',
      url: '/api/v1/pos/init',
      headers: { cookie, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/Accept-Encoding/);
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());
    expect(zipped.headers.etag).not.toBe(plain.headers.etag);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/v1/pos/init',
      headers: { cookie, 'accept-encoding': 'gzip', 'if-none-match': zipped.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('reflects every catalogue write at once, whoever makes it (the kept copy follows the version)', async () => {
    const db = t.database.db;
    const first = await init();
    expect((await init()).menuItems).toEqual(first.menuItems);
    const item = (body: PosInitResponse, id: number) => body.menuItems.find((i) => i.id === id)!;
    const churrasco = first.menuItems.find((i) => i.title === 'Churrasco')!;
    const writes: [string, () => Promise<unknown>, (body: PosInitResponse) => void][] = [
      [
        'item title',
        () => db.updateTable('menu_items').set({ title: 'Churrasco XL' }).where('id', '=', churrasco.id).execute(),
        (b) => expect(item(b, churrasco.id)).toMatchObject({ title: 'Churrasco XL' }),
      ],
      [
        'variant price',
        () =>
          db
            .updateTable('menu_item_variants')
            .set({ price: 5_000_050 })
            .where('id', '=', churrasco.variants[0].id)
            .execute(),
        (b) => expect(item(b, churrasco.id).variants[0].price).toBe(50000.5),
      ],
      [
        'add-on deleted',
        () => db.deleteFrom('menu_item_addons').where('id', '=', churrasco.addons[0].id).execute(),
        (b) => expect(item(b, churrasco.id).addons).toHaveLength(2),
      ],
      [
        'tax rate',
        () => db.updateTable('taxes').set({ rate_bp: 850 }).where('title', '=', 'Impoconsumo').execute(),
        (b) => expect(item(b, churrasco.id)).toMatchObject({ tax_rate: 8.5 }),
      ],
      [
        'category title',
        () => db.updateTable('categories').set({ title: 'Fuertes' }).where('title', '=', 'Platos fuertes').execute(),
        (b) => expect(item(b, churrasco.id)).toMatchObject({ category_title: 'Fuertes' }),
      ],
      [
        'payment type',
        () =>
          db
            .insertInto('payment_types')
            .values({ title: 'Daviplata', is_active: 1, created_at: new Date().toISOString() })
            .execute(),
        (b) => expect(b.paymentTypes.map((p) => p.title)).toContain('Daviplata'),
      ],
      [
        'table',
        () => db.deleteFrom('store_tables').where('table_title', '=', 'Mesa 12').execute(),
        (b) => expect(b.storeTables).toHaveLength(DEMO_TABLES.length - 1),
      ],
      [
        'store',
        () => db.updateTable('store_settings').set({ store_name: 'Otro nombre' }).execute(),
        (b) => expect(b.storeSettings).toMatchObject({ store_name: 'Otro nombre' }),
      ],
      [
        'print',
        () => db.updateTable('print_settings').set({ page_format: 57, show_notes: 0 }).execute(),
        (b) => expect(b.printSettings).toMatchObject({ page_format: 57, show_notes: 0 }),
      ],
    ];
    for (const [what, write, check] of writes) {
      await write();
      const [a, b] = await Promise.all([init(), init()]);
      check(a);
      expect(b, what).toEqual(a);
    }
  });
});
