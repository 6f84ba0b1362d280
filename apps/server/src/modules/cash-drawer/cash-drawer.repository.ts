import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/types.js';

type Executor = Kysely<Database> | Transaction<Database>;

export type SessionRow = Selectable<Database['cash_drawer_sessions']>;
export type MovementRow = Selectable<Database['cash_drawer_movements']>;

/** The payment type as it is now (left-joined: it may have been deleted since). */
type PaymentTypeNow = { type_title: string | null; is_cash: Selectable<Database['payment_types']>['is_cash'] };

/** An invoice of the session with its payment type's cash flag, as the report reads it. */
export type SessionInvoiceRow = Pick<
  Selectable<Database['invoices']>,
  'id' | 'sub_total' | 'tax_total' | 'total' | 'tip' | 'payment_type_title'
> &
  PaymentTypeNow;

/** A tender of one of the session's invoices (invoice_id is never null on those). */
export type SessionBillPaymentRow = Pick<
  Selectable<Database['bill_payments']>,
  'payment_type_title' | 'amount' | 'tendered' | 'change_amount'
> & { invoice_id: number } & PaymentTypeNow;

export const sessionById = (db: Executor, id: number) =>
  db.selectFrom('cash_drawer_sessions').selectAll().where('id', '=', id).executeTakeFirst();

export const openSessionOf = (db: Executor, terminalId: string) =>
  db
    .selectFrom('cash_drawer_sessions')
    .selectAll()
    .where('terminal_id', '=', terminalId)
    .where('status', '=', 'open')
    .executeTakeFirst();

export async function terminalHasClosedSession(db: Executor, terminalId: string): Promise<boolean> {
  const row = await db
    .selectFrom('cash_drawer_sessions')
    .select('id')
    .where('terminal_id', '=', terminalId)
    .where('status', '=', 'closed')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Takes the session row for a write (cash in/out, close) if it is still open; false otherwise. The
 * UPDATE holds the row until commit, so payments attaching to it (FOR SHARE) wait or went first.
 */
export async function claimOpenSession(tx: Transaction<Database>, id: number, nowIso: string): Promise<boolean> {
  const res = await tx
    .updateTable('cash_drawer_sessions')
    .set({ updated_at: nowIso })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export const movementsOf = (db: Executor, sessionId: number): Promise<MovementRow[]> =>
  db.selectFrom('cash_drawer_movements').selectAll().where('session_id', '=', sessionId).orderBy('id').execute();

export function invoicesOf(db: Executor, sessionId: number): Promise<SessionInvoiceRow[]> {
  return db
    .selectFrom('invoices as i')
    .leftJoin('payment_types as pt', 'pt.id', 'i.payment_type_id')
    .select([
      'i.id',
      'i.sub_total',
      'i.tax_total',
      'i.total',
      'i.tip',
      'i.payment_type_title',
      'pt.title as type_title',
      'pt.is_cash',
    ])
    .where('i.cash_session_id', '=', sessionId)
    .orderBy('i.id')
    .execute();
}

/** The itemised payments of the session's split-bill invoices (issue 10). */
export function billPaymentsOf(db: Executor, sessionId: number): Promise<SessionBillPaymentRow[]> {
  return db
    .selectFrom('bill_payments as bp')
    .innerJoin('invoices as i', 'i.id', 'bp.invoice_id')
    .leftJoin('payment_types as pt', 'pt.id', 'bp.payment_type_id')
    .select([
      'bp.invoice_id as invoice_id',
      'bp.payment_type_title',
      'pt.title as type_title',
      'pt.is_cash',
      'bp.amount',
      'bp.tendered',
      'bp.change_amount',
    ])
    .where('i.cash_session_id', '=', sessionId)
    .orderBy('bp.id')
    .execute() as Promise<SessionBillPaymentRow[]>;
}

/** Discounts given on the split bills the session's invoices paid, and on its invoices paid without a bill. */
export async function discountsOf(db: Executor, sessionId: number): Promise<number> {
  const row = await db
    .selectFrom('bills as b')
    .innerJoin('invoices as i', 'i.id', 'b.invoice_id')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('b.discount_total'), eb.lit(0)).as('total'))
    .where('i.cash_session_id', '=', sessionId)
    .executeTakeFirst();
  // A split bill's invoice keeps discount_total 0: its discounts are the bill's, counted above.
  const direct = await db
    .selectFrom('invoices as i')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('i.discount_total'), eb.lit(0)).as('total'))
    .where('i.cash_session_id', '=', sessionId)
    .executeTakeFirst();
  return Number(row?.total ?? 0) + Number(direct?.total ?? 0);
}

export async function storeForReport(db: Executor) {
  const store = await db
    .selectFrom('store_settings')
    .select(['store_name', 'currency'])
    .where('id', '=', 1)
    .executeTakeFirst();
  const print = await db.selectFrom('print_settings').select('page_format').where('id', '=', 1).executeTakeFirst();
  return { store, pageFormat: print?.page_format ?? null };
}

export async function historyPage(db: Executor, page: number, size: number) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('cash_drawer_sessions')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    db
      .selectFrom('cash_drawer_sessions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
