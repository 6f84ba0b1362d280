import {
  daysOf,
  toMajor,
  UNKNOWN_TIP_USER,
  UNSPECIFIED_PAYMENT_TYPE,
  type DateFilterQuery,
  type DateRange,
  type ReportResponse,
} from '@comandero/contracts';
import type { AppDeps } from '../../app-deps.js';
import { dataStamp } from '../../lib/data-stamp.js';
import { stampedCache } from '../../lib/stamped-cache.js';
import { reportsTipsRepository } from './reports-tips.repository.js';
import { combineReportParts, readReportPart, type ReportPart } from './report-part.js';
import { keptReportParts } from './report-part-fold.js';
import { reportsRepository } from './reports.repository.js';
import { dateRangeOf, storeContext } from '../settings/store-context.js';

/** Figures of a report in centavos, before they go on the wire in pesos. */
export type ReportFigures = {
  range: DateRange;
  currency: string;
  ordersCount: number;
  paidOrdersCount: number;
  invoicesCount: number;
  totalCustomers: number;
  newCustomers: number;
  repeatedCustomers: number;
  revenue: number;
  net: number;
  tax: number;
  averageOrderValue: number;
  perDay: { day: string; total: number }[];
  perPaymentType: { paymentTypeId: number | null; title: string; total: number }[];
  tips: number;
  tipsPerDay: { day: string; total: number }[];
  tipsPerUser: { userId: number | null; name: string; total: number }[];
};

const byTotalThenTitle = (a: { total: number; title: string }, b: { total: number; title: string }) =>
  b.total - a.total || a.title.localeCompare(b.title, 'es');

export function reportsService(deps: AppDeps) {
  const repo = reportsRepository(deps.db);
  const tipsRepo = reportsTipsRepository(deps.db);
  // Days before today change only by an edit (a payment, a cancel, a void) or an insert dated
  // there; a new order is today's. The range's past days are kept under the counters of edits and
  // the number of rows dated there. Today's part (to the range's end) is kept too, and after a new
  // order or invoice only the new rows are read and added to it (report-part-fold.ts).
  const pastParts = stampedCache<ReportPart, unknown>(dataStamp(deps.db, ['sales_edits', 'customers', 'catalogue']));
  const salesStamp = dataStamp(deps.db, ['sales', 'customers', 'catalogue']);
  const currentParts = keptReportParts(deps, salesStamp);
  // While no sale, customer or setting was written, a report reopened is the kept figures, without
  // even counting the past days' rows (a scan of the month on every read otherwise).
  const wholeFigures = stampedCache<ReportFigures, unknown>(salesStamp);

  async function figures(query: DateFilterQuery): Promise<ReportFigures> {
    const { timeZone, currency } = await storeContext(deps);
    const range = dateRangeOf(deps, query, timeZone);
    const todayStart = dateRangeOf(deps, { type: 'today' }, timeZone).start;
    return wholeFigures(JSON.stringify([range, todayStart, currency]), () => readFigures(range, todayStart, currency));
  }

  async function readFigures(range: DateRange, todayStart: string, currency: string): Promise<ReportFigures> {
    const parts: Promise<ReportPart>[] = [];
    if (range.start < todayStart) {
      const past = { start: range.start, end: range.end < todayStart ? range.end : todayStart };
      const key = JSON.stringify([past, await repo.rowCounts(past)]);
      parts.push(pastParts(key, () => readReportPart(repo, tipsRepo, past, range.start)));
    }
    if (range.end > todayStart) {
      const current = { start: range.start < todayStart ? todayStart : range.start, end: range.end };
      parts.push(currentParts(current, current.start));
    }
    return figuresOf(range, currency, combineReportParts(await Promise.all(parts)));
  }

  function figuresOf(range: DateRange, currency: string, part: ReportPart): ReportFigures {
    // Invoices without a payment type id but with the title of a since-deleted one keep that title.
    const merged = new Map<string, { paymentTypeId: number | null; title: string; total: number }>();
    for (const row of part.perPaymentType) {
      const title = row.current_title ?? row.payment_type_title ?? UNSPECIFIED_PAYMENT_TYPE;
      const key = row.payment_type_id !== null ? `id:${row.payment_type_id}` : `title:${title}`;
      const entry = merged.get(key) ?? { paymentTypeId: row.payment_type_id, title, total: 0 };
      entry.total += row.total;
      merged.set(key, entry);
    }
    const { invoices, paidOrdersCount } = part;
    return {
      range,
      currency,
      ordersCount: part.ordersCount,
      totalCustomers: part.customerIds.length,
      paidOrdersCount,
      invoicesCount: invoices.invoicesCount,
      newCustomers: part.newCustomers,
      repeatedCustomers: part.repeatedCustomerIds.length,
      revenue: invoices.revenue,
      net: invoices.net,
      tax: invoices.tax,
      averageOrderValue: paidOrdersCount === 0 ? 0 : Math.round(invoices.revenue / paidOrdersCount),
      perDay: daysOf(range).map((day) => ({ day, total: part.perDay.get(day) ?? 0 })),
      perPaymentType: [...merged.values()].sort(byTotalThenTitle),
      tips: [...part.tipsPerDay.values()].reduce((a, v) => a + v, 0),
      tipsPerDay: daysOf(range).map((day) => ({ day, total: part.tipsPerDay.get(day) ?? 0 })),
      tipsPerUser: part.tipsPerUser
        .map((u) => ({ userId: u.userId, name: u.name ?? UNKNOWN_TIP_USER, total: u.total }))
        .sort((a, b) => b.total - a.total || a.name.localeCompare(b.name, 'es')),
    };
  }

  return {
    figures,

    async report(query: DateFilterQuery): Promise<ReportResponse> {
      const f = await figures(query);
      return {
        ordersCount: f.ordersCount,
        averageOrderValue: toMajor(f.averageOrderValue),
        totalCustomers: f.totalCustomers,
        newCustomers: f.newCustomers,
        repeatedCustomers: f.repeatedCustomers,
        revenueTotal: toMajor(f.revenue),
        netRevenue: toMajor(f.net),
        taxTotal: toMajor(f.tax),
        currency: f.currency,
        paidOrdersCount: f.paidOrdersCount,
        invoicesCount: f.invoicesCount,
        type: f.range.type,
        from: f.range.from,
        to: f.range.to,
        revenuePerDay: f.perDay.map((d) => ({ day: d.day, total: toMajor(d.total) })),
        revenuePerPaymentType: f.perPaymentType.map((p) => ({ ...p, total: toMajor(p.total) })),
        tipsTotal: toMajor(f.tips),
        tipsPerDay: f.tipsPerDay.map((d) => ({ day: d.day, total: toMajor(d.total) })),
        tipsPerUser: f.tipsPerUser.map((u) => ({ ...u, total: toMajor(u.total) })),
      };
    },
  };
}
