import { toMajor } from '@comandero/contracts';
import type { Db } from '../../db/database.js';
import { audit, type Actor } from './audit.js';

/** An order line as the log names it: which order, what was ordered and what it cost. */
async function lineOf(tx: Db, itemId: number) {
  const r = await tx
    .selectFrom('order_items')
    .select(['order_id', 'item_title', 'variant_title', 'quantity', 'line_total', 'void_from_status'])
    .where('id', '=', itemId)
    .executeTakeFirstOrThrow();
  const item = r.variant_title ? `${r.item_title} (${r.variant_title})` : r.item_title;
  return {
    order_id: r.order_id,
    item,
    quantity: r.quantity,
    line_total: toMajor(r.line_total),
    from: r.void_from_status,
  };
}

/** After a line's void, in its transaction: the status it had, and the reason when one was given. */
export async function auditItemVoid(
  tx: Db,
  actor: Actor,
  v: { itemId: number; reason: string | null; at: string },
): Promise<void> {
  const { from, ...line } = await lineOf(tx, v.itemId);
  await audit(tx, actor, {
    action: 'order.item_void',
    entityType: 'order_item',
    entityId: v.itemId,
    before: { ...line, status: from },
    after: { ...line, status: 'cancelled' },
    reason: v.reason,
    at: v.at,
  });
}

/** After a voided line was set back to a status (the orders screen's undo), in its transaction. */
export async function auditItemRestore(
  tx: Db,
  actor: Actor,
  v: { itemId: number; status: string; at: string },
): Promise<void> {
  const { from: _from, ...line } = await lineOf(tx, v.itemId);
  await audit(tx, actor, {
    action: 'order.item_restore',
    entityType: 'order_item',
    entityId: v.itemId,
    before: { ...line, status: 'cancelled' },
    after: { ...line, status: v.status },
    at: v.at,
  });
}

/** After orders were cancelled, in the same transaction: one row per order, with its total. */
export async function auditOrdersCancel(
  tx: Db,
  actor: Actor,
  c: { ids: readonly number[]; reason: string | null; at: string },
): Promise<void> {
  const orders = await tx.selectFrom('orders').select(['id', 'token_no', 'total']).where('id', 'in', c.ids).execute();
  for (const o of orders.sort((a, b) => a.id - b.id)) {
    const order = { token_no: o.token_no, total: toMajor(o.total) };
    await audit(tx, actor, {
      action: 'order.cancel',
      entityType: 'order',
      entityId: o.id,
      before: { ...order, status: 'created' },
      after: { ...order, status: 'cancelled' },
      reason: c.reason,
      at: c.at,
    });
  }
}

/** After a table's orders were moved (transfer) or joined to another table's (merge). */
export async function auditTableMove(
  tx: Db,
  actor: Actor,
  m: { mode: 'transfer' | 'merge'; fromTableId: number; toTableId: number; orderIds: readonly number[]; at: string },
): Promise<void> {
  const titles = await tx
    .selectFrom('store_tables')
    .select(['id', 'table_title'])
    .where('id', 'in', [m.fromTableId, m.toTableId])
    .execute();
  const title = (id: number) => titles.find((t) => t.id === id)?.table_title ?? null;
  const orders = [...m.orderIds];
  await audit(tx, actor, {
    action: m.mode === 'transfer' ? 'table.transfer' : 'table.merge',
    entityType: 'table',
    entityId: m.fromTableId,
    before: { table_id: m.fromTableId, table: title(m.fromTableId), orders },
    after: { table_id: m.toTableId, table: title(m.toTableId), orders },
    at: m.at,
  });
}
