import { sql } from 'kysely';
import type { Db } from '../db/database.js';

/**
 * Families of our data with a counter the database bumps in the transaction of every write to
 * them, whoever the writer is (any module, any instance sharing the database): catalogue (migration
 * 0002), orders (0005, what the orders and kitchen screens show) and the families of 0018.
 */
export type DataFamily =
  'catalogue' | 'orders' | 'order_edits' | 'customers' | 'reservations' | 'sales' | 'sales_edits';

export type DataStamp<F extends DataFamily> = Readonly<Record<F, number>>;

/**
 * Reads the counters of some families in one query. An answer computed after this read and kept
 * under its stamp is current while the counters have not moved: a write commits its rows and its
 * bump together, so a stamp is never newer than the data it is read before. Over-eager (any write
 * to a family counts), never late.
 */
export function dataStamp<F extends DataFamily>(db: Db, families: readonly F[]): () => Promise<DataStamp<F>> {
  const parts = families.map((family) => {
    if (family === 'catalogue') return sql`SELECT 'catalogue' AS family, version FROM catalogue_version WHERE id = 1`;
    if (family === 'orders') return sql`SELECT 'orders' AS family, version FROM orders_version WHERE id = 1`;
    return sql`SELECT family, version FROM data_versions WHERE family = ${family}`;
  });
  const query = sql<{ family: F; version: number | string }>`${sql.join(parts, sql` UNION ALL `)}`;
  return async () => {
    const { rows } = await query.execute(db);
    const stamp = {} as Record<F, number>;
    for (const row of rows) stamp[row.family] = Number(row.version);
    return stamp;
  };
}
