import type { Db } from '../../db/database.js';
import { cashOf } from '../cash-drawer/cash-drawer-report.js';

/** One payment of an invoice as a void gives it back, centavos; `isCash` as the drawer counted it. */
export type RefundLine = {
  paymentTypeId: number | null;
  title: string;
  amount: number;
  isCash: boolean;
};

/**
 * What annulling the invoice hands back: its itemised tenders when it has them (a split bill's, the
 * orders screen's), otherwise one payment of its total plus tip. Cash is judged exactly as the X/Z
 * reports judged it when the sale came in, so the refund takes out of the drawer what was counted in.
 */
export async function refundLinesOf(db: Db, invoiceId: number): Promise<RefundLine[]> {
  const tenders = await db
    .selectFrom('bill_payments as bp')
    .leftJoin('payment_types as pt', 'pt.id', 'bp.payment_type_id')
    .select(['bp.payment_type_id', 'bp.payment_type_title', 'bp.amount', 'pt.title as type_title', 'pt.is_cash'])
    .where('bp.invoice_id', '=', invoiceId)
    .orderBy('bp.id')
    .execute();
  if (tenders.length) {
    return tenders.map((p) => ({
      paymentTypeId: p.payment_type_id,
      title: p.payment_type_title,
      amount: Number(p.amount),
      isCash: cashOf(p.is_cash, p.type_title, p.payment_type_title),
    }));
  }
  const i = await db
    .selectFrom('invoices as i')
    .leftJoin('payment_types as pt', 'pt.id', 'i.payment_type_id')
    .select(['i.payment_type_id', 'i.payment_type_title', 'i.total', 'i.tip', 'pt.title as type_title', 'pt.is_cash'])
    .where('i.id', '=', invoiceId)
    .executeTakeFirst();
  if (!i) return [];
  return [
    {
      paymentTypeId: i.payment_type_id,
      title: i.payment_type_title ?? i.type_title ?? '',
      amount: Number(i.total) + Number(i.tip),
      isCash: cashOf(i.is_cash, i.type_title, i.payment_type_title),
    },
  ];
}

/** Centavos: all that goes back, and the part in cash. */
export const refundTotals = (lines: readonly RefundLine[]) => ({
  total: lines.reduce((a, l) => a + l.amount, 0),
  cash: lines.reduce((a, l) => a + (l.isCash ? l.amount : 0), 0),
});
