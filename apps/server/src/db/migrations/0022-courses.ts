import { sql, type Kysely } from 'kysely';
import { idColumn, type DialectName } from '../dialect.js';

/** The courses a new store starts with, in serving order (issue 21); the list is editable. */
export const DEFAULT_COURSES = ['Entrada', 'Plato fuerte', 'Postre'] as const;

/**
 * Issue 21, first slice: courses (tiempos). A line may carry a course, and a course of an order may
 * be held (en espera) until the waiter fires it: a held line stays off the kitchen's screen.
 * `fired_at` is when a held line was fired (null on a line that went to the kitchen with its order).
 * With `store_settings.auto_fire_courses`, the next held course fires when the kitchen finishes the fired ones.
 * Courses are catalogue: the POS reads them with the menu, so their writes bump catalogue_version.
 *
 * Numbered 0022 because 0021 is the print queue's (issue 20).
 */
export function courses(dialect: DialectName) {
  const id = idColumn(dialect);
  return {
    async up(db: Kysely<unknown>) {
      const s = db.schema;
      await id(s.createTable('courses'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      const now = new Date().toISOString();
      for (const [i, title] of DEFAULT_COURSES.entries()) {
        await sql`INSERT INTO courses (title, position, created_at) VALUES (${title}, ${i + 1}, ${now})`.execute(db);
      }
      await s
        .alterTable('categories')
        .addColumn('default_course_id', 'integer', (c) => c.references('courses.id').onDelete('set null'))
        .execute();
      await s
        .alterTable('order_items')
        .addColumn('course_id', 'integer', (c) => c.references('courses.id').onDelete('set null'))
        .execute();
      await s
        .alterTable('order_items')
        .addColumn('held', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await s.alterTable('order_items').addColumn('fired_at', 'text').execute();
      await s
        .alterTable('store_settings')
        .addColumn('auto_fire_courses', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      const bump = sql.raw('UPDATE catalogue_version SET version = version + 1 WHERE id = 1;');
      if (dialect === 'postgres') {
        await sql`CREATE TRIGGER courses_catalogue_version
          AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON courses
          FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version()`.execute(db);
        return;
      }
      for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
        await sql`CREATE TRIGGER ${sql.raw(`courses_${event.toLowerCase()}_catalogue_version`)}
          AFTER ${sql.raw(event)} ON courses BEGIN ${bump} END`.execute(db);
      }
    },
  };
}
