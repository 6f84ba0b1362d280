import {
  ORDERS_MESSAGES as M,
  type OrderPaymentSummaryWithQuote,
  type settleDiscountField,
  type OrdersActionResponse,
  type UpdateItemStatusBody,
} from '@comandero/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import type { JsonText } from '../../lib/json-text.js';
import { conflict, notFound } from '../../http/http-error.js';
import type { Actor } from '../audit/audit.js';
import { auditItemRestore, auditItemVoid, auditOrdersCancel } from '../audit/audit-orders.js';
import { keptOrderRecords, type ScreenStamp } from './kept-order-records.js';
import { loadOrderRecords, openOrders, ordersById } from './order-read.repository.js';
import { isDeadlock, LostRace, refusalOf, type OrderAction } from './order-guards.js';
import { orderItemsRepository } from './order-items.repository.js';
import { groupedOrdersJson } from './order-json.js';
import { paymentSummaryOf } from './order-view.js';
import { cancelOrders } from './order-cancel.js';
import { recordVoid } from './order-voids.service.js';
import { restoreLineStock } from '../inventory/stock-returns.js';
import { priceOrders, quoteOf } from './order-settle.js';
import { ordersRepository } from './orders.repository.js';

export function ordersService(deps: AppDeps) {
  const repo = ordersRepository(deps.db);
  const items = orderItemsRepository(deps.db);
  const nowIso = () => deps.clock.now().toISOString();
  const openRecords = keptOrderRecords(deps.db, openOrders);

  /** Runs a conditional order write; a lost race answers what a fresh look at the orders says. */
  async function guarded<T>(ids: readonly number[], action: OrderAction, write: () => Promise<T>): Promise<T> {
    const before = refusalOf(ids, await repo.states(ids), action);
    if (before) throw before;
    try {
      return await write();
    } catch (err) {
      if (!(err instanceof LostRace) && !isDeadlock(err)) throw err;
      throw refusalOf(ids, await repo.states(ids), action) ?? conflict(M.orderClosed);
    }
  }

  return {
    /** The open orders by table (GET /orders), read anew only where the stamp says they changed. */
    async list(stamp: ScreenStamp): Promise<JsonText> {
      return groupedOrdersJson(await openRecords(stamp));
    },

    /**
     * The orders screen may set any item of an open order to any of its statuses. The order status
     * stays; a change into or out of cancelled re-sums the order's totals, and is refused on a paid
     * order, whose invoice already charged the line. Into cancelled is a void without a reason
     * (issue 11: same rule on who may void a started line); out of it undoes the void.
     */
    async updateItemStatus(
      actor: Actor,
      itemId: number,
      { status }: UpdateItemStatusBody,
    ): Promise<OrdersActionResponse> {
      const item = await items.orderOf(itemId);
      if (!item) throw notFound(M.itemNotFound);
      const now = nowIso();
      const stockUpdate = await deps.db.transaction().execute(async (tx): Promise<number[]> => {
        const order = await items.lockOpenOrder(tx, item.order_id, now);
        if (!order) throw conflict(M.orderClosed);
        const current = await items.lineStatus(tx, itemId);
        // Issue 21: a held line is not the kitchen's yet; it may be voided, but it moves only once fired.
        if (current.held === 1 && status !== 'cancelled') throw conflict(M.heldItemStatus);
        const paid = order.payment_status === 'paid';
        let flipped: number[];
        if (status === 'cancelled' && current.status !== 'cancelled') {
          const v = { reason: null, user: actor.user, nowIso: now };
          flipped = await recordVoid(tx, { id: itemId, ...current }, paid, v);
          await auditItemVoid(tx, actor, { itemId, reason: null, at: now });
        } else if (current.status === 'cancelled' && status !== 'cancelled') {
          if (paid) throw conflict(M.paidItemCancel);
          if (current.paid_quantity > 0) throw conflict(M.paidItemLocked);
          const line = { id: itemId, voidedAt: current.voided_at };
          flipped = await restoreLineStock(tx, line, { userId: actor.user.id, nowIso: now });
          await items.clearVoid(tx, itemId, status, now);
          await auditItemRestore(tx, actor, { itemId, status, at: now });
        } else {
          await items.setStatus(tx, itemId, status, now);
          return [];
        }
        await repo.refreshTotals(tx, item.order_id, now);
        return flipped;
      });
      deps.events.publish('order.item-status-set', { orderId: item.order_id, itemId, status });
      if (stockUpdate.length) deps.events.publish('inventory.stock-changed', { itemIds: stockUpdate });
      return { message: M.statusUpdated };
    },

    /** The reason is optional: the spec's client sends none (issue 11); the orders screen always asks. */
    async cancel(actor: Actor, ids: number[], reason?: string): Promise<OrdersActionResponse> {
      const stockUpdate = await guarded(ids, 'cancel', () =>
        deps.db.transaction().execute(async (tx) => {
          const at = nowIso();
          const flipped = await cancelOrders(tx, { ids, reason: reason ?? null, userId: actor.user.id, nowIso: at });
          await auditOrdersCancel(tx, actor, { ids, reason: reason ?? null, at });
          return flipped;
        }),
      );
      deps.events.publish('orders.cancelled', { orderIds: ids, reason: reason ?? null });
      if (stockUpdate.length) deps.events.publish('inventory.stock-changed', { itemIds: stockUpdate });
      return { message: M.ordersCancelled };
    },

    async complete(ids: number[]): Promise<OrdersActionResponse> {
      await guarded(ids, 'complete', () =>
        deps.db.transaction().execute(async (tx) => {
          if (!(await repo.setStatus(tx, ids, 'completed', nowIso()))) throw new LostRace();
        }),
      );
      deps.events.publish('orders.completed', { orderIds: ids });
      return { message: M.ordersCompleted };
    },

    /** From the stored lines (the prices quoted at the time of sale); cancelled lines are not charged. */
    async paymentSummary(
      ids: number[],
      discount: z.output<typeof settleDiscountField> | null = null,
    ): Promise<OrderPaymentSummaryWithQuote> {
      const records = await loadOrderRecords(deps.db, ordersById(ids));
      if (records.length !== ids.length) throw notFound(M.orderNotFound);
      return {
        ...paymentSummaryOf(records),
        // Issue 18: the same orders priced as one bill (discount, itemised taxes, suggested tip).
        quote: await quoteOf(deps.db, await priceOrders(deps.db, records, { discount })),
      };
    },
  };
}

export type OrdersService = ReturnType<typeof ordersService>;
