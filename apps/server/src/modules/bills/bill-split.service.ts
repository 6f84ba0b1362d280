import {
  BILLS_MESSAGES as M,
  priceBill,
  splitByItems,
  splitEqually,
  type BillSourceLine,
  type BillSplitResponse,
  type createSplitBody,
} from '@comandero/contracts';
import { sql, type SqlBool } from 'kysely';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { isUniqueViolation } from '../../db/constraint-errors.js';
import { badRequest, conflict, notFound } from '../../http/http-error.js';
import type { Remember } from '../../http/idempotency.js';
import { loadOrderRecords } from '../orders/order-read.repository.js';
import { sourceLines } from './bill-source.js';
import { toSplitView } from './bill-view.js';
import { holdOrders, touchUnpaidOrders } from './bill-orders.repository.js';
import { deleteBill, insertBill, insertSplit, joinLine, moveLine, repriceBill } from './bill-writes.repository.js';
import {
  linesOfBill,
  loadSplit,
  lockOpenSplit,
  openBillIds,
  openSplitOfTable,
  splitOfBill,
} from './bills.repository.js';

type SplitBody = z.output<typeof createSplitBody>;

const unpaidOrdersOf = (tableId: number) =>
  sql<SqlBool>`o.table_id = ${tableId} AND o.status = ${'created'} AND o.payment_status = ${'pending'}`;

const sameLines = (a: readonly BillSourceLine[], b: readonly BillSourceLine[]) =>
  a.length === b.length && a.every((l, i) => l.id === b[i].id && l.quantity === b[i].quantity);

/** Cutting a table's bill and putting parts back together; each is one transaction. */
export function billSplitService(deps: AppDeps) {
  const db = deps.db;

  return {
    async forTable(tableId: number): Promise<BillSplitResponse> {
      const open = await openSplitOfTable(db, tableId);
      const record = open && (await loadSplit(db, open.id));
      return { split: record ? toSplitView(record) : null };
    },

    /**
     * With `remember` (an Idempotency-Key, issue 25), the answer is stored in the split's own
     * transaction, so a retry after a crash answers the split it made instead of "already split".
     */
    async create(userId: number, body: SplitBody, remember?: Remember<BillSplitResponse>): Promise<BillSplitResponse> {
      const orders = await loadOrderRecords(db, unpaidOrdersOf(body.tableId));
      const lines = sourceLines(orders);
      if (orders.length === 0 || lines.length === 0) throw conflict(M.tableHasNoOrders);
      let parts;
      try {
        parts = body.mode === 'items' ? splitByItems(lines, body.parts) : splitEqually(lines, body.parts);
      } catch (err) {
        if (err instanceof RangeError) throw badRequest(M.itemsSplitInvalid);
        throw err;
      }
      const orderIds = orders.map((o) => o.id);
      const nowIso = deps.clock.now().toISOString();
      let created: { splitId: number; response: BillSplitResponse };
      try {
        created = await db.transaction().execute(async (tx) => {
          // Touching the orders takes their row locks: a payment of the whole table cannot slip in.
          const touched = await touchUnpaidOrders(tx, orderIds, nowIso);
          if (touched !== orderIds.length) throw conflict(M.tableChanged);
          if (!sameLines(sourceLines(await loadOrderRecords(tx, unpaidOrdersOf(body.tableId))), lines)) {
            throw conflict(M.tableChanged);
          }
          const id = await insertSplit(tx, {
            tableId: body.tableId,
            mode: body.mode,
            partCount: parts.length,
            userId,
            nowIso,
          });
          await holdOrders(tx, id, orderIds);
          for (const [i, part] of parts.entries()) {
            await insertBill(tx, { splitId: id, partIndex: i + 1, userId, nowIso }, part, priceBill(part));
          }
          const record = await loadSplit(tx, id);
          const response: BillSplitResponse = { message: M.splitCreated, split: record ? toSplitView(record) : null };
          await remember?.(tx, response);
          return { splitId: id, response };
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(M.tableAlreadySplit);
        throw err;
      }
      deps.events.publish('bill.split-created', { splitId: created.splitId, orderIds });
      return created.response;
    },

    /** An unpaid part goes back into another unpaid part of the same split; its lines join that bill's. */
    async merge(billId: number, intoBillId: number): Promise<BillSplitResponse> {
      const from = await splitOfBill(db, billId);
      const into = await splitOfBill(db, intoBillId);
      if (!from || !into) throw notFound(M.billNotFound);
      if (billId === intoBillId || from.split_id !== into.split_id) throw badRequest(M.mergeSame);
      const nowIso = deps.clock.now().toISOString();
      await db.transaction().execute(async (tx) => {
        if (!(await lockOpenSplit(tx, from.split_id, nowIso))) throw conflict(M.billPaid409);
        const open = await openBillIds(tx, { billIds: [billId, intoBillId] });
        if (open.length !== 2) throw conflict(M.billPaid409);
        const moving = await linesOfBill(tx, billId);
        const staying = await linesOfBill(tx, intoBillId);
        for (const l of moving) {
          // An equal part's line joins the line of the same tax group; an item line joins the same item.
          const twin = staying.find((s) =>
            l.order_item_id === null
              ? s.order_item_id === null &&
                s.tax_type === l.tax_type &&
                s.tax_rate_bp === l.tax_rate_bp &&
                s.tax_title === l.tax_title
              : s.order_item_id === l.order_item_id,
          );
          if (twin) await joinLine(tx, l, twin);
          else await moveLine(tx, l.id, intoBillId);
        }
        await deleteBill(tx, billId);
        await repriceBill(tx, intoBillId, nowIso);
      });
      const record = await loadSplit(db, from.split_id);
      if (record) deps.events.publish('bill.merged', { billId, intoBillId, orderIds: record.orderIds });
      return { message: M.billsMerged, split: record ? toSplitView(record) : null };
    },
  };
}
