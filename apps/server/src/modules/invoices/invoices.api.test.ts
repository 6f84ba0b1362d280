import { DATE_FILTER_MESSAGES, UNSPECIFIED_PAYMENT_TYPE } from '@comandero/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../../../test/test-app.js';
import { cartLine } from '../../../test/fixtures/pos.js';
import {
  bogota,
  movableClock,
  seedMidnightStory,
  signInAt,
  type MidnightStory,
} from '../../../test/fixtures/back-office.js';

type Row = { invoice_id: number; orders: { order_id: number }[]; name: string | null; total: number };

/** The story of reports.api.test.ts, plus one invoice settling two orders of table 1 on Sunday morning. */
describe.each(testDatabases)('invoices on %s', (kind) => {
  let t: TestApp;
  let s: MidnightStory;
  let cookie: string;
  let pair: { a: number; b: number; invoiceId: number };
  const clock = movableClock('2026-03-15T14:00:00Z');

  beforeAll(async () => {
    t = await createTestApp(kind, { clock });
    s = await seedMidnightStory(t, clock);
    cookie = await signInAt(t);
    const place = async (cart: object[]) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/pos/create-order',
        payload: { cart, deliveryType: 'dinein', customerType: 'WALKIN', customerId: null, tableId: s.catalogue.table },
        headers: { cookie },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().orderId as number;
    };
    const a = await place([cartLine(s.catalogue.items.water, 1), cartLine(s.items.cafe, 1)]); // 7.000
    const b = await place([cartLine(s.catalogue.items.burger, 1)]); // 20.000 + 3.800
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders/complete-and-pay-order',
      payload: {
        orderIds: [a, b],
        subTotal: 27_000,
        taxTotal: 3_800,
        total: 30_800,
        paymentTypeId: s.paymentTypes.card,
      },
      headers: { cookie },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    pair = { a, b, invoiceId: paid.json().invoiceId };
  });
  afterAll(async () => {
    await t.close();
  });

  const get = async (url: string, status = 200) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { cookie } });
    expect(res.statusCode, `${url} ${res.body}`).toBe(status);
    return res.json();
  };
  const invoiceOf = async (orderId: number) =>
    (await t.database.db.selectFrom('orders').select('invoice_id').where('id', '=', orderId).executeTakeFirstOrThrow())
      .invoice_id!;

  it('lists the invoices of a local day, newest first, with orders and payment type', async () => {
    const rows = await get('/invoices?type=yesterday');
    expect(rows).toEqual([
      {
        invoice_id: await invoiceOf(s.orders.o5.orderId),
        created_at: bogota('2026-03-14T21:00'),
        sub_total: 24_000,
        tax_total: 3_800,
        total: 27_800,
        table_id: null,
        table_title: null,
        floor: null,
        delivery_type: 'takeaway',
        customer_type: 'CUSTOMER',
        customer_id: s.customers.beto,
        name: 'Beto Díaz',
        email: null,
        orders: [{ order_id: s.orders.o5.orderId, token_no: expect.any(Number) }],
        payment_type_id: null,
        payment_type: UNSPECIFIED_PAYMENT_TYPE,
      },
      expect.objectContaining({
        invoice_id: await invoiceOf(s.orders.o3.orderId),
        created_at: bogota('2026-03-14T00:30'),
        total: 47_600,
        payment_type_id: s.paymentTypes.card,
        payment_type: 'Tarjeta',
        name: 'Ana Ríos',
      }),
    ]);
  });

  it('each filter type; the 23:30 invoice of the 13th stays on the 13th', async () => {
    const ids = async (query: string) => ((await get(`/invoices?${query}`)) as Row[]).map((r) => r.invoice_id);
    const o = s.orders;
    expect(await ids('type=custom&from=2026-03-13&to=2026-03-13')).toEqual([
      await invoiceOf(o.o2.orderId),
      await invoiceOf(o.o1.orderId),
    ]);
    expect(await ids('')).toEqual([pair.invoiceId, await invoiceOf(o.o7.orderId)]);
    expect(await ids('type=today')).toEqual(await ids(''));
    expect(await ids('type=last_7days')).toHaveLength(6);
    expect(await ids('type=this_month')).toHaveLength(6);
    expect(await ids('type=last_month')).toEqual([]);
    expect(await ids('type=tomorrow')).toEqual([]);
    expect(await get('/invoices?type=ayer', 400)).toEqual({ message: DATE_FILTER_MESSAGES.typeInvalid });
  });

  it('from=null&to=null (the spec client with no custom range) reads as no bounds, not a bad date', async () => {
    const ids = async (query: string) => ((await get(`/invoices?${query}`)) as Row[]).map((r) => r.invoice_id);
    const today = await ids('type=today');
    expect(today).toHaveLength(2);
    expect(await ids('type=today&from=null&to=null')).toEqual(today);
    expect(await ids('type=yesterday&from=undefined&to=undefined')).toEqual(await ids('type=yesterday'));
    // A custom range with no bounds is its default: today to the same day next month.
    expect(await ids('type=custom&from=null&to=null')).toEqual(today);
    expect(await ids('type=null&from=null&to=null')).toEqual(today);
  });

  it('an invoice settling two orders lists both, and /invoices/orders gives their lines', async () => {
    const today = (await get('/invoices?type=today')) as Row[];
    expect(today[0]).toMatchObject({
      invoice_id: pair.invoiceId,
      sub_total: 27_000,
      total: 30_800,
      table_title: 'Mesa 1',
      delivery_type: 'dinein',
      customer_type: 'WALKIN',
      name: null,
      orders: [{ order_id: pair.a }, { order_id: pair.b }],
      payment_type: 'Tarjeta',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/invoices/orders',
      payload: { orderIds: [pair.b, pair.a] },
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    // The seed system's shape (issue 18): the sums its receipt prints, then the orders.
    const answer = res.json();
    expect(Object.keys(answer).sort()).toEqual(['itemsTotal', 'orders', 'subtotal', 'taxTotal', 'total']);
    expect(answer).toMatchObject({ subtotal: 27_000, taxTotal: 3_800, total: 30_800, itemsTotal: 27_000 });
    const orders = answer.orders;
    expect(orders.map((o: { id: number }) => o.id)).toEqual([pair.a, pair.b]);
    expect(orders[0]).toMatchObject({ invoice_id: pair.invoiceId, payment_status: 'paid', total: 7_000 });
    expect(orders[0].items.map((i: { item_title: string; price: number }) => [i.item_title, i.price])).toEqual([
      ['Agua', 4_000],
      ['Café', 3_000],
    ]);
    expect(orders[1].items[0]).toMatchObject({ item_title: 'Hamburguesa', price: 20_000, tax_amount: 3_800 });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/invoices/orders',
      payload: {},
      headers: { cookie },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('searches by invoice number, order number, phone or name; blank finds nothing', async () => {
    const found = async (q: string) =>
      ((await get(`/invoices/search?q=${encodeURIComponent(q)}`)) as Row[]).map((r) => r.invoice_id);
    const o = s.orders;
    expect((await found(String(pair.invoiceId)))[0]).toBe(pair.invoiceId);
    expect((await found(String(pair.b)))[0]).toBe(pair.invoiceId);
    expect(await found('300 100 0002')).toEqual([await invoiceOf(o.o5.orderId), await invoiceOf(o.o2.orderId)]);
    expect(await found('ríos')).toEqual([
      await invoiceOf(o.o7.orderId),
      await invoiceOf(o.o3.orderId),
      await invoiceOf(o.o1.orderId),
    ]);
    expect(await found('   ')).toEqual([]);
    expect(await found('nadie')).toEqual([]);
  });

  it("a deleted customer's invoices stay listed and findable by the name the orders kept", async () => {
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/customers/${s.customers.beto}/delete`,
      headers: { cookie },
    });
    expect(del.statusCode).toBe(200);
    const rows = (await get('/invoices?type=yesterday')) as Row[];
    expect(rows[0]).toMatchObject({ customer_id: null, name: 'Beto Díaz', total: 27_800 });
    expect((await get('/invoices/search?q=beto')).map((r: Row) => r.total)).toEqual([27_800, 8_000]);
  });

  it('exports the range as CSV with Spanish headers and local times', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/invoices/export.csv?type=custom&from=2026-03-13&to=2026-03-14',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="facturas-2026-03-13-a-2026-03-14.csv"');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Factura;Fecha;Órdenes;Cliente;Teléfono;Tipo de cliente;Servicio;Mesa;Tipo de pago;Subtotal (pesos);Impuestos (pesos);Total (pesos);Anulada;Motivo de anulación',
    );
    expect(lines).toHaveLength(6);
    expect(lines[1]).toBe(
      `${await invoiceOf(s.orders.o5.orderId)};2026-03-14 21:00;${s.orders.o5.orderId};Beto Díaz;;CUSTOMER;Para llevar;;Sin especificar;24000,00;3800,00;27800,00;;`,
    );
    expect(lines[4]).toContain(';2026-03-13 10:00;');
    expect(lines[5]).toBe('Total;;;;;;;;;95000,00;15200,00;110200,00;;');
  });

  it('only INVOICES holders (and admin) may read invoices', async () => {
    await t.createUser('reportero', { scope: 'REPORTS' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/invoices',
      headers: { cookie: await signInAt(t, 'reportero', 'user-pass-123') },
    });
    expect(res.statusCode).toBe(403);
  });
});
