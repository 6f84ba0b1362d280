import type { Kysely } from 'kysely';
import { idColumn, type DialectName } from '../dialect.js';

/**
 * Issue 24, inventory with recipes. Quantities are integers in thousandths of the ingredient's base
 * unit (milligrams, microlitres, thousandths of a unit: see contracts inventory.ts), never floats.
 * `unit_cost` is the cost of ONE base unit (a gram, a millilitre, a unit) in thousandths of a
 * centavo, so a peso per kilogram is still exact; a movement's cost is rounded half up to the
 * centavo once, when it is recorded (docs/inventory.md).
 *
 * A recipe line belongs to exactly one of an item, a variant or an add-on, and consumes either an
 * ingredient or a preparation (a prepared base, itself made of ingredients only: one level deep).
 * Stock movements are append-only: a correction is a new movement.
 *
 * menu_items and store_settings are catalogue tables: writing `stock_out` (the item cannot be made
 * now, kept by the server), `sold_out` (86, by hand) or `inventory_mode` bumps catalogue_version.
 */
export function inventory(dialect: DialectName) {
  const id = idColumn(dialect);
  return {
    async up(db: Kysely<unknown>) {
      const s = db.schema;
      await id(s.createTable('ingredients'))
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .addColumn('unit', 'text', (c) => c.notNull())
        .addColumn('unit_cost', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('stock', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('min_stock', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await id(s.createTable('preparations'))
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await s
        .createTable('preparation_lines')
        .addColumn('preparation_id', 'integer', (c) => c.notNull().references('preparations.id').onDelete('cascade'))
        .addColumn('ingredient_id', 'integer', (c) => c.notNull().references('ingredients.id'))
        .addColumn('quantity', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('preparation_lines_pk', ['preparation_id', 'ingredient_id'])
        .execute();
      await id(s.createTable('recipe_lines'))
        .addColumn('item_id', 'integer', (c) => c.references('menu_items.id').onDelete('cascade'))
        .addColumn('variant_id', 'integer', (c) => c.references('menu_item_variants.id').onDelete('cascade'))
        .addColumn('addon_id', 'integer', (c) => c.references('menu_item_addons.id').onDelete('cascade'))
        .addColumn('ingredient_id', 'integer', (c) => c.references('ingredients.id'))
        .addColumn('preparation_id', 'integer', (c) => c.references('preparations.id'))
        .addColumn('quantity', 'bigint', (c) => c.notNull())
        .execute();
      await s.createIndex('recipe_lines_item').on('recipe_lines').column('item_id').execute();
      await s.createIndex('recipe_lines_variant').on('recipe_lines').column('variant_id').execute();
      await s.createIndex('recipe_lines_addon').on('recipe_lines').column('addon_id').execute();
      await id(s.createTable('purchases'))
        .addColumn('supplier', 'text', (c) => c.notNull())
        .addColumn('invoice_number', 'text')
        .addColumn('total', 'bigint', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await id(s.createTable('stock_counts'))
        .addColumn('notes', 'text')
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await id(s.createTable('stock_movements'))
        .addColumn('ingredient_id', 'integer', (c) => c.notNull().references('ingredients.id'))
        .addColumn('kind', 'text', (c) => c.notNull())
        // Signed: what entered (+) or left (-) the stock, thousandths of the base unit.
        .addColumn('quantity', 'bigint', (c) => c.notNull())
        // Signed like quantity, centavos at the cost of the moment.
        .addColumn('cost', 'bigint', (c) => c.notNull())
        .addColumn('stock_after', 'bigint', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('reason', 'text')
        .addColumn('order_id', 'integer', (c) => c.references('orders.id'))
        .addColumn('order_item_id', 'integer', (c) => c.references('order_items.id'))
        .addColumn('purchase_id', 'integer', (c) => c.references('purchases.id'))
        .addColumn('count_id', 'integer', (c) => c.references('stock_counts.id'))
        .execute();
      await s
        .createIndex('stock_movements_ingredient')
        .on('stock_movements')
        .columns(['ingredient_id', 'id'])
        .execute();
      await s.createIndex('stock_movements_created').on('stock_movements').column('created_at').execute();
      await s.createIndex('stock_movements_order_item').on('stock_movements').column('order_item_id').execute();
      const items = () => s.alterTable('menu_items');
      await items()
        .addColumn('stock_out', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await items()
        .addColumn('sold_out', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await s
        .alterTable('store_settings')
        .addColumn('inventory_mode', 'text', (c) => c.notNull().defaultTo('warn'))
        .execute();
    },
  };
}
