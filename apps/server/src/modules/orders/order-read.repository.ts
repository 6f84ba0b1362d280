import { sql, type Kysely, type RawBuilder, type Selectable, type SqlBool } from 'kysely';
import type { Database } from '../../db/types.js';

/** A condition on the orders table, aliased `o` in every read below. */
export type OrderScope = RawBuilder<SqlBool>;

export const openOrders: OrderScope = sql<SqlBool>`o.status = ${'created'}`;

/**
 * Open orders that still have a line for the kitchen to make, or a void the kitchen has not seen;
 * a line of a held course (issue 21) is not the kitchen's until fired.
 */
export const kitchenOrders: OrderScope = sql<SqlBool>`o.status = ${'created'} AND EXISTS (
  SELECT 1 FROM order_items k WHERE k.order_id = o.id AND k.held = 0 AND (k.status IN (${'created'}, ${'preparing'})
    OR (k.voided_at IS NOT NULL AND k.void_acknowledged_at IS NULL)))`;

export const ordersById = (ids: readonly number[]): OrderScope =>
  sql<SqlBool>`o.id IN (${sql.join(ids.map((id) => sql`${id}`))})`;

/** The scope's orders but those given (the ones a screen keeps already). */
export const scopeWithout = (scope: OrderScope, ids: readonly number[]): OrderScope =>
  ids.length ? sql<SqlBool>`(${scope}) AND o.id NOT IN (${sql.join(ids.map((id) => sql`${id}`))})` : scope;

/** The orders an invoice paid (all of them, whatever their state now). */
export const ordersOfInvoice = (invoiceId: number): OrderScope => sql<SqlBool>`o.invoice_id = ${invoiceId}`;

type Stored<T extends keyof Database> = Selectable<Database[T]>;

/** A line as stored, with its add-ons (their catalogue id null once the add-on is deleted). */
export type ItemRecord = Pick<
  Stored<'order_items'>,
  | 'id'
  | 'order_id'
  | 'item_id'
  | 'item_title'
  | 'variant_id'
  | 'variant_title'
  | 'variant_price'
  | 'unit_price'
  | 'quantity'
  | 'line_total'
  | 'tax_title'
  | 'tax_rate_bp'
  | 'tax_type'
  | 'tax_amount'
  | 'status'
  | 'notes'
  | 'created_at'
  | 'voided_at'
  | 'void_reason'
  | 'void_acknowledged_at'
  | 'course_id'
  | 'held'
  | 'fired_at'
> & {
  course_title: string | null;
  /** The course's place in the store's list: held courses are fired in this order, not by line. */
  course_position: number | null;
  addons: Pick<Stored<'order_item_addons'>, 'addon_id' | 'title' | 'price'>[];
};

/** An order with its lines as stored: money in centavos; its table's title and floor (if any). */
export type OrderRecord = Pick<
  Stored<'orders'>,
  | 'id'
  | 'created_at'
  | 'business_day'
  | 'delivery_type'
  | 'customer_type'
  | 'customer_id'
  | 'customer_name'
  | 'table_id'
  | 'status'
  | 'payment_status'
  | 'token_no'
  | 'item_total'
  | 'tax_total'
  | 'total'
  | 'invoice_id'
  | 'offline'
  | 'device_time'
> & { table_title: string | null; floor: string | null; items: ItemRecord[] };

/**
 * Orders of a scope with their lines and add-ons in one query, whatever their number: the orders
 * joined to their lines and those to their add-ons (one row per add-on, or per line without one),
 * so an order, its lines and their add-ons are read in one snapshot and one round trip (a second
 * query for the add-ons was a tenth of a screen's rebuild on PostgreSQL). Orders oldest first,
 * lines and add-ons in the order they were sold.
 */
export async function loadOrderRecords(db: Kysely<Database>, scope: OrderScope): Promise<OrderRecord[]> {
  const rows = await db
    .selectFrom('orders as o')
    .leftJoin('store_tables as t', 't.id', 'o.table_id')
    .leftJoin('order_items as i', 'i.order_id', 'o.id')
    .leftJoin('courses as cr', 'cr.id', 'i.course_id')
    .leftJoin('order_item_addons as a', 'a.order_item_id', 'i.id')
    .select([
      'o.id',
      'o.created_at',
      'o.business_day',
      'o.delivery_type',
      'o.customer_type',
      'o.customer_id',
      'o.customer_name',
      'o.table_id',
      't.table_title',
      't.floor',
      'o.status',
      'o.payment_status',
      'o.token_no',
      'o.item_total',
      'o.tax_total',
      'o.total',
      'o.invoice_id',
      'o.offline',
      'o.device_time',
      'i.id as line_id',
      'i.item_id',
      'i.item_title',
      'i.variant_id',
      'i.variant_title',
      'i.variant_price',
      'i.unit_price',
      'i.quantity',
      'i.line_total',
      'i.tax_title',
      'i.tax_rate_bp',
      'i.tax_type',
      'i.tax_amount',
      'i.status as line_status',
      'i.notes',
      'i.created_at as line_created_at',
      'i.voided_at',
      'i.void_reason',
      'i.void_acknowledged_at',
      'i.course_id',
      'cr.title as course_title',
      'cr.position as course_position',
      'i.held',
      'i.fired_at',
      'a.id as addon_row_id',
      'a.addon_id',
      'a.title as addon_title',
      'a.price as addon_price',
    ])
    .where(scope)
    .orderBy('o.created_at')
    .orderBy('o.id')
    .orderBy('i.id')
    .orderBy('a.id')
    .execute();
  if (rows.length === 0) return [];

  const orders: OrderRecord[] = [];
  let current: OrderRecord | undefined;
  let line: ItemRecord | undefined;
  for (const r of rows) {
    if (current?.id !== r.id) {
      current = {
        id: r.id,
        created_at: r.created_at,
        business_day: r.business_day,
        delivery_type: r.delivery_type,
        customer_type: r.customer_type,
        customer_id: r.customer_id,
        customer_name: r.customer_name,
        table_id: r.table_id,
        table_title: r.table_title,
        floor: r.floor,
        status: r.status,
        payment_status: r.payment_status,
        token_no: r.token_no,
        item_total: r.item_total,
        tax_total: r.tax_total,
        total: r.total,
        invoice_id: r.invoice_id,
        offline: r.offline,
        device_time: r.device_time,
        items: [],
      };
      orders.push(current);
    }
    if (r.line_id === null) continue;
    if (line?.id !== r.line_id) {
      line = {
        id: r.line_id,
        order_id: r.id,
        item_id: r.item_id,
        item_title: r.item_title ?? '',
        variant_id: r.variant_id,
        variant_title: r.variant_title,
        variant_price: r.variant_price,
        unit_price: r.unit_price ?? 0,
        quantity: r.quantity ?? 0,
        line_total: r.line_total ?? 0,
        tax_title: r.tax_title,
        tax_rate_bp: r.tax_rate_bp,
        tax_type: r.tax_type,
        tax_amount: r.tax_amount ?? 0,
        status: r.line_status ?? 'created',
        notes: r.notes,
        created_at: r.line_created_at ?? r.created_at,
        voided_at: r.voided_at,
        void_reason: r.void_reason,
        void_acknowledged_at: r.void_acknowledged_at,
        course_id: r.course_id,
        course_title: r.course_title,
        course_position: r.course_position ?? null,
        held: r.held ?? 0,
        fired_at: r.fired_at,
        addons: [],
      };
      current.items.push(line);
    }
    if (r.addon_row_id !== null) {
      line.addons.push({ addon_id: r.addon_id, title: r.addon_title ?? '', price: r.addon_price ?? 0 });
    }
  }
  return orders;
}
