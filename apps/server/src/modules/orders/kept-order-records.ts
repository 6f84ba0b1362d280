import type { Db } from '../../db/database.js';
import { dataStamp, type DataStamp } from '../../lib/data-stamp.js';
import { loadOrderRecords, scopeWithout, type OrderRecord, type OrderScope } from './order-read.repository.js';

/** orders moves with every write the screens show; order_edits with all of them but a new order. */
export type ScreenStamp = DataStamp<'orders' | 'order_edits'>;

export const screenStamp = (db: Db) => dataStamp(db, ['orders', 'order_edits']);

/**
 * The screens' answers are compressed again after every order: the fastest level costs a fraction
 * of the default's time, for somewhat more bytes.
 */
export const SCREEN_GZIP = { gzipLevel: 1 };

/**
 * Up to this many kept orders are left out of the read by id (a bound parameter each); more, and
 * the scope is read whole.
 */
const MAX_KNOWN = 2_000;

const byCreation = (a: OrderRecord, b: OrderRecord) =>
  a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : a.id - b.id;

/**
 * The orders of a screen's scope, rebuilt from the last read when only new orders came since: a
 * new order was the whole read of 200 open orders with their lines again (p99 57–80 ms under
 * load); now it is the scope's orders that the last read did not have, in one read with their
 * lines (and one for their add-ons). Any other write the screen shows (a line's status, a payment,
 * a void, a table renamed) moves order_edits and the scope is read whole. Sound because the stamp
 * is read before each read: an unmoved order_edits proves that no kept order changed since it was
 * read, by any instance, so each is still in the scope (which depends only on the order and its
 * lines) and still as kept. New orders are found by id, not by "newer than the last kept": ids are
 * taken at insert, so an order can commit after one with a higher id.
 */
export function keptOrderRecords(db: Db, scope: OrderScope) {
  let kept: { edits: number; records: OrderRecord[] } | undefined;

  /** The last read's orders, and the scope's orders it did not have, read now. */
  async function withNewOrders(last: OrderRecord[]): Promise<OrderRecord[]> {
    const fresh = await loadOrderRecords(
      db,
      scopeWithout(
        scope,
        last.map((r) => r.id),
      ),
    );
    return fresh.length ? [...last, ...fresh].sort(byCreation) : last;
  }

  return async function records(stamp: ScreenStamp): Promise<OrderRecord[]> {
    const edits = stamp.order_edits;
    const last = kept?.edits === edits && kept.records.length <= MAX_KNOWN ? kept.records : undefined;
    const records = last ? await withNewOrders(last) : await loadOrderRecords(db, scope);
    kept = { edits, records };
    return records;
  };
}
