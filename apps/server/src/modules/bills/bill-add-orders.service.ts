import {
  BILL_TABLE_MESSAGES as T,
  BILLS_MESSAGES as M,
  priceBill,
  splitByItems,
  type BillSplitResponse,
} from '@comandero/contracts';
import type { AppDeps } from '../../app-deps.js';
import { isUniqueViolation } from '../../db/constraint-errors.js';
import { conflict, notFound } from '../../http/http-error.js';
import { loadOrderRecords, ordersById } from '../orders/order-read.repository.js';
import { splitStillCoversOrders } from './bill-settle.js';
import { sourceLines } from './bill-source.js';
import { toSplitView } from './bill-view.js';
import { anyHeldBySplit, heldOrderIds, holdOrders, touchUnpaidOrders } from './bill-orders.repository.js';
import { insertBillLines, repriceBill, touchOpenBill } from './bill-writes.repository.js';
import { loadSplit, lockOpenSplit, splitOfBill, splitOfBillRow } from './bills.repository.js';

/**
 * POST /orders/bills/{id}/add-orders: orders placed on a split table after the cut join the unpaid
 * bill {id}, every charged line whole, in one transaction. Afterwards the split's bills still charge
 * exactly its orders (checked inside the transaction), so the bills add up to the table again.
 */
export function billAddOrdersService(deps: AppDeps) {
  const db = deps.db;
  return {
    async addOrders(billId: number, orderIds: readonly number[]): Promise<BillSplitResponse> {
      const found = await splitOfBill(db, billId);
      if (!found) throw notFound(M.billNotFound);
      if (found.status !== 'open') throw conflict(M.billPaid409);
      const split = await splitOfBillRow(db, found.split_id);
      const nowIso = deps.clock.now().toISOString();
      let splitOrderIds: number[];
      try {
        splitOrderIds = await db.transaction().execute(async (tx) => {
          // The split's lock queues this behind a payment, merge or cancel of the same table, or them behind it.
          if (!(await lockOpenSplit(tx, split.id, nowIso))) throw conflict(M.billPaid409);
          if (!(await touchOpenBill(tx, billId, nowIso))) throw conflict(M.billPaid409);
          // Touching the orders takes their row locks: a payment, a move or a void of them waits for us.
          const touched = await touchUnpaidOrders(tx, orderIds, nowIso, split.table_id);
          if (touched !== orderIds.length) throw conflict(T.ordersNotOutside);
          if (await anyHeldBySplit(tx, orderIds)) throw conflict(T.ordersNotOutside);
          // Unique on order_id stays the net should another writer get past the split's lock.
          await holdOrders(tx, split.id, orderIds);
          const lines = sourceLines(await loadOrderRecords(tx, ordersById(orderIds)));
          if (lines.length > 0) {
            const [whole] = splitByItems(lines, [lines.map((l) => ({ lineId: l.id, quantity: l.quantity }))]);
            await insertBillLines(tx, billId, whole, priceBill(whole));
          }
          await repriceBill(tx, billId, nowIso);
          const ids = await heldOrderIds(tx, split.id);
          if (!(await splitStillCoversOrders(tx, split.id, ids))) throw conflict(M.tableChanged);
          return ids;
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(T.ordersNotOutside);
        throw err;
      }
      deps.events.publish('bill.orders-added', { splitId: split.id, billId, orderIds: splitOrderIds });
      const record = await loadSplit(db, split.id);
      return { message: T.ordersAdded, split: record ? toSplitView(record) : null };
    },
  };
}
