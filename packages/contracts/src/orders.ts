import { z } from 'zod';
import { asNumber as numeric, isBlank, MAX_INT_ID } from './form-fields.js';
import { MAX_ORDER_TOTAL_MAJOR, type PosInitResponse } from './pos.js';
import type { CustomerType, DeliveryType, OrderItemStatus, OrderStatus, PaymentStatus } from './statuses.js';

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
export type OrderItemAddon = {
  /** The menu add-on's id; null once that add-on was deleted from the menu. */
  id: number | null;
  title: string;
  /** pesos */
  price: number;
};

/** spec §3 Order item, plus the line's price snapshot (the extra fields after `notes`). */
export type OrderItem = {
  id: number;
  order_id: number;
  /** null once the menu item was deleted; item_title keeps the name. */
  item_id: number | null;
  item_title: string;
  variant_id: number | null;
  variant_title: string | null;
  /** pesos */
  variant_price: number | null;
  quantity: number;
  status: OrderItemStatus;
  /** When the line was ordered. */
  date: string;
  addons: OrderItemAddon[];
  notes: string | null;
  /** Unit price in pesos: the variant (or item) price plus the add-ons, as quoted. */
  price: number;
  /** price × quantity, pesos. */
  line_total: number;
  tax_title: string | null;
  /** percent */
  tax_rate: number | null;
  /** As stored: 'exclusive', 'inclusive', anything else means no tax. */
  tax_type: string | null;
  /** pesos */
  tax_amount: number;
  /** Issue 11 (not in spec), on a voided (so cancelled) line only: when, and why (null: no reason given). */
  voided_at?: string | null;
  void_reason?: string | null;
  /** When a cook saw the void on the kitchen screen; the kitchen stops showing the line then. */
  void_acknowledged_at?: string | null;
};

/** spec §3 Order, plus its totals (pesos, over the non-cancelled lines) and invoice. */
export type Order = {
  id: number;
  /** When the order was created. */
  date: string;
  delivery_type: DeliveryType;
  customer_type: CustomerType;
  /** The customer's phone. */
  customer_id: string | null;
  customer_name: string | null;
  table_id: number | null;
  table_title: string | null;
  floor: string | null;
  status: OrderStatus;
  payment_status: PaymentStatus;
  token_no: number;
  items: OrderItem[];
  item_total: number;
  tax_total: number;
  total: number;
  invoice_id: number | null;
};

/** spec §3 Order group. The group of orders without a table has table_id null and DINE_OUT_GROUP_TITLE. */
export type OrderGroup = {
  table_id: number | null;
  table_title: string;
  floor: string | null;
  /** Oldest first. */
  orders: Order[];
  order_ids: number[];
};

/**
 * GET /orders: open orders per table (by title, then floor and id), the Dine Out / Delivery group last
 * (only groups with orders). Like GET /kitchen it sends an ETag (If-None-Match gets an empty 304) and
 * gzip when accepted.
 */
export type OrdersResponse = OrderGroup[];

/** GET /orders/init: the same shapes as in GET /pos/init (active payment types only). */
export type OrdersInitResponse = Pick<PosInitResponse, 'printSettings' | 'storeSettings' | 'paymentTypes'>;

/** POST /orders/complete-order-payment-summary (spec §3 Order summary), pesos. */
export type OrderPaymentSummary = {
  /** Subtotal excluding taxes: send it back as subTotal. */
  subtotal: number;
  taxTotal: number;
  /** What the customer pays. */
  total: number;
  /** Sum of line totals (inclusive taxes inside, exclusive ones not yet added): the receipt's items total. */
  itemsTotal: number;
  orders: Order[];
};

/** Every order action answers a message; complete-and-pay also names the invoice. */
export type OrdersActionResponse = { message: string };
export type CompleteAndPayResponse = { message: string; invoiceId: number };
