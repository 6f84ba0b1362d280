import { isCashPaymentType, type Flag, type PaymentType, type PaymentTypeWithCash } from '@comandero/contracts';
import type { Db } from '../../db/database.js';

export function paymentTypesRepository(db: Db) {
  const listWithCash = async (): Promise<PaymentTypeWithCash[]> => {
    const rows = await db
      .selectFrom('payment_types')
      .select(['id', 'title', 'is_active', 'is_cash'])
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      is_active: r.is_active as Flag,
      is_cash: isCashPaymentType(r.is_cash, r.title) ? 1 : 0,
    }));
  };
  return {
    /** The spec's shape, as /pos/init and /orders/init answer it. */
    async list(): Promise<PaymentType[]> {
      return (await listWithCash()).map(({ id, title, is_active }) => ({ id, title, is_active }));
    },

    /** The settings screen's list: is_cash besides the spec's fields. */
    listWithCash,

    /** isCash undefined stores no flag: the type is then read by its title. */
    async insert(title: string, isActive: Flag, nowIso: string, isCash?: Flag): Promise<number> {
      const row = await db
        .insertInto('payment_types')
        .values({ title, is_active: isActive, is_cash: isCash ?? null, created_at: nowIso })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** An undefined field is left as it is. */
    async update(id: number, values: { title?: string; isActive?: Flag; isCash?: Flag }): Promise<boolean> {
      const res = await db
        .updateTable('payment_types')
        .set({
          ...(values.title !== undefined ? { title: values.title } : {}),
          ...(values.isActive !== undefined ? { is_active: values.isActive } : {}),
          ...(values.isCash !== undefined ? { is_cash: values.isCash } : {}),
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
