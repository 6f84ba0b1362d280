import type { AppDeps } from '../../app-deps.js';
import type { Db } from '../../db/database.js';

/** Catalogue rows that a write looks up (and on PostgreSQL locks) before its checks. */
export type LockableTable = 'categories' | 'taxes' | 'payment_types' | 'store_tables' | 'menu_items';

export type CatalogueTx = {
  tx: Db;
  /**
   * Locks the row against writers that would refer to it (their foreign key check waits for us)
   * and tells whether it exists. Needed where those writers do not take the catalogue lock,
   * e.g. an invoice naming a payment type.
   */
  lockRow(table: LockableTable, id: number): Promise<boolean>;
};

/**
 * Runs a catalogue write (categories, taxes, payment types, tables, menu items and their options,
 * store settings) in one transaction that first takes the catalogue lock, so a rule checked inside
 * it (no duplicate title, no delete of a tax still in use) still holds when the write commits.
 *
 * Why one lock on the catalogue_version row rather than a unique index on a stored normalised
 * title: accent folding is not portable SQL (PostgreSQL needs the unaccent extension, SQLite has
 * nothing), existing rows would need a backfill that fails on today's duplicates, and the "in use"
 * rules need a lock anyway. Every catalogue write already locks that row through the version
 * trigger (migration 0002), so catalogue writes were serialised from their first statement on;
 * taking the lock up front only moves it before the checks. Catalogue writes are rare; reads
 * (POS init, lists) never wait for it. Under READ COMMITTED each later statement sees what the
 * previous holder committed.
 *
 * SQLite: the app holds one connection and Kysely runs one transaction on it at a time, so
 * transactions are serialised already; FOR UPDATE does not exist there.
 */
export function catalogueWrite(deps: Pick<AppDeps, 'db' | 'dialect'>) {
  const pg = deps.dialect === 'postgres';
  return <T>(work: (c: CatalogueTx) => Promise<T>): Promise<T> =>
    deps.db.transaction().execute(async (tx) => {
      if (pg) await tx.selectFrom('catalogue_version').select('version').where('id', '=', 1).forUpdate().execute();
      const lockRow = async (table: LockableTable, id: number) => {
        const query = tx.selectFrom(table).select('id').where('id', '=', id);
        return (await (pg ? query.forUpdate() : query).executeTakeFirst()) !== undefined;
      };
      return work({ tx, lockRow });
    });
}
