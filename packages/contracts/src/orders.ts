import { z } from 'zod';
import { asNumber as numeric, isBlank, MAX_INT_ID } from './form-fields.js';
import { posInitAnswer } from './pos.js';
import { MAX_ORDER_TOTAL_MAJOR } from './pos-core.js';
import { CUSTOMER_TYPES, DELIVERY_TYPES, ORDER_ITEM_STATUSES, ORDER_STATUSES, PAYMENT_STATUSES } from './statuses.js';

/**
 * Orders screen wire shapes (spec §3 Order group / Order / Order item / Order summary, §7 "Orders
 * and kitchen"). UNITS as in pos.ts: every price and total on the wire is in pesos (major units);
 * tax_rate is a percent. Dates are ISO-8601 UTC instants.
 *
 * Rules the server keeps (so screens can rely on them):
 * - "Open" means status `created` (neither completed nor cancelled), whatever the order's age.
 * - An item status change never changes the order status; only the order actions do (cancel,
 *   complete, complete-and-pay). The order's totals always sum its non-cancelled lines.
 * - Items of a completed or cancelled order cannot change (409). A paid order's items may move
 *   between preparing, completed and delivered, but cannot be cancelled or un-cancelled (409): the
 *   invoice already charged them.
 * - cancel: open, unpaid orders only. complete: open orders, paid or not. complete-and-pay: open,
 *   unpaid orders; one invoice for all of them, in one transaction.
 */

export const ORDERS_MESSAGES = {
  statusUpdated: '¡Estado del ítem actualizado!',
  ordersCancelled: '¡Órdenes canceladas!',
  ordersCompleted: '¡Órdenes completadas!',
  ordersPaid: '¡Órdenes pagadas y completadas!',
  statusInvalid: '¡Estado inválido! Use preparing, completed, delivered o cancelled.',
  orderIdsRequired: '¡Seleccione al menos una orden!',
  orderIdsInvalid: '¡Lista de órdenes inválida!',
  orderIdsTooMany: '¡Demasiadas órdenes en una sola operación!',
  orderIdsRepeated: '¡Una orden aparece repetida en la lista!',
  orderNotFound: '¡La orden no existe!',
  courseInvalid: '¡Tiempo inválido! Elija el tiempo que quiere marchar.',
  heldItemStatus: 'Esta línea está en espera: márchela antes de cambiar su estado.',
  courseFired: '¡Tiempo marchado a cocina!',
  courseNotHeld: 'Este tiempo no está en espera en esta orden: ya se marchó o no tiene ítems.',
  itemNotFound: '¡El ítem de la orden no existe!',
  orderClosed: '¡La orden ya fue completada o cancelada!',
  orderAlreadyPaid: '¡La orden ya fue pagada!',
  paidItemCancel: '¡La orden ya fue pagada! Sus ítems no se pueden cancelar ni reactivar.',
  paidOrderCancel: '¡La orden ya fue pagada y no se puede cancelar!',
  paymentTypeInvalid: '¡Tipo de pago inválido!',
  paymentTypeInactive: '¡El tipo de pago seleccionado no existe o no está activo!',
  totalInvalid: '¡Total inválido!',
  totalsRequired: '¡Faltan los totales de la orden!',
  totalsChanged: 'Los totales de las órdenes cambiaron. Actualice la pantalla e intente de nuevo.',
  billSplitOpen: 'La cuenta de esta mesa está dividida: cobre cada parte desde «Dividir cuenta».',
  paidItemLocked: '¡Este ítem ya fue pagado en una cuenta dividida y no se puede cancelar!',
  tableInvalid: '¡Mesa inválida!',
} as const;

const M = ORDERS_MESSAGES;

/** Orders one action may name: a busy table has a handful, never hundreds. */
export const MAX_ORDER_IDS = 100;

/** Label of the group of orders without a table (spec §2). */
export const DINE_OUT_GROUP_TITLE = 'Dine Out / Delivery';

/** What the orders screen may set an item to (spec §4: no restriction among these). */
export const ORDER_SCREEN_ITEM_STATUSES = ['preparing', 'completed', 'delivered', 'cancelled'] as const;

const orderId = z.preprocess(
  numeric,
  z
    .number({ error: M.orderIdsInvalid })
    .int(M.orderIdsInvalid)
    .positive(M.orderIdsInvalid)
    .max(MAX_INT_ID, M.orderIdsInvalid),
);

export const orderIdsField = z
  .array(orderId, { error: (iss) => (iss.input === undefined ? M.orderIdsRequired : M.orderIdsInvalid) })
  .min(1, M.orderIdsRequired)
  .max(MAX_ORDER_IDS, M.orderIdsTooMany)
  .refine((ids) => new Set(ids).size === ids.length, M.orderIdsRepeated);

/** POST /orders/cancel, /orders/complete and /orders/complete-order-payment-summary. */
export const orderIdsBody = z.object({ orderIds: orderIdsField });

/** POST /orders/{id}/fire-course (issue 21): the held course of the order to send to the kitchen now. */
export const fireCourseBody = z.object({
  courseId: z.preprocess(
    numeric,
    z
      .number({ error: ORDERS_MESSAGES.courseInvalid })
      .int(ORDERS_MESSAGES.courseInvalid)
      .positive(ORDERS_MESSAGES.courseInvalid)
      .max(MAX_INT_ID, ORDERS_MESSAGES.courseInvalid),
  ),
});
export type FireCourseBody = z.input<typeof fireCourseBody>;
export const fireCourseAnswer = z.object({ message: z.string(), itemIds: z.array(z.number()) });
export type FireCourseResponse = z.infer<typeof fireCourseAnswer>;
export type OrderIdsBody = z.input<typeof orderIdsBody>;

/** POST /orders/update-status/{id}, where id is an ORDER ITEM id. */
export const updateItemStatusBody = z.object({
  status: z.enum(ORDER_SCREEN_ITEM_STATUSES, { error: M.statusInvalid }),
});
export type UpdateItemStatusBody = z.input<typeof updateItemStatusBody>;

const money = z.preprocess(
  (v) => (isBlank(v) ? undefined : numeric(v)),
  z
    .number({ error: (iss) => (iss.input === undefined ? M.totalsRequired : M.totalInvalid) })
    .min(0, M.totalInvalid)
    .max(MAX_ORDER_TOTAL_MAJOR * MAX_ORDER_IDS, M.totalInvalid),
);

/**
 * POST /orders/complete-and-pay-order. Totals in pesos as the payment summary gave them (subTotal is
 * the subtotal excluding taxes). They are only checked against the server's own sums of the stored
 * lines (one centavo of tolerance per line); the invoice always records the server's figures.
 */
export const completeAndPayBody = z.object({
  orderIds: orderIdsField,
  subTotal: money,
  taxTotal: money,
  total: money,
  /** Not in spec §7: optional; without it the invoice records no payment type. */
  paymentTypeId: z.preprocess(
    (v) => (isBlank(v) ? null : numeric(v)),
    z
      .number({ error: M.paymentTypeInvalid })
      .int(M.paymentTypeInvalid)
      .positive(M.paymentTypeInvalid)
      .max(MAX_INT_ID, M.paymentTypeInvalid)
      .nullable(),
  ),
  /**
   * Not in spec (issue 11), optional: the table whose orders the cashier is paying (null: the Dine
   * Out / Delivery group). If a table move got to the orders first, the payment is refused (409).
   */
  tableId: z
    .preprocess(
      (v) => (v === null || v === undefined ? v : numeric(v)),
      z
        .number({ error: M.tableInvalid })
        .int(M.tableInvalid)
        .positive(M.tableInvalid)
        .max(MAX_INT_ID, M.tableInvalid)
        .nullable()
        .optional(),
    )
    .optional(),
});
export type CompleteAndPayBody = z.input<typeof completeAndPayBody>;

// Responses ------------------------------------------------------------------------------------

/** A chosen add-on as stored on the line (a snapshot: title and price at the time of sale). */
export const orderItemAddonSchema = z.object({
  /** The menu add-on's id; null once that add-on was deleted from the menu. */
  id: z.number().nullable(),
  title: z.string(),
  /** pesos */
  price: z.number(),
});
export type OrderItemAddon = z.infer<typeof orderItemAddonSchema>;

/** spec §3 Order item, plus the line's price snapshot (the extra fields after `notes`). */
export const orderItemSchema = z.object({
  id: z.number(),
  order_id: z.number(),
  /** null once the menu item was deleted; item_title keeps the name. */
  item_id: z.number().nullable(),
  item_title: z.string(),
  variant_id: z.number().nullable(),
  variant_title: z.string().nullable(),
  /** pesos */
  variant_price: z.number().nullable(),
  quantity: z.number(),
  status: z.enum(ORDER_ITEM_STATUSES),
  /** When the line was ordered. */
  date: z.string(),
  addons: z.array(orderItemAddonSchema),
  notes: z.string().nullable(),
  /** Unit price in pesos: the variant (or item) price plus the add-ons, as quoted. */
  price: z.number(),
  /** price × quantity, pesos. */
  line_total: z.number(),
  tax_title: z.string().nullable(),
  /** percent */
  tax_rate: z.number().nullable(),
  /** As stored: 'exclusive', 'inclusive', anything else means no tax. */
  tax_type: z.string().nullable(),
  /** pesos */
  tax_amount: z.number(),
  /** Issue 11 (not in spec), on a voided (so cancelled) line only: when, and why (null: no reason given). */
  voided_at: z.string().nullable().optional(),
  void_reason: z.string().nullable().optional(),
  /** When a cook saw the void on the kitchen screen; the kitchen stops showing the line then. */
  void_acknowledged_at: z.string().nullable().optional(),
  /**
   * Issue 21 (not in spec), on a line with a course only: the course, whether it is held back (en
   * espera: not on the kitchen's screen yet) and when it was fired (null: it went with its order).
   */
  course_id: z.number().optional(),
  course_title: z.string().optional(),
  /** The course's position in the store's list (Configuraciones › Tiempos): held courses fire in this order. */
  course_position: z.number().optional(),
  held: z.boolean().optional(),
  fired_at: z.string().nullable().optional(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** spec §3 Order, plus its totals (pesos, over the non-cancelled lines) and invoice. */
export const orderSchema = z.object({
  id: z.number(),
  /** When the order was created. */
  date: z.string(),
  delivery_type: z.enum(DELIVERY_TYPES),
  customer_type: z.enum(CUSTOMER_TYPES),
  /** The customer's phone. */
  customer_id: z.string().nullable(),
  customer_name: z.string().nullable(),
  table_id: z.number().nullable(),
  table_title: z.string().nullable(),
  floor: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  token_no: z.number(),
  items: z.array(orderItemSchema),
  item_total: z.number(),
  tax_total: z.number(),
  total: z.number(),
  invoice_id: z.number().nullable(),
  /**
   * Issue 22 (not in spec), on an order replayed from a device's offline queue only: true, and when
   * the device took it (ISO time; null if the device did not say). The orders screen marks it.
   */
  offline: z.boolean().optional(),
  device_time: z.string().nullable().optional(),
});
export type Order = z.infer<typeof orderSchema>;

/** spec §3 Order group. The group of orders without a table has table_id null and DINE_OUT_GROUP_TITLE. */
export const orderGroupSchema = z.object({
  table_id: z.number().nullable(),
  table_title: z.string(),
  floor: z.string().nullable(),
  /** Oldest first. */
  orders: z.array(orderSchema),
  order_ids: z.array(z.number()),
});
export type OrderGroup = z.infer<typeof orderGroupSchema>;

/**
 * GET /orders: open orders per table (by title, then floor and id), the Dine Out / Delivery group last
 * (only groups with orders). Like GET /kitchen it sends an ETag (If-None-Match gets an empty 304) and
 * gzip when accepted.
 */
export const ordersAnswer = z.array(orderGroupSchema);
export type OrdersResponse = z.infer<typeof ordersAnswer>;

/** GET /orders/init: the same shapes as in GET /pos/init (active payment types only). */
export const ordersInitAnswer = posInitAnswer.pick({ printSettings: true, storeSettings: true, paymentTypes: true });
export type OrdersInitResponse = z.infer<typeof ordersInitAnswer>;

/** POST /orders/complete-order-payment-summary (spec §3 Order summary), pesos. */
export const orderPaymentSummarySchema = z.object({
  /** Subtotal excluding taxes: send it back as subTotal. */
  subtotal: z.number(),
  taxTotal: z.number(),
  /** What the customer pays. */
  total: z.number(),
  /** Sum of line totals (inclusive taxes inside, exclusive ones not yet added): the receipt's items total. */
  itemsTotal: z.number(),
  orders: z.array(orderSchema),
});
export type OrderPaymentSummary = z.infer<typeof orderPaymentSummarySchema>;

/** Every order action answers a message; complete-and-pay also names the invoice. */
export type OrdersActionResponse = { message: string };
export const completeAndPayAnswer = z.object({ message: z.string(), invoiceId: z.number() });
export type CompleteAndPayResponse = z.infer<typeof completeAndPayAnswer>;
