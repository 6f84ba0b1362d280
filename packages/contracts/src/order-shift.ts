import { z } from 'zod';
import { asNumber as numeric, isBlank, MAX_INT_ID } from './form-fields.js';
import { orderIdsField } from './orders.js';

/**
 * Running a shift (issue 11): voiding an item with a reason, cancelling orders with a reason, and
 * moving or joining tables. None of it changes a spec shape: new routes and optional fields only.
 *
 * Voids. A voided line is a line with status `cancelled` and its void recorded (who, when, why, from
 * which status): every sum the server makes already leaves cancelled lines out, so a void is never
 * charged. The orders screen's spec route (POST /orders/update-status/{id} with `cancelled`) records
 * the same void without a reason, and setting such a line back to another status undoes it. A void
 * of a line the kitchen has started (preparing, completed or delivered) needs admin or ORDERS, on
 * either route. The kitchen shows a voided line struck through until a cook acknowledges it.
 *
 * Tables. Orders belong to a table through their table_id, so both moves re-point the open orders
 * of the origin table at the destination, in one transaction: "Mover mesa" (transfer) needs a
 * destination without open orders, "Unir mesas" (merge) one with open orders, after which the
 * orders screen shows one group and the table is paid as one bill. Both are refused while either
 * table has an open split bill, and when an order of either table is paid, closed or added
 * meanwhile (409): of a move and a payment of the same table, exactly one happens.
 */

export const SHIFT_MESSAGES = {
  itemVoided: '¡Ítem anulado!',
  voidReasonRequired: 'Indique el motivo de la anulación.',
  voidReasonTooLong: 'El motivo admite hasta 120 caracteres.',
  alreadyVoided: 'El ítem ya estaba anulado o cancelado.',
  voidNeedsManager:
    'El ítem ya está en preparación o listo: solo un administrador o alguien con el permiso ORDERS puede anularlo.',
  voidSplitOpen:
    'La cuenta de esta mesa está dividida: cancele la división (o cobre sus partes) antes de anular ítems.',
  cancelReasonTooLong: 'El motivo admite hasta 120 caracteres.',
  tableMoved: '¡Mesa movida!',
  tablesMerged: '¡Mesas unidas!',
  tableInvalid: '¡Mesa inválida!',
  tableNotFound: '¡La mesa no existe!',
  sameTable: 'Elija una mesa distinta a la de origen.',
  noOpenOrders: 'La mesa de origen no tiene órdenes abiertas.',
  targetOccupied: 'La mesa destino tiene órdenes abiertas: use «Unir mesas».',
  targetEmpty: 'La mesa destino no tiene órdenes abiertas: use «Mover mesa».',
  tableSplitOpen:
    'Una de las mesas tiene la cuenta dividida: cancele la división o cobre sus partes antes de mover o unir mesas.',
  tableChanged:
    'Las órdenes de una de las mesas cambiaron (se cobraron, se cerraron o llegó una nueva). Actualice e intente de nuevo.',
  ordersMoved: 'Las órdenes cambiaron de mesa mientras se cobraban. Actualice e intente de nuevo.',
  voidReasonSaved: '¡Motivo de anulación guardado!',
  voidReasonUpdated: '¡Motivo de anulación actualizado!',
  voidReasonDeleted: '¡Motivo de anulación eliminado!',
  voidReasonExists: '¡Ese motivo de anulación ya existe!',
  voidReasonNotFound: '¡El motivo de anulación no existe!',
} as const;

const M = SHIFT_MESSAGES;

/** Longest reason kept for a void or a cancellation. */
export const SHIFT_REASON_MAX = 120;

const reason = z
  .string({ error: M.voidReasonRequired })
  .trim()
  .min(1, M.voidReasonRequired)
  .max(SHIFT_REASON_MAX, M.voidReasonTooLong);

/** POST /orders/items/{id}/void (an ORDER ITEM id): the reason is required; the whole line is voided. */
export const voidItemBody = z.object({ reason });
export type VoidItemBody = z.input<typeof voidItemBody>;

/**
 * POST /orders/cancel: the spec's {orderIds} plus an optional reason, kept on the orders. A spec
 * client sends none; the orders screen always asks for one.
 */
export const cancelOrdersBody = z.object({
  orderIds: orderIdsField,
  reason: z.preprocess(
    (v) => (isBlank(v) ? undefined : v),
    z.string({ error: M.cancelReasonTooLong }).trim().max(SHIFT_REASON_MAX, M.cancelReasonTooLong).optional(),
  ),
});
export type CancelOrdersBody = z.input<typeof cancelOrdersBody>;

const tableId = z.preprocess(
  numeric,
  z.number({ error: M.tableInvalid }).int(M.tableInvalid).positive(M.tableInvalid).max(MAX_INT_ID, M.tableInvalid),
);

/** POST /orders/transfer and POST /orders/merge-tables: the origin table's open orders go to the destination. */
export const moveTableBody = z
  .object({ fromTableId: tableId, toTableId: tableId })
  .refine((b) => b.fromTableId !== b.toTableId, { message: M.sameTable, path: ['toTableId'] });
export type MoveTableBody = z.input<typeof moveTableBody>;

export const moveTableAnswer = z.object({
  message: z.string(),
  /** The destination, which now holds every order moved. */
  tableId: z.number(),
  /** The orders moved. */
  orderIds: z.array(z.number()),
});
export type MoveTableResponse = z.infer<typeof moveTableAnswer>;

/** A table as the move dialog lists it, with how many open orders it has now. */
export const floorTableSchema = z.object({
  id: z.number(),
  table_title: z.string(),
  floor: z.string(),
  seating_capacity: z.number(),
  open_orders: z.number(),
});
export type FloorTable = z.infer<typeof floorTableSchema>;
/** GET /orders/tables (POS, ORDERS): every table by title, for choosing where a party goes. */
export const floorTablesAnswer = z.object({ tables: z.array(floorTableSchema) });
export type FloorTablesResponse = z.infer<typeof floorTablesAnswer>;

/** POST /orders/void-reasons, body {title}. */
export const voidReasonBody = z.object({ title: reason });
export type VoidReasonBody = z.input<typeof voidReasonBody>;

export const voidReasonSchema = z.object({ id: z.number(), title: z.string() });
export type VoidReason = z.infer<typeof voidReasonSchema>;
/** GET /orders/void-reasons, and the answer of its add and delete. */
export const voidReasonsAnswer = z.object({ reasons: z.array(voidReasonSchema), message: z.string().optional() });
export type VoidReasonsResponse = z.infer<typeof voidReasonsAnswer>;
