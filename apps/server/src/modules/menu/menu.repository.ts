import type { MenuItem, MenuItemOption, PosOption } from '@comandero/contracts';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/types.js';
import { readCatalogue, toMenuItems } from './menu-catalogue.js';

/** Stored values of an item: prices in minor units (centavos). */
export type MenuItemRow = Pick<
  Selectable<Database['menu_items']>,
  'title' | 'price' | 'net_price' | 'category_id' | 'tax_id'
>;

/** GET /menu-items names no item on an item's options (GET /pos/init does). */
const withoutItem = ({ item_id: _item, ...option }: PosOption): MenuItemOption => option;

export function menuRepository(db: Db) {
  return {
    /** Items with their category, tax, variants and add-ons (readCatalogue); with `onlyId` one item. */
    async list(onlyId?: number): Promise<MenuItem[]> {
      return toMenuItems(await readCatalogue(db, onlyId)).map(({ variants, addons, ...item }) => ({
        ...item,
        variants: variants.map(withoutItem),
        addons: addons.map(withoutItem),
      }));
    },

    /** Every item's id and title, for the duplicate check (the full list() is far heavier). */
    titles(): Promise<{ id: number; title: string }[]> {
      return db.selectFrom('menu_items').select(['id', 'title']).execute();
    },

    async exists(table: 'menu_items' | 'categories' | 'taxes', id: number): Promise<boolean> {
      const row = await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst();
      return row !== undefined;
    },

    async insert(item: MenuItemRow, nowIso: string): Promise<number> {
      const row = await db
        .insertInto('menu_items')
        .values({ ...item, image: null, created_at: nowIso, updated_at: nowIso })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async update(id: number, item: MenuItemRow, nowIso: string): Promise<boolean> {
      const res = await db
        .updateTable('menu_items')
        .set({ ...item, updated_at: nowIso })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },

    /** Variants and add-ons go with the item; past order lines keep their snapshot (item_id set null). */
    async remove(id: number): Promise<boolean> {
      // PostgreSQL's statement trigger bumps the catalogue version even for a delete of no row; a
      // missing id must change nothing, so it is looked up first.
      if (!(await db.selectFrom('menu_items').select('id').where('id', '=', id).executeTakeFirst())) return false;
      const res = await db.deleteFrom('menu_items').where('id', '=', id).executeTakeFirst();
      return Number(res.numDeletedRows) === 1;
    },
  };
}
