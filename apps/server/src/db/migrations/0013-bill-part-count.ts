import { sql, type Kysely } from 'kysely';

/**
 * Issue 10: a bill is named by the number it got when the table was cut ("Cuenta 3 de 3") and keeps
 * it after a merge, so bill_splits stores how many bills the cut made.
 */
export function billPartCount() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('bill_splits').addColumn('part_count', 'integer').execute();
      await fillPartCount(db);
    },
  };
}

/** Splits cut before the column take their highest bill number: exact unless their last bill was merged away. */
export async function fillPartCount(db: Kysely<unknown>): Promise<void> {
  await sql`UPDATE bill_splits SET part_count =
    (SELECT MAX(b.part_index) FROM bills b WHERE b.split_id = bill_splits.id)
    WHERE part_count IS NULL`.execute(db);
}
