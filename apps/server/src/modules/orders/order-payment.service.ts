import {
  clientTotalsMatch,
  isCashPaymentType,
  ORDERS_MESSAGES as M,
  SHIFT_MESSAGES,
  type completeAndPaySettleBody,
  type CompleteAndPaySettleResponse,
  type PricingTotals,
} from '@comandero/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { badRequest, conflict } from '../../http/http-error.js';
import type { Remember } from '../../http/idempotency.js';
import { businessDay } from '../../lib/clock.js';
import { readStoreTimeZone } from '../settings/store-time-zone.js';
import { writeInvoice, type InvoiceCharge } from '../invoices/invoice-writer.js';
import { hasCashTender } from '../payments/tenders.js';
import type { Actor } from '../audit/audit.js';
import type { DrawerTerminal } from '../cash-drawer/terminal.js';
import { loadOrderRecords, ordersById, type OrderRecord } from './order-read.repository.js';
import { isDeadlock, LostRace, refusalOf } from './order-guards.js';
import { snapshotTotals } from './order-view.js';
import {
  auditSettlement,
  orderSettlementOf,
  settledCharge,
  settledTenders,
  settlementAnswer,
  type OrderSettlement,
} from './order-settle-pay.js';
import { ordersRepository } from './orders.repository.js';
import { einvoiceAnswerOf } from '../einvoice/receipt-einvoice.js';

type PayBody = z.output<typeof completeAndPaySettleBody>;

/**
 * Cash must land in a drawer. With tenders, any cash tender makes it a cash payment; otherwise the
 * payment type decides, and no payment type at all is taken as cash (README, "Cash and the drawer").
 */
function paysCash(payment: { title: string; is_cash: number | null } | null | undefined, s: OrderSettlement | null) {
  if (s?.tenders) return hasCashTender(s.tenders.input, s.tenders.types);
  return !payment || isCashPaymentType(payment.is_cash, payment.title);
}

const sameTotals = (a: PricingTotals, b: PricingTotals) =>
  a.itemsTotal === b.itemsTotal && a.taxTotal === b.taxTotal && a.payableTotal === b.payableTotal;

/** What one invoice says about several orders: a field they all share, otherwise nothing or the oldest's. */
function invoiceParty(orders: readonly OrderRecord[]) {
  const [first] = orders;
  const shared = <K extends keyof OrderRecord>(key: K) =>
    orders.every((o) => o[key] === first[key]) ? first[key] : null;
  const customerId = shared('customer_id') as string | null;
  return {
    tableId: shared('table_id') as number | null,
    deliveryType: first.delivery_type,
    customerType: customerId === null ? 'WALKIN' : 'CUSTOMER',
    customerId,
  };
}

/**
 * POST /orders/complete-and-pay-order: one invoice for open, unpaid orders, from the server's own
 * sums of their stored lines. The client's totals are only compared (a difference means its screen
 * is stale); the orders are claimed, re-summed, invoiced and linked in one transaction, so two
 * cashiers paying the same orders at once get one invoice and one 409.
 */
export function orderPaymentService(deps: AppDeps) {
  const repo = ordersRepository(deps.db);

  return {
    async completeAndPay(
      userId: number,
      body: PayBody,
      terminal: DrawerTerminal = null,
      actor: Actor | null = null,
      remember?: Remember<CompleteAndPaySettleResponse>,
    ): Promise<CompleteAndPaySettleResponse> {
      const ids = body.orderIds;
      const records = await loadOrderRecords(deps.db, ordersById(ids));
      const refusal = refusalOf(ids, records, 'pay');
      if (refusal) throw refusal;
      const payment = body.paymentTypeId === null ? null : await repo.activePaymentTypeTitle(body.paymentTypeId);
      if (body.paymentTypeId !== null && !payment) throw badRequest(M.paymentTypeInactive);
      const { totals, lineCount } = snapshotTotals(records);
      const sent = { netTotal: body.subTotal, taxTotal: body.taxTotal, total: body.total };
      if (!clientTotalsMatch(sent, totals, lineCount)) throw conflict(M.totalsChanged);
      // Issue 18: tip, discount and tenders, when sent, priced and checked before anything is written.
      const settlement = await orderSettlementOf(deps.db, records, body);

      const now = deps.clock.now();
      const zone = await readStoreTimeZone(deps);
      let answer: CompleteAndPaySettleResponse;
      try {
        answer = await deps.db.transaction().execute(async (tx) => {
          if (!(await repo.claimForPayment(tx, ids, now.toISOString()))) throw new LostRace();
          // Orders whose table is being settled bill by bill are paid there, never twice. Asked only
          // once the claim holds the orders' row locks: a split committed just before is then seen.
          if (await repo.inOpenSplit(tx, ids)) throw conflict(M.billSplitOpen);
          if (!(await repo.markLinesPaid(tx, ids))) throw conflict(M.billSplitOpen);
          // An item cancelled between our read and the claim would change what is charged.
          const fresh = await loadOrderRecords(tx, ordersById(ids));
          if (!sameTotals(snapshotTotals(fresh).totals, totals)) throw conflict(M.totalsChanged);
          // A table move that won the orders' locks first: of the move and this payment, one happens.
          const movedAway = (o: OrderRecord, i: number) => o.table_id !== (body.tableId ?? records[i].table_id);
          if (fresh.some(movedAway)) throw conflict(SHIFT_MESSAGES.ordersMoved);
          const paidBy = { paymentTypeId: body.paymentTypeId, paymentTypeTitle: payment?.title ?? null };
          const charge: InvoiceCharge = settlement
            ? settledCharge(settlement, paidBy)
            : { subTotal: totals.netTotal, taxTotal: totals.taxTotal, total: totals.payableTotal, tip: 0, ...paidBy };
          const sale = { businessDay: businessDay(now, zone), nowIso: now.toISOString(), userId };
          const id = await writeInvoice(
            tx,
            { ...sale, ...invoiceParty(records), ...charge },
            {
              tenders: settledTenders(settlement),
              terminal,
              cash: paysCash(payment, settlement),
              document: { key: deps.einvoiceKey, source: { orderIds: ids } },
            },
          );
          await repo.linkInvoice(tx, ids, id);
          if (settlement) await auditSettlement(tx, actor, id, settlement, now.toISOString());
          const response = {
            message: M.ordersPaid,
            invoiceId: id,
            ...(settlement ? settlementAnswer(settlement) : {}),
            ...(await einvoiceAnswerOf(tx, id)),
          };
          await remember?.(tx, response);
          return response;
        });
      } catch (err) {
        if (!(err instanceof LostRace) && !isDeadlock(err)) throw err;
        throw refusalOf(ids, await repo.states(ids), 'pay') ?? conflict(M.orderAlreadyPaid);
      }
      deps.events.publish('orders.paid', { orderIds: ids, invoiceId: answer.invoiceId });
      return answer;
    },
  };
}
