import { z } from 'zod';
import { MAX_INT_ID } from './form-fields.js';
import { orderSchema, type Order } from './orders.js';
import { DELIVERY_TYPES, ORDER_ITEM_STATUSES, type OrderItemStatus } from './statuses.js';

/**
 * Kitchen and token display wire shapes. The kitchen moves an item created → preparing → completed
 * and nothing else (spec §4); the orders screen does the rest. Only open orders (status created)
 * reach the kitchen and the display.
 */

export const KITCHEN_MESSAGES = {
  itemStarted: '¡Ítem en preparación!',
  lineHeld: '¡Este ítem está en espera! Aparecerá en cocina cuando el mesero marche su tiempo.',
  itemCompleted: '¡Ítem listo!',
  orderBumped: '¡Orden avanzada!',
  orderRecalled: '¡Orden devuelta a preparación!',
  statusInvalid: '¡Estado inválido!',
  transitionRefused: 'La cocina solo puede pasar un ítem de creado a en preparación, o de en preparación a listo.',
  itemChanged: 'El ítem ya cambió de estado en otra pantalla. Actualice e intente de nuevo.',
  itemNotFound: '¡El ítem de la orden no existe!',
  orderNotFound: '¡La orden no existe!',
  orderClosed: '¡La orden ya fue completada o cancelada!',
  nothingToBump: 'La orden no tiene ítems pendientes en cocina.',
  nothingToRecall: 'La orden no tiene ítems listos para devolver a preparación.',
  voidAcknowledged: '¡Anulación vista!',
  noVoidToAcknowledge: 'El ítem no tiene una anulación pendiente de ver.',
  stationInvalid: '¡Estación inválida!',
  stationNotFound: '¡La estación no existe!',
} as const;

/** The two moves the kitchen may make, keyed by the status it sets. */
export const KITCHEN_TRANSITIONS = { preparing: 'created', completed: 'preparing' } as const satisfies Partial<
  Record<OrderItemStatus, OrderItemStatus>
>;

/**
 * POST /kitchen/{id} (an ORDER ITEM id), body {status}. Any known status passes the schema (400
 * otherwise); a move other than created → preparing or preparing → completed answers 409.
 */
export const kitchenStatusBody = z.object({
  status: z.enum(ORDER_ITEM_STATUSES, { error: KITCHEN_MESSAGES.statusInvalid }),
});
export type KitchenStatusBody = z.input<typeof kitchenStatusBody>;

/**
 * GET /kitchen: open orders that still have an item created or preparing, or a voided item no cook
 * has acknowledged yet (issue 11), oldest first. Each order is the orders screen's Order with ALL
 * its lines (completed, delivered and cancelled ones too, so the ticket reads whole); the kitchen
 * works the created and preparing ones, and shows a void struck through until acknowledged.
 */
export type KitchenOrder = Order;
export const kitchenAnswer = z.array(orderSchema);
export type KitchenResponse = z.infer<typeof kitchenAnswer>;

export type KitchenActionResponse = { message: string };

/**
 * POST /kitchen/order/{orderId}/bump (not in spec): advances the order one step. If it has created
 * items, all of them become preparing; otherwise all its preparing items become completed; with
 * neither, 409. Completed, delivered and cancelled items are untouched.
 * POST /kitchen/order/{orderId}/recall (not in spec): puts the order's completed items back to
 * preparing (the last bumped order can be recalled); 409 when it has none.
 */
export const kitchenBumpAnswer = z.object({
  message: z.string(),
  /** The status the bump set. */
  status: z.enum(['preparing', 'completed']),
  /** The items moved. */
  itemIds: z.array(z.number()),
});
export type KitchenBumpResponse = z.infer<typeof kitchenBumpAnswer>;
export const kitchenRecallAnswer = z.object({ message: z.string(), itemIds: z.array(z.number()) });
export type KitchenRecallResponse = z.infer<typeof kitchenRecallAnswer>;

/** One order on the token TV screen. */
export const displayTokenSchema = z.object({
  order_id: z.number(),
  token_no: z.number(),
  table_title: z.string().nullable(),
  delivery_type: z.enum(DELIVERY_TYPES),
  date: z.string(),
});
export type DisplayToken = z.infer<typeof displayTokenSchema>;

/**
 * GET /display/tokens (not in spec): today's open orders (store business day). `preparing` has an
 * item still created or preparing; `ready` has every non-cancelled item completed or delivered and
 * at least one completed (an order whose items were all delivered was handed over and leaves). An
 * order leaves both lists once completed or cancelled. Oldest first.
 */
export const displayTokensAnswer = z.object({
  preparing: z.array(displayTokenSchema),
  ready: z.array(displayTokenSchema),
});
export type DisplayTokensResponse = z.infer<typeof displayTokensAnswer>;

/**
 * POST /kitchen/items/{id}/ack-void (not in spec): a cook saw that the item was voided; the kitchen
 * screen stops showing it. 409 when the item has no void waiting to be seen (another cook saw it).
 */
export type KitchenAckVoidResponse = { message: string };

/** Whether the kitchen still has to see this line's void. */
export const voidAwaitsKitchen = (item: Pick<Order['items'][number], 'voided_at' | 'void_acknowledged_at'>) =>
  Boolean(item.voided_at) && !item.void_acknowledged_at;

/**
 * Issue 21, a kitchen screen per station. `?stationId` on GET /kitchen and on the bump and recall
 * (not in spec; without it, everything as before): a station's lines are those its routes take, as
 * the printers route them (the item's own station, else its category's); 0 names the lines no
 * station takes (the default kitchen printer's). A station's GET /kitchen answers the same Order
 * shape with only that station's lines, and only orders where that station still has work (or a
 * void to see); its bump and recall move only its lines, so the order is ready (GET
 * /display/tokens) only once every station finished.
 */
export const KITCHEN_DEFAULT_STATION = 0;
export const kitchenStationQuery = z.object({
  stationId: z.preprocess(
    (v) => (v === undefined || v === '' ? undefined : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
    z
      .number({ error: KITCHEN_MESSAGES.stationInvalid })
      .int(KITCHEN_MESSAGES.stationInvalid)
      .min(0, KITCHEN_MESSAGES.stationInvalid)
      .max(MAX_INT_ID, KITCHEN_MESSAGES.stationInvalid)
      .optional(),
  ),
});
export type KitchenStationQuery = z.input<typeof kitchenStationQuery>;

/** GET /kitchen/stations: what the kitchen screen's station picker offers (id 0: no station's lines). */
export const kitchenStationsAnswer = z.array(z.object({ id: z.number(), name: z.string() }));
export type KitchenStationsResponse = z.infer<typeof kitchenStationsAnswer>;
