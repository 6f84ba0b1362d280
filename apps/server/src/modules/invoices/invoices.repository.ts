import { UNSPECIFIED_PAYMENT_TYPE, toMajor, type Invoice, type InvoicesInitResponse } from '@comandero/contracts';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Db } from '../../db/database.js';
import { readReceiptSettings } from '../settings/receipt-settings.repository.js';
import type { Database } from '../../db/types.js';
import type { DialectName } from '../../db/dialect.js';
import { contains, foldedContains, ilike, phoneFragment } from '../customers/customers-search.js';
import type { Range } from '../reports/reports.repository.js';
import { billLabel } from '../bills/bill-view.js';

type InvoiceScope = (eb: ExpressionBuilder<Database, 'invoices'>) => Expression<SqlBool>;

/**
 * The orders each paid bill of a split paid (issue 25: every part but the last listed none): a bill
 * of equal parts pays a share of every order of its split; a bill of items pays the orders whose
 * lines it holds. Whole payments stay on orders.invoice_id.
 */
const paidByBills = (db: Db) =>
  db
    .selectFrom('bills as b')
    .innerJoin('bill_splits as s', 's.id', 'b.split_id')
    .innerJoin('bill_split_orders as so', 'so.split_id', 'b.split_id')
    .innerJoin('orders as o', 'o.id', 'so.order_id')
    .where('b.invoice_id', 'is not', null)
    .where((eb) =>
      eb.or([
        eb('s.mode', '=', 'equal'),
        eb.exists(
          eb
            .selectFrom('bill_lines as l')
            .innerJoin('order_items as i', 'i.id', 'l.order_item_id')
            .select('l.id')
            .whereRef('l.bill_id', '=', 'b.id')
            .whereRef('i.order_id', '=', 'o.id'),
        ),
      ]),
    );

const inRange =
  (r: Range): InvoiceScope =>
  (eb) =>
    eb.and([eb('invoices.created_at', '>=', r.start), eb('invoices.created_at', '<', r.end)]);
const withIds =
  (ids: number[]): InvoiceScope =>
  (eb) =>
    eb('invoices.id', 'in', ids);

export function invoicesRepository(db: Db, dialect: DialectName) {
  /** Invoices of a scope, newest first, each with its orders: two queries whatever their number. */
  async function load(scope: InvoiceScope): Promise<Invoice[]> {
    const rows = await db
      .selectFrom('invoices')
      .leftJoin('store_tables as t', 't.id', 'invoices.table_id')
      .leftJoin('customers as c', 'c.phone', 'invoices.customer_id')
      .leftJoin('payment_types as p', 'p.id', 'invoices.payment_type_id')
      .select([
        'invoices.id',
        'invoices.created_at',
        'invoices.sub_total',
        'invoices.tax_total',
        'invoices.total',
        'invoices.table_id',
        't.table_title',
        't.floor',
        'invoices.delivery_type',
        'invoices.customer_type',
        'invoices.customer_id',
        'c.name',
        'c.email',
        'invoices.payment_type_id',
        'invoices.payment_type_title',
        'p.title as current_payment_title',
        'invoices.voided_at',
        'invoices.void_reason',
      ])
      .where(scope)
      .orderBy('invoices.created_at', 'desc')
      .orderBy('invoices.id', 'desc')
      .execute();
    if (rows.length === 0) return [];
    const orders = await db
      .selectFrom('orders as o')
      .innerJoin('invoices', 'invoices.id', 'o.invoice_id')
      .select(['o.id as id', 'o.invoice_id', 'o.token_no', 'o.customer_name', 'o.created_at as created_at'])
      .where(scope)
      // A bill's invoice lists what its bill paid (below), not the table's last payment.
      .where((eb) =>
        eb.not(eb.exists(eb.selectFrom('bills').select('bills.id').whereRef('bills.invoice_id', '=', 'invoices.id'))),
      )
      .union(
        paidByBills(db)
          .innerJoin('invoices', 'invoices.id', 'b.invoice_id')
          .select(['o.id as id', 'b.invoice_id', 'o.token_no', 'o.customer_name', 'o.created_at as created_at'])
          .where(scope),
      )
      // Explicit names: SQLite orders a compound select only by its result columns' own names.
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    const bills = await db
      .selectFrom('bills as b')
      .innerJoin('bill_splits as s', 's.id', 'b.split_id')
      .innerJoin('invoices', 'invoices.id', 'b.invoice_id')
      .select(['b.invoice_id', 'b.part_index', 's.part_count'])
      .where(scope)
      .execute();
    // Every split has its count since migration 0013; the bill's own number is the least it can be.
    const labels = new Map(bills.map((b) => [b.invoice_id!, billLabel(b.part_index, b.part_count ?? b.part_index)]));
    const byInvoice = new Map<number, typeof orders>();
    for (const o of orders) {
      const list = byInvoice.get(o.invoice_id!) ?? [];
      list.push(o);
      byInvoice.set(o.invoice_id!, list);
    }
    return rows.map((r) => {
      const own = byInvoice.get(r.id) ?? [];
      return {
        invoice_id: r.id,
        created_at: r.created_at,
        sub_total: toMajor(r.sub_total),
        tax_total: toMajor(r.tax_total),
        total: toMajor(r.total),
        table_id: r.table_id,
        table_title: r.table_title,
        floor: r.floor,
        delivery_type: r.delivery_type,
        customer_type: r.customer_type,
        customer_id: r.customer_id,
        // A deleted customer's invoice still shows the name the orders kept.
        name: r.name ?? own.find((o) => o.customer_name)?.customer_name ?? null,
        email: r.email,
        orders: own.map((o) => ({ order_id: o.id, token_no: o.token_no })),
        payment_type_id: r.payment_type_id,
        // The title as it was when paid; a renamed type keeps the old name on old invoices.
        payment_type: r.payment_type_title ?? r.current_payment_title ?? UNSPECIFIED_PAYMENT_TYPE,
        ...(labels.has(r.id) ? { bill_label: labels.get(r.id) } : {}),
        ...(r.voided_at !== null ? { voided_at: r.voided_at, void_reason: r.void_reason ?? '' } : {}),
      };
    });
  }

  const ids = (rows: { id: number | null }[]) => rows.flatMap((r) => (r.id === null ? [] : [r.id]));

  return {
    inRange: (r: Range) => load(inRange(r)),

    /**
     * Invoice ids matching a typed text: `exact` for its number or the invoice of an order with that
     * number; `others` for a phone containing its digits (4 or more) or a customer name (also the
     * name kept on the orders of a deleted customer), newest first, each list at most `limit`.
     */
    async searchIds(q: string, limit: number): Promise<{ exact: number[]; others: number[] }> {
      const exact: number[] = [];
      if (/^\d{1,9}$/.test(q)) {
        const n = Number(q);
        exact.push(...ids(await db.selectFrom('invoices').select('id').where('id', '=', n).execute()));
        exact.push(...ids(await db.selectFrom('orders').select('invoice_id as id').where('id', '=', n).execute()));
        exact.push(...ids(await paidByBills(db).select('b.invoice_id as id').where('o.id', '=', n).execute()));
      }
      const others: number[][] = [];
      const phone = phoneFragment(q);
      if (phone && phone.replace('+', '').length >= 4) {
        others.push(
          ids(
            await db
              .selectFrom('invoices')
              .select('id')
              .where((eb) => contains(eb.ref('customer_id'), phone))
              .orderBy('id', 'desc')
              .limit(limit)
              .execute(),
          ),
        );
      }
      others.push(
        ids(
          await db
            .selectFrom('invoices')
            .innerJoin('customers as c', 'c.phone', 'invoices.customer_id')
            .select('invoices.id')
            .where((eb) => foldedContains(eb.ref('c.name_search'), q))
            .orderBy('invoices.id', 'desc')
            .limit(limit)
            .execute(),
        ),
        ids(
          await db
            .selectFrom('orders')
            .select('invoice_id as id')
            .where('invoice_id', 'is not', null)
            .where((eb) => ilike(dialect, eb.ref('customer_name'), q))
            .orderBy('invoice_id', 'desc')
            .limit(limit)
            .execute(),
        ),
      );
      return { exact: [...new Set(exact)], others: [...new Set(others.flat())] };
    },

    byIds: (list: number[]) => (list.length === 0 ? Promise.resolve([]) : load(withIds(list))),

    init: (): Promise<InvoicesInitResponse> => readReceiptSettings(db),
  };
}
