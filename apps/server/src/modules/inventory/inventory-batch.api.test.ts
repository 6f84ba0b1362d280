import { INVENTORY_MESSAGES as M, type OrderResult } from '@comandero/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/test-app.js';
import { openPosApp, type PosApp } from '../../../test/fixtures/orders.js';
import { inventoryClient } from '../../../test/fixtures/inventory.js';
import { plainLine, takeawaySubmit } from '../../../test/fixtures/new-orders.js';
import { preparedQueries } from '../../db/prepared-query.js';
import type { NewOrder } from '../pos/new-order.js';
import { insertOrdersIn } from '../pos/order-write.js';
import { Declined } from '../pos/write-batcher.js';

/**
 * Issue 24: the submits of one batch are decided one after another on the stock their elders left
 * (sale-stock.ts), and a refused one changes nothing. Written straight through insertOrdersIn, so
 * they surely share one transaction (through the API, concurrent requests may or may not).
 */
describe.each(testDatabases)('a batch of sales against the stock on %s', (kind) => {
  let p: PosApp;
  let inv: ReturnType<typeof inventoryClient>;
  let carne: number;

  beforeEach(async () => {
    p = await openPosApp(kind);
    inv = inventoryClient(p.api);
    // Three burgers' worth of meat: 450 g, 150 g each.
    carne = await inv.ingredient('Carne molida', 'kg', 20000, '0.45');
    await inv.recipe(p.c.items.burger, [{ ingredientId: carne, quantity: 150, unit: 'g' }]);
  });
  afterEach(async () => {
    await p.t.close();
  });

  const burgers = async (spec: { quantity: number; offline?: 1 }[]) => {
    const db = p.t.database.db;
    const { id: userId } = await db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    const orders: NewOrder[] = spec.map((s, i) =>
      takeawaySubmit(
        {
          businessDay: '2020-03-02',
          nowIso: now,
          userId,
          idempotency: { key: `lote-${i}`, route: 'create-order', requestHash: `h${i}` },
        },
        {
          lines: [plainLine(p.c.items.burger, { item_title: 'Hamburguesa', quantity: s.quantity })],
          offline: s.offline ?? 0,
        },
      ),
    );
    return db.transaction().execute((tx) => insertOrdersIn(tx, orders, preparedQueries(), Buffer.alloc(32)));
  };
  const sales = () =>
    p.t.database.db
      .selectFrom('stock_movements')
      .select(['order_id', 'quantity', 'stock_after'])
      .where('kind', '=', 'sale')
      .orderBy('id')
      .execute();
  const numbers = (rows: { order_id: number | null; quantity: number; stock_after: number }[]) =>
    rows.map((r) => [r.order_id, Number(r.quantity), Number(r.stock_after)]);

  it('in "block" mode refuses the submit that does not fit what its elders left, and sells the later ones that do', async () => {
    await inv.mode('block');
    // 300 g fits (150 left); 300 g more does not; 150 g does (0 left); an offline replay is never
    // refused: it takes the stock below zero.
    const results = await burgers([{ quantity: 2 }, { quantity: 2 }, { quantity: 1 }, { quantity: 1, offline: 1 }]);
    expect(results[1]).toBeInstanceOf(Declined);
    expect((results[1] as Declined).error.message).toBe(M.stockShort('Hamburguesa'));
    const [a, , c, d] = results as OrderResult[];
    // The refused submit took no token.
    expect([a.tokenNo, c.tokenNo, d.tokenNo]).toEqual([1, 2, 3]);
    expect(await inv.stockOf(carne)).toBe(-0.15);
    expect(numbers(await sales())).toEqual([
      [a.orderId, -300_000, 150_000],
      [c.orderId, -150_000, 0],
      [d.orderId, -150_000, -150_000],
    ]);
  });

  it('in "block" mode leaves the stock as it was when every submit of the batch is refused', async () => {
    await inv.mode('block');
    const results = await burgers([{ quantity: 4 }, { quantity: 5 }]);
    expect(results.every((r) => r instanceof Declined)).toBe(true);
    expect(await inv.stockOf(carne)).toBe(0.45);
    expect(await sales()).toEqual([]);
  });

  it('in "warn" mode sells every submit of the batch, the stock going below zero', async () => {
    const results = (await burgers([{ quantity: 2 }, { quantity: 4 }])) as OrderResult[];
    expect(results.map((r) => r.tokenNo)).toEqual([1, 2]);
    expect(await inv.stockOf(carne)).toBe(-0.45);
    expect(numbers(await sales())).toEqual([
      [results[0].orderId, -300_000, 150_000],
      [results[1].orderId, -600_000, -450_000],
    ]);
  });
});
