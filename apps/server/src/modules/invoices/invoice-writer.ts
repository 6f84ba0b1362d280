import type { Discount, SettledPayment } from '@comandero/contracts';
import type { Insertable, Transaction } from 'kysely';
import type { Database } from '../../db/types.js';
import { conflict } from '../../http/http-error.js';
import { insertRowsReturningIds } from '../../db/rows-insert.js';
import {
  cashRefusalOf,
  drawerSessionOf,
  drawerTerminalOf,
  openDrawerSessions,
} from '../cash-drawer/drawer-payments.js';
import type { DrawerTerminal } from '../cash-drawer/terminal.js';
import { discountColumns } from '../payments/discount.js';
import { requestReceipts } from '../printers/print-hooks.js';
import type { TenderInput, TenderTypes } from '../payments/tenders.js';
import type { DocumentSource } from '../einvoice/depos-lines.js';
import { issueDocuments } from '../einvoice/depos-issue.js';
import { settlePoints } from '../membership/points-ledger.js';

type Tx = Transaction<Database>;

/**
 * The one place an invoice is written (the POS submit, the orders screen's payment and a split
 * bill's payment), so whatever every invoice must get (its number, a printed receipt, an electronic
 * document) hooks in here once. An invoice's number is its id, given by the database in the
 * payment's own transaction: an invoice rolled back leaves a gap, never a duplicate.
 */

/** The sale an invoice settles: who took it, when (and its business day), and for whom. */
export type InvoiceSale = {
  businessDay: string;
  nowIso: string;
  userId: number;
  deliveryType: string;
  customerType: string;
  customerId: string | null;
  tableId: number | null;
};

/** What it charges, centavos: the totals after any discount, and the tip outside all of them. */
export type InvoiceCharge = {
  subTotal: number;
  taxTotal: number;
  total: number;
  tip: number;
  /** Several payment types paid it: no id, their titles joined (see invoicePaymentType). */
  paymentTypeId: number | null;
  paymentTypeTitle: string | null;
  discount?: { total: number; applied: Discount | null };
};

export type NewInvoice = InvoiceSale & InvoiceCharge;

/** The tenders that paid it, itemised (bill_payments); `billId` when a split bill's part was paid. */
export type InvoiceTenders = {
  billId: number | null;
  input: readonly TenderInput[];
  settled: readonly SettledPayment[];
  types: TenderTypes;
};

function invoiceRow(i: NewInvoice, cashSessionId: number | null): Insertable<Database['invoices']> {
  return {
    business_day: i.businessDay,
    sub_total: i.subTotal,
    tax_total: i.taxTotal,
    total: i.total,
    tip: i.tip,
    table_id: i.tableId,
    delivery_type: i.deliveryType,
    customer_type: i.customerType,
    customer_id: i.customerId,
    payment_type_id: i.paymentTypeId,
    payment_type_title: i.paymentTypeTitle,
    created_by: i.userId,
    created_at: i.nowIso,
    cash_session_id: cashSessionId,
    discount_total: i.discount?.total ?? 0,
    ...discountColumns(i.discount?.applied ?? null),
  };
}

async function insertTenders(tx: Tx, invoiceId: number, nowIso: string, t: InvoiceTenders): Promise<void> {
  await tx
    .insertInto('bill_payments')
    .values(
      t.settled.map((p, i) => ({
        bill_id: t.billId,
        invoice_id: invoiceId,
        payment_type_id: t.input[i].paymentTypeId,
        payment_type_title: t.types.titles.get(t.input[i].paymentTypeId) ?? '',
        amount: p.amount,
        tendered: p.tendered,
        change_amount: p.change,
        created_at: nowIso,
      })),
    )
    .execute();
}

/**
 * Attaches the invoice to the drawer session open on the terminal that took it (drawer-payments.ts
 * says which, and why cash without one is refused): a 409 then rolls the payment back whole.
 */
async function placeInDrawer(
  tx: Tx,
  invoiceId: number,
  terminal: DrawerTerminal,
  cash: boolean,
): Promise<DrawerTerminal> {
  const sessions = await openDrawerSessions(tx, [terminal]);
  const refusal = cash ? cashRefusalOf(sessions, terminal) : null;
  if (refusal !== null) throw conflict(refusal);
  const sessionId = drawerSessionOf(sessions, terminal);
  if (sessionId !== null) {
    await tx.updateTable('invoices').set({ cash_session_id: sessionId }).where('id', '=', invoiceId).execute();
  }
  return drawerTerminalOf(sessions, terminal);
}

/** Issue 23: the key that opens the store's signing secrets, and where the sale's lines are. */
export type InvoiceDocument = { key: Buffer; source: DocumentSource };

/**
 * One payment's invoice inside its transaction: the invoice, its tenders when itemised, its
 * drawer session, its printed receipt and, when e-invoicing is on, its signed DE-POS (a sale the
 * numbering cannot cover rolls back whole). Answers the invoice's id.
 */
export async function writeInvoice(
  tx: Tx,
  invoice: NewInvoice,
  paid: { tenders: InvoiceTenders | null; terminal: DrawerTerminal; cash: boolean; document: InvoiceDocument },
): Promise<number> {
  const { id } = await tx
    .insertInto('invoices')
    .values(invoiceRow(invoice, null))
    .returning('id')
    .executeTakeFirstOrThrow();
  if (paid.tenders) await insertTenders(tx, id, invoice.nowIso, paid.tenders);
  const drawerTerminal = await placeInDrawer(tx, id, paid.terminal, paid.cash);
  // Issue 24: the member's points, earned and redeemed, commit or roll back with the payment.
  await settlePoints(tx, [
    {
      invoiceId: id,
      customerId: invoice.customerId,
      total: invoice.total,
      tenders: paid.tenders
        ? paid.tenders.settled.map((p, i) => ({
            paymentTypeId: paid.tenders!.input[i].paymentTypeId,
            amount: p.amount,
          }))
        : [{ paymentTypeId: invoice.paymentTypeId, amount: invoice.total + invoice.tip }],
      userId: invoice.userId,
      nowIso: invoice.nowIso,
    },
  ]);
  // Issue 20: the receipt (and the drawer kick for cash) on the printer of the terminal whose drawer
  // took it, if it has one.
  await requestReceipts(tx, [{ invoiceId: id, terminalId: drawerTerminal, cash: paid.cash }], invoice.nowIso);
  await issueDocuments(tx, paid.document.key, [
    { ...invoice, invoiceId: id, terminalId: paid.terminal, source: paid.document.source },
  ]);
  return id;
}

/**
 * The invoices of a batch of paid POS submits, in as few statements as the database allows
 * (rows-insert.ts), each already placed in its drawer session by the batch. Ids in the given order.
 */
export function writeInvoiceBatch(
  tx: Tx,
  invoices: readonly (NewInvoice & { cashSessionId: number | null })[],
): Promise<number[]> {
  return insertRowsReturningIds(
    tx,
    'invoices',
    invoices.map((i) => invoiceRow(i, i.cashSessionId)),
  );
}
