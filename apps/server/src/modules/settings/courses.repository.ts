import type { Course } from '@comandero/contracts';
import type { Db } from '../../db/database.js';

/** Courses in serving order, each with the categories that default to it (issue 21). */
export function coursesRepository(db: Db) {
  return {
    async list(): Promise<Course[]> {
      const [courses, defaults] = await Promise.all([
        db.selectFrom('courses').select(['id', 'title', 'position']).orderBy('position').orderBy('id').execute(),
        db
          .selectFrom('categories')
          .select(['id', 'default_course_id'])
          .where('default_course_id', 'is not', null)
          .orderBy('id')
          .execute(),
      ]);
      return courses.map((c) => ({
        ...c,
        categoryIds: defaults.filter((d) => d.default_course_id === c.id).map((d) => d.id),
      }));
    },

    async insert(c: { title: string; position: number }, nowIso: string): Promise<number> {
      const row = await db
        .insertInto('courses')
        .values({ ...c, created_at: nowIso })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async update(id: number, c: { title: string; position: number }): Promise<void> {
      await db.updateTable('courses').set(c).where('id', '=', id).execute();
    },

    /** The course becomes the default of exactly these categories (others it had go back to none). */
    async setCategories(id: number, categoryIds: readonly number[]): Promise<void> {
      await db.updateTable('categories').set({ default_course_id: null }).where('default_course_id', '=', id).execute();
      if (categoryIds.length === 0) return;
      await db.updateTable('categories').set({ default_course_id: id }).where('id', 'in', categoryIds).execute();
    },

    async countCategories(ids: readonly number[]): Promise<number> {
      if (ids.length === 0) return 0;
      const row = await db
        .selectFrom('categories')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('id', 'in', ids)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Open orders with lines of this course still held: deleting it would leave them unfireable. */
    async openOrdersHolding(id: number): Promise<number> {
      const row = await db
        .selectFrom('order_items as i')
        .innerJoin('orders as o', 'o.id', 'i.order_id')
        .select((eb) => eb.fn.count<number>('o.id').distinct().as('n'))
        .where('i.course_id', '=', id)
        .where('i.held', '=', 1)
        .where('o.status', '=', 'created')
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async remove(id: number): Promise<void> {
      await db.deleteFrom('courses').where('id', '=', id).execute();
    },
  };
}
