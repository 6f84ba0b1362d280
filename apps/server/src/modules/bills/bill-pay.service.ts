import { BILLS_MESSAGES as M, toMajor, type payBillBody, type PayBillResponse } from '@comandero/contracts';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import type { Database } from '../../db/types.js';
import { conflict, notFound } from '../../http/http-error.js';
import type { Remember } from '../../http/idempotency.js';
import { businessDay } from '../../lib/clock.js';
import { attachInvoiceToDrawer } from '../cash-drawer/drawer-payments.js';
import type { DrawerTerminal } from '../cash-drawer/terminal.js';
import { isDeadlock, LostRace } from '../orders/order-guards.js';
import {
  hasCashTender,
  insertTenders,
  invoicePaymentType,
  settleTenders,
  tenderTypes,
  type TenderTypes,
} from '../payments/tenders.js';
import { priceStoredBill, toSplitView } from './bill-view.js';
import { loadSplit, lockOpenSplit, splitOfBill } from './bills.repository.js';
import { closeSettledOrders, markLinesPaid, splitStillCoversOrders } from './bill-settle.js';

type PayBody = z.output<typeof payBillBody>;
type Tx = Transaction<Database>;

/**
 * POST /orders/bills/{id}/pay: the payments, the bill's invoice, its order lines marked paid, the
 * orders completed once all their lines are paid, and the split closed with its last bill, all in
 * one transaction. Each line's paid quantity only rises through a conditional UPDATE that cannot
 * pass its quantity, so a line covered by two bills is paid by one of them only.
 */
export function billPayService(deps: AppDeps) {
  const db = deps.db;

  async function settle(tx: Tx, billId: number, body: PayBody, types: TenderTypes) {
    const bill = await tx.selectFrom('bills').selectAll().where('id', '=', billId).executeTakeFirstOrThrow();
    const lines = await tx.selectFrom('bill_lines').selectAll().where('bill_id', '=', billId).execute();
    const priced = priceStoredBill(bill, lines);
    return { bill, lines, priced, payments: settleTenders(priced.due, body.payments, types) };
  }

  return {
    async pay(
      userId: number,
      billId: number,
      body: PayBody,
      terminal: DrawerTerminal = null,
      remember?: Remember<PayBillResponse>,
    ): Promise<PayBillResponse> {
      const found = await splitOfBill(db, billId);
      if (!found) throw notFound(M.billNotFound);
      if (found.status !== 'open') throw conflict(M.billPaid409);
      const types = await tenderTypes(
        db,
        body.payments.map((p) => p.paymentTypeId),
      );
      const split = await loadSplit(db, found.split_id);
      if (!split) throw notFound(M.billNotFound);
      const orderIds = split.orderIds;

      const now = deps.clock.now();
      const nowIso = now.toISOString();
      const zone =
        (await db.selectFrom('store_settings').select('time_zone').where('id', '=', 1).executeTakeFirst())?.time_zone ??
        deps.config.storeTimeZone;
      let answer: PayBillResponse;
      try {
        answer = await db.transaction().execute(async (tx) => {
          if (!(await lockOpenSplit(tx, found.split_id, nowIso))) throw conflict(M.billPaid409);
          if (!(await splitStillCoversOrders(tx, found.split_id, orderIds))) throw conflict(M.tableChanged);
          const { bill, lines, priced, payments } = await settle(tx, billId, body, types);
          const claimed = await tx
            .updateTable('bills')
            .set({ status: 'paid', paid_at: nowIso, updated_at: nowIso })
            .where('id', '=', billId)
            .where('status', '=', 'open')
            .executeTakeFirst();
          if (Number(claimed.numUpdatedRows) !== 1) throw conflict(M.billPaid409);
          await markLinesPaid(tx, split.split, lines, orderIds);

          const party = await tx
            .selectFrom('orders')
            .select(['delivery_type', 'customer_id'])
            .where('id', 'in', orderIds)
            .orderBy('id')
            .execute();
          const customerId = party.every((p) => p.customer_id === party[0].customer_id) ? party[0].customer_id : null;
          const invoice = await tx
            .insertInto('invoices')
            .values({
              business_day: businessDay(now, zone),
              sub_total: priced.netTotal,
              tax_total: priced.taxTotal,
              total: priced.total,
              tip: priced.tip,
              table_id: split.split.table_id,
              delivery_type: party[0]?.delivery_type ?? 'dinein',
              customer_type: customerId === null ? 'WALKIN' : 'CUSTOMER',
              customer_id: customerId,
              ...invoicePaymentType(body.payments, types),
              created_by: userId,
              created_at: nowIso,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await insertTenders(tx, { billId: bill.id, invoiceId: invoice.id, nowIso }, body.payments, payments, types);
          await tx.updateTable('bills').set({ invoice_id: invoice.id }).where('id', '=', bill.id).execute();
          await attachInvoiceToDrawer(tx, invoice.id, terminal, hasCashTender(body.payments, types));
          const tableClosed = await closeSettledOrders(tx, split.split.id, orderIds, invoice.id, nowIso);
          // Read in the transaction, so a retried payment is answered exactly this (Idempotency-Key).
          const record = await loadSplit(tx, found.split_id);
          const response: PayBillResponse = {
            message: tableClosed ? M.tablePaid : M.billPaid,
            invoiceId: invoice.id,
            change: toMajor(payments.reduce((a, p) => a + p.change, 0)),
            tableClosed,
            split: toSplitView(record!),
          };
          await remember?.(tx, response);
          return response;
        });
      } catch (err) {
        if (err instanceof LostRace || isDeadlock(err)) throw conflict(M.lineAlreadyPaid);
        throw err;
      }
      deps.events.publish('bill.paid', {
        billId,
        invoiceId: answer.invoiceId,
        tableClosed: answer.tableClosed,
        orderIds,
      });
      return answer;
    },
  };
}
