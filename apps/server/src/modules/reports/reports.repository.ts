import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/database.js';

/**
 * A half-open range of instants. `after`: only the orders and invoices with a higher id than these
 * (what a kept part lacks, report-part-fold.ts). Not for paidOrders: see paidOrdersOfNew.
 */
export type Range = { start: string; end: string; after?: { orderId: number; invoiceId: number } };

const num = (v: unknown) => Number(v ?? 0);

/**
 * The figures of the dashboard and the reports, each one aggregate query over a half-open range
 * of instants. Definitions are in packages/contracts/src/reports.ts and dashboard.ts.
 */
/**
 * "Anular venta" (docs/voids.md): an annulled sale is no sale. Its invoice leaves every sum, and the
 * orders it settled leave the order counts (an order paid by a split table's annulled last bill too:
 * the order is settled by that invoice).
 */
const notVoidedOrder = sql<SqlBool>`(o.invoice_id IS NULL OR NOT EXISTS (
  SELECT 1 FROM invoices vi WHERE vi.id = o.invoice_id AND vi.voided_at IS NOT NULL))`;

export function reportsRepository(db: Db) {
  const ordersIn = (r: Range) =>
    db
      .selectFrom('orders as o')
      .where('o.created_at', '>=', r.start)
      .where('o.created_at', '<', r.end)
      .where('o.status', '<>', 'cancelled')
      .where(notVoidedOrder)
      .$if(r.after !== undefined, (q) => q.where('o.id', '>', r.after!.orderId));

  /** Customers ordering in the range with more than one order in it, or one before `earlierThan`. */
  const repeated = (r: Range, earlierThan: string) =>
    ordersIn(r)
      .select('o.customer_id')
      .where('o.customer_id', 'is not', null)
      .groupBy('o.customer_id')
      .having((eb) =>
        eb.or([
          eb(eb.fn.countAll(), '>', 1),
          eb.exists(
            eb
              .selectFrom('orders as p')
              .select(sql.lit(1).as('one'))
              .whereRef('p.customer_id', '=', 'o.customer_id')
              .where('p.created_at', '<', earlierThan)
              .where('p.status', '<>', 'cancelled'),
          ),
        ]),
      );

  const paidIn = (r: Range) =>
    db
      .selectFrom('invoices as i')
      .innerJoin('orders as o', 'o.invoice_id', 'i.id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('i.created_at', '>=', r.start)
      .where('i.created_at', '<', r.end)
      .where('i.voided_at', 'is', null);

  return {
    async orders(r: Range): Promise<{ ordersCount: number; totalCustomers: number }> {
      const row = await ordersIn(r)
        .select((eb) => [
          eb.fn.countAll<number>().as('orders'),
          eb.fn.count<number>('o.customer_id').distinct().as('customers'),
        ])
        .executeTakeFirstOrThrow();
      return { ordersCount: num(row.orders), totalCustomers: num(row.customers) };
    },

    async newCustomers(r: Range): Promise<number> {
      const row = await db
        .selectFrom('customers')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('created_at', '>=', r.start)
        .where('created_at', '<', r.end)
        .executeTakeFirstOrThrow();
      return num(row.n);
    },

    /** Customers ordering in the range with another order in it or an earlier one. */
    async repeatedCustomers(r: Range): Promise<number> {
      const row = await db
        .selectFrom(repeated(r, r.start).as('x'))
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return num(row.n);
    },

    /** The customers of repeatedCustomers, with "earlier" meaning before `earlierThan` (a report's part). */
    async repeatedCustomerIds(r: Range, earlierThan: string): Promise<string[]> {
      const rows = await repeated(r, earlierThan).execute();
      return rows.flatMap((x) => (x.customer_id === null ? [] : [x.customer_id]));
    },

    /** Customers with an order (not cancelled) in the range. */
    async customerIds(r: Range): Promise<string[]> {
      const rows = await ordersIn(r)
        .select('o.customer_id')
        .distinct()
        .where('o.customer_id', 'is not', null)
        .execute();
      return rows.flatMap((x) => (x.customer_id === null ? [] : [x.customer_id]));
    },

    /** How many orders and invoices were ever written in the range: an insert there moves it. */
    async rowCounts(r: Range): Promise<string> {
      const count = (table: 'orders' | 'invoices') =>
        db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('created_at', '>=', r.start)
          .where('created_at', '<', r.end);
      const [orders, invoices] = await Promise.all([
        count('orders').executeTakeFirstOrThrow(),
        count('invoices').executeTakeFirstOrThrow(),
      ]);
      return `${num(orders.n)}:${num(invoices.n)}`;
    },

    async invoices(r: Range) {
      const row = await db
        .selectFrom('invoices')
        .select((eb) => [
          eb.fn.countAll<number>().as('n'),
          eb.fn.sum<number>('total').as('total'),
          eb.fn.sum<number>('sub_total').as('net'),
          eb.fn.sum<number>('tax_total').as('tax'),
        ])
        .where('created_at', '>=', r.start)
        .where('created_at', '<', r.end)
        .where('voided_at', 'is', null)
        .$if(r.after !== undefined, (q) => q.where('id', '>', r.after!.invoiceId))
        .executeTakeFirstOrThrow();
      return { invoicesCount: num(row.n), revenue: num(row.total), net: num(row.net), tax: num(row.tax) };
    },

    async paidOrders(r: Range): Promise<number> {
      const row = await paidIn(r).executeTakeFirstOrThrow();
      return num(row.n);
    },

    /**
     * paidOrders of the pairs an order and its invoice where either is new (ids above `after`): the
     * new orders, and the kept orders of new invoices, each read on its primary key's range.
     */
    async paidOrdersOfNew(
      r: Range,
      after: { orderId: number; invoiceId: number },
      has: { orders: boolean; invoices: boolean },
    ) {
      const [orders, invoices] = await Promise.all([
        has.orders ? paidIn(r).where('o.id', '>', after.orderId).executeTakeFirstOrThrow() : undefined,
        has.invoices
          ? paidIn(r).where('o.id', '<=', after.orderId).where('i.id', '>', after.invoiceId).executeTakeFirstOrThrow()
          : undefined,
      ]);
      return num(orders?.n) + num(invoices?.n);
    },

    /** Per local day of issue: business_day is the store-zone day stamped on the invoice when it was written. */
    async revenuePerDay(r: Range): Promise<Map<string, number>> {
      const rows = await db
        .selectFrom('invoices')
        .select((eb) => ['business_day', eb.fn.sum<number>('total').as('total')])
        .where('created_at', '>=', r.start)
        .where('created_at', '<', r.end)
        .where('voided_at', 'is', null)
        .$if(r.after !== undefined, (q) => q.where('id', '>', r.after!.invoiceId))
        .groupBy('business_day')
        .execute();
      return new Map(rows.map((x) => [x.business_day, num(x.total)]));
    },

    revenuePerPaymentType(r: Range) {
      return (
        db
          .selectFrom('invoices as i')
          .leftJoin('payment_types as p', 'p.id', 'i.payment_type_id')
          .select((eb) => [
            'i.payment_type_id',
            'i.payment_type_title',
            eb.fn.max('p.title').as('current_title'),
            eb.fn.sum<number>('i.total').as('total'),
          ])
          .where('i.created_at', '>=', r.start)
          .where('i.created_at', '<', r.end)
          .where('i.voided_at', 'is', null)
          .$if(r.after !== undefined, (q) => q.where('i.id', '>', r.after!.invoiceId))
          // A split bill's invoice is read from its payments (reports-tips.repository.ts).
          .where(({ not, exists, selectFrom }) =>
            not(exists(selectFrom('bill_payments as bp').select('bp.id').whereRef('bp.invoice_id', '=', 'i.id'))),
          )
          .groupBy(['i.payment_type_id', 'i.payment_type_title'])
          .execute()
          .then((rows) => rows.map((x) => ({ ...x, total: num(x.total) })))
      );
    },

    /**
     * Every menu item sold in the range with the number of distinct orders containing it. Lines are
     * stamped with their order's time, so the range is read on the lines' own index; lines of
     * cancelled orders and voided sales (few) are left out by anti-joins.
     */
    async itemOrderCounts(r: Range) {
      const counts = db
        .selectFrom('order_items as oi')
        .select((eb) => ['oi.item_id', eb.fn.count<number>('oi.order_id').distinct().as('orders_count')])
        .where('oi.created_at', '>=', r.start)
        .where('oi.created_at', '<', r.end)
        .where('oi.item_id', 'is not', null)
        .where('oi.status', '<>', 'cancelled')
        // Two plain anti-joins (cancelled orders; orders of a voided invoice). One NOT EXISTS holding an OR
        // over a nested NOT EXISTS ran on PostgreSQL as a subplan per line (EXPLAIN on the bench's 7 days:
        // 35,537 probes, 116 ms, the dashboard's first read after a new order p50 100 ms); these, 27–57 ms.
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('orders as o')
                .select('o.id')
                .whereRef('o.id', '=', 'oi.order_id')
                .where('o.status', '=', 'cancelled'),
            ),
          ),
        )
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('orders as o')
                .innerJoin('invoices as vi', 'vi.id', 'o.invoice_id')
                .select('o.id')
                .whereRef('o.id', '=', 'oi.order_id')
                .where('vi.voided_at', 'is not', null),
            ),
          ),
        )
        .groupBy('oi.item_id');
      const rows = await db
        .selectFrom(counts.as('x'))
        .innerJoin('menu_items as m', 'm.id', 'x.item_id')
        .select(['m.id', 'm.title', 'm.price', 'x.orders_count'])
        .execute();
      return rows.map((x) => ({ ...x, orders_count: num(x.orders_count) }));
    },
  };
}

export type ReportsRepository = ReturnType<typeof reportsRepository>;
