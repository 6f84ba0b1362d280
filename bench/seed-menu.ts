import type { Db } from '../apps/server/src/db/database.js';

export type BenchItem = { id: number; variantIds: number[]; addonIds: number[] };

const BATCH = 500;

async function insertBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/**
 * A large menu for the load test: `count` items over 20 categories and three tax kinds, with 0–3
 * variants and 0–4 add-ons each (about 1.5 and 2 on average). Prices in centavos.
 */
export async function seedBenchMenu(db: Db, count: number): Promise<BenchItem[]> {
  const now = new Date().toISOString();
  const taxIds: number[] = [];
  for (const [title, rate_bp, type] of [
    ['IVA', 1900, 'exclusive'],
    ['Impoconsumo', 800, 'inclusive'],
    ['Exento', 0, 'none'],
  ] as const) {
    taxIds.push(
      (
        await db
          .insertInto('taxes')
          .values({ title, rate_bp, type, created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
  }
  const categoryIds: number[] = [];
  for (let c = 1; c <= 20; c++) {
    categoryIds.push(
      (
        await db
          .insertInto('categories')
          .values({ title: `Categoria ${c}`, created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
  }
  await db
    .insertInto('payment_types')
    .values(['Efectivo', 'Tarjeta', 'Nequi'].map((title) => ({ title, is_active: 1, created_at: now })))
    .execute();
  await db
    .insertInto('store_tables')
    .values(
      Array.from({ length: 20 }, (_, i) => ({
        table_title: `Mesa ${i + 1}`,
        floor: 'Primer piso',
        seating_capacity: 4,
        created_at: now,
      })),
    )
    .execute();

  const itemRows = Array.from({ length: count }, (_, i) => ({
    title: `Plato de prueba numero ${i + 1}`,
    price: 500_000 + ((i * 7919) % 4_000_000),
    net_price: null,
    image: null,
    category_id: categoryIds[i % categoryIds.length],
    tax_id: i % 7 === 6 ? null : taxIds[i % taxIds.length],
    created_at: now,
    updated_at: now,
  }));
  const ids: number[] = [];
  await insertBatches(itemRows, async (batch) => {
    const rows = await db.insertInto('menu_items').values(batch).returning('id').execute();
    ids.push(...rows.map((r) => r.id).sort((a, b) => a - b));
  });

  const variants = ids.flatMap((item_id, i) =>
    Array.from({ length: i % 4 }, (_, v) => ({ item_id, title: `Tamano ${v + 1}`, price: 600_000 + v * 250_000 })),
  );
  const addons = ids.flatMap((item_id, i) =>
    Array.from({ length: i % 5 }, (_, a) => ({ item_id, title: `Adicion ${a + 1}`, price: 100_000 + a * 50_000 })),
  );
  await insertBatches(variants, (b) => db.insertInto('menu_item_variants').values(b).execute());
  await insertBatches(addons, (b) => db.insertInto('menu_item_addons').values(b).execute());

  const byItem = new Map<number, BenchItem>(ids.map((id) => [id, { id, variantIds: [], addonIds: [] }]));
  for (const v of await db.selectFrom('menu_item_variants').select(['id', 'item_id']).execute())
    byItem.get(v.item_id)?.variantIds.push(v.id);
  for (const a of await db.selectFrom('menu_item_addons').select(['id', 'item_id']).execute())
    byItem.get(a.item_id)?.addonIds.push(a.id);
  return [...byItem.values()];
}
