import type { OrderResult } from '@comandero/contracts';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/types.js';
import { insertRows, insertRowsReturningIds } from '../../db/rows-insert.js';
import type { RunPrepared } from '../../db/prepared-query.js';
import {
  cashRefusalOf,
  drawerSessionOf,
  drawerTerminalOf,
  openDrawerSessions,
} from '../cash-drawer/drawer-payments.js';
import { issueDocuments } from '../einvoice/depos-issue.js';
import { settlePoints, type PointsSale } from '../membership/points-ledger.js';
import { writeInvoiceBatch } from '../invoices/invoice-writer.js';
import { requestReceipts } from '../printers/print-hooks.js';
import { enqueuePrints, kitchenPrintingConfigured } from '../printers/print-outbox.js';
import type { DiscountedSale, NewOrder, WrittenOrder } from './new-order.js';
import { recipeIndexCache, type RecipeIndexCache } from '../inventory/recipe-index.js';
import { planSaleStock } from '../inventory/sale-stock.js';
import type { PendingMovements } from '../inventory/stock-moves.js';
import { Declined, writeBatcher } from './write-batcher.js';

/**
 * A paid submit refused because its cash has no drawer session to land in. Its code survives the
 * writer thread's message (order-writer-thread.ts), so the service answers 409 with its message.
 */
const DRAWER_REFUSAL = 'CASH_DRAWER_REQUIRED';

export function isDrawerRefusal(err: unknown): err is Error {
  return err instanceof Error && (err as { code?: unknown }).code === DRAWER_REFUSAL;
}

/** Issue 24: a submit refused for an item 86'd or, in "block" mode, stock that cannot make it (409). */
const STOCK_REFUSAL = 'STOCK_REFUSED';

export function isStockRefusal(err: unknown): err is Error {
  return err instanceof Error && (err as { code?: unknown }).code === STOCK_REFUSAL;
}

/**
 * Takes `count` tokens of the business day at once, in one statement: the counter row is written
 * (and on PostgreSQL locked until COMMIT) once per batch rather than once per order, and the
 * batch's tokens are contiguous. Answers the first of them.
 */
async function takeTokens(tx: Transaction<Database>, run: RunPrepared, day: string, count: number): Promise<number> {
  const counter = { business_day: day, last_token: count };
  const [{ last_token: last }] = await run(tx, 'tokens', [day, count, count], () =>
    tx
      .insertInto('token_counters')
      .values(counter)
      .onConflict((oc) =>
        oc.column('business_day').doUpdateSet({ last_token: sql<number>`token_counters.last_token + ${count}` }),
      )
      .returning('last_token'),
  );
  return last - count + 1;
}

/**
 * Each order's token, in the batch's order. A batch spans two days only around midnight; their
 * counters are taken in day order, so two instances' batches never lock them crosswise (deadlock).
 */
async function tokensOf(tx: Transaction<Database>, run: RunPrepared, orders: NewOrder[]): Promise<number[]> {
  const perDay = new Map<string, number>();
  for (const o of orders) perDay.set(o.businessDay, (perDay.get(o.businessDay) ?? 0) + 1);
  const next = new Map<string, number>();
  for (const [day, count] of [...perDay].sort(([a], [b]) => (a < b ? -1 : 1))) {
    next.set(day, await takeTokens(tx, run, day, count));
  }
  return orders.map((o) => {
    const token = next.get(o.businessDay)!;
    next.set(o.businessDay, token + 1);
    return token;
  });
}

function commonOf(o: NewOrder) {
  return {
    business_day: o.businessDay,
    delivery_type: o.deliveryType,
    customer_type: o.customerType,
    customer_id: o.customerId,
    table_id: o.tableId,
    created_by: o.userId,
    created_at: o.nowIso,
  };
}

/** The drawer session a paid submit lands in, the terminal of that drawer, or why its cash is refused. */
type Placement = { sessionId: number | null; terminal: string | null; refusal: string | null };

/**
 * Each submit's drawer session (paid ones), or why its cash is refused (drawer-payments.ts). Read
 * in the batch's transaction before anything is written, so a refused submit takes no token.
 */
async function drawerPlacements(tx: Transaction<Database>, orders: NewOrder[]): Promise<Placement[]> {
  const none: Placement = { sessionId: null, terminal: null, refusal: null };
  const terminals = orders.flatMap((o) => (o.invoice ? [o.invoice.terminal ?? null] : []));
  if (terminals.length === 0) return orders.map(() => none);
  const sessions = await openDrawerSessions(tx, terminals);
  return orders.map(({ invoice }) => {
    if (!invoice) return none;
    const terminal = invoice.terminal ?? null;
    return {
      sessionId: drawerSessionOf(sessions, terminal),
      terminal: drawerTerminalOf(sessions, terminal),
      refusal: invoice.cash ? cashRefusalOf(sessions, terminal) : null,
    };
  });
}

/** The invoices of the paid submits, each attached to its drawer session; ids by order index. */
async function insertInvoices(
  tx: Transaction<Database>,
  orders: NewOrder[],
  placements: Placement[],
): Promise<(number | null)[]> {
  const paid = orders.flatMap((o, index) => (o.invoice ? [{ o, index, invoice: o.invoice }] : []));
  const ids = orders.map((): number | null => null);
  if (paid.length === 0) return ids;
  const inserted = await writeInvoiceBatch(
    tx,
    paid.map(({ o, index, invoice }) => ({
      ...o,
      subTotal: o.totals.netTotal,
      taxTotal: o.totals.taxTotal,
      total: o.totals.payableTotal,
      ...(invoice.discounted ? discountedCharge(invoice.discounted) : {}),
      tip: invoice.tip ?? 0,
      paymentTypeId: invoice.paymentTypeId,
      paymentTypeTitle: invoice.paymentTypeTitle,
      cashSessionId: placements[index].sessionId,
    })),
  );
  paid.forEach(({ index }, k) => (ids[index] = inserted[k]));
  // Issue 21: a discount's audit row, in the batch's transaction like the invoice it names.
  await insertRows(
    tx,
    'audit_log',
    paid.flatMap(({ invoice }, k) =>
      invoice.discounted ? [{ ...invoice.discounted.audit, entity_id: String(inserted[k]) }] : [],
    ),
  );
  return ids;
}

/**
 * Issue 24: the paid submits as the points ledger sees them. A refusal (not enough points) fails
 * the batch; the batcher then writes each submit alone, so only the refused one fails.
 */
function pointsSales(orders: NewOrder[], invoiceIds: (number | null)[]): PointsSale[] {
  return orders.flatMap((o, i) => {
    const invoiceId = invoiceIds[i];
    if (invoiceId === null || !o.invoice) return [];
    const total = o.invoice.discounted?.total ?? o.totals.payableTotal;
    const tip = o.invoice.tip ?? 0;
    const tenders = [{ paymentTypeId: o.invoice.paymentTypeId, amount: total + tip }];
    return [{ invoiceId, customerId: o.customerId, total, tenders, userId: o.userId, nowIso: o.nowIso }];
  });
}

const discountedCharge = ({ subTotal, taxTotal, total, discount }: DiscountedSale) => ({
  subTotal,
  taxTotal,
  total,
  discount,
});

/**
 * The writes of the submits of one batch, inside the caller's transaction: the day's next tokens,
 * the invoices (paid submits), the orders with their line and add-on snapshots, and the
 * idempotency records. A table's rows go in one statement (or a few) for the whole batch (rows-insert.ts).
 * A paid submit whose cash has no drawer session is Declined and nothing of it is written.
 */
export async function insertOrdersIn(
  tx: Transaction<Database>,
  submits: NewOrder[],
  run: RunPrepared,
  einvoiceKey: Buffer,
  recipes: RecipeIndexCache = recipeIndexCache(),
): Promise<(WrittenOrder | Declined)[]> {
  const placed = await drawerPlacements(tx, submits);
  const stock = await planSaleStock(
    tx,
    submits,
    placed.map((p) => p.refusal === null),
    recipes,
  );
  const refusals = submits.map((_, i): Error | null => {
    if (placed[i].refusal !== null) return Object.assign(new Error(placed[i].refusal!), { code: DRAWER_REFUSAL });
    if (stock.refusals[i] !== null) return Object.assign(new Error(stock.refusals[i]!), { code: STOCK_REFUSAL });
    return null;
  });
  const accepted = submits.flatMap((o, i) => (refusals[i] === null ? [i] : []));
  const written = await insertAccepted(
    tx,
    accepted.map((i) => submits[i]),
    accepted.map((i) => placed[i]),
    run,
    einvoiceKey,
    {
      taken: accepted.map((i) => stock.taken[i]),
      record: (orderIds) => stock.record(accepted.map((index, k) => ({ index, orderId: orderIds[k] }))),
    },
  );
  let next = 0;
  return refusals.map((refusal) => (refusal === null ? written[next++] : new Declined(refusal)));
}

/**
 * Issue 24, per accepted order: `taken`, each line's share of the stock, stored on the line (migration
 * 0046); `record`, once the orders are stored, their sale movements (null: none), written with the lines.
 */
type LineStock = { taken: (string | null)[][]; record: (orderIds: number[]) => PendingMovements | null };

async function insertAccepted(
  tx: Transaction<Database>,
  orders: NewOrder[],
  placements: Placement[],
  run: RunPrepared,
  einvoiceKey: Buffer,
  stock: LineStock,
): Promise<WrittenOrder[]> {
  if (orders.length === 0) return [];
  const tokens = await tokensOf(tx, run, orders);
  const invoiceIds = await insertInvoices(tx, orders, placements);
  await settlePoints(tx, pointsSales(orders, invoiceIds));
  const orderIds = await insertRowsReturningIds(
    tx,
    'orders',
    orders.map((o, i) => ({
      ...commonOf(o),
      token_no: tokens[i],
      customer_name: o.customerName,
      status: 'created',
      payment_status: invoiceIds[i] === null ? 'pending' : 'paid',
      item_total: o.totals.itemsTotal,
      tax_total: o.totals.taxTotal,
      total: o.totals.payableTotal,
      invoice_id: invoiceIds[i],
      updated_at: o.nowIso,
      device_time: o.deviceTime ?? null,
      offline: o.offline ?? 0,
      manager_approved: o.managerApproved ?? 0,
    })),
  );
  const lines = orders.flatMap((o, i) =>
    o.lines.map((line, k) => ({ line, orderId: orderIds[i], at: o.nowIso, taken: stock.taken[i][k] })),
  );
  // The sale's stock and movements ride in the lines' INSERT: on PostgreSQL, no round trip of their own
  // while this batch holds the token counter's row.
  const sold = stock.record(orderIds);
  const lineIds = await insertRowsReturningIds(
    tx,
    'order_items',
    lines.map(({ line: { addons: _addons, ...line }, orderId, at, taken }) => ({
      ...line,
      order_id: orderId,
      status: 'created',
      created_at: at,
      updated_at: at,
      stock_taken: taken,
    })),
    sold?.write,
  );
  await insertRows(
    tx,
    'order_item_addons',
    lines.flatMap(({ line }, i) => line.addons.map((a) => ({ ...a, order_item_id: lineIds[i] }))),
  );
  let first = 0;
  const lineIdsByOrder = orders.map((o) => lineIds.slice(first, (first += o.lines.length)));
  const flipped = sold ? await sold.refresh() : [];
  // The comandas, in the order's own transaction (the outbox): a spec §7 client that knows nothing of
  // printers gets them too. Nothing is written when no station or default kitchen printer is set.
  if (await kitchenPrintingConfigured(tx)) {
    await enqueuePrints(
      tx,
      orderIds.map((orderId) => ({ kind: 'order', orderId })),
      orders[0].nowIso,
    );
  }
  // Each paid submit's receipt on its terminal's printer, when it has one (the drawer kicks for cash).
  await requestReceipts(
    tx,
    orders.flatMap((o, i) => {
      const invoiceId = invoiceIds[i];
      if (invoiceId === null || !o.invoice) return [];
      return [{ invoiceId, terminalId: placements[i].terminal, cash: o.invoice.cash ?? false }];
    }),
    orders[0].nowIso,
  );
  // Issue 23: each paid submit's DE-POS, numbered in the batch's order, once its lines are stored.
  const receipts = await issueDocuments(
    tx,
    einvoiceKey,
    orders.flatMap((o, i) => {
      const invoiceId = invoiceIds[i];
      if (invoiceId === null || !o.invoice) return [];
      const charged = o.invoice.discounted ? discountedCharge(o.invoice.discounted) : null;
      return [
        {
          invoiceId,
          subTotal: charged?.subTotal ?? o.totals.netTotal,
          taxTotal: charged?.taxTotal ?? o.totals.taxTotal,
          total: charged?.total ?? o.totals.payableTotal,
          tip: o.invoice.tip ?? 0,
          nowIso: o.nowIso,
          userId: o.userId,
          paymentTypeTitle: o.invoice.paymentTypeTitle,
          terminalId: o.invoice.terminal ?? null,
          customerId: o.customerId,
          // The lines just written, as stored: the document needs no read back.
          source: { lines: o.lines.map(({ addons: _addons, ...line }, k) => ({ ...line, id: lineIdsByOrder[i][k] })) },
        },
      ];
    }),
  );
  const results = orders.map((o, i): OrderResult => {
    const result: OrderResult = { tokenNo: tokens[i], orderId: orderIds[i], message: o.message };
    if (invoiceIds[i] !== null) result.invoiceId = invoiceIds[i];
    return result;
  });
  await insertRows(
    tx,
    'idempotency_keys',
    orders.flatMap((o, i) =>
      o.idempotency
        ? [
            {
              user_id: o.userId,
              key: o.idempotency.key,
              route: o.idempotency.route,
              response: JSON.stringify(results[i]),
              created_at: o.nowIso,
              request_hash: o.idempotency.requestHash,
            },
          ]
        : [],
    ),
  );
  // The receipt's DE-POS block and the menu flips go with the answers, not into the stored ones: a
  // replayed submit reads the document after the commit; the flips are told once per batch.
  return results.map((r, i): WrittenOrder => {
    const einvoice = r.invoiceId === undefined ? undefined : receipts.get(r.invoiceId);
    return { ...r, ...(einvoice ? { einvoice } : {}), ...(i === 0 && flipped.length ? { stockUpdate: flipped } : {}) };
  });
}

/**
 * The group commit of submits on `db`: the app's pool on PostgreSQL, the writer thread's own
 * connection on SQLite (order-writer.worker.ts).
 */
export function orderBatcher(db: Db, run: RunPrepared, einvoiceKey: Buffer) {
  const recipes = recipeIndexCache();
  return writeBatcher(db, (tx, orders: NewOrder[]) => insertOrdersIn(tx, orders, run, einvoiceKey, recipes));
}
