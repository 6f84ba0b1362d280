import { sql, type Kysely } from 'kysely';
import { idColumn, type DialectName } from '../dialect.js';

export const SEEDED_DISCOUNT_REASONS = ['Cortesía', 'Cliente frecuente', 'Error de cocina'] as const;

/**
 * Settling a table in parts (issue 10): a split of a table's orders into bills, the order-line
 * quantities each bill covers, several payments per bill, and the short list of discount reasons.
 * order_items.paid_quantity is what makes paying a line twice impossible: every payment raises it
 * with a conditional UPDATE, and a CHECK keeps it within the line's quantity whatever the writer.
 */
export function bills(dialect: DialectName) {
  const id = idColumn(dialect);
  const money = 'bigint';
  return {
    async up(db: Kysely<unknown>) {
      const s = db.schema;
      if (dialect === 'postgres') {
        await s
          .alterTable('order_items')
          .addColumn('paid_quantity', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
        await sql`ALTER TABLE order_items ADD CONSTRAINT order_items_paid_quantity_check
          CHECK (paid_quantity >= 0 AND paid_quantity <= quantity)`.execute(db);
      } else {
        await s
          .alterTable('order_items')
          .addColumn('paid_quantity', 'integer', (c) =>
            c
              .notNull()
              .defaultTo(0)
              .check(sql`paid_quantity >= 0 AND paid_quantity <= quantity`),
          )
          .execute();
      }
      await s
        .alterTable('invoices')
        .addColumn('tip', money, (c) => c.notNull().defaultTo(0))
        .execute();

      await id(s.createTable('bill_splits'))
        .addColumn('table_id', 'integer', (c) => c.notNull().references('store_tables.id').onDelete('cascade'))
        .addColumn('mode', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      // One open split per table: two cashiers cannot cut the same table two ways.
      await sql`CREATE UNIQUE INDEX bill_splits_open_table ON bill_splits (table_id) WHERE status = 'open'`.execute(db);

      await s
        .createTable('bill_split_orders')
        .addColumn('split_id', 'integer', (c) => c.notNull().references('bill_splits.id').onDelete('cascade'))
        .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('orders.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('bill_split_orders_pk', ['split_id', 'order_id'])
        .execute();

      await id(s.createTable('bills'))
        .addColumn('split_id', 'integer', (c) => c.notNull().references('bill_splits.id').onDelete('cascade'))
        .addColumn('part_index', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('items_total', money, (c) => c.notNull())
        .addColumn('discount_total', money, (c) => c.notNull())
        .addColumn('net_total', money, (c) => c.notNull())
        .addColumn('tax_total', money, (c) => c.notNull())
        .addColumn('total', money, (c) => c.notNull())
        .addColumn('tip', money, (c) => c.notNull().defaultTo(0))
        .addColumn('discount_kind', 'text')
        .addColumn('discount_value', money)
        .addColumn('discount_reason', 'text')
        .addColumn('invoice_id', 'integer', (c) => c.references('invoices.id').onDelete('set null'))
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('paid_at', 'text')
        .execute();
      await s.createIndex('bills_split_idx').on('bills').column('split_id').execute();

      await id(s.createTable('bill_lines'))
        .addColumn('bill_id', 'integer', (c) => c.notNull().references('bills.id').onDelete('cascade'))
        // Null on an equal part's line, which carries a share of one tax group, not an order line.
        .addColumn('order_item_id', 'integer', (c) => c.references('order_items.id').onDelete('cascade'))
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('gross', money, (c) => c.notNull())
        .addColumn('base_tax', money, (c) => c.notNull())
        .addColumn('tax_title', 'text')
        .addColumn('tax_rate_bp', 'integer')
        .addColumn('tax_type', 'text')
        .addColumn('discount_kind', 'text')
        .addColumn('discount_value', money)
        .addColumn('discount_reason', 'text')
        .addColumn('discount_amount', money, (c) => c.notNull().defaultTo(0))
        .addColumn('tax_amount', money, (c) => c.notNull())
        .addColumn('payable', money, (c) => c.notNull())
        .execute();
      await s.createIndex('bill_lines_bill_idx').on('bill_lines').column('bill_id').execute();
      await s.createIndex('bill_lines_item_idx').on('bill_lines').column('order_item_id').execute();

      await id(s.createTable('bill_payments'))
        .addColumn('bill_id', 'integer', (c) => c.notNull().references('bills.id').onDelete('cascade'))
        .addColumn('invoice_id', 'integer', (c) => c.references('invoices.id').onDelete('set null'))
        .addColumn('payment_type_id', 'integer', (c) => c.references('payment_types.id').onDelete('set null'))
        .addColumn('payment_type_title', 'text', (c) => c.notNull())
        .addColumn('amount', money, (c) => c.notNull())
        .addColumn('tendered', money)
        .addColumn('change_amount', money, (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await s.createIndex('bill_payments_bill_idx').on('bill_payments').column('bill_id').execute();
      await s.createIndex('bill_payments_invoice_idx').on('bill_payments').column('invoice_id').execute();

      await id(s.createTable('discount_reasons'))
        .addColumn('title', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      const now = new Date().toISOString();
      for (const title of SEEDED_DISCOUNT_REASONS) {
        await sql`INSERT INTO discount_reasons (title, created_at) VALUES (${title}, ${now})`.execute(db);
      }
    },
  };
}
