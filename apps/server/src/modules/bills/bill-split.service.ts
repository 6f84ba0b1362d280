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
import { loadOrderRecords } from '../orders/order-read.repository.js';
import { sourceLines } from './bill-source.js';
import { toSplitView } from './bill-view.js';
import { insertBill, repriceBill } from './bill-writes.js';
import { loadSplit, lockOpenSplit, openSplitOfTable, splitOfBill } from './bills.repository.js';

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

    async create(userId: number, body: SplitBody): Promise<BillSplitResponse> {
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
      let splitId: number;
      try {
        splitId = await db.transaction().execute(async (tx) => {
          // Touching the orders takes their row locks: a payment of the whole table cannot slip in.
          const touched = await tx
            .updateTable('orders')
            .set({ updated_at: nowIso })
            .where('id', 'in', orderIds)
            .where('status', '=', 'created')
            .where('payment_status', '=', 'pending')
            .executeTakeFirst();
          if (Number(touched.numUpdatedRows) !== orderIds.length) throw conflict(M.tableChanged);
          if (!sameLines(sourceLines(await loadOrderRecords(tx, unpaidOrdersOf(body.tableId))), lines)) {
            throw conflict(M.tableChanged);
          }
          const split = await tx
            .insertInto('bill_splits')
            .values({
              table_id: body.tableId,
              mode: body.mode,
              status: 'open',
              part_count: parts.length,
              created_by: userId,
              created_at: nowIso,
              updated_at: nowIso,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await tx
            .insertInto('bill_split_orders')
            .values(orderIds.map((order_id) => ({ split_id: split.id, order_id })))
            .execute();
          for (const [i, part] of parts.entries()) {
            await insertBill(tx, { splitId: split.id, partIndex: i + 1, userId, nowIso }, part, priceBill(part));
          }
          return split.id;
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(M.tableAlreadySplit);
        throw err;
      }
      deps.events.publish('bill.split-created', { splitId, orderIds });
      const record = await loadSplit(db, splitId);
      return { message: M.splitCreated, split: record ? toSplitView(record) : null };
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
        const open = await tx
          .selectFrom('bills')
          .select('id')
          .where('id', 'in', [billId, intoBillId])
          .where('status', '=', 'open')
          .execute();
        if (open.length !== 2) throw conflict(M.billPaid409);
        const moving = await tx.selectFrom('bill_lines').selectAll().where('bill_id', '=', billId).execute();
        const staying = await tx.selectFrom('bill_lines').selectAll().where('bill_id', '=', intoBillId).execute();
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
          if (twin) {
            await tx
              .updateTable('bill_lines')
              .set({
                quantity: twin.quantity + l.quantity,
                gross: twin.gross + l.gross,
                base_tax: twin.base_tax + l.base_tax,
              })
              .where('id', '=', twin.id)
              .execute();
            await tx.deleteFrom('bill_lines').where('id', '=', l.id).execute();
          } else {
            await tx.updateTable('bill_lines').set({ bill_id: intoBillId }).where('id', '=', l.id).execute();
          }
        }
        await tx.deleteFrom('bills').where('id', '=', billId).execute();
        await repriceBill(tx, intoBillId, nowIso);
      });
      const record = await loadSplit(db, from.split_id);
      if (record) deps.events.publish('bill.merged', { billId, intoBillId, orderIds: record.orderIds });
      return { message: M.billsMerged, split: record ? toSplitView(record) : null };
    },
  };
}
