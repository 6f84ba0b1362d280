import type { AckedOrder } from './load.js';
import type { Db } from '../../src/db/database.js';

/**
 * The database after the crashes, compared with every create the server acknowledged. Answers the
 * problems found (empty when every acknowledged order is there, whole, and nothing else is).
 */
export async function crashProblems(db: Db, acked: AckedOrder[]): Promise<string[]> {
  const problems: string[] = [];
  const orders = await db.selectFrom('orders').selectAll().execute();
  const items = await db
    .selectFrom('order_items')
    .select(['id', 'order_id', 'item_id', 'variant_id', 'quantity'])
    .execute();
  const addons = await db.selectFrom('order_item_addons').select(['order_item_id', 'addon_id']).execute();
  const invoices = await db.selectFrom('invoices').select(['id', 'total', 'tax_total']).execute();
  const counters = await db.selectFrom('token_counters').selectAll().execute();
  const keys = await db.selectFrom('idempotency_keys').select('key').execute();

  const byId = new Map(orders.map((o) => [o.id, o]));
  const ackedIds = new Set(acked.map((a) => a.result.orderId));
  if (ackedIds.size !== acked.length) problems.push('two acknowledgements name the same order');
  // Every unanswered create was sent again with its key, so no stored order is left unacknowledged.
  for (const o of orders) if (!ackedIds.has(o.id)) problems.push(`order ${o.id} stored but never acknowledged`);
  if (keys.length !== acked.length) problems.push(`${keys.length} idempotency keys for ${acked.length} orders`);

  const days = new Map<string, number[]>();
  for (const o of orders) days.set(o.business_day, [...(days.get(o.business_day) ?? []), o.token_no]);
  for (const [day, tokens] of days) {
    tokens.sort((a, b) => a - b);
    if (tokens.some((t, i) => t !== i + 1)) problems.push(`tokens of ${day} are not 1..${tokens.length}`);
    const last = counters.find((c) => c.business_day === day)?.last_token;
    if (last !== tokens.length) problems.push(`token counter of ${day} at ${last} for ${tokens.length} orders`);
  }

  const addonsOf = new Map<number, number[]>();
  for (const a of addons) addonsOf.set(a.order_item_id, [...(addonsOf.get(a.order_item_id) ?? []), a.addon_id ?? 0]);
  const linesOf = new Map<number, typeof items>();
  for (const l of items) linesOf.set(l.order_id, [...(linesOf.get(l.order_id) ?? []), l]);
  const invoiceById = new Map(invoices.map((i) => [i.id, i]));

  for (const a of acked) {
    const o = byId.get(a.result.orderId);
    const where = `order ${a.result.orderId} (${a.key})`;
    if (!o) {
      problems.push(`${where} acknowledged but missing`);
      continue;
    }
    const got = { token: o.token_no, total: o.total, tax: o.tax_total, items: o.item_total, invoice: o.invoice_id };
    const want = {
      token: a.result.tokenNo,
      total: a.expected.payableTotal,
      tax: a.expected.taxTotal,
      items: a.expected.itemsTotal,
      invoice: a.result.invoiceId ?? null,
    };
    if (JSON.stringify(got) !== JSON.stringify(want)) problems.push(`${where}: ${JSON.stringify({ got, want })}`);
    const lines = (linesOf.get(o.id) ?? [])
      .sort((x, y) => x.id - y.id)
      .map((l) => ({
        itemId: l.item_id,
        quantity: l.quantity,
        variantId: l.variant_id,
        addonIds: (addonsOf.get(l.id) ?? []).sort((x, y) => x - y),
      }));
    const sent = a.lines.map((l) => ({ ...l, addonIds: [...l.addonIds].sort((x, y) => x - y) }));
    if (JSON.stringify(lines) !== JSON.stringify(sent)) problems.push(`${where}: lines ${JSON.stringify(lines)}`);
    if (a.result.invoiceId !== undefined) {
      const inv = invoiceById.get(a.result.invoiceId);
      if (!inv || inv.total !== o.total || inv.tax_total !== o.tax_total) problems.push(`${where}: invoice`);
    }
  }
  return problems;
}
