import { sql, type Kysely } from 'kysely';

/**
 * Issue 24's benchmark: a sale wrote one stock movement per order line and ingredient (15 rows for
 * an order of three dishes of five ingredients), and those rows were most of its cost on PostgreSQL
 * (docs/performance.md). A sale now writes one movement per order and ingredient, and each line keeps
 * what it took on its own row, written in the line's INSERT: `stock_taken`, JSON
 * `[[ingredientId, quantity, cost], …]` (thousandths of the base unit and centavos, both positive,
 * at the sale's cost). A void of one line gives back or wastes that share (stock-returns.ts), never
 * what the recipes say later. Null: the line took nothing, or it was sold before this migration,
 * when its sale movements name it (`stock_movements.order_item_id`) and the void reads those.
 *
 * The index on `stock_movements.order_item_id` keeps only the rows naming a line (voids, restores, and
 * sales from before): a sale's rows name none now, and every query of it asks for given lines.
 */
export function orderLineStock() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('order_items').addColumn('stock_taken', 'text').execute();
      await db.schema.dropIndex('stock_movements_order_item').execute();
      await db.schema
        .createIndex('stock_movements_order_item')
        .on('stock_movements')
        .column('order_item_id')
        .where(sql.ref('order_item_id'), 'is not', null)
        .execute();
    },
  };
}
