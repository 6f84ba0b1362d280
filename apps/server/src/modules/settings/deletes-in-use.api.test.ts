import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, testDatabases, type ApiClient, type TestApp } from '../../../test/test-app.js';
import { insertPastSale } from '../../../test/fixtures/past-sales.js';

type Method = 'GET' | 'POST' | 'DELETE';

/**
 * A tax, category or payment type still in use is never deleted behind the user's back (items
 * would be sold untaxed, invoices would lose their link): the delete answers 409 with the count.
 * Rows nothing depends on for pricing (variants, add-ons, items, tables) still go, and past orders,
 * invoices and reservations keep their rows and snapshots with the link set null.
 */
describe.each(testDatabases)('deleting settings that are in use on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let send: ApiClient['send'];
  const call = async (method: Method, url: string, payload?: object) => {
    const res = await send(method, url, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
    return res.json();
  };
  const refused = async (url: string, status: number, message: string) => {
    const res = await send('DELETE', url);
    expect(res.statusCode, `DELETE ${url}: ${res.body}`).toBe(status);
    expect(res.json()).toEqual({ message });
  };
  const itemRefs = async (id: number) => {
    const item = await call('GET', `/menu-items/${id}`);
    return { category_id: item.category_id, tax_id: item.tax_id };
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.signIn();
    send = apiClient(t, admin).send;
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses to delete a category, tax or payment type in use, saying how many use it', async () => {
    const categoryId = (await call('POST', '/settings/categories/add', { title: 'Platos' })).id;
    const taxId = (await call('POST', '/settings/taxes/add', { title: 'IVA', rate: 19, type: 'exclusive' })).id;
    const tableId = (await call('POST', '/settings/store-tables/add', { title: 'Mesa 1', floor: '1' })).id;
    const paymentTypeId = (await call('POST', '/settings/payment-types/add', { title: 'Efectivo' })).id;
    const item = { price: 25000, categoryId, taxId };
    const itemId = (await call('POST', '/menu-items/add', { ...item, title: 'Bandeja paisa' })).id;
    const otherId = (await call('POST', '/menu-items/add', { ...item, title: 'Arepa' })).id;
    const variantId = (await call('POST', `/menu-items/variants/${itemId}/add`, { title: 'Grande', price: 30000.75 }))
      .id;
    const addonId = (await call('POST', `/menu-items/addons/${itemId}/add`, { title: 'Aguacate', price: 2000 })).id;
    const sale = await insertPastSale(t.database.db, { tableId, itemId, variantId, addonId, paymentTypeId });
    const db = t.database.db;

    await refused(
      `/settings/categories/${categoryId}`,
      409,
      'No se puede eliminar: 2 ítems usan esta categoría. Muévalos a otra categoría primero.',
    );
    await refused(
      `/settings/taxes/${taxId}`,
      409,
      'No se puede eliminar: 2 ítems usan este impuesto. Muévalos a otro impuesto primero.',
    );
    await call('POST', `/menu-items/update/${otherId}`, { title: 'Arepa', price: 5000 });
    await refused(
      `/settings/taxes/${taxId}`,
      409,
      'No se puede eliminar: 1 ítem usa este impuesto. Muévalo a otro impuesto primero.',
    );
    await refused(
      `/settings/categories/${categoryId}`,
      409,
      'No se puede eliminar: 1 ítem usa esta categoría. Muévalo a otra categoría primero.',
    );
    await refused(
      `/settings/payment-types/${paymentTypeId}`,
      409,
      'No se puede eliminar: 1 factura usa este tipo de pago. Desactívelo en su lugar.',
    );
    expect(await itemRefs(itemId)).toEqual({ category_id: categoryId, tax_id: taxId });
    expect((await call('GET', '/settings/taxes')).map((r: { id: number }) => r.id)).toContain(taxId);
    expect((await call('GET', '/settings/categories')).map((r: { id: number }) => r.id)).toContain(categoryId);
    const invoice = await db.selectFrom('invoices').selectAll().where('id', '=', sale.invoiceId).executeTakeFirst();
    expect(invoice).toMatchObject({ payment_type_id: paymentTypeId, payment_type_title: 'Efectivo' });
    // Deactivating is the way out for a payment type that paid invoices.
    await call('POST', `/settings/payment-types/${paymentTypeId}/toggle`, { isActive: 0 });

    // Variants, add-ons, items and tables go; past sales keep their snapshots.
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
    expect(await call('DELETE', `/menu-items/delete/${itemId}`)).toEqual({ message: '¡Ítem eliminado!' });
    line = await db.selectFrom('order_items').selectAll().where('id', '=', sale.lineId).executeTakeFirstOrThrow();
    expect(line).toMatchObject({ item_id: null, item_title: 'Bandeja paisa', unit_price: 3200075, tax_rate_bp: 1900 });
    const orphans = await db.selectFrom('menu_item_variants').select('id').where('item_id', '=', itemId).execute();
    expect(orphans).toEqual([]);

    expect(await call('DELETE', `/settings/store-tables/${tableId}`)).toEqual({ message: '¡Mesa eliminada!' });
    const order = await db.selectFrom('orders').selectAll().where('id', '=', sale.orderId).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ table_id: null, total: 3200075, invoice_id: sale.invoiceId });
    const reservation = await db
      .selectFrom('reservations')
      .selectAll()
      .where('id', '=', sale.reservationId)
      .executeTakeFirstOrThrow();
    expect(reservation).toMatchObject({ table_id: null, customer_id: '3001234567' });

    // Once nothing uses them, they go with the spec's answer.
    expect(await call('DELETE', `/settings/taxes/${taxId}`)).toEqual({ message: '¡Impuesto eliminado!' });
    expect(await call('DELETE', `/settings/categories/${categoryId}`)).toEqual({ message: '¡Categoría eliminada!' });
    const unused = (await call('POST', '/settings/payment-types/add', { title: 'Nequi' })).id;
    expect(await call('DELETE', `/settings/payment-types/${unused}`)).toEqual({ message: '¡Tipo de pago eliminado!' });
  });

  it('moves the items to ?replaceWith and deletes in one go; a bad replacement changes nothing', async () => {
    const cat = async (title: string) => (await call('POST', '/settings/categories/add', { title })).id;
    const tax = async (title: string) =>
      (await call('POST', '/settings/taxes/add', { title, rate: 8, type: 'inclusive' })).id;
    const [oldCat, newCat, oldTax, newTax] = [
      await cat('Viejos'),
      await cat('Nuevos'),
      await tax('Viejo'),
      await tax('Nuevo'),
    ];
    const ids = [
      (await call('POST', '/menu-items/add', { title: 'Tinto', price: 2000, categoryId: oldCat, taxId: oldTax })).id,
      (await call('POST', '/menu-items/add', { title: 'Perico', price: 2500, categoryId: oldCat, taxId: oldTax })).id,
    ];

    for (const replaceWith of [oldTax, 99999, 'abc', 0]) {
      await refused(
        `/settings/taxes/${oldTax}?replaceWith=${replaceWith}`,
        400,
        'El impuesto de reemplazo no existe o es el mismo que se elimina.',
      );
    }
    await refused(
      `/settings/categories/${oldCat}?replaceWith=${oldCat}`,
      400,
      'La categoría de reemplazo no existe o es la misma que se elimina.',
    );
    await refused(`/settings/taxes/99999?replaceWith=${newTax}`, 404, '¡Impuesto no encontrado!');
    for (const id of ids) expect(await itemRefs(id)).toEqual({ category_id: oldCat, tax_id: oldTax });

    expect(await call('DELETE', `/settings/taxes/${oldTax}?replaceWith=${newTax}`)).toEqual({
      message: '¡Impuesto eliminado!',
    });
    expect(await call('DELETE', `/settings/categories/${oldCat}?replaceWith=${newCat}`)).toEqual({
      message: '¡Categoría eliminada!',
    });
    for (const id of ids) expect(await itemRefs(id)).toEqual({ category_id: newCat, tax_id: newTax });
    expect((await call('GET', '/settings/taxes')).map((r: { id: number }) => r.id)).not.toContain(oldTax);
  });
});
