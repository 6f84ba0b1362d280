import { sql, type AliasedRawBuilder, type RawBuilder } from 'kysely';
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

/** Every family's counter, read at one moment (with the session, or ahead of a screen's rebuild). */
export type DataVersions = DataStamp<DataFamily>;

const COLUMN: Record<DataFamily, RawBuilder<unknown>> = {
  catalogue: sql.raw('(SELECT version FROM catalogue_version WHERE id = 1)'),
  orders: sql.raw('(SELECT version FROM orders_version WHERE id = 1)'),
  order_edits: sql.raw('data_versions.order_edits'),
  customers: sql.raw('data_versions.customers'),
  reservations: sql.raw('data_versions.reservations'),
  sales: sql.raw('data_versions.sales'),
  sales_edits: sql.raw('data_versions.sales_edits'),
};

const ALL_FAMILIES = Object.keys(COLUMN) as DataFamily[];

/** The column a query selecting every counter (from data_versions' row, id 1) names a family's. */
const versionColumn = (family: DataFamily) => `v_${family}`;

/**
 * Every counter as selected columns of a query that has data_versions' row (id 1) in its FROM: the
 * session check selects them with the session (one round trip for both), see dataVersionsOf.
 */
export const dataVersionColumns = (): AliasedRawBuilder<number | string, string>[] =>
  ALL_FAMILIES.map((family) => sql<number | string>`${COLUMN[family]}`.as(versionColumn(family)));

/** The counters of a row that selected dataVersionColumns(). */
export function dataVersionsOf(row: Record<string, unknown>): DataVersions {
  const versions = {} as Record<DataFamily, number>;
  for (const family of ALL_FAMILIES) versions[family] = Number(row[versionColumn(family)]);
  return versions;
}

/**
 * Reads the counters of some families in one query. An answer computed after this read and kept
 * under its stamp is current while the counters have not moved: a write's bump commits with its
 * rows (never visible before them), so a stamp read before the data is never newer than the data;
 * a commit in between only makes the kept answer look older than it is. Over-eager (any write to
 * a family counts), never late. Callers asking together share a read (coalescedRead), one that
 * started after each of them asked.
 *
 * `known`: counters already read for this caller, after it asked (the session check of the same
 * request reads them, and a screens' rebuild reads them once for all its screens): the stamp is
 * taken from them, with no query.
 */
export function dataStamp<F extends DataFamily>(
  db: Db,
  families: readonly F[],
): (known?: DataVersions) => Promise<DataStamp<F>> {
  const columns = families.map((family) => sql`${COLUMN[family]} AS ${sql.ref(family)}`);
  const query = sql<Record<F, number | string>>`SELECT ${sql.join(columns)} FROM data_versions WHERE id = 1`;
  const pick = (row: Readonly<Record<F, number | string>>) => {
    const stamp = {} as Record<F, number>;
    for (const family of families) stamp[family] = Number(row[family]);
    return stamp;
  };
  const read = coalescedRead(async () => pick((await query.execute(db)).rows[0]));
  return (known) => (known ? Promise.resolve(pick(known)) : read());
}

/** Every counter in one query, shared by the callers asking together (coalescedRead). */
export function dataVersionsReader(db: Db): () => Promise<DataVersions> {
  const read = dataStamp(db, ALL_FAMILIES);
  return () => read();
}
