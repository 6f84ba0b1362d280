import { toMajor, type InvoiceDetail } from '@comandero/contracts';
import type { Db } from '../../db/database.js';
import { refundLinesOf, refundTotals } from './invoice-refunds.js';

type VoidFields = Pick<InvoiceDetail, 'refund' | 'voided_at' | 'void_reason' | 'voided_by'>;

/**
 * The detail's optional "Anular venta" fields: what a void would hand back (the dialog shows it
 * before confirming), or, once annulled, what it handed back and when, why and by whom.
 */
export async function voidAnswerOf(db: Db, invoiceId: number): Promise<VoidFields> {
  const voided = await db
    .selectFrom('invoices as i')
    .leftJoin('users as u', 'u.id', 'i.voided_by')
    .select(['i.voided_at', 'i.void_reason', 'u.name'])
    .where('i.id', '=', invoiceId)
    .where('i.voided_at', 'is not', null)
    .executeTakeFirst();
  if (!voided) {
    const refund = refundTotals(await refundLinesOf(db, invoiceId));
    return { refund: { total: toMajor(refund.total), cash: toMajor(refund.cash) } };
  }
  const given = await db
    .selectFrom('invoice_refunds')
    .select(['amount', 'is_cash'])
    .where('invoice_id', '=', invoiceId)
    .execute();
  const sum = (rows: typeof given) => rows.reduce((a, r) => a + Number(r.amount), 0);
  return {
    refund: { total: toMajor(sum(given)), cash: toMajor(sum(given.filter((r) => r.is_cash === 1))) },
    voided_at: voided.voided_at ?? undefined,
    void_reason: voided.void_reason ?? '',
    ...(voided.name ? { voided_by: voided.name } : {}),
  };
}
