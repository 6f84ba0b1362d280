import {
  expectedCash,
  isCashPaymentType,
  toMajor,
  UNSPECIFIED_PAYMENT_TYPE,
  type CashDrawerReport,
  type CashReportPaymentLine,
} from '@comandero/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types.js';
import {
  billPaymentsOf,
  discountsOf,
  invoicesOf,
  movementsOf,
  storeForReport,
  type MovementRow,
  type SessionBillPaymentRow,
  type SessionInvoiceRow,
  type SessionRow,
} from './cash-drawer.repository.js';
import { sessionVoids, type SessionVoids } from './cash-drawer-voids.js';
import { toSessionView } from './session-view.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** A payment as the drawer sees it, in centavos. */
type Taken = { title: string; isCash: boolean; amount: number; received: number; change: number };

/**
 * The current type's flag decides; a deleted type is judged by the title kept on the payment. A
 * payment with no type at all (a spec §7 client sends none) is cash, as the payment routes took it
 * when they asked for a drawer (drawer-payments.ts): counted here, it is in the expected cash.
 */
export const cashOf = (isCash: number | null, typeTitle: string | null, keptTitle: string | null) =>
  typeTitle !== null ? isCashPaymentType(isCash, typeTitle) : keptTitle === null || isCashPaymentType(null, keptTitle);

/**
 * An invoice with itemised tenders (a split bill's, or the orders screen's since issue 18) is read
 * from them, tendered and change included; any other invoice is one payment of its total plus tip,
 * received as is (a spec §7 client sends no tendered amount, so no change is recorded there).
 */
function paymentsTaken(invoices: SessionInvoiceRow[], billPayments: SessionBillPaymentRow[]): Taken[] {
  const itemised = new Set(billPayments.map((p) => p.invoice_id));
  const plain = invoices
    .filter((i) => !itemised.has(i.id))
    .map((i) => {
      const amount = Number(i.total) + Number(i.tip);
      const title = i.payment_type_title ?? UNSPECIFIED_PAYMENT_TYPE;
      return {
        title,
        isCash: cashOf(i.is_cash, i.type_title, i.payment_type_title),
        amount,
        received: amount,
        change: 0,
      };
    });
  const split = billPayments.map((p) => {
    const amount = Number(p.amount);
    const change = Number(p.change_amount);
    return {
      title: p.payment_type_title,
      isCash: cashOf(p.is_cash, p.type_title, p.payment_type_title),
      amount,
      received: p.tendered === null ? amount : Number(p.tendered),
      change,
    };
  });
  return [...plain, ...split];
}

function perType(taken: Taken[]): CashReportPaymentLine[] {
  const lines = new Map<string, { title: string; isCash: boolean; count: number; amount: number }>();
  for (const t of taken) {
    const key = `${t.isCash ? 1 : 0}:${t.title}`;
    const line = lines.get(key) ?? { title: t.title, isCash: t.isCash, count: 0, amount: 0 };
    line.count += 1;
    line.amount += t.amount;
    lines.set(key, line);
  }
  return [...lines.values()]
    .sort((a, b) => Number(b.isCash) - Number(a.isCash) || a.title.localeCompare(b.title, 'es'))
    .map((l) => ({ ...l, amount: toMajor(l.amount) }));
}

export type ReportInput = {
  kind: 'X' | 'Z';
  generatedAt: string;
  session: SessionRow;
  store: { name: string; currency: string; pageFormat: number | null };
  invoices: SessionInvoiceRow[];
  billPayments: SessionBillPaymentRow[];
  discounts: number;
  voids: SessionVoids;
  movements: MovementRow[];
};

/** The report from the session's rows; every sum is taken in centavos and turned into pesos last. */
export function buildReport(r: ReportInput): CashDrawerReport {
  const taken = paymentsTaken(r.invoices, r.billPayments);
  const cash = taken.filter((t) => t.isCash);
  const sum = <T>(rows: T[], f: (row: T) => number) => rows.reduce((a, row) => a + f(row), 0);
  const moved = (kind: 'in' | 'out') =>
    sum(
      r.movements.filter((m) => m.kind === kind),
      (m) => Number(m.amount),
    );
  const drawer = {
    openingFloat: Number(r.session.opening_float),
    cashSales: sum(cash, (t) => t.received),
    changeGiven: sum(cash, (t) => t.change),
    cashIn: moved('in'),
    cashOut: moved('out'),
    voidRefunds: r.voids.cash,
  };
  return {
    kind: r.kind,
    generatedAt: r.generatedAt,
    storeName: r.store.name,
    currency: r.store.currency,
    paperWidthMm: r.store.pageFormat === 57 ? 57 : 80,
    session: toSessionView(r.session),
    sales: {
      invoices: r.invoices.length,
      subTotal: toMajor(sum(r.invoices, (i) => Number(i.sub_total))),
      taxTotal: toMajor(sum(r.invoices, (i) => Number(i.tax_total))),
      total: toMajor(sum(r.invoices, (i) => Number(i.total))),
      tips: toMajor(sum(r.invoices, (i) => Number(i.tip))),
      discounts: toMajor(r.discounts),
    },
    voids: { count: r.voids.count, total: toMajor(r.voids.total) },
    payments: perType(taken),
    cash: {
      openingFloat: toMajor(drawer.openingFloat),
      cashSales: toMajor(drawer.cashSales),
      changeGiven: toMajor(drawer.changeGiven),
      cashIn: toMajor(drawer.cashIn),
      cashOut: toMajor(drawer.cashOut),
      // Optional: only a session that handed cash back for an annulled sale shows the line.
      ...(drawer.voidRefunds > 0 ? { voidRefunds: toMajor(drawer.voidRefunds) } : {}),
      expected: toMajor(expectedCash(drawer)),
    },
    movements: r.movements.map((m) => ({
      id: m.id,
      kind: m.kind as 'in' | 'out',
      amount: toMajor(Number(m.amount)),
      reason: m.reason,
      by: m.created_by_name,
      at: m.created_at,
    })),
    count: null,
  };
}

/** Reads what the report needs; inside the close's transaction when it is the Z. */
export async function loadReport(
  db: Executor,
  session: SessionRow,
  kind: 'X' | 'Z',
  generatedAt: string,
): Promise<CashDrawerReport> {
  const invoices = await invoicesOf(db, session.id);
  const billPayments = await billPaymentsOf(db, session.id);
  const discounts = await discountsOf(db, session.id);
  const voids = await sessionVoids(db, session.id);
  const movements = await movementsOf(db, session.id);
  const { store, pageFormat } = await storeForReport(db);
  return buildReport({
    kind,
    generatedAt,
    session,
    store: { name: store?.store_name ?? '', currency: store?.currency ?? 'COP', pageFormat },
    invoices,
    billPayments,
    discounts,
    voids,
    movements,
  });
}
