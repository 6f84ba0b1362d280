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
import { reportsTipsRepository } from './reports-tips.repository.js';
import { reportsRepository } from './reports.repository.js';
import { stampedCache } from './stamped-cache.js';
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
  const cached = stampedCache<ReportFigures>(deps);

  async function figures(query: DateFilterQuery): Promise<ReportFigures> {
    const { timeZone, currency } = await storeContext(deps);
    const range = dateRangeOf(deps, query, timeZone);
    return cached(JSON.stringify([range, currency]), () => compute(range, currency));
  }

  async function compute(range: DateRange, currency: string): Promise<ReportFigures> {
    const [tipsPerDay, tipsPerUser, billShares] = await Promise.all([
      tipsRepo.tipsPerDay(range),
      tipsRepo.tipsPerUser(range),
      tipsRepo.billPaymentShares(range),
    ]);
    const [orders, newCustomers, repeatedCustomers, invoices, paidOrdersCount, perDay, perType] = await Promise.all([
      repo.orders(range),
      repo.newCustomers(range),
      repo.repeatedCustomers(range),
      repo.invoices(range),
      repo.paidOrders(range),
      repo.revenuePerDay(range),
      repo.revenuePerPaymentType(range),
    ]);
    // Invoices without a payment type id but with the title of a since-deleted one keep that title.
    const merged = new Map<string, { paymentTypeId: number | null; title: string; total: number }>();
    for (const row of [...perType, ...billShares]) {
      const title = row.current_title ?? row.payment_type_title ?? UNSPECIFIED_PAYMENT_TYPE;
      const key = row.payment_type_id !== null ? `id:${row.payment_type_id}` : `title:${title}`;
      const entry = merged.get(key) ?? { paymentTypeId: row.payment_type_id, title, total: 0 };
      entry.total += row.total;
      merged.set(key, entry);
    }
    return {
      range,
      currency,
      ...orders,
      paidOrdersCount,
      invoicesCount: invoices.invoicesCount,
      newCustomers,
      repeatedCustomers,
      revenue: invoices.revenue,
      net: invoices.net,
      tax: invoices.tax,
      averageOrderValue: paidOrdersCount === 0 ? 0 : Math.round(invoices.revenue / paidOrdersCount),
      perDay: daysOf(range).map((day) => ({ day, total: perDay.get(day) ?? 0 })),
      perPaymentType: [...merged.values()].sort(byTotalThenTitle),
      tips: [...tipsPerDay.values()].reduce((a, v) => a + v, 0),
      tipsPerDay: daysOf(range).map((day) => ({ day, total: tipsPerDay.get(day) ?? 0 })),
      tipsPerUser: tipsPerUser
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
