import type { Range, ReportsRepository } from './reports.repository.js';
import type { PaymentTypeShare, ReportsTipsRepository } from './reports-tips.repository.js';

/**
 * What a report reads from one part of its range, in a form where parts add up: sums and counts
 * add, per-day maps merge, and the customer figures are sets (a customer ordering on two days is
 * one customer, and a repeated one). `earlierThan` is where the part's range begins for "an
 * earlier order": the report's own start for the first part, the part's start for the next.
 */
export type ReportPart = {
  ordersCount: number;
  customerIds: string[];
  repeatedCustomerIds: string[];
  newCustomers: number;
  invoices: { invoicesCount: number; revenue: number; net: number; tax: number };
  paidOrdersCount: number;
  perDay: Map<string, number>;
  perPaymentType: PaymentTypeShare[];
  tipsPerDay: Map<string, number>;
  tipsPerUser: { userId: number | null; name: string | null; total: number }[];
};

export async function readReportPart(
  repo: ReportsRepository,
  tipsRepo: ReportsTipsRepository,
  r: Range,
  earlierThan: string,
): Promise<ReportPart> {
  const [tipsPerDay, tipsPerUser, billShares] = await Promise.all([
    tipsRepo.tipsPerDay(r),
    tipsRepo.tipsPerUser(r),
    tipsRepo.billPaymentShares(r),
  ]);
  const [orders, customerIds, repeatedCustomerIds, newCustomers, invoices, paidOrdersCount, perDay, perType] =
    await Promise.all([
      repo.orders(r),
      repo.customerIds(r),
      repo.repeatedCustomerIds(r, earlierThan),
      repo.newCustomers(r),
      repo.invoices(r),
      repo.paidOrders(r),
      repo.revenuePerDay(r),
      repo.revenuePerPaymentType(r),
    ]);
  return {
    ordersCount: orders.ordersCount,
    customerIds,
    repeatedCustomerIds,
    newCustomers,
    invoices,
    paidOrdersCount,
    perDay,
    perPaymentType: [...perType, ...billShares],
    tipsPerDay,
    tipsPerUser,
  };
}

const addMaps = (maps: Map<string, number>[]) => {
  const out = new Map<string, number>();
  for (const m of maps) for (const [k, v] of m) out.set(k, (out.get(k) ?? 0) + v);
  return out;
};

const sum = (parts: ReportPart[], of: (p: ReportPart) => number) => parts.reduce((a, p) => a + of(p), 0);

/** The parts of a range as one: what reading the whole range at once would have given. */
export function combineReportParts(parts: ReportPart[]): ReportPart {
  const tipsPerUser = new Map<string, { userId: number | null; name: string | null; total: number }>();
  for (const u of parts.flatMap((p) => p.tipsPerUser)) {
    const key = String(u.userId);
    const seen = tipsPerUser.get(key);
    tipsPerUser.set(key, seen ? { ...seen, total: seen.total + u.total } : u);
  }
  return {
    ordersCount: sum(parts, (p) => p.ordersCount),
    customerIds: [...new Set(parts.flatMap((p) => p.customerIds))],
    repeatedCustomerIds: [...new Set(parts.flatMap((p) => p.repeatedCustomerIds))],
    newCustomers: sum(parts, (p) => p.newCustomers),
    invoices: {
      invoicesCount: sum(parts, (p) => p.invoices.invoicesCount),
      revenue: sum(parts, (p) => p.invoices.revenue),
      net: sum(parts, (p) => p.invoices.net),
      tax: sum(parts, (p) => p.invoices.tax),
    },
    paidOrdersCount: sum(parts, (p) => p.paidOrdersCount),
    perDay: addMaps(parts.map((p) => p.perDay)),
    perPaymentType: parts.flatMap((p) => p.perPaymentType),
    tipsPerDay: addMaps(parts.map((p) => p.tipsPerDay)),
    tipsPerUser: [...tipsPerUser.values()],
  };
}
