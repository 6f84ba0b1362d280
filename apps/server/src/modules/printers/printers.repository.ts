import type { Printer, PrinterCodePage, PrinterPaperWidth, PrinterValues } from '@comandero/contracts';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/types.js';

const columns = ['id', 'name', 'host', 'port', 'paper_width', 'code_page', 'has_cash_drawer'] as const;
type PrinterRow = Pick<Selectable<Database['printers']>, (typeof columns)[number]>;

const toPrinter = (r: PrinterRow): Printer => ({
  id: r.id,
  name: r.name,
  host: r.host,
  port: r.port,
  // The table's check constraints hold these to the contract's values.
  paperWidth: r.paper_width as PrinterPaperWidth,
  codePage: r.code_page as PrinterCodePage,
  hasCashDrawer: r.has_cash_drawer === 1,
});

const toRow = (p: PrinterValues) => ({
  name: p.name,
  host: p.host,
  port: p.port,
  paper_width: p.paperWidth,
  code_page: p.codePage,
  has_cash_drawer: p.hasCashDrawer,
});

export function printersRepository(db: Db) {
  return {
    async list(): Promise<Printer[]> {
      const rows = await db.selectFrom('printers').select(columns).orderBy('id').execute();
      return rows.map(toPrinter);
    },

    async find(id: number): Promise<Printer | undefined> {
      const row = await db.selectFrom('printers').select(columns).where('id', '=', id).executeTakeFirst();
      return row && toPrinter(row);
    },

    async insert(p: PrinterValues, nowIso: string): Promise<number> {
      const row = await db
        .insertInto('printers')
        .values({ ...toRow(p), created_at: nowIso, updated_at: nowIso })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async update(id: number, p: PrinterValues, nowIso: string): Promise<void> {
      await db
        .updateTable('printers')
        .set({ ...toRow(p), updated_at: nowIso })
        .where('id', '=', id)
        .execute();
    },

    /** Names of the stations that print on this printer, as main or backup. */
    async stationsUsing(id: number): Promise<string[]> {
      const rows = await db
        .selectFrom('stations')
        .select('name')
        .where((eb) => eb.or([eb('printer_id', '=', id), eb('backup_printer_id', '=', id)]))
        .orderBy('id')
        .execute();
      return rows.map((r) => r.name);
    },

    async remove(id: number): Promise<void> {
      await db.deleteFrom('printers').where('id', '=', id).execute();
    },
  };
}
