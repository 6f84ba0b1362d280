import type { Db } from '../../db/database.js';
import { storeTimeZoneColumn } from '../settings/store-time-zone.js';
import type { TicketTarget } from './print-requests.js';

/** The zone the seed writes and the config defaults to; only a database seeded by hand lacks the row. */
const FALLBACK_ZONE = 'America/Bogota';

/** Kitchen statuses of a line still being made: not cancelled, not yet ready or handed over. */
export const OPEN_ITEM_STATUSES = ['created', 'preparing'] as const;

export type OrderHeadRow = {
  id: number;
  tokenNo: number;
  tableTitle: string | null;
  deliveryType: string;
  customerName: string | null;
  waiter: string | null;
  createdAt: string;
};

/** A station a line prints at: its id and name, or the default kitchen (no station routes the line). */
export type LineStation = { target: TicketTarget; name: string | null };

/** The reads the change tickets need, from committed rows. */
export function ticketsRepository(db: Db) {
  return {
    async timeZone(): Promise<string> {
      const row = await db.selectNoFrom((eb) => [storeTimeZoneColumn(eb)]).executeTakeFirst();
      return row?.time_zone ?? FALLBACK_ZONE;
    },

    async orderHeads(orderIds: readonly number[]): Promise<Map<number, OrderHeadRow>> {
      if (orderIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('orders as o')
        .leftJoin('store_tables as t', 't.id', 'o.table_id')
        .leftJoin('users as u', 'u.id', 'o.created_by')
        .select([
          'o.id',
          'o.token_no',
          't.table_title',
          'o.delivery_type',
          'o.customer_name',
          'u.name as waiter',
          'o.created_at',
        ])
        .where('o.id', 'in', orderIds)
        .execute();
      return new Map(
        rows.map((r) => [
          r.id,
          {
            id: r.id,
            tokenNo: r.token_no,
            tableTitle: r.table_title,
            deliveryType: r.delivery_type,
            customerName: r.customer_name,
            waiter: r.waiter,
            createdAt: r.created_at,
          },
        ]),
      );
    },

    /** A voided line as the kitchen knew it, with who voided it and when. */
    async voidedLine(orderItemId: number) {
      const row = await db
        .selectFrom('order_items as i')
        .leftJoin('menu_items as m', 'm.id', 'i.item_id')
        .leftJoin('users as u', 'u.id', 'i.voided_by')
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
     * Where each line prints: every station that routes its item, else every station that routes its
     * category, else the default kitchen. Stations in id order; one answer per line, in input order.
     */
    async stationsOfLines(
      lines: readonly { itemId: number | null; categoryId: number | null }[],
    ): Promise<LineStation[][]> {
      const itemIds = [...new Set(lines.flatMap((l) => (l.itemId === null ? [] : [l.itemId])))];
      const categoryIds = [...new Set(lines.flatMap((l) => (l.categoryId === null ? [] : [l.categoryId])))];
      const routes =
        itemIds.length + categoryIds.length === 0
          ? []
          : await db
              .selectFrom('station_routes as r')
              .innerJoin('stations as s', 's.id', 'r.station_id')
              .select(['s.id', 's.name', 'r.item_id', 'r.category_id'])
              .where((eb) =>
                eb.or([
                  ...(itemIds.length > 0 ? [eb('r.item_id', 'in', itemIds)] : []),
                  ...(categoryIds.length > 0 ? [eb('r.category_id', 'in', categoryIds)] : []),
                ]),
              )
              .orderBy('s.id')
              .execute();
      return lines.map((line) => {
        const byItem = routes.filter((r) => line.itemId !== null && r.item_id === line.itemId);
        const byCategory = routes.filter((r) => line.categoryId !== null && r.category_id === line.categoryId);
        const chosen = byItem.length > 0 ? byItem : byCategory;
        if (chosen.length === 0) return [{ target: { defaultKitchen: true }, name: null }];
        return chosen.map((r) => ({ target: { station: r.id }, name: r.name }));
      });
    },
  };
}

/** A stable key of a target, to group lines by where they print. */
export const targetKey = (target: TicketTarget): string => JSON.stringify(target);
