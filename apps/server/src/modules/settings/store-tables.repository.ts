import { sortTables, type StoreTable } from '@comandero/contracts';
import type { Db } from '../../db/database.js';

export type StoreTableValues = { title: string; floor: string; seatingCapacity: number };

export function storeTablesRepository(db: Db) {
  return {
    /** By title as people read them ("Mesa 9" before "Mesa 10"), the same on both databases. */
    async list(): Promise<StoreTable[]> {
      return sortTables(
        await db.selectFrom('store_tables').select(['id', 'table_title', 'floor', 'seating_capacity']).execute(),
      );
    },

    async insert(t: StoreTableValues, nowIso: string): Promise<number> {
      const row = await db
        .insertInto('store_tables')
        .values({ table_title: t.title, floor: t.floor, seating_capacity: t.seatingCapacity, created_at: nowIso })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async update(id: number, t: StoreTableValues): Promise<boolean> {
      const res = await db
        .updateTable('store_tables')
        .set({ table_title: t.title, floor: t.floor, seating_capacity: t.seatingCapacity })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },

    /** Orders, invoices and reservations on this table keep their rows; their table_id is set null. */
    async remove(id: number): Promise<boolean> {
      // PostgreSQL's statement triggers bump the catalogue and orders versions even for a delete of
      // no row; a missing id must change nothing, so it is looked up first.
      if (!(await db.selectFrom('store_tables').select('id').where('id', '=', id).executeTakeFirst())) return false;
      const res = await db.deleteFrom('store_tables').where('id', '=', id).executeTakeFirst();
      return Number(res.numDeletedRows) === 1;
    },
  };
}
