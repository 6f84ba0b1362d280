import type { Kysely } from 'kysely';

/** When a kitchen ticket turns amber and red, in minutes since the order came in (issue 8). */
export function kitchenThresholds() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('store_settings')
        .addColumn('kitchen_warn_minutes', 'integer', (c) => c.notNull().defaultTo(10))
        .execute();
      await db.schema
        .alterTable('store_settings')
        .addColumn('kitchen_late_minutes', 'integer', (c) => c.notNull().defaultTo(20))
        .execute();
    },
  };
}
