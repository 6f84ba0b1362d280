import { toMajor } from '@comandero/contracts';
import type { Db } from '../../db/database.js';
import { audit, type Actor } from './audit.js';

type Target = { billId: number; lineId: number | null };

/** A bill's or a line's discount as a person reads it: a percent, or an amount in pesos. */
async function discountOf(tx: Db, t: Target) {
  const columns = ['discount_kind', 'discount_value', 'discount_reason'] as const;
  const row =
    t.lineId === null
      ? await tx.selectFrom('bills').select(columns).where('id', '=', t.billId).executeTakeFirst()
      : await tx.selectFrom('bill_lines').select(columns).where('id', '=', t.lineId).executeTakeFirst();
  if (!row?.discount_kind || row.discount_value === null) return null;
  const value = row.discount_kind === 'percent' ? row.discount_value / 100 : toMajor(row.discount_value);
  return { kind: row.discount_kind, value, reason: row.discount_reason };
}

/**
 * Runs a discount's apply or removal on an open bill and audits it with `tx`, the change's own
 * transaction. Removing a discount that was not there records nothing.
 */
export async function auditedDiscount(
  tx: Db,
  actor: Actor,
  change: Target & { at: string; reason: string | null },
  write: () => Promise<void>,
): Promise<void> {
  const before = await discountOf(tx, change);
  await write();
  const after = await discountOf(tx, change);
  if (before === null && after === null) return;
  await audit(tx, actor, {
    action: after === null ? 'bill.discount_remove' : 'bill.discount',
    entityType: change.lineId === null ? 'bill' : 'bill_line',
    entityId: change.lineId ?? change.billId,
    before: before && { bill_id: change.billId, ...before },
    after: after && { bill_id: change.billId, ...after },
    reason: change.reason,
    at: change.at,
  });
}
