import type { AppDeps } from '../../app-deps.js';
import type { Db } from '../../db/database.js';
import { readSnapshot } from '../../lib/read-snapshot.js';
import { CACHE_MAX_AGE_MS } from '../../lib/stamped-cache.js';
import { readPartMarks, readSinceMarks, type PartMarks, type SinceMarks } from './report-part-marks.js';
import { combineReportParts, readReportPart, type ReportPart } from './report-part.js';
import { reportsRepository, type Range } from './reports.repository.js';
import { reportsTipsRepository } from './reports-tips.repository.js';
import type { PaymentTypeShare } from './reports-tips.repository.js';

type KeptPart = { part: ReportPart; marks: PartMarks };

const NO_INVOICES = { invoicesCount: 0, revenue: 0, net: 0, tax: 0 };

/**
 * The part of the new rows alone (ids above `after`), so that kept + new is what reading the whole
 * range now gives. Sums and counts add; a customer of the new orders is a repeated one if the kept
 * part has them too, or by the usual rule within the new orders. New customers are 0: a fold only
 * runs while the customers' counter has not moved. Queries of a table with no new row are skipped.
 */
async function readNewRows(db: Db, r: Required<Range>, earlierThan: string, kept: ReportPart, since: SinceMarks) {
  const repo = reportsRepository(db);
  const tipsRepo = reportsTipsRepository(db);
  const orders = since.orderId > r.after.orderId;
  const invoices = since.invoiceId > r.after.invoiceId;
  const none = <T>(value: T) => Promise.resolve(value);
  const [count, customerIds, repeated, paidOrdersCount, sums, perDay, perType, shares, tipsPerDay, tipsPerUser] =
    await Promise.all([
      orders ? repo.orders(r) : none({ ordersCount: 0 }),
      orders ? repo.customerIds(r) : none([]),
      orders ? repo.repeatedCustomerIds(r, earlierThan) : none([]),
      repo.paidOrdersOfNew(r, r.after, { orders, invoices }),
      invoices ? repo.invoices(r) : none(NO_INVOICES),
      invoices ? repo.revenuePerDay(r) : none(new Map<string, number>()),
      invoices ? repo.revenuePerPaymentType(r) : none([]),
      invoices ? tipsRepo.billPaymentShares(r) : none([]),
      invoices ? tipsRepo.tipsPerDay(r) : none(new Map<string, number>()),
      invoices ? tipsRepo.tipsPerUser(r) : none([]),
    ]);
  const before = new Set(kept.customerIds);
  const part: ReportPart = {
    ordersCount: count.ordersCount,
    customerIds,
    repeatedCustomerIds: [...repeated, ...customerIds.filter((id) => before.has(id))],
    newCustomers: 0,
    invoices: sums,
    paidOrdersCount,
    perDay,
    perPaymentType: [...perType, ...shares],
    tipsPerDay,
    tipsPerUser,
  };
  return part;
}

/** Rows of the same payment type and titles as one, so a part folded many times stays small. */
function compactPaymentTypes(rows: PaymentTypeShare[]): PaymentTypeShare[] {
  const out = new Map<string, PaymentTypeShare>();
  for (const row of rows) {
    const key = JSON.stringify([row.payment_type_id, row.payment_type_title, row.current_title]);
    const seen = out.get(key);
    out.set(key, seen ? { ...seen, total: seen.total + row.total } : row);
  }
  return [...out.values()];
}

/**
 * Today's part of a report, kept, and after a new order or invoice read only for the rows it lacks.
 *
 * A fold is exact when, in one snapshot: no edit, customer or catalogue write happened since the
 * kept part's snapshot (their counters commit with their rows), every row it lacks has a higher id
 * than it saw, and those rows are dated in the range or after it. On PostgreSQL ids are not commit
 * order: an order can commit after one with a higher id. So the number of rows dated in the range
 * with an id at most the kept mark must still be what the kept part counted (all rows of the range
 * now, less the new ones); if not, or any other condition fails, the range is read whole. Rows with
 * an old id dated BEFORE the range (a clock behind and a late commit at once) are not seen by that
 * count: they could only make one of the range's customers a repeated one, and the whole read
 * every CACHE_MAX_AGE_MS puts that right.
 */
export function keptReportParts(deps: AppDeps, readStamp: () => Promise<unknown>) {
  // `readAt`: when the whole range was last read; folds keep it, so the whole is read again that often.
  const entries = new Map<string, { stamp: string; value: Promise<KeptPart>; readAt: number }>();

  const readWhole = (r: Range, earlierThan: string) =>
    readSnapshot(deps.db, deps.dialect, async (db) => {
      const [marks, part] = await Promise.all([
        readPartMarks(db, r),
        readReportPart(reportsRepository(db), reportsTipsRepository(db), r, earlierThan),
      ]);
      return { part, marks };
    });

  const fold = (kept: KeptPart, r: Range, earlierThan: string) =>
    readSnapshot(deps.db, deps.dialect, async (db): Promise<KeptPart | undefined> => {
      const since = await readSinceMarks(db, r, kept.marks);
      const foldable =
        since.edits === kept.marks.edits &&
        since.unfoldable === 0 &&
        since.orders - since.newOrders === kept.marks.orders &&
        since.invoices - since.newInvoices === kept.marks.invoices;
      if (!foldable) return undefined;
      const marks: PartMarks = { ...since };
      if (since.orderId === kept.marks.orderId && since.invoiceId === kept.marks.invoiceId) return { ...kept, marks };
      const after = { orderId: kept.marks.orderId, invoiceId: kept.marks.invoiceId };
      const added = await readNewRows(db, { ...r, after }, earlierThan, kept.part, since);
      const part = combineReportParts([kept.part, added]);
      return { part: { ...part, perPaymentType: compactPaymentTypes(part.perPaymentType) }, marks };
    });

  async function next(previous: Promise<KeptPart>, r: Range, earlierThan: string): Promise<KeptPart> {
    const kept = await previous.catch(() => undefined);
    return (kept && (await fold(kept, r, earlierThan))) ?? readWhole(r, earlierThan);
  }

  return async function keptPart(r: Range, earlierThan: string): Promise<ReportPart> {
    const key = JSON.stringify([r.start, r.end, earlierThan]);
    const stamp = JSON.stringify(await readStamp());
    const now = performance.now();
    const hit = entries.get(key);
    entries.delete(key);
    const young = hit !== undefined && now - hit.readAt < CACHE_MAX_AGE_MS;
    if (young && hit.stamp === stamp) {
      entries.set(key, hit);
      return (await hit.value).part;
    }
    const value = young ? next(hit.value, r, earlierThan) : readWhole(r, earlierThan);
    entries.set(key, { stamp, value, readAt: young ? hit.readAt : now });
    if (entries.size > 64) entries.delete(entries.keys().next().value as string);
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    return (await value).part;
  };
}
