import { POS_MESSAGES, lineAddonGone, lineItemGone, lineVariantGone } from '@comandero/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app.js';
import { openStoreDrawer } from '../../../test/fixtures/cash-drawer.js';
import { cartLine, seedPosCatalogue, writtenCounts, type PosCatalogue } from '../../../test/fixtures/pos.js';

describe.each(testDatabases)('POS create-order on %s', (kind) => {
  let t: TestApp;
  let c: PosCatalogue;
  let cookie: string;

  beforeEach(async () => {
    t = await createTestApp(kind);
    c = await seedPosCatalogue(t.database.db);
    cookie = await t.signIn();
    // Cash needs an open drawer (issue 18); these requests name no terminal, so it is the store's.
    await openStoreDrawer(t, cookie);
  });
  afterEach(async () => {
    await t.close();
  });

  const submit = (payload: object, url = '/api/v1/pos/create-order', headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers: { cookie, ...headers } });

  /** One line per tax kind; expected centavos worked out by hand below. */
  const mixedCart = () => [
    // (28.000 + 3.000 + 4.500) × 2 = 71.000 pesos, IVA 19 % exclusive = 13.490
    cartLine(c.items.burger, 2, {
      variant_id: c.variants.burgerDouble,
      addons_ids: [c.addons.cheese, c.addons.bacon],
      notes: 'sin cebolla',
    }),
    // 9.000 × 3 = 27.000 pesos with 8 % inside: 2.000
    cartLine(c.items.lemonade, 3),
    // 3,33 pesos with an unknown tax type: no tax
    cartLine(c.items.bread, 1),
    // 4.000 pesos, no tax
    cartLine(c.items.water, 1),
  ];

  it('re-prices every tax type from the catalogue, ignoring client prices, and stores the snapshot', async () => {
    const emit = vi.spyOn(t.deps.realtime, 'emitNewOrder');
    const res = await submit({
      cart: mixedCart(),
      deliveryType: 'dinein',
      customerType: 'WALKIN',
      customerId: null,
      tableId: c.table,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ tokenNo: 1, orderId: expect.any(Number), message: POS_MESSAGES.orderCreated });
    expect(emit).toHaveBeenCalledWith({ tokenNo: 1, orderId: body.orderId });

    const db = t.database.db;
    const order = await db.selectFrom('orders').selectAll().where('id', '=', body.orderId).executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      token_no: 1,
      delivery_type: 'dinein',
      customer_type: 'WALKIN',
      customer_id: null,
      table_id: c.table,
      status: 'created',
      payment_status: 'pending',
      invoice_id: null,
      item_total: 7_100_000 + 2_700_000 + 333 + 400_000,
      tax_total: 1_349_000 + 200_000,
      total: 8_449_000 + 2_700_000 + 333 + 400_000,
    });
    const lines = await db
      .selectFrom('order_items')
      .selectAll()
      .where('order_id', '=', body.orderId)
      .orderBy('id')
      .execute();
    expect(lines.map((l) => [l.item_title, l.unit_price, l.quantity, l.line_total, l.tax_type, l.tax_amount])).toEqual([
      ['Hamburguesa', 3_550_000, 2, 7_100_000, 'exclusive', 1_349_000],
      ['Limonada', 900_000, 3, 2_700_000, 'inclusive', 200_000],
      ['Pan', 333, 1, 333, 'retencion', 0],
      ['Agua', 400_000, 1, 400_000, null, 0],
    ]);
    expect(lines[0]).toMatchObject({
      variant_id: c.variants.burgerDouble,
      variant_title: 'Doble',
      variant_price: 2_800_000,
      base_price: 2_000_000,
      tax_title: 'IVA',
      tax_rate_bp: 1900,
      status: 'created',
      notes: 'sin cebolla',
    });
    const addons = await db.selectFrom('order_item_addons').selectAll().orderBy('id').execute();
    expect(addons.map((a) => [a.order_item_id, a.addon_id, a.title, a.price])).toEqual([
      [lines[0].id, c.addons.cheese, 'Queso', 300_000],
      [lines[0].id, c.addons.bacon, 'Tocineta', 450_000],
    ]);
  });

  it('creates a paid order and its invoice when the client totals match the server', async () => {
    const res = await submit(
      {
        cart: mixedCart(),
        deliveryType: '',
        customerType: 'CUSTOMER',
        customerId: { phone: c.customerPhone, name: 'otro nombre' },
        tableId: null,
        netTotal: 100_003.33,
        taxTotal: 15_490,
        total: 115_493.33,
        paymentTypeId: c.paymentTypes.cash,
      },
      '/api/v1/pos/create-order-and-invoice',
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      tokenNo: 1,
      orderId: expect.any(Number),
      invoiceId: expect.any(Number),
      message: POS_MESSAGES.orderPaid,
    });
    const db = t.database.db;
    const order = await db.selectFrom('orders').selectAll().where('id', '=', body.orderId).executeTakeFirstOrThrow();
    expect(order).toMatchObject({
      payment_status: 'paid',
      invoice_id: body.invoiceId,
      delivery_type: 'takeaway',
      customer_type: 'CUSTOMER',
      customer_id: c.customerPhone,
      customer_name: 'Ana Pérez',
    });
    const invoice = await db
      .selectFrom('invoices')
      .selectAll()
      .where('id', '=', body.invoiceId)
      .executeTakeFirstOrThrow();
    expect(invoice).toMatchObject({
      sub_total: 10_000_333,
      tax_total: 1_549_000,
      total: 11_549_333,
      customer_id: c.customerPhone,
      payment_type_id: c.paymentTypes.cash,
      payment_type_title: 'Efectivo',
      business_day: order.business_day,
    });
  });

  it('refuses totals that differ from the catalogue with 409 and writes nothing', async () => {
    const base = {
      cart: mixedCart(),
      customerType: 'WALKIN',
      customerId: null,
      tableId: null,
      paymentTypeId: c.paymentTypes.cash,
    };
    // Four lines may differ by four centavos (rounding per sum, not per line); five is a price change.
    const stale = await submit(
      { ...base, netTotal: 100_003.33, taxTotal: 15_490, total: 115_493.38 },
      '/api/v1/pos/create-order-and-invoice',
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: POS_MESSAGES.pricesChanged });
    // Totals are optional on create-order, but checked when sent.
    const staleKitchen = await submit({ ...base, netTotal: 1, taxTotal: 15_490, total: 115_493.33 });
    expect(staleKitchen.statusCode).toBe(409);
    const missing = await submit(
      { ...base, netTotal: 100_003.33, taxTotal: 15_490 },
      '/api/v1/pos/create-order-and-invoice',
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(POS_MESSAGES.totalsRequired);
    expect(await writtenCounts(t.database.db)).toMatchObject({ orders: 0, invoices: 0, counters: 0 });
  });

  it('refuses unknown items, foreign or deleted variants and add-ons with 400 and writes nothing', async () => {
    const db = t.database.db;
    const cases: [object, string][] = [
      [{ ...cartLine(999_999, 1), title: 'Fantasma' }, lineItemGone('Fantasma')],
      [cartLine(c.items.burger, 1, { variant_id: c.variants.jug }), lineVariantGone('Hamburguesa')],
      [cartLine(c.items.burger, 1, { variant_id: 888_888 }), lineVariantGone('Hamburguesa')],
      [cartLine(c.items.lemonade, 1, { addons_ids: [c.addons.ice, c.addons.cheese] }), lineAddonGone('Limonada')],
      [cartLine(c.items.lemonade, 1, { addons_ids: [777_777] }), lineAddonGone('Limonada')],
    ];
    for (const [line, message] of cases) {
      const res = await submit({ cart: [cartLine(c.items.water, 1), line], customerType: 'WALKIN', customerId: null });
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toEqual({ message });
    }
    await db.deleteFrom('menu_items').where('id', '=', c.items.bread).execute();
    const deleted = await submit({ cart: [{ ...cartLine(c.items.bread, 1), title: 'Pan' }] });
    expect(deleted.statusCode).toBe(400);
    expect(deleted.json()).toEqual({ message: lineItemGone('Pan') });
    expect(await writtenCounts(db)).toEqual({ orders: 0, orderItems: 0, addons: 0, invoices: 0, counters: 0, keys: 0 });
  });

  it('prices each order with the catalogue as it is at that moment', async () => {
    const db = t.database.db;
    const water = (payload: object = {}) => submit({ cart: [cartLine(c.items.water, 2)], ...payload });
    expect((await water()).statusCode).toBe(200);
    await db.updateTable('menu_items').set({ price: 450_000 }).where('id', '=', c.items.water).execute();
    expect((await water()).statusCode).toBe(200);
    // Totals computed from the old price are now refused; the new ones pass.
    const stale = await water({ netTotal: 8000, taxTotal: 0, total: 8000 });
    expect(stale.statusCode).toBe(409);
    expect((await water({ netTotal: 9000, taxTotal: 0, total: 9000 })).statusCode).toBe(200);
    // Blank totals are "not sent"; one sent total alone is checked with the others (and fails).
    expect((await water({ netTotal: null, taxTotal: '' })).statusCode).toBe(200);
    expect((await water({ total: 9000 })).statusCode).toBe(409);
    await db.updateTable('taxes').set({ type: 'exclusive', rate_bp: 1000 }).where('id', '=', c.taxes.odd).execute();
    await db.updateTable('menu_items').set({ tax_id: c.taxes.odd }).where('id', '=', c.items.water).execute();
    expect((await water()).statusCode).toBe(200);
    const lines = await db
      .selectFrom('order_items')
      .select(['line_total', 'tax_amount', 'tax_title'])
      .orderBy('id')
      .execute();
    expect(lines.map((l) => [l.line_total, l.tax_amount, l.tax_title])).toEqual([
      [800_000, 0, null],
      [900_000, 0, null],
      [900_000, 0, null],
      [900_000, 0, null],
      [900_000, 90_000, 'Otro'],
    ]);
  });

  it('validates the cart, customer, table and service option with Spanish messages', async () => {
    const ok = [cartLine(c.items.water, 1)];
    const cases: [object, string][] = [
      [{ cart: [] }, POS_MESSAGES.cartEmpty],
      [{}, POS_MESSAGES.cartEmpty],
      [{ cart: [cartLine(c.items.water, 0)] }, POS_MESSAGES.quantityInvalid],
      [{ cart: [cartLine(c.items.water, 1000)] }, POS_MESSAGES.quantityInvalid],
      [{ cart: [cartLine(c.items.water, 1.5)] }, POS_MESSAGES.quantityInvalid],
      [{ cart: [cartLine(c.items.water, 1, { notes: 'x'.repeat(101) })] }, POS_MESSAGES.notesTooLong],
      [
        { cart: [cartLine(c.items.burger, 1, { addons_ids: [c.addons.cheese, c.addons.cheese] })] },
        POS_MESSAGES.addonRepeated,
      ],
      [{ cart: ok, deliveryType: 'drone' }, POS_MESSAGES.deliveryTypeInvalid],
      [{ cart: ok, customerType: 'VIP' }, POS_MESSAGES.customerTypeInvalid],
      [{ cart: ok, customerType: 'CUSTOMER', customerId: null }, POS_MESSAGES.customerRequired],
      [{ cart: ok, customerType: 'CUSTOMER', customerId: { phone: '3999999999' } }, POS_MESSAGES.customerNotFound],
      [{ cart: ok, tableId: 424_242 }, POS_MESSAGES.tableInvalid],
    ];
    for (const [payload, message] of cases) {
      const res = await submit(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json()).toEqual({ message });
    }
    const notes = await submit({
      cart: [cartLine(c.items.water, 1, { notes: 'n'.repeat(100) })],
      tableId: String(c.table),
    });
    expect(notes.statusCode).toBe(200);
    const order = await t.database.db.selectFrom('orders').selectAll().executeTakeFirstOrThrow();
    expect(order).toMatchObject({ delivery_type: 'dinein', customer_type: 'WALKIN', table_id: c.table });
    expect(await writtenCounts(t.database.db)).toMatchObject({ orders: 1, counters: 1 });
  });

  it('refuses an inactive, unknown or malformed payment type, and writes nothing', async () => {
    const base = { cart: [cartLine(c.items.water, 1)], netTotal: 4000, taxTotal: 0, total: 4000 };
    for (const [paymentTypeId, message] of [
      [c.paymentTypes.voucher, POS_MESSAGES.paymentTypeInactive],
      [123_456, POS_MESSAGES.paymentTypeInactive],
      [-3, POS_MESSAGES.paymentTypeInvalid],
      ['efectivo', POS_MESSAGES.paymentTypeInvalid],
    ] as const) {
      const res = await submit({ ...base, paymentTypeId }, '/api/v1/pos/create-order-and-invoice');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message });
    }
    expect(await writtenCounts(t.database.db)).toMatchObject({ orders: 0, invoices: 0, counters: 0 });
  });

  it('refuses a user without the POS scope and admits one with it', async () => {
    await t.createUser('cocina', { scope: 'KITCHEN' });
    await t.createUser('cajero', { scope: 'POS' });
    const kitchen = await t.signIn('cocina', 'user-pass-123');
    const cashier = await t.signIn('cajero', 'user-pass-123');
    const payload = { cart: [cartLine(c.items.water, 1)] };
    for (const [method, url] of [
      ['GET', '/api/v1/pos/init'],
      ['POST', '/api/v1/pos/create-order'],
      ['POST', '/api/v1/pos/create-order-and-invoice'],
    ] as const) {
      const denied = await t.app.inject({
        method,
        url,
        payload: method === 'POST' ? payload : undefined,
        headers: { cookie: kitchen },
      });
      expect(denied.statusCode, url).toBe(403);
    }
    const init = await t.app.inject({ method: 'GET', url: '/api/v1/pos/init', headers: { cookie: cashier } });
    expect(init.statusCode).toBe(200);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/pos/create-order',
      payload,
      headers: { cookie: cashier },
    });
    expect(created.statusCode).toBe(200);
    const order = await t.database.db.selectFrom('orders').select(['created_by']).executeTakeFirstOrThrow();
    const user = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'cajero')
      .executeTakeFirstOrThrow();
    expect(order.created_by).toBe(user.id);
    expect(await writtenCounts(t.database.db)).toMatchObject({ orders: 1 });
  });
});
