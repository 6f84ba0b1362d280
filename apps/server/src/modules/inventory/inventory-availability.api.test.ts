import { INVENTORY_MESSAGES as M } from '@comandero/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../app.js';
import { expectError, testDatabases } from '../../../test/test-app.js';
import { cartLine, openPosApp, raceBehindLock, type PosApp } from '../../../test/fixtures/orders.js';
import { inventoryClient } from '../../../test/fixtures/inventory.js';

describe.each(testDatabases)('inventory availability on %s', (kind) => {
  let p: PosApp;
  let inv: ReturnType<typeof inventoryClient>;
  let carne: number;
  let second: BuiltApp | null = null;
  const heard: number[][] = [];

  beforeEach(async () => {
    p = await openPosApp(kind);
    inv = inventoryClient(p.api);
    heard.length = 0;
    p.t.events.subscribe('inventory.stock-changed', (e) => heard.push([...e.itemIds]));
    // Two portions of meat; the burger takes 150 g, its "Doble" 150 g more.
    carne = await inv.ingredient('Carne molida', 'kg', 20000, '0.3');
    await inv.recipe(p.c.items.burger, [
      { ingredientId: carne, quantity: 150, unit: 'g' },
      { variantId: p.c.variants.burgerDouble, ingredientId: carne, quantity: 150, unit: 'g' },
    ]);
  });
  afterEach(async () => {
    await second?.app.close();
    second = null;
    await p.t.close();
  });

  const order = (app: BuiltApp['app'], cart: object[]) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/pos/create-order',
      headers: { cookie: p.cookie },
      payload: { cart, deliveryType: 'takeaway', customerType: 'WALKIN', customerId: null, tableId: null },
    });
  const posInventory = async () => ((await p.api.get('/pos/init')).json() as { inventory: unknown }).inventory;

  it('sells the last portion to one terminal and refuses the other, never losing an update', async () => {
    await inv.mode('block');
    expect(await posInventory()).toEqual({ mode: 'block', stockOutItemIds: [], soldOutItemIds: [] });
    // A Doble needs 300 g: it still fits, so the item stays available until then.
    expect((await order(p.t.app, [cartLine(p.c.items.burger, 1)])).statusCode).toBe(200);
    expect(heard).toEqual([]);

    // Another server instance on the same database: its own write batch, its own transaction.
    second = await buildApp({ config: p.t.deps.config, database: p.t.database, sessionSecret: p.t.deps.sessionSecret });
    // Whichever instance sells the last portion publishes the flip: listen to both.
    second.events.subscribe('inventory.stock-changed', (e) => heard.push([...e.itemIds]));
    const other = second.app;
    const answers = await raceBehindLock(p.t, 'SELECT id FROM ingredients WHERE id = $1 FOR UPDATE', [carne], () => [
      order(p.t.app, [cartLine(p.c.items.burger, 1)]),
      order(other, [cartLine(p.c.items.burger, 1)]),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json()).toEqual({ message: M.stockShort('Hamburguesa') });
    expect(await inv.stockOf(carne)).toBe(0);
    expect(await inv.movements('?kind=sale')).toHaveLength(2);
    expect(await posInventory()).toMatchObject({ stockOutItemIds: [p.c.items.burger] });
    expect(heard.flat()).toEqual([p.c.items.burger]);
    expectError(await order(p.t.app, [cartLine(p.c.items.burger, 1)]), 409, M.stockShort('Hamburguesa'));

    // A delivery makes it available again, and the terminals are told.
    await inv.purchase('Carnes del Valle', [{ ingredientId: carne, quantity: 1, total: 20000 }]);
    expect(await posInventory()).toMatchObject({ stockOutItemIds: [] });
    expect(heard.flat()).toEqual([p.c.items.burger, p.c.items.burger]);
    expect((await order(p.t.app, [cartLine(p.c.items.burger, 1)])).statusCode).toBe(200);
  });

  it('only warns in "warn" mode: the stock goes negative', async () => {
    await inv.count([{ ingredientId: carne, counted: '0.1' }]);
    expect(await posInventory()).toEqual({ mode: 'warn', stockOutItemIds: [p.c.items.burger], soldOutItemIds: [] });
    expect((await order(p.t.app, [cartLine(p.c.items.burger, 1)])).statusCode).toBe(200);
    expect(await inv.stockOf(carne)).toBe(-0.05);
    expect((await p.api.get('/inventory/low-stock')).json()).toEqual([
      { id: carne, name: 'Carne molida', unit: 'kg', stock: -0.05, minStock: 0 },
    ]);
  });

  it('86: an item marked agotado by hand is refused whatever the mode, until cleared', async () => {
    expect((await p.api.post(`/inventory/items/${p.c.items.water}/sold-out`, { soldOut: true })).statusCode).toBe(200);
    expect(await posInventory()).toMatchObject({ soldOutItemIds: [p.c.items.water] });
    expect(heard).toEqual([[p.c.items.water]]);
    expectError(await order(p.t.app, [cartLine(p.c.items.water, 1)]), 409, M.soldOut('Agua'));
    await p.api.post(`/inventory/items/${p.c.items.water}/sold-out`, { soldOut: false });
    expect((await order(p.t.app, [cartLine(p.c.items.water, 1)])).statusCode).toBe(200);
    const audit = await p.t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'inventory.sold_out')
      .execute();
    expect(audit).toHaveLength(2);
  });

  it('86: only INVENTORY or MANAGE_INVENTORY may mark an item agotado; a waiter with POS is refused', async () => {
    const as = async (username: string, scope: string) => {
      await p.t.createUser(username, { scope });
      const cookie = await p.t.signIn(username, 'user-pass-123');
      return (soldOut: boolean) =>
        p.t.app.inject({
          method: 'POST',
          url: `/api/v1/inventory/items/${p.c.items.water}/sold-out`,
          headers: { cookie },
          payload: { soldOut },
        });
    };
    const waiter = await as('mesero86', 'POS,ORDERS');
    expect((await waiter(true)).statusCode).toBe(403);
    expect(await posInventory()).toMatchObject({ soldOutItemIds: [] });
    expect(heard).toEqual([]);
    const manager = await as('gerente86', 'POS,MANAGE_INVENTORY');
    expect((await manager(true)).statusCode).toBe(200);
    expect(await posInventory()).toMatchObject({ soldOutItemIds: [p.c.items.water] });
    expect(heard).toEqual([[p.c.items.water]]);
    expect((await waiter(false)).statusCode).toBe(403);
    expect((await manager(false)).statusCode).toBe(200);
    expect(await posInventory()).toMatchObject({ soldOutItemIds: [] });
  });
});
