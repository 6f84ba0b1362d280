import { toMajor, type MenuItem, type MenuItemOption } from '@comandero/contracts';
import type { Db } from '../../db/database.js';

/** Stored values of an item: prices in minor units (centavos). */
export type MenuItemRow = {
  title: string;
  price: number;
  net_price: number | null;
  category_id: number | null;
  tax_id: number | null;
};

type OptionRow = { id: number; item_id: number; title: string; price: number };

function groupByItem(rows: OptionRow[]): Map<number, MenuItemOption[]> {
  const byItem = new Map<number, MenuItemOption[]>();
  for (const r of rows) {
    const list = byItem.get(r.item_id) ?? [];
    list.push({ id: r.id, title: r.title, price: toMajor(r.price) });
    byItem.set(r.item_id, list);
  }
  return byItem;
}

export function menuRepository(db: Db) {
  return {
    /**
     * Items with their category, tax, variants and add-ons in three queries whatever the menu size;
     * with `onlyId` the same for one item.
     */
    async list(onlyId?: number): Promise<MenuItem[]> {
      let items = db
        .selectFrom('menu_items')
        .leftJoin('categories', 'categories.id', 'menu_items.category_id')
        .leftJoin('taxes', 'taxes.id', 'menu_items.tax_id')
        .select([
          'menu_items.id',
          'menu_items.title',
          'menu_items.price',
          'menu_items.net_price',
          'menu_items.image',
          'menu_items.category_id',
          'categories.title as category_title',
          'menu_items.tax_id',
          'taxes.title as tax_title',
          'taxes.rate_bp as tax_rate_bp',
          'taxes.type as tax_type',
        ])
        .orderBy('menu_items.id');
      let variants = db.selectFrom('menu_item_variants').select(['id', 'item_id', 'title', 'price']).orderBy('id');
      let addons = db.selectFrom('menu_item_addons').select(['id', 'item_id', 'title', 'price']).orderBy('id');
      if (onlyId !== undefined) {
        items = items.where('menu_items.id', '=', onlyId);
        variants = variants.where('item_id', '=', onlyId);
        addons = addons.where('item_id', '=', onlyId);
      }
      const [itemRows, variantRows, addonRows] = await Promise.all([
        items.execute(),
        variants.execute(),
        addons.execute(),
      ]);
      const variantsOf = groupByItem(variantRows);
      const addonsOf = groupByItem(addonRows);
      return itemRows.map(({ tax_rate_bp, ...r }) => ({
        ...r,
        price: toMajor(r.price),
        net_price: r.net_price === null ? null : toMajor(r.net_price),
        tax_rate: tax_rate_bp === null ? null : tax_rate_bp / 100,
        variants: variantsOf.get(r.id) ?? [],
        addons: addonsOf.get(r.id) ?? [],
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
