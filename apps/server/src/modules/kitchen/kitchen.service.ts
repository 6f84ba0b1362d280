import {
  KITCHEN_MESSAGES as M,
  KITCHEN_TRANSITIONS,
  type KitchenAckVoidResponse,
  type KitchenActionResponse,
  type KitchenBumpResponse,
  type KitchenRecallResponse,
  type KitchenStatusBody,
} from '@comandero/contracts';
import type { AppDeps } from '../../app-deps.js';
import type { JsonText } from '../../lib/json-text.js';
import { conflict, notFound } from '../../http/http-error.js';
import { keptOrderRecords, type ScreenStamp } from '../orders/kept-order-records.js';
import { fireNextCourseIfDone } from '../orders/order-courses.service.js';
import { kitchenOrders } from '../orders/order-read.repository.js';
import { kitchenOrdersJson } from '../orders/order-json.js';
import { kitchenRepository } from './kitchen.repository.js';

/** How far along the kitchen's road a line is; cancelled is off the road. */
const STEP: Record<string, number> = { created: 0, preparing: 1, completed: 2, delivered: 3 };

export function kitchenService(deps: AppDeps) {
  const repo = kitchenRepository(deps.db);
  const nowIso = () => deps.clock.now().toISOString();
  const kitchenRecords = keptOrderRecords(deps.db, kitchenOrders);

  /** Issue 21: the kitchen finished what was fired; the store may want the next course fired now. */
  async function autoFire(orderId: number): Promise<void> {
    const fired = await fireNextCourseIfDone(deps.db, orderId, nowIso());
    if (fired) deps.events.publish('order.course-fired', { orderId, ...fired });
  }

  /** An order the kitchen may touch: 404 when unknown, 409 when closed; answers its lines' statuses. */
  async function openOrderLines(orderId: number): Promise<string[]> {
    const rows = await repo.orderState(orderId);
    if (rows.length === 0) throw notFound(M.orderNotFound);
    if (rows[0].order_status !== 'created') throw conflict(M.orderClosed);
    return rows.flatMap((r) => (r.status === null ? [] : [r.status]));
  }

  return {
    /** The kitchen's orders, read anew only where the stamp says they changed. */
    async list(stamp: ScreenStamp): Promise<JsonText> {
      return kitchenOrdersJson(await kitchenRecords(stamp));
    },

    /** Only created → preparing and preparing → completed (spec §4); anything else is a 409. */
    async setItemStatus(itemId: number, { status }: KitchenStatusBody): Promise<KitchenActionResponse> {
      const from = status === 'preparing' || status === 'completed' ? KITCHEN_TRANSITIONS[status] : null;
      if (from === null) throw conflict(M.transitionRefused);
      const orderId = await repo.moveItem(itemId, from, status, nowIso());
      if (orderId === undefined) {
        const state = await repo.itemState(itemId);
        if (!state) throw notFound(M.itemNotFound);
        if (state.order_status !== 'created') throw conflict(M.orderClosed);
        if (state.held === 1) throw conflict(M.lineHeld);
        // Behind the expected status: a skipped step. Elsewhere: another screen moved it first.
        const behind = (STEP[state.status] ?? Infinity) < STEP[from];
        throw conflict(behind ? M.transitionRefused : M.itemChanged);
      }
      deps.events.publish('kitchen.item-status-set', { orderId, itemId, status });
      if (status === 'completed') await autoFire(orderId);
      return { message: status === 'preparing' ? M.itemStarted : M.itemCompleted };
    },

    /** A cook saw a void (issue 11): the line leaves the kitchen's ticket. */
    async ackVoid(itemId: number): Promise<KitchenAckVoidResponse> {
      // PostgreSQL's statement trigger bumps orders_version even for an update of no row: an id
      // that names no line must change nothing, so it is refused before the update.
      if (!(await repo.itemState(itemId))) throw notFound(M.itemNotFound);
      const orderId = await repo.ackVoid(itemId, nowIso());
      if (orderId === undefined) {
        const state = await repo.itemState(itemId);
        if (!state) throw notFound(M.itemNotFound);
        if (state.order_status !== 'created') throw conflict(M.orderClosed);
        throw conflict(M.noVoidToAcknowledge);
      }
      deps.events.publish('kitchen.void-acknowledged', { orderId, itemId });
      return { message: M.voidAcknowledged };
    },

    /** Starts every created line of the order; with none, completes every preparing line. */
    async bumpOrder(orderId: number): Promise<KitchenBumpResponse> {
      const lines = await openOrderLines(orderId);
      const status = lines.includes('created') ? 'preparing' : lines.includes('preparing') ? 'completed' : null;
      if (status === null) throw conflict(M.nothingToBump);
      const itemIds = await repo.moveOrder(orderId, KITCHEN_TRANSITIONS[status], status, nowIso());
      if (itemIds.length === 0) throw conflict(M.itemChanged);
      deps.events.publish('kitchen.order-bumped', { orderId, status, itemIds });
      if (status === 'completed') await autoFire(orderId);
      return { message: M.orderBumped, status, itemIds };
    },

    /** Puts the order's completed lines back to preparing (the last bumped order can be recalled). */
    async recallOrder(orderId: number): Promise<KitchenRecallResponse> {
      await openOrderLines(orderId);
      const itemIds = await repo.moveOrder(orderId, 'completed', 'preparing', nowIso());
      if (itemIds.length === 0) throw conflict(M.nothingToRecall);
      deps.events.publish('kitchen.order-recalled', { orderId, itemIds });
      return { message: M.orderRecalled, itemIds };
    },
  };
}
