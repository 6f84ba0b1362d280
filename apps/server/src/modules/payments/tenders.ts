import {
  BILLS_MESSAGES as M,
  isCashPaymentType,
  settlePayments,
  toMajor,
  toMinor,
  type SettledPayment,
  type SettledTender,
} from '@comandero/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types.js';
import { badRequest } from '../../http/http-error.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** Tenders as the pay bodies carry them: pesos; tendered is read for cash only. */
export type TenderInput = { paymentTypeId: number; amount: number; tendered?: number | null };

export type TenderTypes = { titles: Map<number, string>; cash: Set<number> };

const REFUSALS = {
  nonCashOverpay: M.nonCashOverpay,
  overpaid: M.overpaid,
  shortTendered: M.shortTendered,
  notCovered: M.notCovered,
  badAmount: M.paymentInvalid,
} as const;

/** The active payment types that take cash, by id: the pay screens ask for what was tendered on these. */
export async function cashPaymentTypeIds(db: Executor): Promise<number[]> {
  const types = await db
    .selectFrom('payment_types')
    .select(['id', 'title', 'is_cash'])
    .where('is_active', '=', 1)
    .orderBy('id')
    .execute();
  return types.filter((t) => isCashPaymentType(t.is_cash, t.title)).map((t) => t.id);
}

/** The active payment types among `ids`, with the ones that take cash; an inactive or unknown one is refused. */
export async function tenderTypes(db: Executor, ids: readonly number[]): Promise<TenderTypes> {
  const rows = await db
    .selectFrom('payment_types')
    .select(['id', 'title', 'is_cash'])
    .where('id', 'in', [...new Set(ids)])
    .where('is_active', '=', 1)
    .execute();
  const titles = new Map(rows.map((r) => [r.id, r.title]));
  if (ids.some((id) => !titles.has(id))) throw badRequest(M.paymentTypeInactive);
  return { titles, cash: new Set(rows.filter((r) => isCashPaymentType(r.is_cash, r.title)).map((r) => r.id)) };
}

/**
 * The tenders of one payment against what is due (centavos), by the shared rule (settlePayments):
 * exact cover, only cash over its amount with change. A refusal is a 400 with the bills' message.
 */
export function settleTenders(due: number, tenders: readonly TenderInput[], types: TenderTypes): SettledPayment[] {
  const inputs = tenders.map((p) => {
    // The payment type's cash flag decides who may overpay and get change, not its name.
    const cash = types.cash.has(p.paymentTypeId);
    return { cash, amount: toMinor(p.amount), tendered: cash && p.tendered != null ? toMinor(p.tendered) : null };
  });
  const result = settlePayments(due, inputs);
  if (!result.ok) throw badRequest(REFUSALS[result.reason]);
  return result.payments;
}

/** Whether cash is among the tenders: then the payment must land in an open drawer session. */
export const hasCashTender = (tenders: readonly TenderInput[], types: TenderTypes): boolean =>
  tenders.some((t) => types.cash.has(t.paymentTypeId));

/** One type names the invoice; several are itemised in the tenders and joined in its title. */
export function invoicePaymentType(tenders: readonly TenderInput[], types: TenderTypes) {
  const titles = [...new Set(tenders.map((p) => types.titles.get(p.paymentTypeId) ?? ''))];
  return {
    payment_type_id: titles.length === 1 ? tenders[0].paymentTypeId : null,
    payment_type_title: titles.join(' + '),
  };
}

/** The tenders as answered to the screen, pesos. */
export const tenderViews = (
  tenders: readonly TenderInput[],
  settled: readonly SettledPayment[],
  types: TenderTypes,
): SettledTender[] =>
  settled.map((p, i) => ({
    paymentTypeId: tenders[i].paymentTypeId,
    title: types.titles.get(tenders[i].paymentTypeId) ?? '',
    amount: toMajor(p.amount),
    tendered: p.tendered === null ? null : toMajor(p.tendered),
    change: toMajor(p.change),
  }));
