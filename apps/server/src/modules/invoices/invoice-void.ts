import { INVOICE_MESSAGES, INVOICE_VOID_MESSAGES as M } from '@comandero/contracts';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/types.js';
import { conflict, notFound } from '../../http/http-error.js';
import { cashRefusalOf, drawerSessionOf, openDrawerSessions } from '../cash-drawer/drawer-payments.js';
import type { DrawerTerminal } from '../cash-drawer/terminal.js';
import { issueVoidCreditNote } from '../einvoice/adjustment-note.js';
import { returnLinesStock } from '../inventory/stock-returns.js';
import { reverseInvoicePoints } from '../membership/points-ledger.js';
import { refundLinesOf, refundTotals } from './invoice-refunds.js';
import { voidSoldLines } from './void-sold-lines.js';

type Tx = Transaction<Database>;

export type InvoiceVoidInput = {
  invoiceId: number;
  reason: string;
  userId: number;
  terminal: DrawerTerminal;
  nowIso: string;
  /** The sealing key the payment path gives issueDocuments, for the credit note. */
  einvoiceKey: Buffer;
};

export type InvoiceVoided = {
  refund: { total: number; cash: number };
  cashSessionId: number | null;
  orderIds: number[];
  stockUpdate: number[];
  creditNote: { documentId: number; number: string; cude: string } | null;
};

/** The orders the invoice settled: its own, or the split's orders when it paid one bill of a table. */
async function ordersOf(tx: Tx, invoiceId: number, billSplitId: number | null): Promise<number[]> {
  const own = await tx.selectFrom('orders').select('id').where('invoice_id', '=', invoiceId).execute();
  const split =
    billSplitId === null
      ? []
      : await tx.selectFrom('bill_split_orders').select('order_id as id').where('split_id', '=', billSplitId).execute();
  return [...new Set([...own, ...split].map((o) => o.id))].sort((a, b) => a - b);
}

/**
 * Annuls a paid invoice whole inside the caller's transaction (the invoices module owns every
 * invoice write, invoice-writer.ts). The conditional UPDATE is the lock: of two voids of one invoice
 * exactly one finds it standing. Cash goes back out of the drawer open on the voiding terminal, by
 * the rule cash comes in (drawer-payments.ts): none open answers the payments' own 409 and rolls
 * everything back.
 */
export async function voidInvoice(tx: Tx, v: InvoiceVoidInput): Promise<InvoiceVoided> {
  const invoice = await tx
    .selectFrom('invoices')
    .select(['id', 'voided_at'])
    .where('id', '=', v.invoiceId)
    .executeTakeFirst();
  if (!invoice) throw notFound(INVOICE_MESSAGES.notFound);
  if (invoice.voided_at !== null) throw conflict(M.alreadyVoided);
  const marked = await tx
    .updateTable('invoices')
    .set({ voided_at: v.nowIso, voided_by: v.userId, void_reason: v.reason })
    .where('id', '=', v.invoiceId)
    .where('voided_at', 'is', null)
    .executeTakeFirst();
  if (Number(marked.numUpdatedRows) !== 1) throw conflict(M.alreadyVoided);

  const lines = await refundLinesOf(tx, v.invoiceId);
  const refund = refundTotals(lines);
  const sessions = await openDrawerSessions(tx, [v.terminal]);
  const refusal = refund.cash > 0 ? cashRefusalOf(sessions, v.terminal) : null;
  if (refusal !== null) throw conflict(refusal);
  const cashSessionId = drawerSessionOf(sessions, v.terminal);
  if (lines.length) {
    await tx
      .insertInto('invoice_refunds')
      .values(
        lines.map((l) => ({
          invoice_id: v.invoiceId,
          payment_type_id: l.paymentTypeId,
          payment_type_title: l.title,
          amount: l.amount,
          is_cash: l.isCash ? 1 : 0,
          cash_session_id: cashSessionId,
          created_by: v.userId,
          created_at: v.nowIso,
        })),
      )
      .execute();
  }

  await reverseInvoicePoints(tx, { invoiceId: v.invoiceId, userId: v.userId, nowIso: v.nowIso, reason: v.reason });

  const bill = await tx
    .selectFrom('bills')
    .select(['id', 'split_id'])
    .where('invoice_id', '=', v.invoiceId)
    .executeTakeFirst();
  const stockUpdate = await returnLinesStock(tx, await voidSoldLines(tx, v.invoiceId, bill), {
    userId: v.userId,
    nowIso: v.nowIso,
    reason: v.reason,
  });

  const document = await tx
    .selectFrom('einvoice_documents')
    .select('id')
    .where('invoice_id', '=', v.invoiceId)
    .executeTakeFirst();
  const creditNote = document
    ? await issueVoidCreditNote(tx, v.einvoiceKey, {
        invoiceId: v.invoiceId,
        reason: v.reason,
        userId: v.userId,
        nowIso: v.nowIso,
      })
    : null;

  return {
    refund,
    cashSessionId,
    orderIds: await ordersOf(tx, v.invoiceId, bill?.split_id ?? null),
    stockUpdate,
    creditNote,
  };
}
