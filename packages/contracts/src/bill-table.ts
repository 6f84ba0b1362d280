import { z } from 'zod';
import { orderIdsField } from './orders.js';

/**
 * A split table that keeps ordering (issue 10): orders placed after the split are not in it. The
 * table's split view lists them, and the cashier may put them on an unpaid bill of the split.
 */
export const BILL_TABLE_MESSAGES = {
  ordersAdded: '¡Órdenes agregadas a la cuenta!',
  ordersNotOutside:
    'Esas órdenes ya no están pendientes fuera de la división de esta mesa. Actualice la pantalla e intente de nuevo.',
} as const;

/** POST /orders/bills/{id}/add-orders: open, unpaid orders of the bill's table that no split holds. */
export const addBillOrdersBody = z.object({ orderIds: orderIdsField });
export type AddBillOrdersBody = z.input<typeof addBillOrdersBody>;

/** An open, unpaid order of a split table that is in no bill; money in pesos. */
export const outsideOrderSchema = z.object({
  id: z.number(),
  tokenNo: z.number(),
  /** ISO-8601 UTC instant the order was placed. */
  date: z.string(),
  total: z.number(),
  lines: z.array(z.object({ title: z.string(), quantity: z.number() })),
});
export type OutsideOrderView = z.infer<typeof outsideOrderSchema>;
