import { z } from 'zod';
import { receiptEinvoiceSchema } from './einvoice-receipt.js';
import { TIP_ROUND_TO } from './bill-pricing.js';
import {
  BILLS_MESSAGES,
  billDiscountBody,
  billPaymentSchema,
  billTipBody,
  billViewSchema,
  payBillBody,
  type BillView,
} from './bills.js';
import { completeAndPayAnswer, completeAndPayBody, orderIdsBody, orderPaymentSummarySchema } from './orders.js';
import { createOrderAndInvoiceBody } from './pos.js';

/**
 * Issue 18: the orders screen's "Pagar y completar" settles a table with the same steps as a split
 * bill (voluntary tip, discount with a reason, one or several payments, cash received and change),
 * through the spec's own routes with optional fields only. A spec §7 client that sends
 * {orderIds, subTotal, taxTotal, total} is answered exactly as before.
 */

/** A discount on the whole of the orders, as on a bill: percent or pesos, with a reason. */
export const settleDiscountField = billDiscountBody.omit({ lineId: true });
export type SettleDiscount = z.input<typeof settleDiscountField>;

const settleFields = {
  /** Pesos; above the store's suggestion only with confirmAboveSuggested (the customer asked for more). */
  tip: billTipBody.shape.tip.optional(),
  confirmAboveSuggested: z.boolean({ error: BILLS_MESSAGES.tipInvalid }).optional(),
  discount: settleDiscountField.nullable().optional(),
  /** Several tenders; cash may be tendered above its amount and gets change. They must cover total + tip. */
  payments: payBillBody.shape.payments.optional(),
};

/** POST /orders/complete-and-pay-order with the optional settle fields. */
export const completeAndPaySettleBody = completeAndPayBody.extend(settleFields);
export type CompleteAndPaySettleBody = z.input<typeof completeAndPaySettleBody>;

/** POST /orders/complete-order-payment-summary: an optional discount to price the quote with. */
export const paymentSummaryBody = orderIdsBody.extend({ discount: settleDiscountField.nullable().optional() });
export type PaymentSummaryBody = z.input<typeof paymentSummaryBody>;

/** The figures of one priced bill (pesos), as a split bill and the orders screen's quote show them. */
export const pricedFiguresSchema = billViewSchema.pick({
  itemsTotal: true,
  discountTotal: true,
  billDiscount: true,
  netTotal: true,
  taxTotal: true,
  total: true,
  taxes: true,
  suggestedTip: true,
  tip: true,
  due: true,
});
export type PricedFigures = z.infer<typeof pricedFiguresSchema>;

/** The orders priced as one bill (pesos): what the tip and payments steps show. No tip is chosen yet. */
export const settleQuoteSchema = pricedFiguresSchema.extend({
  tipPercent: z.number(),
  /** Whether the store asks for a tip for this service type (dine-in by default). */
  askTip: z.boolean(),
  tipRoundTo: z.union(TIP_ROUND_TO.map((n) => z.literal(n))),
  /** Active payment types that take cash (ask for the amount received, give change). */
  cashPaymentTypeIds: z.array(z.number()),
});
export type SettleQuote = z.infer<typeof settleQuoteSchema>;

/** The spec's summary, plus (issue 18) the quote; subtotal, taxTotal and total stay undiscounted. */
export const paymentSummaryAnswer = orderPaymentSummarySchema.extend({ quote: settleQuoteSchema.optional() });
export type OrderPaymentSummaryWithQuote = z.infer<typeof paymentSummaryAnswer>;

export type SettledTender = BillView['payments'][number];

/** The spec's answer plus what was charged (pesos); `payments` only when tenders were sent. */
export const completeAndPaySettleAnswer = completeAndPayAnswer.extend({
  total: z.number().optional(),
  tip: z.number().optional(),
  due: z.number().optional(),
  change: z.number().optional(),
  payments: z.array(billPaymentSchema).optional(),
  /** Issue 23: the sale's DE-POS for the receipt, when e-invoicing is on. */
  einvoice: receiptEinvoiceSchema.optional(),
});
export type CompleteAndPaySettleResponse = z.infer<typeof completeAndPaySettleAnswer>;

/**
 * Issue 21: POST /pos/create-order-and-invoice with an optional discount on the whole sale, as the
 * orders screen's settle takes it (percent or pesos, with a reason). netTotal, taxTotal and total
 * stay the cart's undiscounted sums; the answer is the spec's Order result, unchanged.
 */
export const posPayBody = createOrderAndInvoiceBody.extend({ discount: settleDiscountField.nullable().optional() });
export type PosPayBody = z.input<typeof posPayBody>;
