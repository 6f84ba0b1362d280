import { sql, type Kysely } from 'kysely';

/**
 * Issue 20, leftovers: which orders each print request is about, as rows, so an order's tickets
 * (GET /printing/order-jobs/{orderId}) are found by an index instead of by matching every request's
 * JSON. A request may be about several orders (a table move carries all of the table's) or none (a
 * drawer kick): one row per order it names. Written with the request (print-outbox.ts); a reprint
 * is about the orders of the job it reprints.
 *
 * The requests expanded before are linked here from their payload (the voided line's order, the
 * paid invoice's orders, a reprinted job's request). Also the index the purge of old tickets reads.
 */
export function printRequestOrders() {
  return {
    async up(db: Kysely<unknown>) {
      const s = db.schema;
      await s
        .createTable('print_request_orders')
        .addColumn('order_id', 'integer', (c) => c.notNull())
        .addColumn('request_id', 'integer', (c) => c.notNull().references('print_requests.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('print_request_orders_pk', ['order_id', 'request_id'])
        .execute();
      await s.createIndex('print_request_orders_request_idx').on('print_request_orders').column('request_id').execute();
      await s.createIndex('print_jobs_updated_idx').on('print_jobs').columns(['status', 'updated_at']).execute();

      await linkExistingRequests(db);
    },
  };
}

/** The expanded requests linked to their orders from their payloads, as the worker links new ones. */
export async function linkExistingRequests(db: Kysely<unknown>): Promise<void> {
  const requests = await sql<{
    id: number;
    payload: string;
    status: string;
  }>`SELECT id, payload, status FROM print_requests ORDER BY id`
    .execute(db)
    .then((r) => r.rows);
  const links: { order_id: number; request_id: number }[] = [];
  const add = (orderIds: readonly number[], requestId: number) => {
    for (const orderId of new Set(orderIds)) links.push({ order_id: orderId, request_id: requestId });
  };
  const ofRequest = new Map<number, number[]>();
  for (const { id, payload, status } of requests) {
    const r = JSON.parse(payload) as Record<string, unknown>;
    let orderIds: number[] = [];
    if (typeof r.orderId === 'number') orderIds = [r.orderId];
    else if (Array.isArray(r.orderIds)) orderIds = r.orderIds.filter((x): x is number => typeof x === 'number');
    else if (typeof r.orderItemId === 'number') {
      const rows = await sql<{ order_id: number }>`SELECT order_id FROM order_items WHERE id = ${r.orderItemId}`
        .execute(db)
        .then((x) => x.rows);
      orderIds = rows.map((x) => x.order_id);
    } else if (typeof r.invoiceId === 'number') {
      const rows = await sql<{ id: number }>`SELECT id FROM orders WHERE invoice_id = ${r.invoiceId}`
        .execute(db)
        .then((x) => x.rows);
      orderIds = rows.map((x) => x.id);
    } else if (typeof r.jobId === 'number') {
      const rows = await sql<{ request_id: number }>`SELECT request_id FROM print_jobs WHERE id = ${r.jobId}`
        .execute(db)
        .then((x) => x.rows);
      orderIds = rows.flatMap((x) => ofRequest.get(x.request_id) ?? []);
    }
    ofRequest.set(id, orderIds);
    // A pending request is linked by the worker when it expands it.
    if (status === 'expanded') add(orderIds, id);
  }
  for (let k = 0; k < links.length; k += 500) {
    const chunk = links.slice(k, k + 500);
    await sql`INSERT INTO print_request_orders (order_id, request_id) VALUES ${sql.join(
      chunk.map((l) => sql`(${l.order_id}, ${l.request_id})`),
    )}`.execute(db);
  }
}
