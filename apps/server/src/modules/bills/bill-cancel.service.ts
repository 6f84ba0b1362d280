import { BILLS_MESSAGES as M, type BillSplitResponse } from '@comandero/contracts';
import type { AppDeps } from '../../app-deps.js';
import { conflict, notFound } from '../../http/http-error.js';
import { lockOpenSplit } from './bills.repository.js';

/**
 * POST /orders/bills/{splitId}/cancel: drops an open split none of whose bills is paid, so the table
 * can be cut again or paid whole. The rows go (not a status) because bill_split_orders keeps each
 * order in one split only; the explicit deletes do not rely on SQLite enforcing the cascades.
 */
export function billCancelService(deps: AppDeps) {
  const db = deps.db;
  return {
    async cancel(splitId: number): Promise<BillSplitResponse> {
      const found = await db.selectFrom('bill_splits').select('id').where('id', '=', splitId).executeTakeFirst();
      if (!found) throw notFound(M.splitNotFound);
      const nowIso = deps.clock.now().toISOString();
      const orderIds = await db.transaction().execute(async (tx) => {
        // The split's lock queues a payment of one of its bills behind this cancel, or this behind it.
        if (!(await lockOpenSplit(tx, splitId, nowIso))) throw conflict(M.splitNotOpen);
        const bills = await tx.selectFrom('bills').select(['id', 'status']).where('split_id', '=', splitId).execute();
        if (bills.some((b) => b.status !== 'open')) throw conflict(M.splitHasPaidBills);
        const billIds = bills.map((b) => b.id);
        if (billIds.length > 0) {
          const paid = await tx.selectFrom('bill_payments').select('id').where('bill_id', 'in', billIds).execute();
          if (paid.length > 0) throw conflict(M.splitHasPaidBills);
          await tx.deleteFrom('bill_lines').where('bill_id', 'in', billIds).execute();
          await tx.deleteFrom('bills').where('id', 'in', billIds).execute();
        }
        const orders = await tx
          .selectFrom('bill_split_orders')
          .select('order_id')
          .where('split_id', '=', splitId)
          .execute();
        await tx.deleteFrom('bill_split_orders').where('split_id', '=', splitId).execute();
        await tx.deleteFrom('bill_splits').where('id', '=', splitId).execute();
        return orders.map((o) => o.order_id);
      });
      deps.events.publish('bill.split-cancelled', { splitId, orderIds });
      return { message: M.splitCancelled, split: null };
    },
  };
}
