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

    /** Items with this tax become untaxed (tax_id set null); past order lines keep their own tax snapshot. */
    async remove(id: number): Promise<boolean> {
      const res = await db.deleteFrom('taxes').where('id', '=', id).executeTakeFirst();
      return Number(res.numDeletedRows) === 1;
    },
  };
}
