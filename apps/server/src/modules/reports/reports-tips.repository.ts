import { allocate } from '@comandero/contracts';
import type { Db } from '../../db/database.js';
import type { Range } from './reports.repository.js';

const num = (v: unknown) => Number(v ?? 0);

export type PaymentTypeShare = {
  payment_type_id: number | null;
  payment_type_title: string | null;
  current_title: string | null;
  total: number;
};

/** Tips and the payments of split bills (issue 10), over the same half-open range as the reports. */
export function reportsTipsRepository(db: Db) {
  const invoicesIn = (r: Range) =>
    db
      .selectFrom('invoices as i')
      .where('i.created_at', '>=', r.start)
      .where('i.created_at', '<', r.end)
      // An annulled sale (docs/voids.md) gave its tip back too.
      .where('i.voided_at', 'is', null)
      .$if(r.after !== undefined, (q) => q.where('i.id', '>', r.after!.invoiceId));

  /** A split bill's tip per waiter (see tipsPerUser). */
  async function billTipsPerUser(r: Range) {
    const rows = await invoicesIn(r)
      .innerJoin('bills as b', 'b.invoice_id', 'i.id')
      .innerJoin('orders as o', (join) =>
        join.on((eb) =>
          eb(
            'o.id',
            '=',
            eb
              .selectFrom('bill_split_orders as so')
              .select((s) => s.fn.min<number>('so.order_id').as('first'))
              .whereRef('so.split_id', '=', 'b.split_id'),
          ),
        ),
      )
      .leftJoin('users as u', 'u.id', 'o.created_by')
      .select((eb) => ['o.created_by', 'u.name', eb.fn.sum<number>('i.tip').as('tip')])
      .where('i.tip', '>', 0)
      .groupBy(['o.created_by', 'u.name'])
      .execute();
    return rows.map((x) => ({ userId: x.created_by, name: x.name, total: num(x.tip) }));
  }

  return {
    async tipsPerDay(r: Range): Promise<Map<string, number>> {
      const rows = await invoicesIn(r)
        .select((eb) => ['i.business_day', eb.fn.sum<number>('i.tip').as('tip')])
        .groupBy('i.business_day')
        .execute();
      return new Map(rows.map((x) => [x.business_day, num(x.tip)]));
    },

    /**
     * A bill's tip goes to the waiter who opened the table: the creator of the split's first order.
     * An invoice without a bill (the orders screen's or the POS's payment, issue 18) gives its tip to
     * the creator of the first order it paid.
     */
    async tipsPerUser(r: Range) {
      const bills = await billTipsPerUser(r);
      const direct = await invoicesIn(r)
        .innerJoin('orders as o', (join) =>
          join.on((eb) =>
            eb(
              'o.id',
              '=',
              eb
                .selectFrom('orders as first')
                .select((s) => s.fn.min<number>('first.id').as('first'))
                .whereRef('first.invoice_id', '=', 'i.id'),
            ),
          ),
        )
        .leftJoin('users as u', 'u.id', 'o.created_by')
        .select((eb) => ['o.created_by', 'u.name', eb.fn.sum<number>('i.tip').as('tip')])
        .where('i.tip', '>', 0)
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom('bills as b').select('b.id').whereRef('b.invoice_id', '=', 'i.id'))),
        )
        .groupBy(['o.created_by', 'u.name'])
        .execute();
      const byUser = new Map<string, { userId: number | null; name: string | null; total: number }>();
      for (const x of [...bills, ...direct.map((d) => ({ userId: d.created_by, name: d.name, total: num(d.tip) }))]) {
        const key = String(x.userId);
        const seen = byUser.get(key);
        byUser.set(key, seen ? { ...seen, total: seen.total + x.total } : x);
      }
      return [...byUser.values()];
    },

    /**
     * Invoices of split bills paid with several payments: each invoice's total (tip left out, as in
     * revenueTotal) is shared among its payment types in proportion to what each one paid.
     */
    async billPaymentShares(r: Range): Promise<PaymentTypeShare[]> {
      const rows = await invoicesIn(r)
        .innerJoin('bill_payments as bp', 'bp.invoice_id', 'i.id')
        .leftJoin('payment_types as p', 'p.id', 'bp.payment_type_id')
        .select(['i.id', 'i.total', 'bp.payment_type_id', 'bp.payment_type_title', 'p.title', 'bp.amount'])
        .orderBy('i.id')
        .orderBy('bp.id')
        .execute();
      const byInvoice = new Map<number, typeof rows>();
      for (const row of rows) byInvoice.set(row.id, [...(byInvoice.get(row.id) ?? []), row]);
      return [...byInvoice.values()].flatMap((payments) => {
        const shares = allocate(
          num(payments[0].total),
          payments.map((p) => num(p.amount)),
        );
        return payments.map((p, i) => ({
          payment_type_id: p.payment_type_id,
          payment_type_title: p.payment_type_title,
          current_title: p.title,
          total: shares[i],
        }));
      });
    },
  };
}

export type ReportsTipsRepository = ReturnType<typeof reportsTipsRepository>;
