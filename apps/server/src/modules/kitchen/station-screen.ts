import { KITCHEN_DEFAULT_STATION, KITCHEN_MESSAGES as M } from '@comandero/contracts';
import type { Db } from '../../db/database.js';
import { notFound } from '../../http/http-error.js';
import { dataStamp, type DataStamp, type DataVersions } from '../../lib/data-stamp.js';
import { JsonText, jsonArrayBytes, toJsonBytes } from '../../lib/json-text.js';
import type { ItemRecord, OrderRecord } from '../orders/order-read.repository.js';
import { toWireOrder } from '../orders/order-view.js';
import {
  kitchenRouting,
  lineAtStation,
  readItemCategories,
  readRoutingRows,
  type KitchenRouting,
} from './kitchen-routing.js';

/**
 * What a station's screen shows moved: the orders, or the catalogue, which counts an item's category
 * and the stations and their routes (migration 0044), so one stamp query serves a read.
 */
export type StationStamp = DataStamp<'orders' | 'order_edits' | 'catalogue'>;

export function stationStamp(db: Db): (known?: DataVersions) => Promise<StationStamp> {
  return dataStamp(db, ['orders', 'order_edits', 'catalogue']);
}

const stillWorked = (i: ItemRecord) =>
  i.status === 'created' || i.status === 'preparing' || (i.voided_at !== null && i.void_acknowledged_at === null);

/**
 * GET /kitchen?stationId: the kitchen's orders (kept-order-records.ts) cut to one station's lines,
 * each order's JSON written once per record and routing (a kept record stays the same object until
 * its order changes), and only orders where the station still has work or a void to see.
 */
export function stationScreens(db: Db) {
  let routing: { catalogue: number; routing: Promise<KitchenRouting> } | undefined;
  let written: { catalogue: number; perStation: Map<number, WeakMap<OrderRecord, Buffer | null>> } | undefined;

  function routingOf(stamp: StationStamp): Promise<KitchenRouting> {
    if (routing?.catalogue !== stamp.catalogue) {
      const read = Promise.all([readRoutingRows(db), readItemCategories(db)]).then(([rows, categories]) =>
        kitchenRouting(rows, categories),
      );
      // A failed read is not kept: the next request reads again.
      read.catch(() => {
        if (routing?.routing === read) routing = undefined;
      });
      routing = { catalogue: stamp.catalogue, routing: read };
    }
    return routing.routing;
  }

  function writerFor(stamp: StationStamp, station: number): WeakMap<OrderRecord, Buffer | null> {
    if (written?.catalogue !== stamp.catalogue) written = { catalogue: stamp.catalogue, perStation: new Map() };
    let map = written.perStation.get(station);
    if (!map) written.perStation.set(station, (map = new WeakMap()));
    return map;
  }

  return async function stationJson(
    records: readonly OrderRecord[],
    stamp: StationStamp,
    station: number,
  ): Promise<JsonText> {
    const routes = await routingOf(stamp);
    if (station !== KITCHEN_DEFAULT_STATION && !routes.stations.has(station)) throw notFound(M.stationNotFound);
    const cache = writerFor(stamp, station);
    const parts: Buffer[] = [];
    for (const record of records) {
      let json = cache.get(record);
      if (json === undefined) {
        const items = record.items.filter((i) => i.held !== 1 && lineAtStation(i.item_id, station, routes));
        json = items.some(stillWorked) ? toJsonBytes(toWireOrder({ ...record, items })) : null;
        cache.set(record, json);
      }
      if (json !== null) parts.push(json);
    }
    return new JsonText(jsonArrayBytes(parts));
  };
}
