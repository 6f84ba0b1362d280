import {
  KITCHEN_DEFAULT_STATION,
  KITCHEN_MESSAGES as M,
  NO_STATION_NAME,
  type KitchenStationsResponse,
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
import { readKitchenRouting, readRoutingRows, stationsOfLine } from './kitchen-routing.js';
import { kitchenRepository } from './kitchen.repository.js';
import { lineTimesRepository } from './line-times.repository.js';
import type { StationStamp } from './station-screen.js';
import { stationScreens } from './station-screen.js';

type Line = { id: number; status: string };

/** How far along the kitchen's road a line is; cancelled is off the road. */
const STEP: Record<string, number> = { created: 0, preparing: 1, completed: 2, delivered: 3 };

export function kitchenService(deps: AppDeps) {
  const repo = kitchenRepository(deps.db);
  const nowIso = () => deps.clock.now().toISOString();
  const kitchenRecords = keptOrderRecords(deps.db, kitchenOrders);
  const stationJson = stationScreens(deps.db);
  // The screens of several stations refetch together after each order: one read of the kitchen's
  // orders per stamp serves them all (the same stamp means the same orders).
  let shared: { key: string; records: ReturnType<typeof kitchenRecords> } | undefined;
  const recordsAt = (stamp: ScreenStamp) => {
    const key = `${stamp.orders}:${stamp.order_edits}`;
    if (shared?.key !== key) {
      const records = kitchenRecords(stamp);
      shared = { key, records };
      records.catch(() => {
        if (shared?.records === records) shared = undefined;
      });
    }
    return shared.records;
  };

  /** Issue 21: the kitchen finished what was fired; the store may want the next course fired now. */
  async function autoFire(orderId: number): Promise<void> {
    const fired = await fireNextCourseIfDone(deps.db, orderId, nowIso());
    if (fired) deps.events.publish('order.course-fired', { orderId, ...fired });
  }

  /**
   * An order the kitchen may touch: 404 when unknown, 409 when closed; answers its fired lines, or
   * only those a station makes (issue 21) when one is named.
   */
  async function openOrderLines(orderId: number, station?: number): Promise<Line[]> {
    const rows = await repo.orderState(orderId);
    if (rows.length === 0) throw notFound(M.orderNotFound);
    if (rows[0].order_status !== 'created') throw conflict(M.orderClosed);
    const lines = rows.flatMap((r) =>
      r.id === null || r.status === null ? [] : [{ ...r, id: r.id, status: r.status }],
    );
    if (station === undefined) return lines;
    const routing = await readKitchenRouting(
      deps.db,
      lines.flatMap((l) => (l.item_id === null ? [] : [l.item_id])),
    );
    if (station !== KITCHEN_DEFAULT_STATION && !routing.stations.has(station)) throw notFound(M.stationNotFound);
    return lines.filter((l) => stationsOfLine(l.item_id, routing).includes(station));
  }

  /** A move that completes lines stores when, per station, in its own transaction (issue 21). */
  function completing<T>(move: (r: ReturnType<typeof kitchenRepository>) => Promise<T>, ids: (t: T) => number[]) {
    return deps.db.transaction().execute(async (tx) => {
      const moved = await move(kitchenRepository(tx));
      await lineTimesRepository(tx).recordCompleted(ids(moved), nowIso());
      return moved;
    });
  }

  return {
    /** The kitchen's orders, read anew only where the stamp says they changed. */
    async list(stamp: ScreenStamp): Promise<JsonText> {
      return kitchenOrdersJson(await recordsAt(stamp));
    },

    /** One station's screen (issue 21): the same orders, cut to its lines. */
    async stationList(stamp: StationStamp, station: number): Promise<JsonText> {
      return stationJson(await recordsAt(stamp), stamp, station);
    },

    /** The station picker's choices: the stations, and the lines no station makes (id 0). */
    async stations(): Promise<KitchenStationsResponse> {
      const rows = await readRoutingRows(deps.db);
      const named = new Map(rows.map(([id, name]) => [id, name]));
      return [
        ...[...named].map(([id, name]) => ({ id, name })),
        { id: KITCHEN_DEFAULT_STATION, name: NO_STATION_NAME },
      ];
    },

    /** Only created → preparing and preparing → completed (spec §4); anything else is a 409. */
    async setItemStatus(itemId: number, { status }: KitchenStatusBody): Promise<KitchenActionResponse> {
      const from = status === 'preparing' || status === 'completed' ? KITCHEN_TRANSITIONS[status] : null;
      if (from === null) throw conflict(M.transitionRefused);
      const orderId =
        status === 'completed'
          ? await completing(
              (r) => r.moveItem(itemId, from, status, nowIso()),
              (id) => (id === undefined ? [] : [itemId]),
            )
          : await repo.moveItem(itemId, from, status, nowIso());
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

    /**
     * Starts every created line of the order; with none, completes every preparing line. With a
     * station, only its lines: the other stations' stay as they were (issue 21).
     */
    async bumpOrder(orderId: number, station?: number): Promise<KitchenBumpResponse> {
      const lines = await openOrderLines(orderId, station);
      const has = (st: string) => lines.some((l) => l.status === st);
      const status = has('created') ? 'preparing' : has('preparing') ? 'completed' : null;
      if (status === null) throw conflict(M.nothingToBump);
      const from = KITCHEN_TRANSITIONS[status];
      const only = station === undefined ? undefined : lines.filter((l) => l.status === from).map((l) => l.id);
      const move = (r: ReturnType<typeof kitchenRepository>) => r.moveOrder(orderId, from, status, nowIso(), only);
      const itemIds = status === 'completed' ? await completing(move, (ids) => ids) : await move(repo);
      if (itemIds.length === 0) throw conflict(M.itemChanged);
      deps.events.publish('kitchen.order-bumped', { orderId, status, itemIds });
      if (status === 'completed') await autoFire(orderId);
      return { message: M.orderBumped, status, itemIds };
    },

    /** Puts the order's completed lines back to preparing (the last bumped order can be recalled). */
    async recallOrder(orderId: number, station?: number): Promise<KitchenRecallResponse> {
      const lines = await openOrderLines(orderId, station);
      const only = station === undefined ? undefined : lines.filter((l) => l.status === 'completed').map((l) => l.id);
      const itemIds = await deps.db.transaction().execute(async (tx) => {
        const moved = await kitchenRepository(tx).moveOrder(orderId, 'completed', 'preparing', nowIso(), only);
        await lineTimesRepository(tx).forget(moved);
        return moved;
      });
      if (itemIds.length === 0) throw conflict(M.nothingToRecall);
      deps.events.publish('kitchen.order-recalled', { orderId, itemIds });
      return { message: M.orderRecalled, itemIds };
    },
  };
}
