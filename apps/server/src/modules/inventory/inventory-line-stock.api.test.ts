import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/test-app.js';
import { cartLine, openPosApp, placeOrder, type PosApp } from '../../../test/fixtures/orders.js';
import { inventoryClient } from '../../../test/fixtures/inventory.js';

/**
 * Issue 24 (migration 0046): a sale writes one movement per order and ingredient, and each line keeps
 * its own share on its row; a void of one line gives back or wastes that share, whatever the recipes
 * or the costs say by then. Lines sold before the migration (one movement per line) still void.
 */
describe.each(testDatabases)('each line keeps what its sale took, on %s', (kind) => {
  let p: PosApp;
  let inv: ReturnType<typeof inventoryClient>;
  let pan: number;
  let carne: number;

  beforeEach(async () => {
    p = await openPosApp(kind);
    inv = inventoryClient(p.api);
    pan = await inv.ingredient('Pan de hamburguesa', 'unidad', 500, 10);
    carne = await inv.ingredient('Carne molida', 'kg', 20000, 2);
    // A bun and 150 g of meat; the "Doble" variant 150 g more.
    await inv.recipe(p.c.items.burger, [
      { ingredientId: pan, quantity: 1 },
      { ingredientId: carne, quantity: 150, unit: 'g' },
      { variantId: p.c.variants.burgerDouble, ingredientId: carne, quantity: 150, unit: 'g' },
    ]);
  });
  afterEach(async () => {
    await p.t.close();
  });

  const db = () => p.t.database.db;
  const stocks = async () => ({ pan: await inv.stockOf(pan), carne: await inv.stockOf(carne) });
  /** Two plain burgers (2 buns, 300 g) and one double (1 bun, 300 g): both lines take both ingredients. */
  const twoLines = async () => {
    const order = await placeOrder(p.t, p.cookie, [
      cartLine(p.c.items.burger, 2),
      cartLine(p.c.items.burger, 1, { variant_id: p.c.variants.burgerDouble }),
    ]);
    const lines = await db()
      .selectFrom('order_items')
      .select('id')
      .where('order_id', '=', order.orderId)
      .orderBy('id')
      .execute();
    return { orderId: order.orderId, plain: lines[0].id, double: lines[1].id };
  };
  const movesOf = async (kinds: string[]) =>
    (
      await db()
        .selectFrom('stock_movements')
        .select(['kind', 'ingredient_id', 'quantity', 'cost', 'order_id', 'order_item_id'])
        .where('kind', 'in', kinds)
        .orderBy('id')
        .execute()
    ).map((m) => ({ ...m, quantity: Number(m.quantity), cost: Number(m.cost) }));
  /** The sale's movements: one per ingredient for the whole order, naming no line. */
  const expectOrderLevelSales = async () => {
    const sales = await movesOf(['sale']);
    expect(sales.map((m) => [m.ingredient_id, m.order_item_id])).toEqual([
      [pan, null],
      [carne, null],
    ]);
  };
  const voidLine = async (id: number) => {
    const res = await p.api.post(`/orders/items/${id}/void`, { reason: 'Prueba' });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('writes one sale movement per ingredient with the sum of the lines, and keeps each share on its line', async () => {
    const { orderId, plain, double } = await twoLines();
    // 3 buns at Col$ 500; 600 g of meat at Col$ 20.000/kg = Col$ 12.000. Thousandths and centavos.
    expect(await movesOf(['sale'])).toEqual([
      { kind: 'sale', ingredient_id: pan, quantity: -3000, cost: -150000, order_id: orderId, order_item_id: null },
      { kind: 'sale', ingredient_id: carne, quantity: -600000, cost: -1200000, order_id: orderId, order_item_id: null },
    ]);
    expect(await stocks()).toEqual({ pan: 7, carne: 1.4 });
    // The history and its CSV name the order, as before.
    const history = (await p.api.get('/inventory/movements?kind=sale')).json() as Record<string, unknown>[];
    expect(history.map((m) => [m.ingredientId, m.quantity, m.cost, m.orderId])).toEqual([
      [carne, -0.6, -12000, orderId],
      [pan, -3, -1500, orderId],
    ]);
    const csv = await p.api.get('/inventory/export/movements.csv?kind=sale');
    expect(csv.statusCode).toBe(200);
    const rows = csv.body.trim().split('\r\n').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain('Carne molida');
    expect(rows[0]).toContain('-0,6');
    expect(rows[0].endsWith(String(orderId))).toBe(true);
    const taken = await db()
      .selectFrom('order_items')
      .select(['id', 'stock_taken'])
      .where('id', 'in', [plain, double])
      .orderBy('id')
      .execute();
    expect(taken.map((l) => JSON.parse(l.stock_taken!))).toEqual([
      [
        [pan, 2000, 100000],
        [carne, 300000, 600000],
      ],
      [
        [pan, 1000, 50000],
        [carne, 300000, 600000],
      ],
    ]);
  });

  it("gives back exactly one line's share before preparation, and records it as waste after", async () => {
    const { orderId, plain, double } = await twoLines();
    await expectOrderLevelSales();
    await voidLine(double);
    expect(await stocks()).toEqual({ pan: 8, carne: 1.7 });
    expect(await movesOf(['void_return'])).toEqual([
      {
        kind: 'void_return',
        ingredient_id: pan,
        quantity: 1000,
        cost: 50000,
        order_id: orderId,
        order_item_id: double,
      },
      {
        kind: 'void_return',
        ingredient_id: carne,
        quantity: 300000,
        cost: 600000,
        order_id: orderId,
        order_item_id: double,
      },
    ]);

    expect((await p.api.post(`/kitchen/${plain}`, { status: 'preparing' })).statusCode).toBe(200);
    await voidLine(plain);
    // Made already: it comes back and leaves as waste, so the stock stays as after the sale.
    expect(await stocks()).toEqual({ pan: 8, carne: 1.7 });
    const waste = await movesOf(['waste']);
    expect(waste.map((m) => [m.ingredient_id, m.quantity, m.cost, m.order_item_id])).toEqual([
      [pan, -2000, -100000, plain],
      [carne, -300000, -600000, plain],
    ]);
  });

  it('takes a restored line again, and its next void wastes its share once, never twice', async () => {
    const { double } = await twoLines();
    await expectOrderLevelSales();
    await voidLine(double);
    // The orders screen sets a voided line back to "preparing": it is taken again.
    expect((await p.api.post(`/orders/update-status/${double}`, { status: 'preparing' })).statusCode).toBe(200);
    expect(await stocks()).toEqual({ pan: 7, carne: 1.4 });
    await voidLine(double);
    expect(await stocks()).toEqual({ pan: 7, carne: 1.4 });
    // A second cancel of the cancelled line moves nothing.
    await p.api.post(`/orders/update-status/${double}`, { status: 'cancelled' });
    expect(await stocks()).toEqual({ pan: 7, carne: 1.4 });
    const voids = await movesOf(['void_return', 'waste']);
    expect(voids.map((m) => [m.kind, m.ingredient_id, m.quantity, m.order_item_id])).toEqual([
      ['void_return', pan, 1000, double],
      ['void_return', carne, 300000, double],
      ['void_return', pan, 1000, double],
      ['waste', pan, -1000, double],
      ['void_return', carne, 300000, double],
      ['waste', carne, -300000, double],
    ]);
  });

  it('gives back what the line took, at the sale cost, after the recipe and the cost changed', async () => {
    const { plain } = await twoLines();
    await expectOrderLevelSales();
    await inv.recipe(p.c.items.burger, [{ ingredientId: pan, quantity: 3 }]);
    // 1 kg at Col$ 50.000: the average cost moves from 20.000 to 30.000 per kg.
    await inv.purchase('Carnes del Valle', [{ ingredientId: carne, quantity: 1, total: 50000 }]);
    await voidLine(plain);
    expect(await stocks()).toEqual({ pan: 9, carne: 2.7 });
    const back = await movesOf(['void_return']);
    expect(back.map((m) => [m.ingredient_id, m.quantity, m.cost])).toEqual([
      [pan, 2000, 100000],
      [carne, 300000, 600000],
    ]);
  });

  it('voids a line sold before migration 0046, whose sale movements name the line', async () => {
    const placed = await placeOrder(p.t, p.cookie, [cartLine(p.c.items.burger, 2)]);
    const { id: line } = await db()
      .selectFrom('order_items')
      .select('id')
      .where('order_id', '=', placed.orderId)
      .executeTakeFirstOrThrow();
    // The layout of before: the line's own sale rows, nothing stored on the line.
    await db()
      .updateTable('stock_movements')
      .set({ order_item_id: line })
      .where('order_id', '=', placed.orderId)
      .execute();
    await db().updateTable('order_items').set({ stock_taken: null }).where('id', '=', line).execute();
    expect(await stocks()).toEqual({ pan: 8, carne: 1.7 });
    await voidLine(line);
    expect(await stocks()).toEqual({ pan: 10, carne: 2 });
    expect(await movesOf(['void_return'])).toHaveLength(2);
    // Restored, then cancelled once it was being made: taken again, then back and out as waste.
    expect((await p.api.post(`/orders/update-status/${line}`, { status: 'preparing' })).statusCode).toBe(200);
    expect(await stocks()).toEqual({ pan: 8, carne: 1.7 });
    await p.api.post(`/orders/update-status/${line}`, { status: 'cancelled' });
    expect(await stocks()).toEqual({ pan: 8, carne: 1.7 });
    const waste = await movesOf(['waste']);
    expect(waste.map((m) => [m.ingredient_id, m.quantity, m.order_item_id])).toEqual([
      [pan, -2000, line],
      [carne, -300000, line],
    ]);
  });
});
