/**
 * Rows of a restaurant's past, made up deterministically for the back-office bench: customers, and
 * orders in opening hours with their lines (snapshots priced by the POS's own rules), add-ons and
 * invoices. Ids are given here so that one pass can insert every table in batches.
 */
import { priceLine, totalsOf } from '@comandero/contracts';
import type { Insertable } from 'kysely';
import type { Database } from '../apps/server/src/db/types.js';
import { businessDay } from '../apps/server/src/lib/clock.js';

export type CatalogueItem = {
  id: number;
  title: string;
  price: number;
  tax: { title: string; rate_bp: number; type: string } | null;
  variants: { id: number; title: string; price: number }[];
  addons: { id: number; title: string; price: number }[];
};
export type Shopper = { phone: string; name: string; createdMs: number };
export type HistoryContext = {
  items: CatalogueItem[];
  tableIds: number[];
  paymentTypes: { id: number; title: string }[];
  /** Oldest first. */
  customers: Shopper[];
  userId: number;
  timeZone: string;
  nowMs: number;
};
export type OrderRows = {
  order: Insertable<Database['orders']> & { id: number };
  invoice: (Insertable<Database['invoices']> & { id: number }) | null;
  lines: (Insertable<Database['order_items']> & { id: number })[];
  addons: Insertable<Database['order_item_addons']>[];
};

const DAY_MS = 86_400_000;
/** Bogotá has kept UTC−5 all year since 1993: local opening hours are fixed UTC hours. */
const UTC_OFFSET_MS = -5 * 3_600_000;
const OPENS_MIN = 11 * 60;
const OPEN_MINUTES = 12 * 60;

/** mulberry32: a small seeded generator, so that every run seeds the same restaurant. */
export function randomSource(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = ['Ana', 'Andrés', 'Camila', 'Carlos', 'Daniela', 'Diego', 'Juliana', 'Felipe', 'Laura', 'Jorge'];
const MORE_FIRST = ['Mariana', 'Luis', 'Valentina', 'Santiago', 'Paula', 'Sebastián', 'Natalia', 'Miguel'];
const LAST = ['García', 'Rodríguez', 'Martínez', 'López', 'González', 'Hernández', 'Pérez', 'Sánchez', 'Ramírez'];
const MORE_LAST = ['Torres', 'Gómez', 'Díaz', 'Vargas', 'Rojas', 'Moreno', 'Jiménez', 'Castro', 'Ortiz', 'Mejía'];
const FIRSTS = [...FIRST, ...MORE_FIRST];
const LASTS = [...LAST, ...MORE_LAST];

/** `count` customers who signed up over the last `days` days, oldest first. */
export function makeCustomers(count: number, days: number, nowMs: number, rand: () => number): Shopper[] {
  const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)];
  return Array.from({ length: count }, () => nowMs - Math.floor(rand() * days * DAY_MS))
    .sort((a, b) => a - b)
    .map((createdMs, i) => ({
      phone: `+57300${String(i).padStart(7, '0')}`,
      name: `${pick(FIRSTS)} ${pick(LASTS)} ${pick(LASTS)}`,
      createdMs,
    }));
}

/** `count` instants within opening hours of the last `days` local days, none after now, oldest first. */
export function orderInstants(count: number, days: number, nowMs: number, rand: () => number): number[] {
  const todayStart = Math.floor((nowMs + UTC_OFFSET_MS) / DAY_MS) * DAY_MS - UTC_OFFSET_MS;
  return Array.from({ length: count }, () => {
    const at = todayStart - Math.floor(rand() * days) * DAY_MS + (OPENS_MIN + rand() * OPEN_MINUTES) * 60_000;
    return Math.floor(at > nowMs ? at - DAY_MS : at);
  }).sort((a, b) => a - b);
}

const dayNames = new Map<string, string>();
/** businessDay, asked once per local day: with Bogotá's fixed offset the day number decides it. */
function dayOf(ms: number, timeZone: string): string {
  const key = `${timeZone}:${Math.floor((ms + UTC_OFFSET_MS) / DAY_MS)}`;
  let name = dayNames.get(key);
  if (name === undefined) {
    name = businessDay(new Date(ms), timeZone);
    dayNames.set(key, name);
  }
  return name;
}

/** How many customers had signed up before `ms` (binary search over the oldest-first list). */
function signedUpBefore(customers: Shopper[], ms: number): number {
  let lo = 0;
  let hi = customers.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (customers[mid].createdMs < ms) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export type IdCounters = { invoice: number; line: number; tokens: Map<string, number> };

/**
 * One order at `atMs`: 2–4 lines, most with a variant, some with an add-on; about 45 % for a known
 * customer, half at a table. Paid and completed with an invoice (94 %), else cancelled; a few of
 * the last hours' orders are still open.
 */
export function makeOrder(id: number, atMs: number, ctx: HistoryContext, ids: IdCounters, rand: () => number) {
  const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)];
  const createdAt = new Date(atMs).toISOString();
  const day = dayOf(atMs, ctx.timeZone);
  const token = (ids.tokens.get(day) ?? 0) + 1;
  ids.tokens.set(day, token);
  const known = rand() < 0.45 ? signedUpBefore(ctx.customers, atMs) : 0;
  const customer = known > 0 ? ctx.customers[Math.floor(rand() * known)] : null;
  const tableId = rand() < 0.5 ? pick(ctx.tableIds) : null;
  const open = ctx.nowMs - atMs < 3 * 3_600_000 && rand() < 0.3;
  const status = open ? 'created' : rand() < 0.06 ? 'cancelled' : 'completed';

  const lines: OrderRows['lines'] = [];
  const addons: OrderRows['addons'] = [];
  const priced = Array.from({ length: 2 + Math.floor(rand() * 3) }, () => {
    const item = pick(ctx.items);
    const variant = item.variants.length && rand() < 0.6 ? pick(item.variants) : null;
    const addon = item.addons.length && rand() < 0.4 ? pick(item.addons) : null;
    const quantity = 1 + Math.floor(rand() * 3);
    const p = priceLine({
      itemPrice: item.price,
      variantPrice: variant?.price,
      addonPrices: addon ? [addon.price] : [],
      quantity,
      taxRateBp: item.tax?.rate_bp,
      taxType: item.tax?.type,
    });
    const lineId = ++ids.line;
    if (addon) addons.push({ order_item_id: lineId, addon_id: addon.id, title: addon.title, price: addon.price });
    lines.push({
      id: lineId,
      order_id: id,
      item_id: item.id,
      item_title: item.title,
      variant_id: variant?.id ?? null,
      variant_title: variant?.title ?? null,
      variant_price: variant?.price ?? null,
      base_price: item.price,
      unit_price: p.unitPrice,
      quantity,
      line_total: p.lineTotal,
      tax_title: item.tax?.title ?? null,
      tax_rate_bp: item.tax?.rate_bp ?? null,
      tax_type: item.tax?.type ?? null,
      tax_amount: p.taxAmount,
      status: status === 'completed' ? 'delivered' : status,
      notes: rand() < 0.1 ? 'sin cebolla' : null,
      created_at: createdAt,
      updated_at: createdAt,
    });
    return p;
  });
  const totals = totalsOf(priced);
  const common = {
    delivery_type: tableId === null ? (rand() < 0.3 ? 'delivery' : 'takeaway') : 'dinein',
    customer_type: customer ? 'CUSTOMER' : 'WALKIN',
    customer_id: customer?.phone ?? null,
    table_id: tableId,
    created_by: ctx.userId,
  };
  let invoice: OrderRows['invoice'] = null;
  if (status === 'completed') {
    const paidMs = Math.min(ctx.nowMs, atMs + (20 + Math.floor(rand() * 50)) * 60_000);
    const payment = pick(ctx.paymentTypes);
    invoice = {
      ...common,
      id: ++ids.invoice,
      business_day: dayOf(paidMs, ctx.timeZone),
      sub_total: totals.netTotal,
      tax_total: totals.taxTotal,
      total: totals.payableTotal,
      payment_type_id: payment.id,
      payment_type_title: payment.title,
      created_at: new Date(paidMs).toISOString(),
    };
  }
  const order: OrderRows['order'] = {
    ...common,
    id,
    business_day: day,
    token_no: token,
    customer_name: customer?.name ?? null,
    status,
    payment_status: invoice ? 'paid' : 'pending',
    item_total: totals.itemsTotal,
    tax_total: totals.taxTotal,
    total: totals.payableTotal,
    invoice_id: invoice?.id ?? null,
    created_at: createdAt,
    updated_at: invoice?.created_at ?? createdAt,
  };
  return { order, invoice, lines, addons } satisfies OrderRows;
}
