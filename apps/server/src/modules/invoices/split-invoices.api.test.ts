import type { Invoice, InvoiceOrdersResponse } from '@comandero/contracts';

type InvoicesResponse = Invoice[];
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases, type ApiClient, type TestApp } from '../../../test/test-app.js';
import type { PosCatalogue } from '../../../test/fixtures/orders.js';
import { addPaymentType, openFourTop, splitOf, type FourTopApp } from '../../../test/fixtures/bills.js';

/**
 * Issue 25: every invoice of a split but the bill paid last listed `"orders": []`, though the bills
 * hold their links. A part's invoice lists the orders it paid, everywhere invoices are read.
 */
describe.each(testDatabases)('invoices of split bills on %s', (kind) => {
  let t: TestApp;
  let c: PosCatalogue;
  let api: ApiClient;
  let four: FourTopApp['table'];
  let card: number;

  beforeEach(async () => {
    ({ t, c, api, table: four } = await openFourTop(kind));
    card = await addPaymentType(t, 'Tarjeta');
  });
  afterEach(async () => {
    await t.close();
  });

  const payAll = async (bills: { id: number; total: number }[]) => {
    const ids: number[] = [];
    for (const bill of bills) {
      const res = await api.post(`/orders/bills/${bill.id}/pay`, {
        payments: [{ paymentTypeId: card, amount: bill.total }],
      });
      expect(res.statusCode, res.body).toBe(200);
      ids.push((res.json() as { invoiceId: number }).invoiceId);
    }
    return ids;
  };
  const listed = async (): Promise<Map<number, Invoice>> => {
    const res = await api.get('/invoices?type=today&from=null&to=null');
    expect(res.statusCode, res.body).toBe(200);
    return new Map((res.json() as InvoicesResponse).map((i) => [i.invoice_id, i]));
  };
  const orderIdsOf = (i: Invoice | undefined) => i?.orders.map((o) => o.order_id);

  it('lists every order of the table on each invoice of equal parts, in the list, the search, the CSV and /invoices/orders', async () => {
    const split = splitOf(await api.post('/orders/bills/split', { tableId: c.table, mode: 'equal', parts: 3 }));
    const invoiceIds = await payAll(split.bills);
    const both = [four.orderA, four.orderB];
    const invoices = await listed();
    expect(invoiceIds.map((id) => orderIdsOf(invoices.get(id)))).toEqual([both, both, both]);

    const search = await api.get(`/invoices/search?q=${four.orderA}`);
    expect(search.statusCode, search.body).toBe(200);
    expect((search.json() as InvoicesResponse).map((i) => i.invoice_id).sort()).toEqual([...invoiceIds].sort());

    const csv = await api.get('/invoices/export.csv?type=today&from=null&to=null');
    expect(csv.statusCode, csv.body).toBe(200);
    const rows = csv.body.split('\r\n').filter((r) => /^\d/.test(r));
    expect(rows.map((r) => r.split(';')[2])).toEqual(invoiceIds.map(() => `${four.orderA} ${four.orderB}`));

    const detail = await api.post('/invoices/orders', { orderIds: orderIdsOf(invoices.get(invoiceIds[0])) });
    expect(detail.statusCode, detail.body).toBe(200);
    expect((detail.json() as InvoiceOrdersResponse).orders.map((o) => o.id)).toEqual(both);
  });

  it('lists on a bill of items only the orders whose lines it paid', async () => {
    const l = four.lines;
    const split = splitOf(
      await api.post('/orders/bills/split', {
        tableId: c.table,
        mode: 'items',
        parts: [
          [
            { lineId: l.burgerA, quantity: 2 },
            { lineId: l.lemonadeA, quantity: 2 },
          ],
          [
            { lineId: l.waterA, quantity: 2 },
            { lineId: l.lemonadeB, quantity: 1 },
          ],
          [{ lineId: l.burgerB, quantity: 1 }],
        ],
      }),
    );
    const [onlyA, aAndB, onlyB] = await payAll(split.bills);
    const invoices = await listed();
    expect(orderIdsOf(invoices.get(onlyA))).toEqual([four.orderA]);
    expect(orderIdsOf(invoices.get(aAndB))).toEqual([four.orderA, four.orderB]);
    expect(orderIdsOf(invoices.get(onlyB))).toEqual([four.orderB]);
    const search = await api.get(`/invoices/search?q=${four.orderB}`);
    expect((search.json() as InvoicesResponse).map((i) => i.invoice_id).sort()).toEqual([aAndB, onlyB].sort());
  });
});
