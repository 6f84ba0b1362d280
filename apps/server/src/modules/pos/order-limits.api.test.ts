import { MAX_ADDONS_PER_LINE, MAX_CART_LINES, MAX_LINE_QUANTITY, POS_MESSAGES } from '@comandero/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app.js';
import { BROKEN_TEXT_MESSAGE } from '../../http/validate.js';
import { cartLine, seedPosCatalogue, writtenCounts, type PosCatalogue } from '../../../test/fixtures/pos.js';

describe.each(testDatabases)('POS order limits on %s', (kind) => {
  let t: TestApp;
  let c: PosCatalogue;
  let cookie: string;

  beforeEach(async () => {
    t = await createTestApp(kind);
    c = await seedPosCatalogue(t.database.db);
    cookie = await t.signIn();
  });
  afterEach(async () => {
    await t.close();
  });

  const submit = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/v1/pos/create-order', payload, headers: { cookie } });

  it('stores the largest cart the contract allows: 200 lines with 50 add-ons each', async () => {
    const rows = Array.from({ length: MAX_ADDONS_PER_LINE }, (_, i) => ({
      item_id: c.items.water,
      title: `Extra ${i}`,
      price: 100,
    }));
    const addonIds = (await t.database.db.insertInto('menu_item_addons').values(rows).returning('id').execute()).map(
      (r) => r.id,
    );
    const cart = Array.from({ length: MAX_CART_LINES }, (_, i) =>
      cartLine(c.items.water, 1, { addons_ids: addonIds, notes: `linea ${i}` }),
    );
    const res = await submit({ cart });
    expect(res.statusCode, res.body).toBe(200);
    expect(await writtenCounts(t.database.db)).toMatchObject({
      orders: 1,
      orderItems: MAX_CART_LINES,
      addons: MAX_CART_LINES * MAX_ADDONS_PER_LINE,
    });
    // Each add-on belongs to its own line, in cart order.
    const lines = await t.database.db
      .selectFrom('order_items as l')
      .innerJoin('order_item_addons as a', 'a.order_item_id', 'l.id')
      .select(['l.notes', (eb) => eb.fn.countAll().as('n')])
      .groupBy('l.notes')
      .execute();
    expect(lines).toHaveLength(MAX_CART_LINES);
    expect(new Set(lines.map((l) => Number(l.n)))).toEqual(new Set([MAX_ADDONS_PER_LINE]));
    const order = await t.database.db.selectFrom('orders').select('total').executeTakeFirstOrThrow();
    expect(order.total).toBe(MAX_CART_LINES * (400_000 + MAX_ADDONS_PER_LINE * 100));
  });

  it('gives the max cart and small orders submitted together each their own result', async () => {
    const rows = Array.from({ length: MAX_ADDONS_PER_LINE }, (_, i) => ({
      item_id: c.items.water,
      title: `Extra ${i}`,
      price: 0,
    }));
    const addonIds = (await t.database.db.insertInto('menu_item_addons').values(rows).returning('id').execute()).map(
      (r) => r.id,
    );
    const big = {
      cart: Array.from({ length: MAX_CART_LINES }, () => cartLine(c.items.water, 1, { addons_ids: addonIds })),
    };
    const small = { cart: [cartLine(c.items.water, MAX_LINE_QUANTITY)] };
    const results = await Promise.all([submit(small), submit(big), submit(small)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(results.map((r) => r.json().tokenNo).sort()).toEqual([1, 2, 3]);
  });

  it('stores orders above 21.47 M pesos (64-bit money columns) and refuses those above the business bound', async () => {
    const line = () => cartLine(c.items.burger, MAX_LINE_QUANTITY, { variant_id: c.variants.burgerDouble });
    const big = await submit({ cart: Array.from({ length: 7 }, line) });
    expect(big.statusCode, big.body).toBe(200);
    // 999 × 28.000 pesos + 19 % IVA per line, 7 lines: about 233 M pesos.
    const order = await t.database.db.selectFrom('orders').select(['total', 'tax_total']).executeTakeFirstOrThrow();
    expect(order).toEqual({ total: 7 * (2_797_200_000 + 531_468_000), tax_total: 7 * 531_468_000 });

    const huge = await submit({ cart: Array.from({ length: MAX_CART_LINES }, line) });
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toEqual({ message: POS_MESSAGES.orderTooLarge });
    expect(await writtenCounts(t.database.db)).toMatchObject({ orders: 1 });
  });

  it('reads numbers only from plain decimal text', async () => {
    const water = cartLine(c.items.water, 1);
    const cases: [object, string][] = [
      [{ cart: [{ ...water, quantity: '1e2' }] }, POS_MESSAGES.quantityInvalid],
      [{ cart: [{ ...water, quantity: 'Infinity' }] }, POS_MESSAGES.quantityInvalid],
      [{ cart: [{ ...water, id: `0x${c.items.water.toString(16)}` }] }, POS_MESSAGES.itemInvalid],
      [{ cart: [water], tableId: `${c.table}e0` }, POS_MESSAGES.tableInvalid],
      [{ cart: [water], netTotal: '4e3', taxTotal: 0, total: 4000 }, POS_MESSAGES.totalInvalid],
    ];
    for (const [payload, message] of cases) {
      const res = await submit(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ message });
    }
    expect(await writtenCounts(t.database.db)).toMatchObject({ orders: 0 });
    const ok = await submit({
      cart: [{ ...water, id: ` ${c.items.water} `, quantity: '2' }],
      tableId: String(c.table),
      netTotal: '8000.00',
      taxTotal: '0',
      total: '8000',
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('refuses half of an emoji in a note and stores a whole one, even among other orders', async () => {
    const half = await submit({ cart: [cartLine(c.items.water, 1, { notes: 'sin hielo \ud83d' })] });
    expect(half.statusCode).toBe(400);
    expect(half.json()).toEqual({ message: BROKEN_TEXT_MESSAGE });
    const many = await Promise.all(
      ['🍋 limón', 'sin hielo', '🔥'].map((notes) => submit({ cart: [cartLine(c.items.water, 1, { notes })] })),
    );
    expect(many.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const notes = await t.database.db.selectFrom('order_items').select('notes').orderBy('id').execute();
    expect(notes.map((n) => n.notes).sort()).toEqual(['sin hielo', '🍋 limón', '🔥'].sort());
  });
});
