import type { Db } from '../../src/db/database.js';
import type { ExpectedLine } from './carts.js';
import type { Acknowledged, AcknowledgedPayment } from './terminal.js';

const groupBy = <T, K>(rows: T[], key: (row: T) => K) => {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const group = map.get(key(row));
    if (group) group.push(row);
    else map.set(key(row), [row]);
  }
  return map;
};

/**
 * Everything the database holds after a load, compared with what the server acknowledged. Answers
 * the list of problems found (empty when the store is whole), so that a failure names them all.
 */
export async function loadProblems(db: Db, acks: Acknowledged[], payments: AcknowledgedPayment[]): Promise<string[]> {
  const problems: string[] = [];
  const orders = await db.selectFrom('orders').selectAll().orderBy('id').execute();
  const items = await db.selectFrom('order_items').selectAll().orderBy('id').execute();
  const addons = await db.selectFrom('order_item_addons').selectAll().orderBy('id').execute();
  const invoices = await db.selectFrom('invoices').selectAll().orderBy('id').execute();
  const counters = await db.selectFrom('token_counters').selectAll().execute();

  if (orders.length !== acks.length) problems.push(`${orders.length} orders stored, ${acks.length} acknowledged`);
  const ackIds = new Set(acks.map((a) => a.result.orderId));
  if (ackIds.size !== acks.length) problems.push('two acknowledgements name the same order');
  const stored = new Map(orders.map((o) => [o.id, o]));
  for (const o of orders) if (!ackIds.has(o.id)) problems.push(`order ${o.id} stored but never acknowledged`);

  for (const [day, ofDay] of groupBy(orders, (o) => o.business_day)) {
    const tokens = ofDay.map((o) => o.token_no).sort((a, b) => a - b);
    const gaps = tokens.filter((t, i) => t !== i + 1);
    if (gaps.length) problems.push(`tokens of ${day} are not 1..${tokens.length}: ${gaps.slice(0, 10).join(', ')}…`);
    const counter = counters.find((c) => c.business_day === day)?.last_token;
    if (counter !== tokens.length) problems.push(`counter of ${day} at ${counter}, ${tokens.length} orders`);
  }

  const paidLater = new Map(payments.flatMap((p) => p.orderIds.map((id) => [id, p.invoiceId] as const)));
  const linesOf = groupBy(items, (l) => l.order_id);
  const addonsOf = groupBy(addons, (a) => a.order_item_id);
  for (const ack of acks) {
    const where = `order ${ack.result.orderId} (terminal ${ack.terminal} #${ack.seq})`;
    const o = stored.get(ack.result.orderId);
    if (!o) {
      problems.push(`${where} acknowledged but missing`);
      continue;
    }
    const invoiceId = ack.paidAtOnce ? ack.result.invoiceId : (paidLater.get(o.id) ?? null);
    const want = {
      token_no: ack.result.tokenNo,
      table_id: ack.tableId,
      delivery_type: ack.tableId === null ? 'takeaway' : 'dinein',
      invoice_id: invoiceId,
      payment_status: invoiceId == null ? 'pending' : 'paid',
      item_total: ack.cart.itemTotal,
      tax_total: ack.cart.taxTotal,
      total: ack.cart.total,
    };
    const got = Object.fromEntries(Object.keys(want).map((k) => [k, o[k as keyof typeof o]]));
    if (JSON.stringify(got) !== JSON.stringify(want)) {
      problems.push(`${where}: stored ${JSON.stringify(got)}, expected ${JSON.stringify(want)}`);
    }
    const lines: ExpectedLine[] = (linesOf.get(o.id) ?? []).map((l) => [
      l.item_id ?? 0,
      l.variant_id,
      l.quantity,
      l.unit_price,
      l.line_total,
      l.tax_amount,
      (addonsOf.get(l.id) ?? []).map((a) => a.addon_id ?? 0),
    ]);
    if (JSON.stringify(lines) !== JSON.stringify(ack.cart.lines)) {
      problems.push(`${where} (${ack.cart.name}): lines ${JSON.stringify(lines)}`);
    }
  }

  // Whatever was acknowledged: each stored order adds up from its own lines.
  for (const o of orders) {
    const lines = linesOf.get(o.id) ?? [];
    const itemTotal = lines.reduce((s, l) => s + l.line_total, 0);
    const onTop = lines.filter((l) => l.tax_type === 'exclusive').reduce((s, l) => s + l.tax_amount, 0);
    const tax = lines.reduce((s, l) => s + l.tax_amount, 0);
    if (o.item_total !== itemTotal || o.tax_total !== tax || o.total !== itemTotal + onTop) {
      problems.push(`order ${o.id}: totals ${o.item_total}/${o.tax_total}/${o.total} differ from its lines`);
    }
  }

  const ordersOf = groupBy(
    orders.filter((o) => o.invoice_id !== null),
    (o) => o.invoice_id,
  );
  const expectedInvoices = acks.filter((a) => a.paidAtOnce).length + payments.length;
  if (invoices.length !== expectedInvoices) problems.push(`${invoices.length} invoices, ${expectedInvoices} expected`);
  for (const inv of invoices) {
    const of = ordersOf.get(inv.id) ?? [];
    const total = of.reduce((s, o) => s + o.total, 0);
    const tax = of.reduce((s, o) => s + o.tax_total, 0);
    if (of.length === 0 || inv.total !== total || inv.tax_total !== tax || inv.sub_total !== total - tax) {
      problems.push(`invoice ${inv.id}: ${inv.sub_total}/${inv.tax_total}/${inv.total} for ${of.length} orders`);
    }
  }
  for (const ack of acks.filter((a) => a.paidAtOnce)) {
    const inv = invoices.find((i) => i.id === ack.result.invoiceId);
    if (inv && inv.payment_type_id !== ack.paymentTypeId) problems.push(`invoice ${inv.id}: payment type`);
  }
  return problems;
}
