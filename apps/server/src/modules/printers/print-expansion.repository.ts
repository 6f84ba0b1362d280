import type { Db } from '../../db/database.js';

export type OrderToPrint = {
  id: number;
  tokenNo: number;
  deliveryType: string;
  tableId: number | null;
  tableTitle: string | null;
  customerName: string | null;
  waiter: string | null;
  createdAt: string;
  /** Dine-in with earlier orders still open on the table: its comanda is an addition. */
  addition: boolean;
};

export type LineToPrint = {
  id: number;
  itemId: number | null;
  categoryId: number | null;
  title: string;
  variant: string | null;
  quantity: number;
  notes: string | null;
  addons: string[];
};

export type StationRouting = {
  stations: Map<number, string>;
  byItem: Map<number, number[]>;
  byCategory: Map<number, number[]>;
};

const push = (map: Map<number, number[]>, key: number, value: number) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

/** The committed rows a print request names, read when it is expanded (never from the request). */
export function printExpansionRepository(db: Db) {
  const repo = {
    async order(orderId: number): Promise<OrderToPrint | undefined> {
      return (await repo.orders([orderId])).get(orderId);
    },

    /** Several orders in one read (the worker expands a pass's orders together). */
    async orders(orderIds: readonly number[]): Promise<Map<number, OrderToPrint>> {
      if (orderIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('orders as o')
        .leftJoin('store_tables as t', 't.id', 'o.table_id')
        .leftJoin('users as u', 'u.id', 'o.created_by')
        .select([
          'o.id',
          'o.token_no',
          'o.delivery_type',
          'o.table_id',
          't.table_title',
          'o.customer_name',
          'u.name as waiter',
          'o.created_at',
          (eb) =>
            eb
              .exists(
                eb
                  .selectFrom('orders as e')
                  .select('e.id')
                  .whereRef('e.table_id', '=', 'o.table_id')
                  .whereRef('e.id', '<', 'o.id')
                  .where('e.status', '=', 'created')
                  .where('e.payment_status', '=', 'pending'),
              )
              .as('addition'),
        ])
        .where('o.id', 'in', [...new Set(orderIds)])
        .execute();
      return new Map(
        rows.map((row) => [
          row.id,
          {
            id: row.id,
            tokenNo: row.token_no,
            deliveryType: row.delivery_type,
            tableId: row.table_id,
            tableTitle: row.table_title,
            customerName: row.customer_name,
            waiter: row.waiter,
            createdAt: row.created_at,
            addition: row.delivery_type === 'dinein' && row.table_id !== null && Boolean(row.addition),
          },
        ]),
      );
    },

    /**
     * The lines the kitchen makes now: a held course's lines (issue 21) print when it is fired, and
     * then only those (`onlyIds`).
     */
    async lines(orderId: number, onlyIds?: readonly number[]): Promise<LineToPrint[]> {
      return (await repo.linesOf([orderId], onlyIds)).get(orderId) ?? [];
    },

    /** The lines of several orders in two reads, by order, each in line order. */
    async linesOf(orderIds: readonly number[], onlyIds?: readonly number[]): Promise<Map<number, LineToPrint[]>> {
      const byOrder = new Map<number, LineToPrint[]>();
      if (orderIds.length === 0 || onlyIds?.length === 0) return byOrder;
      let query = db
        .selectFrom('order_items as l')
        .leftJoin('menu_items as m', 'm.id', 'l.item_id')
        .select([
          'l.id',
          'l.order_id',
          'l.item_id',
          'm.category_id',
          'l.item_title',
          'l.variant_title',
          'l.quantity',
          'l.notes',
        ])
        .where('l.order_id', 'in', [...new Set(orderIds)])
        .where('l.status', '<>', 'cancelled')
        .where('l.held', '=', 0);
      if (onlyIds) query = query.where('l.id', 'in', onlyIds);
      const rows = await query.orderBy('l.id').execute();
      if (rows.length === 0) return byOrder;
      const addons = await db
        .selectFrom('order_item_addons')
        .select(['order_item_id', 'title'])
        .where(
          'order_item_id',
          'in',
          rows.map((r) => r.id),
        )
        .orderBy('id')
        .execute();
      const addonsOf = new Map<number, string[]>();
      for (const a of addons) {
        const list = addonsOf.get(a.order_item_id);
        if (list) list.push(a.title);
        else addonsOf.set(a.order_item_id, [a.title]);
      }
      for (const r of rows) {
        const line: LineToPrint = {
          id: r.id,
          itemId: r.item_id,
          categoryId: r.category_id,
          title: r.item_title,
          variant: r.variant_title,
          quantity: r.quantity,
          notes: r.notes,
          addons: addonsOf.get(r.id) ?? [],
        };
        const list = byOrder.get(r.order_id);
        if (list) list.push(line);
        else byOrder.set(r.order_id, [line]);
      }
      return byOrder;
    },

    async stationRouting(): Promise<StationRouting> {
      const stations = await db.selectFrom('stations').select(['id', 'name']).orderBy('id').execute();
      const routes = await db.selectFrom('station_routes').select(['station_id', 'category_id', 'item_id']).execute();
      const routing: StationRouting = {
        stations: new Map(stations.map((s) => [s.id, s.name])),
        byItem: new Map(),
        byCategory: new Map(),
      };
      for (const r of routes) {
        if (r.item_id !== null) push(routing.byItem, r.item_id, r.station_id);
        if (r.category_id !== null) push(routing.byCategory, r.category_id, r.station_id);
      }
      return routing;
    },

    async courseTitle(courseId: number): Promise<string | undefined> {
      const row = await db.selectFrom('courses').select('title').where('id', '=', courseId).executeTakeFirst();
      return row?.title;
    },

    async job(jobId: number) {
      return db
        .selectFrom('print_jobs')
        .select(['id', 'target_kind', 'station_id', 'terminal_id', 'printer_id', 'document'])
        .where('id', '=', jobId)
        .executeTakeFirst();
    },
  };
  return repo;
}
