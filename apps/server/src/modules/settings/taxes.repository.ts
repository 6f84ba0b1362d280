import type { Tax, TaxType } from '@comandero/contracts';
import type { Db } from '../../db/database.js';

export type TaxValues = { title: string; rate: number; type: TaxType };

/** Rates are stored in hundredths of a percent so 2.5 % stays exact; answers are percents. */
const toBp = (percent: number) => Math.round(percent * 100);

export function taxesRepository(db: Db) {
  return {
    async list(): Promise<Tax[]> {
      const rows = await db.selectFrom('taxes').select(['id', 'title', 'rate_bp', 'type']).orderBy('id').execute();
      return rows.map((r) => ({ id: r.id, title: r.title, rate: r.rate_bp / 100, type: r.type as TaxType }));
    },

    async insert(t: TaxValues, nowIso: string): Promise<number> {
      const row = await db
        .insertInto('taxes')
        .values({ title: t.title, rate_bp: toBp(t.rate), type: t.type, created_at: nowIso })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async update(id: number, t: TaxValues): Promise<boolean> {
      const res = await db
        .updateTable('taxes')
        .set({ title: t.title, rate_bp: toBp(t.rate), type: t.type })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },

    async countItems(id: number): Promise<number> {
      const row = await db
        .selectFrom('menu_items')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('tax_id', '=', id)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async moveItems(from: number, to: number, nowIso: string): Promise<void> {
      await db.updateTable('menu_items').set({ tax_id: to, updated_at: nowIso }).where('tax_id', '=', from).execute();
    },

    /**
     * Callers check countItems first: the foreign key would otherwise leave the items untaxed (set
     * null). Past order lines keep their own tax snapshot either way.
     */
    async remove(id: number): Promise<boolean> {
      const res = await db.deleteFrom('taxes').where('id', '=', id).executeTakeFirst();
      return Number(res.numDeletedRows) === 1;
    },
  };
}
