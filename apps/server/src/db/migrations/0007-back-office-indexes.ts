import type { Kysely } from 'kysely';

/**
 * Indexes for the back office (dashboard, customers, reservations, invoices, reports), sized for
 * 100,000 orders and 20,000 customers. Range scans read instants (ISO strings sort like time);
 * the covering ones let SQLite answer the report sums from the index alone.
 */
export function backOfficeIndexes() {
  return {
    async up(db: Kysely<unknown>) {
      const s = db.schema;
      // Customer list: newest first, phone as the tie-break, so a page is an index walk; with the
      // name inside, a filtered page or count is answered from the index alone.
      await s
        .createIndex('customers_created_phone_idx')
        .on('customers')
        .columns(['created_at', 'phone', 'name'])
        .execute();
      // Double-booking check: one table's reservations near a time.
      await s.createIndex('reservations_table_date_idx').on('reservations').columns(['table_id', 'date']).execute();
      // Report and dashboard counts over a date range: orders, their status and customer.
      await s
        .createIndex('orders_created_status_customer_idx')
        .on('orders')
        .columns(['created_at', 'status', 'customer_id'])
        .execute();
      // Repeated customers: has this customer an order (not cancelled) before the range?
      await s
        .createIndex('orders_customer_created_idx')
        .on('orders')
        .columns(['customer_id', 'created_at', 'status'])
        .execute();
      // Top-selling items: the lines sold in range (stamped with their order's time), from the index alone.
      await s
        .createIndex('order_items_created_item_idx')
        .on('order_items')
        .columns(['created_at', 'item_id', 'order_id', 'status'])
        .execute();
      // Revenue, net, tax, per day and per payment type of the invoices in range.
      await s
        .createIndex('invoices_created_report_idx')
        .on('invoices')
        .columns(['created_at', 'business_day', 'payment_type_id', 'total', 'sub_total', 'tax_total'])
        .execute();
      // Invoice search by phone, and the SET NULL when a customer is deleted.
      await s.createIndex('invoices_customer_idx').on('invoices').column('customer_id').execute();
    },
  };
}
