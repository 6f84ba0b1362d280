import type { OrderResult } from '@comandero/contracts';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/types.js';
import { attachInvoiceToDrawer } from '../cash-drawer/drawer-payments.js';
import type { NewOrder } from './order-submit.repository.js';
import type { RunPrepared } from './prepared-query.js';

/**
 * The writes of one submit, inside the caller's transaction: the day's next token, the invoice
 * (paid submits), the order with its line and add-on snapshots, and the idempotency record.
 * Each statement runs as a prepared shape; its parameters are the row values in column order.
 */
/** Rows per multi-row insert: under ~500 bound variables each (18 columns a line, 4 an add-on). */
export const LINES_PER_INSERT = 25;
export const ADDONS_PER_INSERT = 100;

function chunks<T>(rows: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

export async function insertOrderIn(tx: Transaction<Database>, o: NewOrder, run: RunPrepared): Promise<OrderResult> {
  const counter = { business_day: o.businessDay, last_token: 1 };
  const [{ last_token: tokenNo }] = await run(tx, 'token', Object.values(counter), () =>
    tx
      .insertInto('token_counters')
      .values(counter)
      .onConflict((oc) =>
        oc.column('business_day').doUpdateSet({ last_token: sql<number>`token_counters.last_token + 1` }),
      )
      .returning('last_token'),
  );
  const common = {
    business_day: o.businessDay,
    delivery_type: o.deliveryType,
    customer_type: o.customerType,
    customer_id: o.customerId,
    table_id: o.tableId,
    created_by: o.userId,
    created_at: o.nowIso,
  };
  let invoiceId: number | null = null;
  if (o.invoice) {
    const invoice = {
      ...common,
      sub_total: o.totals.netTotal,
      tax_total: o.totals.taxTotal,
      total: o.totals.payableTotal,
      payment_type_id: o.invoice.paymentTypeId,
      payment_type_title: o.invoice.paymentTypeTitle,
    };
    const [row] = await run(tx, 'invoice', Object.values(invoice), () =>
      tx.insertInto('invoices').values(invoice).returning('id'),
    );
    invoiceId = row.id;
    await attachInvoiceToDrawer(tx, invoiceId, o.invoice.terminal ?? null);
  }
  const order = {
    ...common,
    token_no: tokenNo,
    customer_name: o.customerName,
    status: 'created',
    payment_status: invoiceId === null ? 'pending' : 'paid',
    item_total: o.totals.itemsTotal,
    tax_total: o.totals.taxTotal,
    total: o.totals.payableTotal,
    invoice_id: invoiceId,
    updated_at: o.nowIso,
  };
  const [{ id: orderId }] = await run(tx, 'order', Object.values(order), () =>
    tx.insertInto('orders').values(order).returning('id'),
  );
  const lines = o.lines.map(({ addons: _addons, ...line }) => ({
    ...line,
    order_id: orderId,
    status: 'created',
    created_at: o.nowIso,
    updated_at: o.nowIso,
  }));
  // Chunked so that the largest cart the contract allows (200 lines × 50 add-ons) stays far below
  // SQLite's bound-variable limit, and so that the prepared shapes stay few (see preparedQueries).
  const lineIds: number[] = [];
  for (const chunk of chunks(lines, LINES_PER_INSERT)) {
    const inserted = await run(tx, `items:${chunk.length}`, chunk.flatMap(Object.values), () =>
      tx.insertInto('order_items').values(chunk).returning('id'),
    );
    // RETURNING order is unspecified, but ids of one multi-row insert grow in VALUES order.
    lineIds.push(...inserted.map((r) => r.id).sort((a, b) => a - b));
  }
  const addons = o.lines.flatMap((line, i) => line.addons.map((a) => ({ ...a, order_item_id: lineIds[i] })));
  for (const chunk of chunks(addons, ADDONS_PER_INSERT)) {
    await run(tx, `addons:${chunk.length}`, chunk.flatMap(Object.values), () =>
      tx.insertInto('order_item_addons').values(chunk),
    );
  }
  const result: OrderResult = { tokenNo, orderId, message: o.message };
  if (invoiceId !== null) result.invoiceId = invoiceId;
  if (o.idempotency) {
    const record = {
      user_id: o.userId,
      key: o.idempotency.key,
      route: o.idempotency.route,
      response: JSON.stringify(result),
      created_at: o.nowIso,
      request_hash: o.idempotency.requestHash,
    };
    await run(tx, 'idempotency', Object.values(record), () => tx.insertInto('idempotency_keys').values(record));
  }
  return result;
}
