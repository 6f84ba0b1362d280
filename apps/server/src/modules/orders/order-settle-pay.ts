import {
  toMajor,
  type completeAndPaySettleBody,
  type CompleteAndPaySettleResponse,
  type SettledPayment,
} from '@comandero/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/types.js';
import { audit, type Actor, type AuditRecord } from '../audit/audit.js';
import type { InvoiceCharge, InvoiceTenders } from '../invoices/invoice-writer.js';
import {
  invoicePaymentType,
  settleTenders,
  tenderTypes,
  tenderViews,
  type TenderInput,
  type TenderTypes,
} from '../payments/tenders.js';
import { checkTip } from '../payments/tip-rule.js';
import type { OrderRecord } from './order-read.repository.js';
import { priceOrders, tipMinorOf, type OrdersPricing } from './order-settle.js';

type PayBody = z.output<typeof completeAndPaySettleBody>;

/** What the orders screen's payment adds to the spec's: the priced bill and, when sent, the tenders. */
export type OrderSettlement = {
  pricing: OrdersPricing;
  tenders: { input: TenderInput[]; settled: SettledPayment[]; types: TenderTypes } | null;
};

/**
 * Issue 18: the optional settle fields of complete-and-pay, checked by the rules of a split bill
 * (tip ceiling, discount bounds, tenders covering total + tip exactly, change for cash only) before
 * anything is written. Null for a spec §7 body, which keeps its own path unchanged.
 */
export async function orderSettlementOf(
  db: Kysely<Database>,
  records: readonly OrderRecord[],
  body: PayBody,
): Promise<OrderSettlement | null> {
  if (body.tip === undefined && !body.discount && !body.payments) return null;
  const tip = tipMinorOf(body.tip);
  const pricing = await priceOrders(db, records, { discount: body.discount, tip });
  checkTip(tip, pricing.priced.suggestedTip, pricing.setting.percent, body.confirmAboveSuggested);
  if (!body.payments) return { pricing, tenders: null };
  const types = await tenderTypes(
    db,
    body.payments.map((p) => p.paymentTypeId),
  );
  const settled = settleTenders(pricing.priced.due, body.payments, types);
  return { pricing, tenders: { input: body.payments, settled, types } };
}

/** The invoice's figures after the discount, its tip, and the payment type(s) named by the tenders. */
export function settledCharge(s: OrderSettlement, payment: Pick<InvoiceCharge, 'paymentTypeId' | 'paymentTypeTitle'>) {
  const { priced, discount } = s.pricing;
  const named = s.tenders ? invoicePaymentType(s.tenders.input, s.tenders.types) : null;
  return {
    subTotal: priced.netTotal,
    taxTotal: priced.taxTotal,
    total: priced.total,
    tip: priced.tip,
    discount: { total: priced.discountTotal, applied: discount },
    paymentTypeId: named ? named.payment_type_id : payment.paymentTypeId,
    paymentTypeTitle: named ? named.payment_type_title : payment.paymentTypeTitle,
  } satisfies InvoiceCharge;
}

/** The tenders the invoice itemises (they belong to the invoice alone: no bill). */
export const settledTenders = (s: OrderSettlement | null): InvoiceTenders | null =>
  s?.tenders ? { billId: null, ...s.tenders } : null;

/** In the payment's transaction, after its invoice: the discount's audit row. */
export async function auditSettlement(
  tx: Transaction<Database>,
  actor: Actor | null,
  invoiceId: number,
  s: OrderSettlement,
  nowIso: string,
): Promise<void> {
  const record = discountAuditOf(s.pricing, invoiceId, nowIso);
  if (record && actor) await audit(tx, actor, record);
}

/** The audit record of a priced sale's discount ("invoice.discount"), or null without one. */
export function discountAuditOf(pricing: OrdersPricing, invoiceId: number | null, nowIso: string): AuditRecord | null {
  const d = pricing.discount;
  if (!d) return null;
  return {
    action: 'invoice.discount',
    entityType: 'invoice',
    entityId: invoiceId,
    after: {
      kind: d.kind,
      value: d.kind === 'percent' ? d.valueBp / 100 : toMajor(d.value),
      amount: toMajor(pricing.priced.discountTotal),
    },
    reason: d.reason,
    at: nowIso,
  };
}

/** The answer's optional fields (pesos): what was charged and the change to hand back. */
export function settlementAnswer(s: OrderSettlement): Omit<CompleteAndPaySettleResponse, 'message' | 'invoiceId'> {
  const { priced } = s.pricing;
  const change = s.tenders ? s.tenders.settled.reduce((a, p) => a + p.change, 0) : 0;
  return {
    total: toMajor(priced.total),
    tip: toMajor(priced.tip),
    due: toMajor(priced.due),
    change: toMajor(change),
    ...(s.tenders ? { payments: tenderViews(s.tenders.input, s.tenders.settled, s.tenders.types) } : {}),
  };
}
