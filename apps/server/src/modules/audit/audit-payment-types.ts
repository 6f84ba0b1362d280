import { isCashPaymentType } from '@comandero/contracts';
import type { Db } from '../../db/database.js';
import { audit, type Actor } from './audit.js';

type Snapshot = { title: string; is_active: number; is_cash: number };

async function snapshot(tx: Db, id: number): Promise<Snapshot | null> {
  const r = await tx
    .selectFrom('payment_types')
    .select(['title', 'is_active', 'is_cash'])
    .where('id', '=', id)
    .executeTakeFirst();
  return r ? { title: r.title, is_active: r.is_active, is_cash: isCashPaymentType(r.is_cash, r.title) ? 1 : 0 } : null;
}

/** After a payment type's insert, in its transaction. */
export async function auditPaymentTypeAdd(tx: Db, actor: Actor, at: string, id: number): Promise<void> {
  const after = await snapshot(tx, id);
  await audit(tx, actor, { action: 'payment_type.add', entityType: 'payment_type', entityId: id, after, at });
}

/**
 * Runs a payment type's change or delete and audits it, both with `tx` (the write's own
 * transaction): the row as it was and as it is after. Saving the same values again changes
 * nothing and leaves no row.
 */
export async function auditedPaymentTypeChange(
  tx: Db,
  actor: Actor,
  target: { kind: 'update' | 'delete'; id: number; at: string },
  write: () => Promise<unknown>,
): Promise<void> {
  const before = await snapshot(tx, target.id);
  await write();
  const after = target.kind === 'delete' ? null : await snapshot(tx, target.id);
  if (JSON.stringify(before) === JSON.stringify(after)) return;
  const action = target.kind === 'delete' ? 'payment_type.delete' : 'payment_type.update';
  await audit(tx, actor, { action, entityType: 'payment_type', entityId: target.id, before, after, at: target.at });
}
