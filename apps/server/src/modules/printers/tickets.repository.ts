import type { Db } from '../../db/database.js';
import { storeTimeZoneColumn } from '../settings/store-time-zone.js';
import { routeOrderLines } from './order-routing.js';
import { printExpansionRepository, type OrderToPrint } from './print-expansion.repository.js';
import type { TicketTarget } from './print-requests.js';

/** The zone the seed writes and the config defaults to; only a database seeded by hand lacks the row. */
const FALLBACK_ZONE = 'America/Bogota';

/** Kitchen statuses of a line still being made: not cancelled, not yet ready or handed over. */
export const OPEN_ITEM_STATUSES = ['created', 'preparing'] as const;

/** A station a line prints at: its id and name, or the default kitchen (no station routes the line). */
export type LineStation = { target: TicketTarget; name: string | null };

/** The reads the change tickets need, from committed rows. */
export function ticketsRepository(db: Db) {
  return {
    async timeZone(): Promise<string> {
      const row = await db.selectNoFrom((eb) => [storeTimeZoneColumn(eb)]).executeTakeFirst();
      return row?.time_zone ?? FALLBACK_ZONE;
    },

    /** The orders' heads, read as the comandas read them (one reader of an order's ticket head). */
    orderHeads(orderIds: readonly number[]): Promise<Map<number, OrderToPrint>> {
      return printExpansionRepository(db).orders(orderIds);
    },

    /**
     * A voided line as the kitchen knew it, with who voided it and when: the line's own void, or the
     * cancellation of its whole order.
     */
    async voidedLine(orderItemId: number) {
      const row = await db
        .selectFrom('order_items as i')
        .innerJoin('orders as o', 'o.id', 'i.order_id')
        .leftJoin('menu_items as m', 'm.id', 'i.item_id')
        .leftJoin('users as u', 'u.id', 'i.voided_by')
        .leftJoin('users as cu', 'cu.id', 'o.cancelled_by')
        .select([
          'i.id',
          'i.order_id',
          'i.item_id',
          'm.category_id',
          'i.item_title',
          'i.variant_title',
          'i.quantity',
          'i.notes',
          'i.void_reason',
          'i.voided_at',
          'i.updated_at',
          'u.name as voided_by_name',
          'o.cancelled_at',
          'o.cancel_reason',
          'cu.name as cancelled_by_name',
        ])
        .where('i.id', '=', orderItemId)
        .executeTakeFirst();
      if (!row) return undefined;
      const addons = await this.addonTitles([orderItemId]);
      return { ...row, addons: addons.get(orderItemId) ?? [] };
    },

    async addonTitles(orderItemIds: readonly number[]): Promise<Map<number, string[]>> {
      const out = new Map<number, string[]>();
      if (orderItemIds.length === 0) return out;
      const rows = await db
        .selectFrom('order_item_addons')
        .select(['order_item_id', 'title'])
        .where('order_item_id', 'in', orderItemIds)
        .orderBy('id')
        .execute();
      for (const r of rows) out.set(r.order_item_id, [...(out.get(r.order_item_id) ?? []), r.title]);
      return out;
    },

    /** Lines of these orders the kitchen is still making, with what routes them. */
    openLines(orderIds: readonly number[]) {
      if (orderIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('order_items as i')
        .leftJoin('menu_items as m', 'm.id', 'i.item_id')
        .select(['i.id', 'i.order_id', 'i.item_id', 'm.category_id'])
        .where('i.order_id', 'in', orderIds)
        .where('i.status', 'in', OPEN_ITEM_STATUSES)
        .orderBy('i.id')
        .execute();
    },

    async tableTitles(ids: readonly number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db.selectFrom('store_tables').select(['id', 'table_title']).where('id', 'in', ids).execute();
      return new Map(rows.map((r) => [r.id, r.table_title]));
    },

    /**
     * Where each line prints, by the comandas' own rule (order-routing.ts): the stations of its item's
     * route, else of its category's, else the default kitchen. One answer per line, in input order.
     */
    async stationsOfLines(
      lines: readonly { itemId: number | null; categoryId: number | null }[],
    ): Promise<LineStation[][]> {
      const routing = await printExpansionRepository(db).stationRouting();
      return lines.map((line) =>
        routeOrderLines(
          [{ ...line, id: 0, title: '', variant: null, quantity: 0, notes: null, addons: [] }],
          routing,
        ).map((routed) => ({ target: routed.target, name: routed.stationName })),
      );
    },
  };
}

/** A stable key of a target, to group lines by where they print. */
export const targetKey = (target: TicketTarget): string => JSON.stringify(target);
