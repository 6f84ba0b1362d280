import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases, type ApiClient, type TestApp } from '../../../test/test-app.js';
import { fillPartCount } from '../../db/migrations/0013-bill-part-count.js';
import { cartLine, placeOrder, type PosCatalogue } from '../../../test/fixtures/orders.js';
import { addPaymentType, openFourTop, splitOf, type FourTopApp } from '../../../test/fixtures/bills.js';

describe.each(testDatabases)('bill labels kept after merges on %s', (kind) => {
  let t: TestApp;
  let c: PosCatalogue;
  let api: ApiClient;
  let cookie: string;
  let four: FourTopApp['table'];

  beforeEach(async () => {
    ({ t, c, api, cookie, table: four } = await openFourTop(kind));
  });
  afterEach(async () => {
    await t.close();
  });

  const get = async () => splitOf(await api.get(`/orders/bills/table/${c.table}`));
  const labels = (split: { bills: { label: string }[] }) => split.bills.map((b) => b.label);

  it('a bill keeps its number and the count of the cut through merges and payments', async () => {
    const split = splitOf(await api.post('/orders/bills/split', { tableId: c.table, mode: 'equal', parts: 4 }));
    expect(labels(split)).toEqual(['Cuenta 1 de 4', 'Cuenta 2 de 4', 'Cuenta 3 de 4', 'Cuenta 4 de 4']);
    const [one, two, three, four] = split.bills;

    const merged = splitOf(await api.post(`/orders/bills/${two.id}/merge`, { intoBillId: one.id }));
    expect(labels(merged)).toEqual(['Cuenta 1 de 4', 'Cuenta 3 de 4', 'Cuenta 4 de 4']);
    expect(merged.bills.map((b) => [b.id, b.partIndex, b.partCount])).toEqual([
      [one.id, 1, 4],
      [three.id, 3, 4],
      [four.id, 4, 4],
    ]);
    // The last bill merged away does not lower the count either.
    const lastGone = splitOf(await api.post(`/orders/bills/${four.id}/merge`, { intoBillId: three.id }));
    expect(labels(lastGone)).toEqual(['Cuenta 1 de 4', 'Cuenta 3 de 4']);

    const card = await addPaymentType(t, 'Tarjeta');
    const bill3 = lastGone.bills[1];
    const paid = await api.post(`/orders/bills/${bill3.id}/pay`, {
      payments: [{ paymentTypeId: card, amount: bill3.total }],
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(labels(paid.json().split)).toEqual(['Cuenta 1 de 4', 'Cuenta 3 de 4']);
    expect(labels(await get())).toEqual(['Cuenta 1 de 4', 'Cuenta 3 de 4']);
  });

  it("a bill's item lines carry the order line's add-ons, notes and unit price for the receipt (issue 18)", async () => {
    await placeOrder(
      t,
      cookie,
      [
        cartLine(c.items.burger, 2, {
          variant_id: c.variants.burgerDouble,
          addons_ids: [c.addons.cheese],
          notes: 'Sin cebolla',
        }),
      ],
      { tableId: c.table },
    );
    const items = await t.database.db
      .selectFrom('order_items')
      .select(['id', 'unit_price'])
      .where('notes', '=', 'Sin cebolla')
      .executeTakeFirstOrThrow();
    const l = four.lines;
    const split = splitOf(
      await api.post('/orders/bills/split', {
        tableId: c.table,
        mode: 'items',
        parts: [
          [{ lineId: items.id, quantity: 2 }],
          [
            { lineId: l.burgerA, quantity: 2 },
            { lineId: l.lemonadeA, quantity: 2 },
            { lineId: l.waterA, quantity: 2 },
            { lineId: l.lemonadeB, quantity: 1 },
            { lineId: l.burgerB, quantity: 1 },
          ],
        ],
      }),
    );
    const line = split.bills[0].lines.find((x) => x.orderItemId === items.id);
    expect(line).toMatchObject({
      title: 'Hamburguesa (Doble)',
      itemTitle: 'Hamburguesa',
      variantTitle: 'Doble',
      addons: ['Queso'],
      notes: 'Sin cebolla',
      unitPrice: 31_000, // Doble 28.000 + Queso 3.000
      quantity: 2,
      gross: 62_000,
    });
    // A plain line has no variant or add-ons, and still its unit price.
    expect(split.bills[1].lines.find((x) => x.orderItemId === l.waterA)).toMatchObject({
      itemTitle: 'Agua',
      variantTitle: null,
      addons: [],
      unitPrice: 4_000,
      quantity: 2,
    });
    // An equal part's share is no order line: none of these fields.
    await api.post(`/orders/bills/${split.id}/cancel`, {});
    const equal = splitOf(await api.post('/orders/bills/split', { tableId: c.table, mode: 'equal', parts: 2 }));
    expect(equal.bills[0].lines.every((x) => x.unitPrice === undefined && x.itemTitle === undefined)).toBe(true);
  });

  it('a new cut after a cancel numbers its bills from 1 again', async () => {
    const first = splitOf(await api.post('/orders/bills/split', { tableId: c.table, mode: 'equal', parts: 3 }));
    await api.post(`/orders/bills/${first.bills[1].id}/merge`, { intoBillId: first.bills[0].id });
    expect((await api.post(`/orders/bills/${first.id}/cancel`, {})).statusCode).toBe(200);
    const second = splitOf(await api.post('/orders/bills/split', { tableId: c.table, mode: 'equal', parts: 2 }));
    expect(labels(second)).toEqual(['Cuenta 1 de 2', 'Cuenta 2 de 2']);
  });

  it('migration 0013 gives splits stored without a count their highest bill number', async () => {
    const split = splitOf(await api.post('/orders/bills/split', { tableId: c.table, mode: 'equal', parts: 3 }));
    await api.post(`/orders/bills/${split.bills[1].id}/merge`, { intoBillId: split.bills[0].id });
    const db = t.database.db;
    // As the row stood before the column existed.
    await db.updateTable('bill_splits').set({ part_count: null }).where('id', '=', split.id).execute();
    await fillPartCount(db as unknown as Kysely<unknown>);
    const row = await db.selectFrom('bill_splits').select('part_count').where('id', '=', split.id).executeTakeFirst();
    expect(row?.part_count).toBe(3);
    expect(labels(await get())).toEqual(['Cuenta 1 de 3', 'Cuenta 3 de 3']);
  });
});
