import type { Flag, PaymentType } from '@comandero/contracts';
import type { Db } from '../../db/database.js';

export function paymentTypesRepository(db: Db) {
  return {
    async list(): Promise<PaymentType[]> {
      const rows = await db.selectFrom('payment_types').select(['id', 'title', 'is_active']).orderBy('id').execute();
      return rows.map((r) => ({ ...r, is_active: r.is_active as Flag }));
    },

    async insert(title: string, isActive: Flag, nowIso: string): Promise<number> {
      const row = await db
        .insertInto('payment_types')
        .values({ title, is_active: isActive, created_at: nowIso })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** An undefined field is left as it is. */
    async update(id: number, values: { title?: string; isActive?: Flag }): Promise<boolean> {
      const res = await db
        .updateTable('payment_types')
        .set({
          ...(values.title !== undefined ? { title: values.title } : {}),
          ...(values.isActive !== undefined ? { is_active: values.isActive } : {}),
        })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },

    async countInvoices(id: number): Promise<number> {
      const row = await db
        .selectFrom('invoices')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('payment_type_id', '=', id)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Callers check countInvoices first: the foreign key would otherwise detach the invoices (set null). */
    async remove(id: number): Promise<boolean> {
      const res = await db.deleteFrom('payment_types').where('id', '=', id).executeTakeFirst();
      return Number(res.numDeletedRows) === 1;
    },
  };
}
