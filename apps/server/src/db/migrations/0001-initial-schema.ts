import type { Kysely } from 'kysely';
import { idColumn, type DialectName } from '../dialect.js';

/** Every entity of the spec in one step; later migrations only add. */
export function initialSchema(dialect: DialectName) {
  const id = idColumn(dialect);
  // 64-bit on both databases: centavos of a large order overflow PostgreSQL's 32-bit integer.
  const money = 'bigint';
  return {
    async up(db: Kysely<unknown>) {
      const s = db.schema;
      await s
        .createTable('app_meta')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();

      await id(s.createTable('users'))
        .addColumn('username', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('designation', 'text')
        .addColumn('phone', 'text')
        .addColumn('email', 'text')
        .addColumn('photo', 'text')
        .addColumn('scope', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await s
        .createTable('device_sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('refresh_token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('device_ip', 'text')
        .addColumn('device_name', 'text')
        .addColumn('device_location', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_used_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await s.createIndex('device_sessions_user_idx').on('device_sessions').column('user_id').execute();

      await s
        .createTable('store_settings')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('store_name', 'text', (c) => c.notNull())
        .addColumn('address', 'text')
        .addColumn('phone', 'text')
        .addColumn('email', 'text')
        .addColumn('currency', 'text', (c) => c.notNull().defaultTo('COP'))
        .addColumn('image', 'text')
        .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('America/Bogota'))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await s
        .createTable('print_settings')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('page_format', 'integer', (c) => c.notNull().defaultTo(80))
        .addColumn('header', 'text')
        .addColumn('footer', 'text')
        .addColumn('show_notes', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('is_enable_print', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('show_store_details', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('show_customer_details', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('print_token', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await id(s.createTable('store_tables'))
        .addColumn('table_title', 'text', (c) => c.notNull())
        .addColumn('floor', 'text', (c) => c.notNull())
        .addColumn('seating_capacity', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('store_tables_title_floor_uq', ['table_title', 'floor'])
        .execute();

      await id(s.createTable('categories'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await id(s.createTable('taxes'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('rate_bp', 'integer', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await id(s.createTable('payment_types'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await id(s.createTable('menu_items'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('price', money, (c) => c.notNull())
        .addColumn('net_price', money)
        .addColumn('image', 'text')
        .addColumn('category_id', 'integer', (c) => c.references('categories.id').onDelete('set null'))
        .addColumn('tax_id', 'integer', (c) => c.references('taxes.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await s.createIndex('menu_items_category_idx').on('menu_items').column('category_id').execute();
      await s.createIndex('menu_items_tax_idx').on('menu_items').column('tax_id').execute();

      for (const table of ['menu_item_variants', 'menu_item_addons']) {
        await id(s.createTable(table))
          .addColumn('item_id', 'integer', (c) => c.notNull().references('menu_items.id').onDelete('cascade'))
          .addColumn('title', 'text', (c) => c.notNull())
          .addColumn('price', money, (c) => c.notNull().defaultTo(0))
          .execute();
        await s.createIndex(`${table}_item_idx`).on(table).column('item_id').execute();
      }

      await s
        .createTable('customers')
        .addColumn('phone', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text')
        .addColumn('gender', 'text')
        .addColumn('birth_date', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await s.createIndex('customers_created_idx').on('customers').column('created_at').execute();
      await s.createIndex('customers_name_idx').on('customers').column('name').execute();

      await id(s.createTable('reservations'))
        .addColumn('customer_id', 'text', (c) => c.notNull().references('customers.phone').onDelete('cascade'))
        .addColumn('date', 'text', (c) => c.notNull())
        .addColumn('table_id', 'integer', (c) => c.references('store_tables.id').onDelete('set null'))
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('booked'))
        .addColumn('notes', 'text')
        .addColumn('people_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('unique_code', 'text', (c) => c.notNull().unique())
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await s.createIndex('reservations_date_idx').on('reservations').column('date').execute();
      await s.createIndex('reservations_customer_idx').on('reservations').column('customer_id').execute();

      await s
        .createTable('token_counters')
        .addColumn('business_day', 'text', (c) => c.primaryKey())
        .addColumn('last_token', 'integer', (c) => c.notNull())
        .execute();

      await id(s.createTable('invoices'))
        .addColumn('business_day', 'text', (c) => c.notNull())
        .addColumn('sub_total', money, (c) => c.notNull())
        .addColumn('tax_total', money, (c) => c.notNull())
        .addColumn('total', money, (c) => c.notNull())
        .addColumn('table_id', 'integer', (c) => c.references('store_tables.id').onDelete('set null'))
        .addColumn('delivery_type', 'text', (c) => c.notNull())
        .addColumn('customer_type', 'text', (c) => c.notNull())
        .addColumn('customer_id', 'text', (c) => c.references('customers.phone').onDelete('set null'))
        .addColumn('payment_type_id', 'integer', (c) => c.references('payment_types.id').onDelete('set null'))
        .addColumn('payment_type_title', 'text')
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await s.createIndex('invoices_created_idx').on('invoices').column('created_at').execute();

      await id(s.createTable('orders'))
        .addColumn('business_day', 'text', (c) => c.notNull())
        .addColumn('token_no', 'integer', (c) => c.notNull())
        .addColumn('delivery_type', 'text', (c) => c.notNull())
        .addColumn('customer_type', 'text', (c) => c.notNull())
        .addColumn('customer_id', 'text', (c) => c.references('customers.phone').onDelete('set null'))
        .addColumn('customer_name', 'text')
        .addColumn('table_id', 'integer', (c) => c.references('store_tables.id').onDelete('set null'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('payment_status', 'text', (c) => c.notNull())
        .addColumn('item_total', money, (c) => c.notNull())
        .addColumn('tax_total', money, (c) => c.notNull())
        .addColumn('total', money, (c) => c.notNull())
        .addColumn('invoice_id', 'integer', (c) => c.references('invoices.id').onDelete('set null'))
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('orders_day_token_uq', ['business_day', 'token_no'])
        .execute();
      await s.createIndex('orders_status_idx').on('orders').columns(['status', 'table_id']).execute();
      await s.createIndex('orders_created_idx').on('orders').column('created_at').execute();
      await s.createIndex('orders_invoice_idx').on('orders').column('invoice_id').execute();
      await s.createIndex('orders_customer_idx').on('orders').column('customer_id').execute();

      await id(s.createTable('order_items'))
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('item_id', 'integer', (c) => c.references('menu_items.id').onDelete('set null'))
        .addColumn('item_title', 'text', (c) => c.notNull())
        .addColumn('variant_id', 'integer', (c) => c.references('menu_item_variants.id').onDelete('set null'))
        .addColumn('variant_title', 'text')
        .addColumn('variant_price', money)
        .addColumn('base_price', money, (c) => c.notNull())
        .addColumn('unit_price', money, (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('line_total', money, (c) => c.notNull())
        .addColumn('tax_title', 'text')
        .addColumn('tax_rate_bp', 'integer')
        .addColumn('tax_type', 'text')
        .addColumn('tax_amount', money, (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('notes', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await s.createIndex('order_items_order_idx').on('order_items').column('order_id').execute();
      await s.createIndex('order_items_status_idx').on('order_items').column('status').execute();
      await s.createIndex('order_items_item_idx').on('order_items').column('item_id').execute();

      await id(s.createTable('order_item_addons'))
        .addColumn('order_item_id', 'integer', (c) => c.notNull().references('order_items.id').onDelete('cascade'))
        .addColumn('addon_id', 'integer', (c) => c.references('menu_item_addons.id').onDelete('set null'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('price', money, (c) => c.notNull())
        .execute();
      await s.createIndex('order_item_addons_item_idx').on('order_item_addons').column('order_item_id').execute();

      await s
        .createTable('idempotency_keys')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('route', 'text', (c) => c.notNull())
        .addColumn('response', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'key'])
        .execute();
    },
  };
}
