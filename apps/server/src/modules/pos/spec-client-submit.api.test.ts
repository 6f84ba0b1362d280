import { POS_MESSAGES, type PosInitResponse, type PosMenuItem } from '@comandero/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app.js';
import { openStoreDrawer } from '../../../test/fixtures/cash-drawer.js';
import { seedPosCatalogue, writtenCounts, type PosCatalogue } from '../../../test/fixtures/pos.js';

type SpecLine = PosMenuItem & {
  quantity: number;
  notes: null;
  variant_id?: number;
  variant?: PosMenuItem['variants'][number];
  addons_ids?: number[];
};

/**
 * The totals exactly as a front end written against spec §5 computes them: floats in pesos, no
 * rounding anywhere (exclusive adds rate % of price × quantity, inclusive extracts it from it).
 */
function specTotals(cart: SpecLine[]) {
  let items = 0;
  let tax = 0;
  let payable = 0;
  for (const line of cart) {
    const unit = (line.variant?.price ?? line.price) + line.addons.reduce((s, a) => s + a.price, 0);
    const total = unit * line.quantity;
    const rate = line.tax_rate ?? 0;
    const lineTax =
      line.tax_type === 'exclusive'
        ? (total * rate) / 100
        : line.tax_type === 'inclusive'
          ? total - total / (1 + rate / 100)
          : 0;
    items += total;
    tax += lineTax;
    payable += line.tax_type === 'exclusive' ? total + lineTax : total;
  }
  return { netTotal: payable - tax, taxTotal: tax, total: payable, items };
}

describe.each(testDatabases)('POS submit from a spec §7 client on %s', (kind) => {
  let t: TestApp;
  let c: PosCatalogue;
  let cookie: string;
  let menu: Map<number, PosMenuItem>;

  beforeEach(async () => {
    t = await createTestApp(kind);
    c = await seedPosCatalogue(t.database.db);
    cookie = await t.signIn();
    // Cash needs an open drawer (issue 18); these requests name no terminal, so it is the store's.
    await openStoreDrawer(t, cookie);
    const init = await t.app.inject({ method: 'GET', url: '/api/v1/pos/init', headers: { cookie } });
    menu = new Map((init.json() as PosInitResponse).menuItems.map((i) => [i.id, i]));
  });
  afterEach(async () => {
    await t.close();
  });

  /** A cart line as the spec's POS builds it: the menu item plus quantity and the chosen options. */
  const line = (id: number, quantity: number, options: { variant?: number; addons?: number[] } = {}): SpecLine => {
    const item = menu.get(id)!;
    const variant = item.variants.find((v) => v.id === options.variant);
    const addons = item.addons.filter((a) => options.addons?.includes(a.id));
    return {
      ...item,
      quantity,
      notes: null,
      ...(variant ? { variant_id: variant.id, variant } : {}),
      ...(options.addons ? { addons_ids: options.addons } : {}),
      addons,
    };
  };

  const payAndSend = (cart: SpecLine[], extra: object = {}) => {
    const { netTotal, taxTotal, total } = specTotals(cart);
    // Exactly the §7 keys: no paymentTypeId, no Idempotency-Key.
    const payload = {
      cart,
      deliveryType: 'dinein',
      customerType: 'WALKIN',
      customerId: null,
      tableId: c.table,
      netTotal,
      taxTotal,
      total,
      ...extra,
    };
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/pos/create-order-and-invoice',
      payload,
      headers: { cookie },
    });
  };

  it('accepts the float totals of inclusive, exclusive and untaxed lines and records no payment type', async () => {
    const carts: SpecLine[][] = [];
    // Quantities 1..12 of each tax kind, alone and together: many land on a fraction of a centavo.
    for (let q = 1; q <= 12; q++) {
      carts.push([line(c.items.lemonade, q, { variant: c.variants.jug, addons: [c.addons.ice] })]);
      carts.push([line(c.items.burger, q, { addons: [c.addons.cheese] })]);
      carts.push([line(c.items.bread, q), line(c.items.water, q)]);
      carts.push([
        line(c.items.lemonade, q),
        line(c.items.burger, 13 - q, { variant: c.variants.burgerDouble, addons: [c.addons.bacon] }),
        line(c.items.bread, q),
      ]);
    }
    const fractional = carts.filter((cart) => !Number.isInteger(specTotals(cart).taxTotal * 100));
    expect(fractional.length).toBeGreaterThan(10);
    for (const cart of carts) {
      const res = await payAndSend(cart);
      expect(res.statusCode, JSON.stringify(specTotals(cart))).toBe(200);
      expect(res.json().message).toBe(POS_MESSAGES.orderPaid);
    }
    const invoices = await t.database.db
      .selectFrom('invoices')
      .select(['payment_type_id', 'payment_type_title'])
      .execute();
    expect(invoices).toHaveLength(carts.length);
    expect(invoices.every((i) => i.payment_type_id === null && i.payment_type_title === null)).toBe(true);
  });

  it('charges the server snapshot: the invoice holds the server figures, not the client floats', async () => {
    const cart = [line(c.items.lemonade, 1, { variant: c.variants.jug })];
    // 16.000 pesos with 8 % inside: the tax is 1.185,185185… pesos, stored as 118.519 centavos.
    expect(specTotals(cart).taxTotal).toBeCloseTo(1185.185185, 5);
    const res = await payAndSend(cart, { paymentTypeId: c.paymentTypes.cash });
    expect(res.statusCode).toBe(200);
    const invoice = await t.database.db
      .selectFrom('invoices')
      .selectAll()
      .where('id', '=', res.json().invoiceId)
      .executeTakeFirstOrThrow();
    expect(invoice).toMatchObject({
      sub_total: 1_481_481,
      tax_total: 118_519,
      total: 1_600_000,
      payment_type_id: c.paymentTypes.cash,
      payment_type_title: 'Efectivo',
    });
  });

  // Issue 18: the seed system's own POS prices an item with add-ons but no variant at 0.
  it('an add-on item priced at 0 by the client: pay-and-send refuses it, send-to-kitchen prices it from the catalogue', async () => {
    const cart = [{ ...line(c.items.burger, 1, { addons: [c.addons.cheese] }), price: 0 }];
    // What that client sends: 3.000 (the add-on alone) + 19 % where the catalogue says 23.000 + 19 %.
    expect(specTotals(cart)).toMatchObject({ netTotal: 3_000, total: 3_570 });
    const paid = await payAndSend(cart);
    expect(paid.statusCode).toBe(409);
    expect(paid.json()).toEqual({ message: POS_MESSAGES.pricesChanged });
    expect(await writtenCounts(t.database.db)).toMatchObject({ orders: 0, invoices: 0 });

    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/pos/create-order',
      payload: { cart, deliveryType: 'dinein', customerType: 'WALKIN', customerId: null, tableId: c.table },
      headers: { cookie },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const stored = await t.database.db
      .selectFrom('order_items')
      .select(['base_price', 'unit_price', 'line_total', 'tax_amount'])
      .where('order_id', '=', sent.json().orderId)
      .execute();
    // Centavos: 20.000 + the 3.000 cheese, and 19 % of it on top.
    expect(stored).toEqual([
      { base_price: 2_000_000, unit_price: 2_300_000, line_total: 2_300_000, tax_amount: 437_000 },
    ]);
    expect(await writtenCounts(t.database.db)).toMatchObject({ orders: 1, invoices: 0 });
  });

  it('still answers 409 when a price really changed under the client', async () => {
    const cart = [line(c.items.lemonade, 3), line(c.items.water, 1)];
    await t.database.db.updateTable('menu_items').set({ price: 950_000 }).where('id', '=', c.items.lemonade).execute();
    const res = await payAndSend(cart);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: POS_MESSAGES.pricesChanged });
    expect(await writtenCounts(t.database.db)).toMatchObject({ orders: 0, invoices: 0, counters: 0 });
  });
});
