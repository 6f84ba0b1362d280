import {
  hasAnyScope,
  KITCHEN_MESSAGES,
  ORDERS_MESSAGES as M,
  SHIFT_MESSAGES as S,
  type OrdersActionResponse,
  type ScopeHolder,
} from '@comandero/contracts';
import type { Transaction } from 'kysely';
import type { AppDeps } from '../../app-deps.js';
import type { Database } from '../../db/types.js';
import { conflict, forbidden, notFound } from '../../http/http-error.js';
import type { Actor } from '../audit/audit.js';
import { auditItemVoid } from '../audit/audit-orders.js';
import { requestVoidTicket } from '../printers/print-hooks.js';
import { orderItemsRepository } from './order-items.repository.js';
import { returnLinesStock } from '../inventory/stock-returns.js';
import { ordersRepository } from './orders.repository.js';

type Tx = Transaction<Database>;

export type Voider = ScopeHolder & { id: number };

/** The kitchen has put work into the line: voiding it is a manager's call (admin or ORDERS). */
export const kitchenStarted = (status: string) =>
  status === 'preparing' || status === 'completed' || status === 'delivered';

type LockedLine = { id: number; status: string; paid_quantity: number; quantity: number };

/**
 * Inside the order's lock: cancels the line and records the void (reason may be null on the spec's
 * update-status route) with its kitchen ticket and its stock (issue 24). The order's totals are the
 * caller's to re-sum. Answers the menu items whose availability the returned stock flipped.
 */
export async function recordVoid(
  tx: Tx,
  line: LockedLine,
  orderPaid: boolean,
  v: { reason: string | null; user: Voider; nowIso: string },
): Promise<number[]> {
  if (orderPaid) throw conflict(M.paidItemCancel);
  if (line.paid_quantity > 0) throw conflict(M.paidItemLocked);
  if (kitchenStarted(line.status) && !hasAnyScope(v.user, ['ORDERS'])) throw forbidden(S.voidNeedsManager);
  const items = orderItemsRepository(tx);
  if (!(await items.markVoided(tx, line.id, line.status, { reason: v.reason, userId: v.user.id, nowIso: v.nowIso }))) {
    throw conflict(KITCHEN_MESSAGES.itemChanged);
  }
  // Issue 20: "ANULADO" at the station that made it, committed with the void or not at all; a dish
  // already handed over needs no stop.
  if (line.status !== 'delivered') {
    await requestVoidTicket(tx, { orderItemId: line.id, quantity: line.quantity, reason: v.reason }, v.nowIso);
  }
  return returnLinesStock(tx, [line], { userId: v.user.id, nowIso: v.nowIso, reason: v.reason });
}

/**
 * The void of one order line with its reason, whole, in the caller's transaction (an audit row can
 * join it there). Refused while the table's bill is split: the parts were cut from the lines as
 * they were. Answers the order's id.
 */
export async function voidOrderItem(
  tx: Tx,
  input: { itemId: number; reason: string; user: Voider; nowIso: string },
): Promise<{ orderId: number; stockUpdate: number[] }> {
  const items = orderItemsRepository(tx);
  const found = await items.orderOf(input.itemId);
  if (!found) throw notFound(M.itemNotFound);
  const order = await items.lockOpenOrder(tx, found.order_id, input.nowIso);
  if (!order) throw conflict(M.orderClosed);
  const line = { id: input.itemId, ...(await items.lineStatus(tx, input.itemId)) };
  if (line.status === 'cancelled') throw conflict(S.alreadyVoided);
  const orders = ordersRepository(tx);
  if (await orders.inOpenSplit(tx, [found.order_id])) throw conflict(S.voidSplitOpen);
  const stockUpdate = await recordVoid(tx, line, order.payment_status === 'paid', input);
  await orders.refreshTotals(tx, found.order_id, input.nowIso);
  return { orderId: found.order_id, stockUpdate };
}

/** POST /orders/items/{id}/void: one transaction, then the screens are told. */
export function orderVoidsService(deps: AppDeps) {
  return {
    async voidItem(actor: Actor, itemId: number, reason: string): Promise<OrdersActionResponse> {
      const nowIso = deps.clock.now().toISOString();
      const { orderId, stockUpdate } = await deps.db.transaction().execute(async (tx) => {
        const done = await voidOrderItem(tx, { itemId, reason, user: actor.user, nowIso });
        await auditItemVoid(tx, actor, { itemId, reason, at: nowIso });
        return done;
      });
      deps.events.publish('order.item-voided', { orderId, itemId, reason });
      if (stockUpdate.length) deps.events.publish('inventory.stock-changed', { itemIds: stockUpdate });
      return { message: S.itemVoided };
    },
  };
}
