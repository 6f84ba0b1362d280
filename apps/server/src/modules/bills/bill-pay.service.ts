import { BILLS_MESSAGES as M, toMajor, type payBillBody, type PayBillResponse } from '@comandero/contracts';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import type { Database } from '../../db/types.js';
import { conflict, notFound } from '../../http/http-error.js';
import type { Remember } from '../../http/idempotency.js';
import { businessDay } from '../../lib/clock.js';
import type { DrawerTerminal } from '../cash-drawer/terminal.js';
import { isDeadlock, LostRace } from '../orders/order-guards.js';
import { writeInvoice } from '../invoices/invoice-writer.js';
import { readStoreTimeZone } from '../settings/store-time-zone.js';
import {
  hasCashTender,
  invoicePaymentType,
  settleTenders,
  tenderTypes,
  type TenderTypes,
} from '../payments/tenders.js';
import { priceStoredBill, toSplitView } from './bill-view.js';
import { partyOf } from './bill-orders.repository.js';
import { closeSettledOrders, markLinesPaid, splitStillCoversOrders } from './bill-settle.js';
import { claimBillPaid, linkBillInvoice } from './bill-writes.repository.js';
import { loadSplit, lockOpenSplit, splitOfBill, storedBill } from './bills.repository.js';
import { einvoiceAnswerOf } from '../einvoice/receipt-einvoice.js';

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
    const { bill, lines } = await storedBill(tx, billId);
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
      const zone = await readStoreTimeZone(deps);
      let answer: PayBillResponse;
      try {
        answer = await db.transaction().execute(async (tx) => {
          if (!(await lockOpenSplit(tx, found.split_id, nowIso))) throw conflict(M.billPaid409);
          if (!(await splitStillCoversOrders(tx, found.split_id, orderIds))) throw conflict(M.tableChanged);
          const { bill, lines, priced, payments } = await settle(tx, billId, body, types);
          if (!(await claimBillPaid(tx, billId, nowIso))) throw conflict(M.billPaid409);
          await markLinesPaid(tx, split.split, lines, orderIds);

          const party = await partyOf(tx, orderIds);
          const customerId = party.every((p) => p.customer_id === party[0].customer_id) ? party[0].customer_id : null;
          const paidBy = invoicePaymentType(body.payments, types);
          const invoiceId = await writeInvoice(
            tx,
            {
              businessDay: businessDay(now, zone),
              nowIso,
              userId,
              tableId: split.split.table_id,
              deliveryType: party[0]?.delivery_type ?? 'dinein',
              customerType: customerId === null ? 'WALKIN' : 'CUSTOMER',
              customerId,
              subTotal: priced.netTotal,
              taxTotal: priced.taxTotal,
              total: priced.total,
              tip: priced.tip,
              paymentTypeId: paidBy.payment_type_id,
              paymentTypeTitle: paidBy.payment_type_title,
            },
            {
              tenders: { billId: bill.id, input: body.payments, settled: payments, types },
              terminal,
              cash: hasCashTender(body.payments, types),
              document: { key: deps.einvoiceKey, source: { billId: bill.id } },
            },
          );
          await linkBillInvoice(tx, bill.id, invoiceId);
          const tableClosed = await closeSettledOrders(tx, split.split.id, orderIds, invoiceId, nowIso);
          // Read in the transaction, so a retried payment is answered exactly this (Idempotency-Key).
          const record = await loadSplit(tx, found.split_id);
          const response: PayBillResponse = {
            message: tableClosed ? M.tablePaid : M.billPaid,
            invoiceId,
            change: toMajor(payments.reduce((a, p) => a + p.change, 0)),
            tableClosed,
            split: toSplitView(record!),
            ...(await einvoiceAnswerOf(tx, invoiceId)),
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
