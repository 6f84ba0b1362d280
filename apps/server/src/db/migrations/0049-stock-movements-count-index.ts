import { sql, type Kysely } from 'kysely';

/**
 * Issue 24: the usage report between two counts first reads those counts' movements
 * (`count_id IN (…)`), and nothing indexed `count_id`: the read walked every movement, five a sale
 * of five ingredients, a table of millions after a year. The index keeps only the rows naming a
 * count (a count writes one per ingredient counted), so a sale's INSERT writes no entry into it.
 */
export function stockMovementsCountIndex() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex('stock_movements_count')
        .on('stock_movements')
        .column('count_id')
        .where(sql.ref('count_id'), 'is not', null)
        .execute();
    },
  };
}
