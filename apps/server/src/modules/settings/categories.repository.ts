import type { Category } from '@comandero/contracts';
import type { Db } from '../../db/database.js';

export function categoriesRepository(db: Db) {
  return {
    list(): Promise<Category[]> {
      return db.selectFrom('categories').select(['id', 'title']).orderBy('id').execute();
    },

    async insert(title: string, nowIso: string): Promise<number> {
      const row = await db
        .insertInto('categories')
        .values({ title, created_at: nowIso })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async update(id: number, title: string): Promise<boolean> {
      const res = await db.updateTable('categories').set({ title }).where('id', '=', id).executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },

    async countItems(id: number): Promise<number> {
      const row = await db
        .selectFrom('menu_items')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('category_id', '=', id)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async moveItems(from: number, to: number, nowIso: string): Promise<void> {
      await db
        .updateTable('menu_items')
        .set({ category_id: to, updated_at: nowIso })
        .where('category_id', '=', from)
        .execute();
    },

    /** Callers check countItems first: the foreign key would otherwise detach the items (set null). */
    async remove(id: number): Promise<boolean> {
      const res = await db.deleteFrom('categories').where('id', '=', id).executeTakeFirst();
      return Number(res.numDeletedRows) === 1;
    },
  };
}
