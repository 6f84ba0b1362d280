import type { Db } from '../../db/database.js';

export type SaleRefs = { tableId: number; itemId: number; variantId: number; addonId: number; paymentTypeId: number };

/** An invoice paid with the payment type, as the POS writes one (snapshot title included). */
async function insertInvoice(db: Db, ref: { tableId: number | null; paymentTypeId: number }, now: string) {
  const row = await db
    .insertInto('invoices')
    .values({
      business_day: now.slice(0, 10),
      sub_total: 3200075,
      tax_total: 0,
      total: 3200075,
      table_id: ref.tableId,
      delivery_type: 'dinein',
      customer_type: 'WALKIN',
      payment_type_id: ref.paymentTypeId,
      payment_type_title: 'Efectivo',
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A past sale of the item (with variant and add-on) at the table, invoiced with the payment type,
 * and a reservation of the table: the rows whose snapshots must survive catalogue deletes.
 */
export async function insertPastSale(db: Db, ref: SaleRefs) {
  const now = new Date().toISOString();
  await db
    .insertInto('customers')
    .values({ phone: '3001234567', name: 'Ana', name_search: 'ana', created_at: now, updated_at: now })
    .execute();
  const reservation = await db
    .insertInto('reservations')
    .values({
      customer_id: '3001234567',
      date: now,
      table_id: ref.tableId,
      status: 'booked',
      people_count: 2,
      unique_code: 'R-1',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const invoiceId = await insertInvoice(db, ref, now);
  const order = await db
    .insertInto('orders')
    .values({
      business_day: now.slice(0, 10),
      token_no: 1,
      delivery_type: 'dinein',
      customer_type: 'WALKIN',
      table_id: ref.tableId,
      status: 'completed',
      payment_status: 'paid',
      item_total: 3200075,
      tax_total: 0,
      total: 3200075,
      invoice_id: invoiceId,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const line = await db
    .insertInto('order_items')
    .values({
      order_id: order.id,
      item_id: ref.itemId,
      item_title: 'Bandeja paisa',
      variant_id: ref.variantId,
      variant_title: 'Grande',
      variant_price: 3000075,
      base_price: 2500000,
      unit_price: 3200075,
      quantity: 1,
      line_total: 3200075,
      tax_title: 'IVA',
      tax_rate_bp: 1900,
      tax_type: 'exclusive',
      tax_amount: 0,
      status: 'delivered',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('order_item_addons')
    .values({ order_item_id: line.id, addon_id: ref.addonId, title: 'Aguacate', price: 200000 })
    .execute();
  return { reservationId: reservation.id, invoiceId, orderId: order.id, lineId: line.id };
}
