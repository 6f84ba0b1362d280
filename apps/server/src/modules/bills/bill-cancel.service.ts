import { BILLS_MESSAGES as M, type BillSplitResponse } from '@comandero/contracts';
import type { AppDeps } from '../../app-deps.js';
import { conflict, notFound } from '../../http/http-error.js';
import { deleteSplit } from './bill-writes.repository.js';
import { anyBillPayment, billsOfSplit, lockOpenSplit, splitExists } from './bills.repository.js';

/**
 * POST /orders/bills/{splitId}/cancel: drops an open split none of whose bills is paid, so the table
 * can be cut again or paid whole. The rows go (not a status) because bill_split_orders keeps each
 * order in one split only.
 */
export function billCancelService(deps: AppDeps) {
  const db = deps.db;
  return {
    async cancel(splitId: number): Promise<BillSplitResponse> {
      const found = await splitExists(db, splitId);
      if (!found) throw notFound(M.splitNotFound);
      const nowIso = deps.clock.now().toISOString();
      const orderIds = await db.transaction().execute(async (tx) => {
        // The split's lock queues a payment of one of its bills behind this cancel, or this behind it.
        if (!(await lockOpenSplit(tx, splitId, nowIso))) throw conflict(M.splitNotOpen);
        const bills = await billsOfSplit(tx, splitId);
        if (bills.some((b) => b.status !== 'open')) throw conflict(M.splitHasPaidBills);
        const billIds = bills.map((b) => b.id);
        if (billIds.length > 0 && (await anyBillPayment(tx, billIds))) throw conflict(M.splitHasPaidBills);
        return deleteSplit(tx, splitId, billIds);
      });
      deps.events.publish('bill.split-cancelled', { splitId, orderIds });
      return { message: M.splitCancelled, split: null };
    },
  };
}
