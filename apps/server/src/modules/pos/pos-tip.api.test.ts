import { POS_MESSAGES, tipAboveSuggestedMessage, type OrderResult } from '@comandero/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases, type TestApp } from '../../../test/test-app.js';
import { drawerClient, TERMINAL_A, type DrawerClient } from '../../../test/fixtures/cash-drawer.js';
import { cartLine, countRows, openPosApp, type PosCatalogue } from '../../../test/fixtures/orders.js';

/** Burger: 20.000 + 19 % IVA. The suggested 10 % of 20.000 is 2.000. */
const BURGER = { netTotal: 20_000, taxTotal: 3_800, total: 23_800 };

/** Issue 18: "Pagar y enviar" at a dine-in table offers the voluntary tip, stored on the invoice. */
describe.each(testDatabases)('POS pay and send with a tip on %s', (kind) => {
  let t: TestApp;
  let c: PosCatalogue;
  let drawer: DrawerClient;

  beforeEach(async () => {
    let cookie: string;
    ({ t, c, cookie } = await openPosApp(kind));
    drawer = drawerClient(t, cookie, TERMINAL_A);
  });
  afterEach(async () => {
    await t.close();
  });

  const payAtTable = (extra: object) =>
    drawer.post('/pos/create-order-and-invoice', {
      cart: [cartLine(c.items.burger, 1)],
      deliveryType: 'dinein',
      customerType: 'WALKIN',
      customerId: null,
      tableId: c.table,
      paymentTypeId: c.paymentTypes.cash,
      ...BURGER,
      ...extra,
    });
  const invoice = (id: number) =>
    t.database.db.selectFrom('invoices').select(['total', 'tip']).where('id', '=', id).executeTakeFirstOrThrow();

  it('stores the tip outside the totals, and the drawer counts it as cash taken', async () => {
    const session = await drawer.open(0);
    const res = await payAtTable({ tip: 2_000 });
    expect(res.statusCode, res.body).toBe(200);
    const { invoiceId } = res.json() as OrderResult;
    expect(await invoice(invoiceId!)).toEqual({ total: 2_380_000, tip: 200_000 });
    const report = await drawer.report(session.id);
    expect(report.sales).toMatchObject({ total: 23_800, tips: 2_000 });
    expect(report.cash).toMatchObject({ cashSales: 25_800, expected: 25_800 });

    // The spec's body keeps working: no tip.
    const plain = await payAtTable({});
    expect(plain.statusCode, plain.body).toBe(200);
    expect(await invoice((plain.json() as OrderResult).invoiceId!)).toEqual({ total: 2_380_000, tip: 0 });
  });

  it("refuses a tip above the store's suggestion unless the customer asked, and a bad one, writing nothing", async () => {
    await drawer.open(0);
    const cases: [object, string][] = [
      [{ tip: 2_000.01 }, tipAboveSuggestedMessage(10)],
      [{ tip: -5 }, POS_MESSAGES.tipInvalid],
      [{ tip: 'mucho' }, POS_MESSAGES.tipInvalid],
    ];
    for (const [extra, message] of cases) {
      const res = await payAtTable(extra);
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json()).toEqual({ message });
    }
    expect(await countRows(t, 'invoices')).toBe(0);
    expect(await countRows(t, 'orders')).toBe(0);
    const asked = await payAtTable({ tip: 5_000, confirmAboveSuggested: true });
    expect(asked.statusCode, asked.body).toBe(200);
    expect((await invoice((asked.json() as OrderResult).invoiceId!)).tip).toBe(500_000);
  });
});
