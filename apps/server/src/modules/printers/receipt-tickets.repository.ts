import type { Db } from '../../db/database.js';

/** The reads of a paid receipt: the invoice with its party, its charged lines and its tenders. */
export function receiptTicketsRepository(db: Db) {
  return {
    invoice(invoiceId: number) {
      return db
        .selectFrom('invoices as i')
        .leftJoin('store_tables as t', 't.id', 'i.table_id')
        .leftJoin('customers as c', 'c.phone', 'i.customer_id')
        .select([
          'i.id',
          'i.created_at',
          'i.delivery_type',
          'i.customer_type',
          'c.name as customer_name',
          't.table_title',
          'i.discount_total',
          'i.discount_reason',
        ])
        .where('i.id', '=', invoiceId)
        .executeTakeFirst();
    },

    /** The invoice's orders (for the token and a walk-in's name), oldest first. */
    orders(invoiceId: number) {
      return db
        .selectFrom('orders')
        .select(['id', 'token_no', 'customer_name'])
        .where('invoice_id', '=', invoiceId)
        .orderBy('id')
        .execute();
    },

    /** The lines it charged (cancelled ones were not), in the order they were taken. */
    async lines(invoiceId: number) {
      const lines = await db
        .selectFrom('order_items as i')
        .innerJoin('orders as o', 'o.id', 'i.order_id')
        .select(['i.id', 'i.item_title', 'i.variant_title', 'i.notes', 'i.quantity', 'i.unit_price', 'i.line_total'])
        .where('o.invoice_id', '=', invoiceId)
        .where('i.status', '!=', 'cancelled')
        .orderBy('i.id')
        .execute();
      const addons =
        lines.length === 0
          ? []
          : await db
              .selectFrom('order_item_addons')
              .select(['order_item_id', 'title'])
              .where(
                'order_item_id',
                'in',
                lines.map((l) => l.id),
              )
              .orderBy('id')
              .execute();
      return lines.map((l) => ({ ...l, addons: addons.filter((a) => a.order_item_id === l.id).map((a) => a.title) }));
    },

    /** The itemised tenders (issue 18), when the payment named them. */
    tenders(invoiceId: number) {
      return db
        .selectFrom('bill_payments')
        .select(['payment_type_title', 'amount', 'tendered', 'change_amount'])
        .where('invoice_id', '=', invoiceId)
        .orderBy('id')
        .execute();
    },
  };
}
