import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app.js';

type Method = 'GET' | 'POST' | 'DELETE';

/**
 * Deleting catalogue rows never breaks history: menu items lose only the category or tax link,
 * and past orders, invoices and reservations keep their rows and snapshots with the link set null.
 */
describe.each(testDatabases)('deleting referenced settings on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  const call = async (method: Method, url: string, payload?: object) => {
    const res = await t.app.inject({ method, url: `/api/v1${url}`, payload, headers: { cookie: admin } });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
    return res.json();
  };
  const now = new Date().toISOString();

  /** A past sale of the item (with variant and add-on) at the table, invoiced with the payment type. */
  async function pastSale(ref: {
    tableId: number;
    itemId: number;
    variantId: number;
    addonId: number;
    paymentTypeId: number;
  }) {
    const db = t.database.db;
    await db
      .insertInto('customers')
      .values({ phone: '3001234567', name: 'Ana', created_at: now, updated_at: now })
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
    const invoice = await db
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
        invoice_id: invoice.id,
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
    return { reservationId: reservation.id, invoiceId: invoice.id, orderId: order.id, lineId: line.id };
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.signIn();
  });
  afterAll(async () => {
    await t.close();
  });

  it('detaches items from a deleted category or tax, and past sales keep their snapshots', async () => {
    const categoryId = (await call('POST', '/settings/categories/add', { title: 'Platos' })).id;
    const taxId = (await call('POST', '/settings/taxes/add', { title: 'IVA', rate: 19, type: 'exclusive' })).id;
    const tableId = (
      await call('POST', '/settings/store-tables/add', { title: 'Mesa 1', floor: '1', seatingCapacity: 4 })
    ).id;
    const paymentTypeId = (await call('POST', '/settings/payment-types/add', { title: 'Efectivo' })).id;
    const itemId = (await call('POST', '/menu-items/add', { title: 'Bandeja paisa', price: 25000, categoryId, taxId }))
      .id;
    const keptId = (await call('POST', '/menu-items/add', { title: 'Arepa', price: 5000, categoryId, taxId })).id;
    const variantId = (await call('POST', `/menu-items/variants/${itemId}/add`, { title: 'Grande', price: 30000.75 }))
      .id;
    const addonId = (await call('POST', `/menu-items/addons/${itemId}/add`, { title: 'Aguacate', price: 2000 })).id;
    const sale = await pastSale({ tableId, itemId, variantId, addonId, paymentTypeId });
    const db = t.database.db;

    expect(await call('DELETE', `/settings/categories/${categoryId}`)).toEqual({ message: 'Categoria eliminada!' });
    expect(await call('DELETE', `/settings/taxes/${taxId}`)).toEqual({ message: 'Impuesto eliminado!' });
    const kept = await call('GET', `/menu-items/${keptId}`);
    expect(kept).toMatchObject({
      title: 'Arepa',
      price: 5000,
      category_id: null,
      category_title: null,
      tax_id: null,
      tax_title: null,
      tax_rate: null,
      tax_type: null,
    });

    await call('DELETE', `/menu-items/variants/${itemId}/delete/${variantId}`);
    await call('DELETE', `/menu-items/addons/${itemId}/delete/${addonId}`);
    let line = await db.selectFrom('order_items').selectAll().where('id', '=', sale.lineId).executeTakeFirstOrThrow();
    expect(line).toMatchObject({ item_id: itemId, variant_id: null, variant_title: 'Grande', variant_price: 3000075 });
    const addon = await db
      .selectFrom('order_item_addons')
      .selectAll()
      .where('order_item_id', '=', sale.lineId)
      .execute();
    expect(addon).toEqual([expect.objectContaining({ addon_id: null, title: 'Aguacate', price: 200000 })]);

    await call('POST', `/menu-items/variants/${itemId}/add`, { title: 'Otra', price: 1 });
    expect(await call('DELETE', `/menu-items/delete/${itemId}`)).toEqual({ message: 'Item eliminado!' });
    line = await db.selectFrom('order_items').selectAll().where('id', '=', sale.lineId).executeTakeFirstOrThrow();
    expect(line).toMatchObject({
      item_id: null,
      item_title: 'Bandeja paisa',
      unit_price: 3200075,
      tax_title: 'IVA',
      tax_rate_bp: 1900,
    });
    const orphans = await db.selectFrom('menu_item_variants').select('id').where('item_id', '=', itemId).execute();
    expect(orphans).toEqual([]);

    expect(await call('DELETE', `/settings/store-tables/${tableId}`)).toEqual({ message: 'Mesa eliminada!' });
    const order = await db.selectFrom('orders').selectAll().where('id', '=', sale.orderId).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ table_id: null, total: 3200075, invoice_id: sale.invoiceId });
    const reservation = await db
      .selectFrom('reservations')
      .selectAll()
      .where('id', '=', sale.reservationId)
      .executeTakeFirstOrThrow();
    expect(reservation).toMatchObject({ table_id: null, customer_id: '3001234567' });

    expect(await call('DELETE', `/settings/payment-types/${paymentTypeId}`)).toEqual({
      message: 'Tipo de pago eliminado!',
    });
    const invoice = await db
      .selectFrom('invoices')
      .selectAll()
      .where('id', '=', sale.invoiceId)
      .executeTakeFirstOrThrow();
    expect(invoice).toMatchObject({
      table_id: null,
      payment_type_id: null,
      payment_type_title: 'Efectivo',
      total: 3200075,
    });
  });
});
