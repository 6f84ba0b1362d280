import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Range } from './reports.repository.js';

/**
 * Where a kept part of a report stands, read in the same snapshot as the part (read-snapshot.ts):
 * the highest order and invoice ids it saw, how many orders and invoices dated in its range it saw
 * (any status), and the counters of the writes that would change rows it summed.
 */
export type PartMarks = { orderId: number; invoiceId: number; orders: number; invoices: number; edits: string };

/** What was written since a part's marks: the rows with higher ids, and whether a fold can add them. */
export type SinceMarks = PartMarks & {
  /** Orders and invoices with higher ids dated in the range. */
  newOrders: number;
  newInvoices: number;
  /**
   * Rows with higher ids a fold cannot add: dated before the range (an instance whose clock is behind;
   * they can make one of today's customers a repeated one), or an order settled by an invoice the part
   * already saw (it may become that invoice's first order, whose waiter gets the tip).
   */
  unfoldable: number;
};

const num = (v: unknown) => Number(v ?? 0);

const inRangeOf = (r: Range) => sql`created_at >= ${r.start} AND created_at < ${r.end}`;

/** The columns marksOf reads, for the select lists of both queries below. */
const markColumns = (r: Range) => sql`(SELECT max(id) FROM orders) AS order_id,
      (SELECT max(id) FROM invoices) AS invoice_id,
      (SELECT count(*) FROM orders WHERE ${inRangeOf(r)}) AS orders,
      (SELECT count(*) FROM invoices WHERE ${inRangeOf(r)}) AS invoices,
      data_versions.sales_edits, data_versions.customers,
      (SELECT version FROM catalogue_version WHERE id = 1) AS catalogue`;

export async function readPartMarks(db: Db, r: Range): Promise<PartMarks> {
  const { rows } = await sql<Record<string, unknown>>`SELECT ${markColumns(r)}
    FROM data_versions WHERE id = 1`.execute(db);
  return marksOf(rows[0]);
}

function marksOf(row: Record<string, unknown>): PartMarks {
  return {
    orderId: num(row.order_id),
    invoiceId: num(row.invoice_id),
    orders: num(row.orders),
    invoices: num(row.invoices),
    edits: `${num(row.sales_edits)}:${num(row.customers)}:${num(row.catalogue)}`,
  };
}

/** The marks now and what changed since `kept`, in one query (on the primary keys and created_at indexes). */
export async function readSinceMarks(db: Db, r: Range, kept: PartMarks): Promise<SinceMarks> {
  const inRange = inRangeOf(r);
  const { rows } = await sql<Record<string, unknown>>`SELECT ${markColumns(r)},
      (SELECT count(*) FROM orders WHERE id > ${kept.orderId} AND ${inRange}) AS new_orders,
      (SELECT count(*) FROM invoices WHERE id > ${kept.invoiceId} AND ${inRange}) AS new_invoices,
      (SELECT count(*) FROM orders WHERE id > ${kept.orderId}
        AND (created_at < ${r.start} OR invoice_id <= ${kept.invoiceId})) AS unfoldable_orders,
      (SELECT count(*) FROM invoices WHERE id > ${kept.invoiceId} AND created_at < ${r.start}) AS unfoldable_invoices
    FROM data_versions WHERE id = 1`.execute(db);
  const row = rows[0];
  return {
    ...marksOf(row),
    newOrders: num(row.new_orders),
    newInvoices: num(row.new_invoices),
    unfoldable: num(row.unfoldable_orders) + num(row.unfoldable_invoices),
  };
}
