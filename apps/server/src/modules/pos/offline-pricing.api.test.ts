import {
  cartTotals,
  submitTotals,
  type CartLine,
  type OrderResult,
  type PosInitResponse,
  type PosMenuItem,
} from '@comandero/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { testDatabases, type ApiClient, type TestApp } from '../../../test/test-app.js';
import { openPosApp, type PosCatalogue } from '../../../test/fixtures/orders.js';

/**
 * Issue 22: offline, the browser prices a cart alone with the shared pricing module (contracts
 * pricing.ts, through submitTotals) and the order reaches the server later. Over random menus
 * (prices with centavos, variants, add-ons, exclusive, inclusive and other taxes of any rate) and
 * random carts, what the browser computed must be exactly what the server stores, to the centavo.
 */

type MenuSpec = {
  taxes: { rateBp: number; type: 'exclusive' | 'inclusive' | 'retencion' }[];
  items: { price: number; tax: number | null; variants: number[]; addons: number[] }[];
};

const centavos = fc.integer({ min: 0, max: 5_000_000 });
const menuArb: fc.Arbitrary<MenuSpec> = fc.record({
  taxes: fc.array(
    fc.record({
      rateBp: fc.oneof(fc.constantFrom(1900, 800, 500, 250), fc.integer({ min: 0, max: 5000 })),
      type: fc.constantFrom('exclusive' as const, 'inclusive' as const, 'retencion' as const),
    }),
    { minLength: 3, maxLength: 5 },
  ),
  items: fc.array(
    fc.record({
      price: centavos,
      tax: fc.option(fc.nat({ max: 4 }), { nil: null }),
      variants: fc.array(centavos, { maxLength: 3 }),
      addons: fc.array(fc.integer({ min: 0, max: 800_000 }), { maxLength: 4 }),
    }),
    { minLength: 6, maxLength: 10 },
  ),
});

async function seedMenu(db: Db, spec: MenuSpec, categoryId: number): Promise<void> {
  const now = new Date().toISOString();
  const taxIds: number[] = [];
  for (const [i, tax] of spec.taxes.entries()) {
    const row = await db
      .insertInto('taxes')
      .values({ title: `Tasa ${i}`, rate_bp: tax.rateBp, type: tax.type, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    taxIds.push(row.id);
  }
  for (const [i, item] of spec.items.entries()) {
    const { id } = await db
      .insertInto('menu_items')
      .values({
        title: `Plato al azar ${i}`,
        price: item.price,
        net_price: null,
        category_id: categoryId,
        tax_id: item.tax === null ? null : taxIds[item.tax % taxIds.length],
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [k, price] of item.variants.entries()) {
      await db
        .insertInto('menu_item_variants')
        .values({ item_id: id, title: `Variante ${k}`, price })
        .execute();
    }
    for (const [k, price] of item.addons.entries()) {
      await db
        .insertInto('menu_item_addons')
        .values({ item_id: id, title: `Adición ${k}`, price })
        .execute();
    }
  }
}

type LinePick = { item: number; variant: number | null; addons: boolean[]; quantity: number };
const lineArb: fc.Arbitrary<LinePick> = fc.record({
  item: fc.nat(),
  variant: fc.option(fc.nat(), { nil: null }),
  addons: fc.array(fc.boolean(), { maxLength: 4 }),
  quantity: fc.oneof(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 999 })),
});

/** A cart line as the POS builds it (cart-state.ts makeLine): the /pos/init item with its choice. */
function cartLineOf(menu: PosMenuItem[], pick: LinePick): CartLine {
  const item = menu[pick.item % menu.length];
  const { variants, addons, ...fields } = item;
  const variant = pick.variant === null || variants.length === 0 ? null : variants[pick.variant % variants.length];
  const chosen = addons.filter((_, i) => pick.addons[i]);
  return {
    ...fields,
    quantity: pick.quantity,
    notes: null,
    variant_id: variant?.id ?? null,
    variant,
    addons_ids: chosen.map((a) => a.id),
    addons: chosen,
  };
}

describe.each(testDatabases)('offline pricing equals the server to the centavo on %s', (kind) => {
  let t: TestApp;
  let c: PosCatalogue;
  let api: ApiClient;
  let cookie: string;
  let menu: PosMenuItem[];
  const seed = Date.now() % 2_147_483_647;

  beforeAll(async () => {
    ({ t, c, api, cookie } = await openPosApp(kind));
    const [spec] = fc.sample(menuArb, { numRuns: 1, seed });
    await seedMenu(t.database.db, spec, c.categoryId);
    const init = (await api.get('/pos/init')).json() as PosInitResponse;
    menu = init.menuItems.filter((i) => i.title.startsWith('Plato al azar'));
    expect(menu).toHaveLength(spec.items.length);
  });
  afterAll(async () => {
    await t.close();
  });

  it('over random carts with variants, add-ons, taxes and quantities', async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(lineArb, { minLength: 1, maxLength: 6 }), fc.boolean(), async (picks, paid) => {
        const cart = picks.map((p) => cartLineOf(menu, p));
        const expected = cartTotals(cart);
        const route = paid ? 'create-order-and-invoice' : 'create-order';
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/v1/pos/${route}`,
          payload: {
            cart,
            deliveryType: 'takeaway',
            customerType: 'WALKIN',
            customerId: null,
            tableId: null,
            ...submitTotals(cart),
            ...(paid ? { paymentTypeId: c.paymentTypes.cash } : {}),
            deviceTime: new Date().toISOString(),
            offline: true,
          },
          headers: { cookie, 'Idempotency-Key': `prop-${seed}-${++n}` },
        });
        expect(res.statusCode, `seed ${seed}: ${res.body}`).toBe(200);
        const { orderId, invoiceId } = res.json() as OrderResult;
        const order = await t.database.db
          .selectFrom('orders')
          .select(['item_total', 'tax_total', 'total'])
          .where('id', '=', orderId)
          .executeTakeFirstOrThrow();
        expect(order, `seed ${seed}`).toEqual({
          item_total: expected.itemsTotal,
          tax_total: expected.taxTotal,
          total: expected.payableTotal,
        });
        const lines = await t.database.db
          .selectFrom('order_items')
          .select(['line_total', 'tax_amount'])
          .where('order_id', '=', orderId)
          .orderBy('id')
          .execute();
        expect(lines.reduce((s, l) => s + l.tax_amount, 0)).toBe(expected.taxTotal);
        if (paid) {
          const invoice = await t.database.db
            .selectFrom('invoices')
            .select(['sub_total', 'tax_total', 'total'])
            .where('id', '=', invoiceId!)
            .executeTakeFirstOrThrow();
          expect(invoice, `seed ${seed}`).toEqual({
            sub_total: expected.netTotal,
            tax_total: expected.taxTotal,
            total: expected.payableTotal,
          });
        }
      }),
      { numRuns: 80, seed },
    );
  });
});
