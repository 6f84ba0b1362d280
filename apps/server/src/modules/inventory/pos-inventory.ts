import type { InventoryMode, PosInventory } from '@comandero/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

/** GET /pos/init's `inventory`: the store's mode and the items sold out now (few: one short query). */
export async function readPosInventory(db: Kysely<Database>): Promise<PosInventory> {
  const [items, settings] = await Promise.all([
    db
      .selectFrom('menu_items')
      .select(['id', 'stock_out', 'sold_out'])
      .where((eb) => eb.or([eb('stock_out', '=', 1), eb('sold_out', '=', 1)]))
      .orderBy('id')
      .execute(),
    readInventoryMode(db),
  ]);
  return {
    mode: settings,
    stockOutItemIds: items.filter((i) => i.stock_out === 1).map((i) => i.id),
    soldOutItemIds: items.filter((i) => i.sold_out === 1).map((i) => i.id),
  };
}

export async function readInventoryMode(db: Kysely<Database>): Promise<InventoryMode> {
  const row = await db.selectFrom('store_settings').select('inventory_mode').where('id', '=', 1).executeTakeFirst();
  return row?.inventory_mode === 'block' ? 'block' : 'warn';
}
