import { CompiledQuery, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/test-app.js';
import { cartLine, openPosApp, placeOrder, type PosApp } from '../../../test/fixtures/orders.js';
import { inventoryClient } from '../../../test/fixtures/inventory.js';

describe.each(testDatabases)('inventory deductions on %s', (kind) => {
  let p: PosApp;
  let inv: ReturnType<typeof inventoryClient>;
  let ids: Record<'pan' | 'carne' | 'tomate' | 'cebolla' | 'mozzarella', number>;

  beforeEach(async () => {
    p = await openPosApp(kind);
    inv = inventoryClient(p.api);
    ids = {
      pan: await inv.ingredient('Pan de hamburguesa', 'unidad', 500, 10),
      carne: await inv.ingredient('Carne molida', 'kg', 20000, 2),
      tomate: await inv.ingredient('Tomate', 'g', 6, 1000),
      cebolla: await inv.ingredient('Cebolla', 'g', 4, 500),
      mozzarella: await inv.ingredient('Mozzarella', 'g', 30, 1000),
    };
    const hogao = await inv.preparation('Hogao', [
      { ingredientId: ids.tomate, quantity: 50 },
      { ingredientId: ids.cebolla, quantity: 20 },
    ]);
    // The item: a bun, 150 g of meat (in g on an ingredient kept in kg) and half a portion of hogao;
    // the "Doble" variant adds 150 g; the cheese add-on takes 30 g of mozzarella.
    await inv.recipe(p.c.items.burger, [
      { ingredientId: ids.pan, quantity: 1 },
      { ingredientId: ids.carne, quantity: 150, unit: 'g' },
      { preparationId: hogao, quantity: 0.5 },
      { variantId: p.c.variants.burgerDouble, ingredientId: ids.carne, quantity: '0.15' },
      { addonId: p.c.addons.cheese, ingredientId: ids.mozzarella, quantity: 30 },
    ]);
  });
  afterEach(async () => {
    await p.t.close();
  });

  const stocks = async () =>
    Object.fromEntries(await Promise.all(Object.entries(ids).map(async ([k, id]) => [k, await inv.stockOf(id)])));
  const lineIdsOf = async (orderId: number) =>
    (
      await p.t.database.db
        .selectFrom('order_items')
        .select(['id', 'variant_id'])
        .where('order_id', '=', orderId)
        .orderBy('id')
        .execute()
    ).map((l) => l.id);

  it('deducts items, variants, add-ons and preparations when sent, and gives back or wastes on a void', async () => {
    const order = await placeOrder(p.t, p.cookie, [
      cartLine(p.c.items.burger, 2, { variant_id: p.c.variants.burgerDouble, addons_ids: [p.c.addons.cheese] }),
      cartLine(p.c.items.burger, 1),
      cartLine(p.c.items.water, 1),
    ]);
    // 3 buns; meat 2 × 300 g + 150 g; hogao 1,5 portions = 75 g tomato and 30 g onion; cheese 2 × 30 g.
    expect(await stocks()).toEqual({ pan: 7, carne: 1.25, tomate: 925, cebolla: 470, mozzarella: 940 });
    // One sale movement per ingredient for the order (migration 0046), its lines summed.
    const sales = await inv.movements('?kind=sale');
    expect(sales).toHaveLength(5);
    // 750 g at Col$ 20.000/kg is Col$ 15.000, signed like the quantity.
    expect(sales.find((m) => m.ingredientId === ids.carne)).toMatchObject({ quantity: -0.75, cost: -15000 });

    const [doubleLine, plainLine] = await lineIdsOf(order.orderId);
    // Before the kitchen starts it: everything comes back.
    expect((await p.api.post(`/orders/items/${plainLine}/void`, { reason: 'Error del mesero' })).statusCode).toBe(200);
    expect(await stocks()).toEqual({ pan: 8, carne: 1.4, tomate: 950, cebolla: 480, mozzarella: 940 });
    expect((await inv.movements('?kind=void_return')).map((m) => m.quantity).sort()).toEqual([0.15, 1, 10, 25].sort());

    // Once the kitchen has started it, it was made: returned and recorded as waste, the stock unchanged.
    expect((await p.api.post(`/kitchen/${doubleLine}`, { status: 'preparing' })).statusCode).toBe(200);
    expect((await p.api.post(`/orders/items/${doubleLine}/void`, { reason: 'Cliente se fue' })).statusCode).toBe(200);
    expect(await stocks()).toEqual({ pan: 8, carne: 1.4, tomate: 950, cebolla: 480, mozzarella: 940 });
    const waste = await inv.movements('?kind=waste');
    expect(waste.map((m) => m.quantity).sort()).toEqual([-2, -0.6, -50, -20, -60].sort());
    expect(waste.find((m) => m.ingredientId === ids.carne)?.cost).toBe(-12000);
  });

  it('deducts a restored line again, and a cancelled order returns what the kitchen had not started', async () => {
    const started = await placeOrder(p.t, p.cookie, [cartLine(p.c.items.burger, 2)]);
    const [line] = await lineIdsOf(started.orderId);
    await p.api.post(`/orders/update-status/${line}`, { status: 'cancelled' });
    expect((await stocks()).pan).toBe(10);
    expect((await p.api.post(`/orders/update-status/${line}`, { status: 'preparing' })).statusCode).toBe(200);
    expect((await stocks()).pan).toBe(8);
    const waiting = await placeOrder(p.t, p.cookie, [cartLine(p.c.items.burger, 1)]);
    expect((await stocks()).pan).toBe(7);
    const cancel = await p.api.post('/orders/cancel', {
      orderIds: [started.orderId, waiting.orderId],
      reason: 'Prueba',
    });
    expect(cancel.statusCode).toBe(200);
    // The started line's 2 buns were made (waste); the waiting one's bun comes back.
    expect((await stocks()).pan).toBe(8);
    expect((await inv.movements(`?kind=waste&ingredientId=${ids.pan}`)).map((m) => m.quantity)).toEqual([-2]);
  });

  it('takes a recipe or a preparation changed between two sales from the next sale on', async () => {
    // The order writer keeps the recipes between sales (recipe-index.ts); an edit must reach it.
    await placeOrder(p.t, p.cookie, [cartLine(p.c.items.burger, 1)]);
    expect(await stocks()).toEqual({ pan: 9, carne: 1.85, tomate: 975, cebolla: 490, mozzarella: 1000 });
    await inv.recipe(p.c.items.burger, [
      { ingredientId: ids.pan, quantity: 2 },
      { preparationId: (await p.api.get('/inventory/preparations')).json()[0].id, quantity: 1 },
    ]);
    await placeOrder(p.t, p.cookie, [cartLine(p.c.items.burger, 1)]);
    expect(await stocks()).toEqual({ pan: 7, carne: 1.85, tomate: 925, cebolla: 470, mozzarella: 1000 });
    const [hogao] = (await p.api.get('/inventory/preparations')).json() as { id: number }[];
    const edit = await p.api.post(`/inventory/preparations/${hogao.id}/update`, {
      name: 'Hogao',
      lines: [{ ingredientId: ids.tomate, quantity: 10 }],
    });
    expect(edit.statusCode, edit.body).toBe(200);
    await placeOrder(p.t, p.cookie, [cartLine(p.c.items.burger, 1)]);
    expect(await stocks()).toEqual({ pan: 5, carne: 1.85, tomate: 915, cebolla: 470, mozzarella: 1000 });
  });

  it('averages the cost on a purchase, sets the stock on a count and computes usage between counts', async () => {
    await p.api.post('/inventory/purchases/add', {
      supplier: 'Carnes del Valle',
      invoiceNumber: 'FV-88',
      lines: [{ ingredientId: ids.carne, quantity: 3, total: 75000 }],
    });
    // 2 kg at Col$ 20.000 and 3 kg for Col$ 75.000: 5 kg at Col$ 23.000.
    expect(await inv.ingredientOf(ids.carne)).toMatchObject({ stock: 5, cost: 23000 });

    const opening = await inv.count([{ ingredientId: ids.tomate, counted: 1000 }]);
    await placeOrder(p.t, p.cookie, [cartLine(p.c.items.burger, 4)]);
    await p.api.post('/inventory/waste', { ingredientId: ids.tomate, quantity: 30, reason: 'Se dañó' });
    await inv.purchase('Fruver', [{ ingredientId: ids.tomate, quantity: 500, total: 3000 }]);
    expect(await inv.stockOf(ids.tomate)).toBe(1370);
    const closing = await inv.count([{ ingredientId: ids.tomate, counted: '1300' }]);
    expect(await inv.stockOf(ids.tomate)).toBe(1300);
    expect((await inv.movements('?kind=count')).map((m) => m.quantity)).toEqual([-70, 0]);

    // By hand: 4 burgers × 25 g sold + 30 g waste = 130 g explained; 1000 + 500 − 1300 = 200 g
    // used; 70 g nobody recorded. At Col$ 6/g (the purchase cost the same): 780, 1.200 and 420.
    const usage = await p.api.get(`/inventory/reports/usage?fromCount=${opening}&toCount=${closing}`);
    expect(usage.json()).toEqual([
      {
        ingredientId: ids.tomate,
        name: 'Tomate',
        unit: 'g',
        opening: 1000,
        purchased: 500,
        closing: 1300,
        theoretical: 130,
        actual: 200,
        difference: 70,
        theoreticalCost: 780,
        actualCost: 1200,
        differenceCost: 420,
      },
    ]);
    // Food cost of the plain burger: bun 500 + meat 3.450 (150 g at 23.000/kg) + hogao (25 g × 6 + 10 g × 4 = 190).
    const food = (await p.api.get('/inventory/reports/food-cost')).json() as {
      variantId: number | null;
      cost: number;
    }[];
    expect(food.find((r) => r.variantId === null)).toBeUndefined();
    expect(food.find((r) => r.variantId === p.c.variants.burgerDouble)?.cost).toBe(500 + 6900 + 190);
  });

  it("reads the usage report's counts through the index of movements naming a count (migration 0049)", async () => {
    const db = p.t.database.db;
    // The report's own read of the two counts' movements, explained as the database would run it.
    const read = db
      .selectFrom('stock_movements')
      .select(['id', 'count_id', 'ingredient_id', 'stock_after'])
      .where('count_id', 'in', [1, 2])
      .compile();
    const plan = await db.transaction().execute(async (tx) => {
      if (kind === 'sqlite') {
        const rows = await tx.executeQuery<{ detail: string }>(
          CompiledQuery.raw(`EXPLAIN QUERY PLAN ${read.sql}`, [...read.parameters]),
        );
        return rows.rows.map((r) => r.detail).join(' | ');
      }
      // A table of a few rows is read whole whatever its indexes; the plan shows whether one can serve.
      await sql`SET LOCAL enable_seqscan = off`.execute(tx);
      const rows = await tx.executeQuery<{ 'QUERY PLAN': string }>(
        CompiledQuery.raw(`EXPLAIN ${read.sql}`, [...read.parameters]),
      );
      return rows.rows.map((r) => r['QUERY PLAN']).join(' | ');
    });
    expect(plan).toContain('stock_movements_count');
  });

  it('refuses bad input in Spanish and changes nothing', async () => {
    const before = await stocks();
    const bad = [
      p.api.post('/inventory/waste', { ingredientId: ids.pan, quantity: '0.0001', reason: 'x' }),
      p.api.post('/inventory/recipes/' + p.c.items.burger, {
        lines: [{ ingredientId: ids.carne, quantity: 1, unit: 'ml' }],
      }),
      p.api.post('/inventory/purchases/add', { supplier: '', lines: [] }),
      p.api.post('/inventory/ingredients/add', { name: 'Sal', unit: 'libra', cost: 1, minStock: 0 }),
    ];
    for (const res of await Promise.all(bad)) {
      expect(res.statusCode).toBe(400);
      expect((res.json() as { message: string }).message).toMatch(/^¡/);
    }
    expect(await stocks()).toEqual(before);
  });
});
