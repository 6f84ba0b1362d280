import { KITCHEN_DEFAULT_STATION } from '@comandero/contracts';
import type { Db } from '../../db/database.js';
import { lineStations } from '../printers/order-routing.js';
import type { StationRouting } from '../printers/print-expansion.repository.js';

/** The stations with their routes as rows, read in one query: small, and the stamp of a station's screen. */
export type RoutingRows = [id: number, name: string, categoryId: number | null, itemId: number | null][];

export async function readRoutingRows(db: Db): Promise<RoutingRows> {
  const rows = await db
    .selectFrom('stations as s')
    .leftJoin('station_routes as r', 'r.station_id', 's.id')
    .select(['s.id', 's.name', 'r.category_id', 'r.item_id'])
    .orderBy('s.id')
    .orderBy('r.category_id')
    .orderBy('r.item_id')
    .execute();
  return rows.map((r) => [r.id, r.name, r.category_id, r.item_id]);
}

/** Which station makes a line, the printers' rule (order-routing.ts) over the item's current category. */
export type KitchenRouting = StationRouting & { categoryOf: ReadonlyMap<number, number | null> };

export function kitchenRouting(rows: RoutingRows, categoryOf: ReadonlyMap<number, number | null>): KitchenRouting {
  const routing: KitchenRouting = { stations: new Map(), byItem: new Map(), byCategory: new Map(), categoryOf };
  const push = (map: Map<number, number[]>, key: number, station: number) =>
    map.set(key, [...(map.get(key) ?? []), station]);
  for (const [id, name, categoryId, itemId] of rows) {
    routing.stations.set(id, name);
    if (categoryId !== null) push(routing.byCategory, categoryId, id);
    if (itemId !== null) push(routing.byItem, itemId, id);
  }
  return routing;
}

/** The stations that make the line; [0] (KITCHEN_DEFAULT_STATION) when none routes it. */
export function stationsOfLine(itemId: number | null, routing: KitchenRouting): readonly number[] {
  const categoryId = itemId === null ? null : (routing.categoryOf.get(itemId) ?? null);
  const stations = lineStations({ itemId, categoryId }, routing);
  return stations.length > 0 ? stations : [KITCHEN_DEFAULT_STATION];
}

export const lineAtStation = (itemId: number | null, station: number, routing: KitchenRouting) =>
  stationsOfLine(itemId, routing).includes(station);

/** Every menu item's category, for the routes (kept by callers under the catalogue's version). */
export async function readItemCategories(db: Db): Promise<Map<number, number | null>> {
  const rows = await db.selectFrom('menu_items').select(['id', 'category_id']).execute();
  return new Map(rows.map((r) => [r.id, r.category_id]));
}

/** The routing as it stands now (a bump, a completion): one read of the routes, one of the items' categories. */
export async function readKitchenRouting(db: Db, itemIds: readonly number[]): Promise<KitchenRouting> {
  const rows = await readRoutingRows(db);
  const ids = [...new Set(itemIds)];
  const categories =
    ids.length === 0
      ? []
      : await db.selectFrom('menu_items').select(['id', 'category_id']).where('id', 'in', ids).execute();
  return kitchenRouting(rows, new Map(categories.map((r) => [r.id, r.category_id])));
}
