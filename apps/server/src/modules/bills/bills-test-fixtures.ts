import type { BillSplitResponse, BillSplitView } from '@comandero/contracts';
import { expect } from 'vitest';
import type { DbKind, TestApp } from '../../../test/test-app.js';
import { cartLine, openPosApp, placeOrder, type PosApp, type PosCatalogue } from '../orders/orders-test-fixtures.js';

export type FourTop = {
  orderA: number;
  orderB: number;
  /** Order A: burger ×2, lemonade ×2, water ×2; order B: lemonade ×1, burger ×1. */
  lines: { burgerA: number; lemonadeA: number; waterA: number; lemonadeB: number; burgerB: number };
};

/**
 * A four-person table with two rounds. In centavos: burgers 20.000 + 19 % IVA (3.800 each), lemonades
 * 9.000 with 8 % INC inside (1.333,33 on two, 666,67 on one), water 4.000 without tax. Table total
 * 47.600 + 18.000 + 8.000 + 9.000 + 23.800 = 106.400 pesos.
 */
export async function fourTop(t: TestApp, cookie: string, c: PosCatalogue): Promise<FourTop> {
  const a = await placeOrder(
    t,
    cookie,
    [cartLine(c.items.burger, 2), cartLine(c.items.lemonade, 2), cartLine(c.items.water, 2)],
    { tableId: c.table },
  );
  const b = await placeOrder(t, cookie, [cartLine(c.items.lemonade, 1), cartLine(c.items.burger, 1)], {
    tableId: c.table,
  });
  const ids = async (orderId: number) =>
    (
      await t.database.db.selectFrom('order_items').select('id').where('order_id', '=', orderId).orderBy('id').execute()
    ).map((r) => r.id);
  const [burgerA, lemonadeA, waterA] = await ids(a.orderId);
  const [lemonadeB, burgerB] = await ids(b.orderId);
  return { orderA: a.orderId, orderB: b.orderId, lines: { burgerA, lemonadeA, waterA, lemonadeB, burgerB } };
}

export type FourTopApp = PosApp & { table: FourTop };

/** A fresh app on `kind` with the POS catalogue and the four-top's two orders, signed in as admin. */
export async function openFourTop(kind: DbKind): Promise<FourTopApp> {
  const app = await openPosApp(kind);
  return { ...app, table: await fourTop(app.t, app.cookie, app.c) };
}

export async function addPaymentType(t: TestApp, title: string): Promise<number> {
  const row = await t.database.db
    .insertInto('payment_types')
    .values({ title, is_active: 1, created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function splitOf(res: { statusCode: number; body: string; json(): unknown }): BillSplitView {
  expect(res.statusCode, res.body).toBe(200);
  const { split } = res.json() as BillSplitResponse;
  expect(split).not.toBeNull();
  return split!;
}
