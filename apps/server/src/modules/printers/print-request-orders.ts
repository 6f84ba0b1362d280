import type { Kysely, Transaction } from 'kysely';
import { insertRows } from '../../db/rows-insert.js';
import type { Database } from '../../db/types.js';
import type { PrintRequest } from './print-requests.js';

type Tx = Transaction<Database>;

/**
 * Links expanded requests to the orders they are about (print_request_orders, migration 0023), in
 * the transaction that stores their jobs: GET /printing/order-jobs/{orderId} reads an order's
 * tickets by that index. Done at expansion, not with the order's write, so the order path pays
 * nothing for it, and a payment's orders carry their invoice by then. `orderIds` are each
 * request's, from ordersOfRequests.
 */
export async function linkRequestsToOrders(
  tx: Tx,
  requests: readonly { id: number; orderIds: readonly number[] }[],
): Promise<void> {
  await insertRows(
    tx,
    'print_request_orders',
    requests.flatMap(({ id, orderIds }) =>
      [...new Set(orderIds)].map((orderId) => ({ order_id: orderId, request_id: id })),
    ),
  );
}

/**
 * The orders each request is about: named in it, or those of its voided line, of its paid invoice,
 * of the job it reprints. One read per kind that needs one, for a whole batch.
 */
export async function ordersOfRequests(db: Kysely<Database>, requests: readonly PrintRequest[]): Promise<number[][]> {
  const of = <K extends PrintRequest['kind']>(kind: K) =>
    requests.flatMap((r) => (r.kind === kind ? [r as Extract<PrintRequest, { kind: K }>] : []));
  const group = (rows: { key: number; order: number }[]) => {
    const map = new Map<number, number[]>();
    for (const r of rows) map.set(r.key, [...(map.get(r.key) ?? []), r.order]);
    return map;
  };
  const none = new Map<number, number[]>();
  const voids = of('void').map((v) => v.orderItemId);
  const byLine =
    voids.length === 0
      ? none
      : group(
          (await db.selectFrom('order_items').select(['id', 'order_id']).where('id', 'in', voids).execute()).map(
            (r) => ({ key: r.id, order: r.order_id }),
          ),
        );
  const invoices = of('receipt').map((r) => r.invoiceId);
  const byInvoice =
    invoices.length === 0
      ? none
      : group(
          (
            await db.selectFrom('orders').select(['id', 'invoice_id']).where('invoice_id', 'in', invoices).execute()
          ).map((r) => ({ key: r.invoice_id!, order: r.id })),
        );
  const jobs = of('reprint').map((r) => r.jobId);
  const byJob =
    jobs.length === 0
      ? none
      : group(
          (
            await db
              .selectFrom('print_jobs as j')
              .innerJoin('print_request_orders as o', 'o.request_id', 'j.request_id')
              .select(['j.id', 'o.order_id'])
              .where('j.id', 'in', jobs)
              .execute()
          ).map((r) => ({ key: r.id, order: r.order_id })),
        );
  return requests.map((r) => {
    switch (r.kind) {
      case 'order':
      case 'course-fired':
      case 'token':
        return [r.orderId];
      case 'table-move':
        return [...r.orderIds];
      case 'void':
        return byLine.get(r.orderItemId) ?? [];
      case 'receipt':
        return byInvoice.get(r.invoiceId) ?? [];
      case 'reprint':
        return byJob.get(r.jobId) ?? [];
      case 'drawer-kick':
        return [];
    }
  });
}
