import type { Db } from '../../db/database.js';

/** Variants and add-ons share one shape: a title and a final price (centavos) under an item. */
export type OptionTable = 'menu_item_variants' | 'menu_item_addons';

export function menuOptionsRepository(db: Db, table: OptionTable) {
  return {
    titles(itemId: number): Promise<{ id: number; title: string }[]> {
      return db.selectFrom(table).select(['id', 'title']).where('item_id', '=', itemId).execute();
    },

    async exists(itemId: number, id: number): Promise<boolean> {
      const row = await db
        .selectFrom(table)
        .select('id')
        .where('id', '=', id)
        .where('item_id', '=', itemId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async insert(itemId: number, title: string, price: number): Promise<number> {
      const row = await db
        .insertInto(table)
        .values({ item_id: itemId, title, price })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** Scoped by item as well as id, so an option of another item is "not found". */
    async update(itemId: number, id: number, title: string, price: number): Promise<boolean> {
      const res = await db
        .updateTable(table)
        .set({ title, price })
        .where('id', '=', id)
        .where('item_id', '=', itemId)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },

    /** Past order lines keep their variant/add-on snapshot; their reference is set null. */
    async remove(itemId: number, id: number): Promise<boolean> {
      // PostgreSQL's statement trigger bumps the catalogue version even for a delete of no row; a
      // missing option must change nothing, so it is looked up first.
      const row = await db
        .selectFrom(table)
        .select('id')
        .where('id', '=', id)
        .where('item_id', '=', itemId)
        .executeTakeFirst();
      if (!row) return false;
      const res = await db.deleteFrom(table).where('id', '=', id).where('item_id', '=', itemId).executeTakeFirst();
      return Number(res.numDeletedRows) === 1;
    },
  };
}
