import type { CompleteAndPaySettleResponse, OrderGroup, OrdersInitResponse, SettleQuote } from '@comandero/contracts';
import type { ReceiptData } from '../../lib/pos-storage';
import { groupReceiptData } from './group-receipt';

/**
 * The receipt of a table paid on the orders screen (issue 18): the orders it paid, numbered by their
 * invoice, with the server's figures (discount, taxes), the voluntary tip and each tender's change.
 */
export function settledReceiptData(
  paidGroup: OrderGroup,
  init: OrdersInitResponse,
  quote: SettleQuote,
  paid: CompleteAndPaySettleResponse,
): ReceiptData | null {
  const base = groupReceiptData(paidGroup, init);
  if (!base) return null;
  // The group was read before the payment, so it reads as a pre-bill; this is the invoice's receipt.
  return {
    ...base,
    kind: undefined,
    orderId: paid.invoiceId,
    date: new Date().toISOString(),
    taxTotal: quote.taxTotal,
    payableTotal: quote.total,
    payment: {
      itemsTotal: quote.itemsTotal,
      discountTotal: quote.discountTotal,
      billDiscount: quote.billDiscount,
      taxes: quote.taxes,
      total: quote.total,
      tip: paid.tip ?? 0,
      due: paid.due ?? quote.total,
      payments: paid.payments ?? [],
    },
    ...(paid.einvoice ? { einvoice: paid.einvoice } : {}),
  };
}
