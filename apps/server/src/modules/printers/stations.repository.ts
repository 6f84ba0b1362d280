import type { Station } from '@comandero/contracts';
import type { Db } from '../../db/database.js';

export type StationRow = { name: string; printerId: number; backupPrinterId: number | null };
export type StationRoutes = { categoryIds: number[]; itemIds: number[] };

export function stationsRepository(db: Db) {
  return {
    async list(): Promise<Station[]> {
      const rows = await db
        .selectFrom('stations')
        .select(['id', 'name', 'printer_id', 'backup_printer_id'])
        .orderBy('id')
        .execute();
      const routes = await db
        .selectFrom('station_routes')
        .select(['station_id', 'category_id', 'item_id'])
        .orderBy('category_id')
        .orderBy('item_id')
        .execute();
      return rows.map((r) => {
        const own = routes.filter((x) => x.station_id === r.id);
        return {
          id: r.id,
          name: r.name,
          printerId: r.printer_id,
          backupPrinterId: r.backup_printer_id,
          categoryIds: own.flatMap((x) => (x.category_id === null ? [] : [x.category_id])),
          itemIds: own.flatMap((x) => (x.item_id === null ? [] : [x.item_id])),
        };
      });
    },

    async insert(s: StationRow, nowIso: string): Promise<number> {
      const row = await db
        .insertInto('stations')
        .values({
          name: s.name,
          printer_id: s.printerId,
          backup_printer_id: s.backupPrinterId,
          created_at: nowIso,
          updated_at: nowIso,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async update(id: number, s: StationRow, nowIso: string): Promise<void> {
      await db
        .updateTable('stations')
        .set({ name: s.name, printer_id: s.printerId, backup_printer_id: s.backupPrinterId, updated_at: nowIso })
        .where('id', '=', id)
        .execute();
    },

    /** Replaces the station's routes with these (lists without repeats). */
    async setRoutes(id: number, r: StationRoutes): Promise<void> {
      await db.deleteFrom('station_routes').where('station_id', '=', id).execute();
      const rows = [
        ...r.categoryIds.map((category_id) => ({ station_id: id, category_id, item_id: null })),
        ...r.itemIds.map((item_id) => ({ station_id: id, category_id: null, item_id })),
      ];
      if (rows.length > 0) await db.insertInto('station_routes').values(rows).execute();
    },

    async remove(id: number): Promise<void> {
      await db.deleteFrom('stations').where('id', '=', id).execute();
    },

    /** How many of these ids exist in the table. */
    async countExisting(table: 'printers' | 'categories' | 'menu_items', ids: number[]): Promise<number> {
      if (ids.length === 0) return 0;
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('id', 'in', ids)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
