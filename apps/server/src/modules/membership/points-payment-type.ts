import { foldForSearch, POINTS_PAYMENT_TYPE_TITLE } from '@comandero/contracts';
import type { Db } from '../../db/database.js';
import type { Actor } from '../audit/audit.js';
import { auditPaymentTypeAdd, auditedPaymentTypeChange } from '../audit/audit-payment-types.js';

/**
 * The "Puntos" payment type follows the programme: turned on, it exists and is active (created the
 * first time, or an existing type of that name is adopted); turned off, it is deactivated so the
 * POS no longer offers it. Not cash, so the drawer never expects it. Answers its id.
 */
export async function syncPointsPaymentType(
  tx: Db,
  actor: Actor,
  current: number | null,
  enabled: boolean,
  at: string,
): Promise<number | null> {
  let id = current;
  if (id !== null) {
    const row = await tx.selectFrom('payment_types').select('id').where('id', '=', id).executeTakeFirst();
    if (!row) id = null;
  }
  if (id === null) {
    const types = await tx.selectFrom('payment_types').select(['id', 'title']).execute();
    id = types.find((t) => foldForSearch(t.title) === foldForSearch(POINTS_PAYMENT_TYPE_TITLE))?.id ?? null;
  }
  if (id === null) {
    if (!enabled) return null;
    const row = await tx
      .insertInto('payment_types')
      .values({ title: POINTS_PAYMENT_TYPE_TITLE, is_active: 1, is_cash: 0, created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await auditPaymentTypeAdd(tx, actor, at, row.id);
    return row.id;
  }
  const paymentTypeId = id;
  await auditedPaymentTypeChange(tx, actor, { kind: 'update', id: paymentTypeId, at }, async () => {
    await tx
      .updateTable('payment_types')
      .set({ is_active: enabled ? 1 : 0, is_cash: 0 })
      .where('id', '=', paymentTypeId)
      .execute();
    return true;
  });
  return paymentTypeId;
}
