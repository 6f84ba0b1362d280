import { sql, type Kysely } from 'kysely';

/**
 * Issue 10, second round: the voluntary tip's suggested percentage and whether to ask for it per
 * service type are store settings, and cash is a flag on the payment type instead of its name.
 * is_cash stays null on rows written without it (the demo seed, the spec's add body): those keep
 * being read by their title, so a store's "Efectivo" gives change whichever way it was created.
 */
export function tipsAndCash() {
  return {
    async up(db: Kysely<unknown>) {
      const columns: [string, number][] = [
        ['tip_percent_bp', 1000],
        ['tip_ask_dinein', 1],
        ['tip_ask_takeaway', 0],
        ['tip_ask_delivery', 0],
      ];
      for (const [name, value] of columns) {
        await db.schema
          .alterTable('store_settings')
          .addColumn(name, 'integer', (c) => c.notNull().defaultTo(value))
          .execute();
      }
      await db.schema.alterTable('payment_types').addColumn('is_cash', 'integer').execute();
      await markCashByTitle(db);
    },
  };
}

/** The rows that existed before the flag: the ones named cash become cash, the others not. */
export async function markCashByTitle(db: Kysely<unknown>): Promise<void> {
  await sql`UPDATE payment_types SET is_cash = CASE
    WHEN lower(trim(title)) IN ('efectivo', 'cash') THEN 1 ELSE 0 END
    WHERE is_cash IS NULL`.execute(db);
}
