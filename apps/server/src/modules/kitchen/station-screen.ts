import { KITCHEN_DEFAULT_STATION, KITCHEN_MESSAGES as M } from '@comandero/contracts';
import type { Db } from '../../db/database.js';
import { notFound } from '../../http/http-error.js';
import { dataStamp, type DataStamp } from '../../lib/data-stamp.js';
import { JsonText, jsonArrayBytes, toJsonBytes } from '../../lib/json-text.js';
import type { ItemRecord, OrderRecord } from '../orders/order-read.repository.js';
import { toWireOrder } from '../orders/order-view.js';
import {
  kitchenRouting,
  lineAtStation,
  readItemCategories,
  readRoutingRows,
  type KitchenRouting,
  type RoutingRows,
} from './kitchen-routing.js';

/** What a station's screen shows moved: the orders, the menu (an item's category) or the routes. */
export type StationStamp = DataStamp<'orders' | 'order_edits' | 'catalogue'> & { routes: RoutingRows };

export function stationStamp(db: Db): () => Promise<StationStamp> {
  const data = dataStamp(db, ['orders', 'order_edits', 'catalogue']);
  return async () => ({ ...(await data()), routes: await readRoutingRows(db) });
}

const stillWorked = (i: ItemRecord) =>
  i.status === 'created' || i.status === 'preparing' || (i.voided_at !== null && i.void_acknowledged_at === null);

/**
 * GET /kitchen?stationId: the kitchen's orders (kept-order-records.ts) cut to one station's lines,
 * each order's JSON written once per record and routing (a kept record stays the same object until
 * its order changes), and only orders where the station still has work or a void to see.
 */
export function stationScreens(db: Db) {
  let categories: { catalogue: number; map: Promise<Map<number, number | null>> } | undefined;
  let written: { key: string; perStation: Map<number, WeakMap<OrderRecord, Buffer | null>> } | undefined;

  async function routingOf(stamp: StationStamp): Promise<KitchenRouting> {
    if (categories?.catalogue !== stamp.catalogue) {
      categories = { catalogue: stamp.catalogue, map: readItemCategories(db) };
    }
    return kitchenRouting(stamp.routes, await categories.map);
  }

  function writerFor(stamp: StationStamp, station: number): WeakMap<OrderRecord, Buffer | null> {
    const key = JSON.stringify([stamp.catalogue, stamp.routes]);
    if (written?.key !== key) written = { key, perStation: new Map() };
    let map = written.perStation.get(station);
    if (!map) written.perStation.set(station, (map = new WeakMap()));
    return map;
  }

  return async function stationJson(
    records: readonly OrderRecord[],
    stamp: StationStamp,
    station: number,
  ): Promise<JsonText> {
    const routing = await routingOf(stamp);
    if (station !== KITCHEN_DEFAULT_STATION && !routing.stations.has(station)) throw notFound(M.stationNotFound);
    const cache = writerFor(stamp, station);
    const parts: Buffer[] = [];
    for (const record of records) {
      let json = cache.get(record);
      if (json === undefined) {
        const items = record.items.filter((i) => i.held !== 1 && lineAtStation(i.item_id, station, routing));
        json = items.some(stillWorked) ? toJsonBytes(toWireOrder({ ...record, items })) : null;
        cache.set(record, json);
      }
      if (json !== null) parts.push(json);
    }
    return new JsonText(jsonArrayBytes(parts));
  };
}
