import { z } from 'zod';
import { hasAnyScope, type Scope, type ScopeHolder } from './scopes.js';
import { SHIFT_REASON_MAX, SHIFT_MESSAGES } from './order-shift.js';

/**
 * "Anular venta" (docs/voids.md): a paid invoice annulled whole, in one transaction: its cash leaves
 * the drawer open on the voiding terminal, other payments are recorded as refunded, its points are
 * reversed, its stock comes back (or is wasted when the kitchen had made it), and every sales figure
 * leaves it out. The invoice stays in Facturas as "Anulada" with its reason.
 */

export const INVOICE_VOID_MESSAGES = {
  voided: '¡Venta anulada!',
  alreadyVoided: 'Esta venta ya fue anulada.',
  needsManager: 'Solo un administrador o alguien con el permiso ORDERS puede anular una venta pagada.',
} as const;

/**
 * Who may annul a paid sale: the same as voiding a line the kitchen already started (a manager's
 * call, SHIFT_MESSAGES.voidNeedsManager), since money and made food are both at stake.
 */
export const INVOICE_VOID_SCOPES = ['ORDERS'] as const satisfies readonly Scope[];

export const canVoidInvoice = (user: ScopeHolder): boolean => hasAnyScope(user, INVOICE_VOID_SCOPES);

/** POST /invoices/{id}/void: the reason, as a line void's (required, up to 120 characters). */
export const invoiceVoidBody = z.object({
  reason: z
    .string({ error: SHIFT_MESSAGES.voidReasonRequired })
    .trim()
    .min(1, SHIFT_MESSAGES.voidReasonRequired)
    .max(SHIFT_REASON_MAX, SHIFT_MESSAGES.voidReasonTooLong),
});
export type InvoiceVoidBody = z.input<typeof invoiceVoidBody>;

/** What a void gives back, pesos: all of it (total plus tip), and the part in cash from the drawer. */
export const invoiceRefundSchema = z.object({ total: z.number(), cash: z.number() });
export type InvoiceRefund = z.infer<typeof invoiceRefundSchema>;

export const invoiceVoidAnswer = z.object({
  message: z.string(),
  invoiceId: z.number(),
  voided_at: z.string(),
  void_reason: z.string(),
  refund: invoiceRefundSchema,
  /** The drawer session the cash left; null when no cash was handed back and no drawer was open. */
  cashSessionId: z.number().nullable(),
  /** The electronic credit note annulling the invoice's DE-POS, when it had one. */
  credit_note: z.object({ documentId: z.number(), number: z.string(), cude: z.string() }).optional(),
});
export type InvoiceVoidResponse = z.infer<typeof invoiceVoidAnswer>;
