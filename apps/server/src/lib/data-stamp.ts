import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { coalescedRead } from './coalesced-read.js';

/**
 * Families of our data with a counter the database bumps with every write to them, whoever the
 * writer is (any module, any instance sharing the database): catalogue (migration 0002), orders
 * (0005, what the orders and kitchen screens show) and the columns of 0018's one row.
 */
export type DataFamily =
  'catalogue' | 'orders' | 'order_edits' | 'customers' | 'reservations' | 'sales' | 'sales_edits';

export type DataStamp<F extends DataFamily> = Readonly<Record<F, number>>;

const COLUMN: Record<DataFamily, ReturnType<typeof sql.raw>> = {
  catalogue: sql.raw('(SELECT version FROM catalogue_version WHERE id = 1)'),
  orders: sql.raw('(SELECT version FROM orders_version WHERE id = 1)'),
  order_edits: sql.raw('order_edits'),
  customers: sql.raw('customers'),
  reservations: sql.raw('reservations'),
  sales: sql.raw('sales'),
  sales_edits: sql.raw('sales_edits'),
};

/**
 * Reads the counters of some families in one query. An answer computed after this read and kept
 * under its stamp is current while the counters have not moved: a write's bump commits with its
 * rows (never visible before them), so a stamp read before the data is never newer than the data;
 * a commit in between only makes the kept answer look older than it is. Over-eager (any write to
 * a family counts), never late. Callers asking together share a read (coalescedRead), one that
 * started after each of them asked.
 */
export function dataStamp<F extends DataFamily>(db: Db, families: readonly F[]): () => Promise<DataStamp<F>> {
  const columns = families.map((family) => sql`${COLUMN[family]} AS ${sql.ref(family)}`);
  const query = sql<Record<F, number | string>>`SELECT ${sql.join(columns)} FROM data_versions WHERE id = 1`;
  return coalescedRead(async () => {
    const { rows } = await query.execute(db);
    const stamp = {} as Record<F, number>;
    for (const family of families) stamp[family] = Number(rows[0][family]);
    return stamp;
  });
}
