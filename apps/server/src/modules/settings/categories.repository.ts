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

    /** Menu items in this category stay on the menu without one (category_id is set null). */
    async remove(id: number): Promise<boolean> {
      const res = await db.deleteFrom('categories').where('id', '=', id).executeTakeFirst();
      return Number(res.numDeletedRows) === 1;
    },
  };
}
