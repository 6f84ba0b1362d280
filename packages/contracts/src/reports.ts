import { z } from 'zod';
import { DATE_FILTERS } from './statuses.js';

/**
 * GET /reports?type&from&to (spec §3 Report) and GET /reports/export.csv for the same range. The
 * range is the date filter resolved in the store's time zone (no tomorrow). Money is in pesos.
 *
 * Definitions (the server computes each one exactly so):
 * - ordersCount: orders placed in the range that are not cancelled.
 * - revenueTotal: sum of `total` of the invoices issued in the range (what customers paid, taxes
 *   included). An invoice counts on the day it was issued, whenever its orders were placed.
 * - netRevenue: sum of the same invoices' `sub_total` (revenue excluding taxes).
 * - taxTotal: sum of the same invoices' `tax_total`; revenueTotal = netRevenue + taxTotal.
 * - paidOrdersCount: orders settled by those invoices (one invoice may settle several orders).
 * - averageOrderValue: revenueTotal / paidOrdersCount, rounded to the centavo; 0 with no sales.
 * - totalCustomers: registered customers with at least one order (not cancelled) in the range.
 * - newCustomers: customers registered in the range.
 * - repeatedCustomers: customers counted in totalCustomers who have more than one order (not
 *   cancelled) placed before the range ends: returning customers.
 * - revenuePerDay: revenueTotal split by the local day the invoice was issued; every day of the
 *   range is listed, days without sales as 0.
 * - revenuePerPaymentType: revenueTotal split by payment type, largest first. Invoices paid
 *   without a payment type form the row "Sin especificar" (paymentTypeId null); a payment type
 *   deleted since keeps its title from the invoice. A split bill's invoice paid with several types
 *   counts in each in proportion to what each paid (half card, half cash: half in each).
 * - tipsTotal: sum of the voluntary tips of the invoices issued in the range (not in revenueTotal).
 * - tipsPerDay: tipsTotal by the local day the invoice was issued; every day listed, 0 without tips.
 * - tipsPerUser: tipsTotal by the waiter who opened the table (the creator of the split's first
 *   order), largest first; a deleted user is "Sin usuario" (userId null).
 */
const dayTotal = z.object({ day: z.string(), total: z.number() });

export const reportAnswer = z.object({
  ordersCount: z.number(),
  averageOrderValue: z.number(),
  totalCustomers: z.number(),
  newCustomers: z.number(),
  repeatedCustomers: z.number(),
  revenueTotal: z.number(),
  netRevenue: z.number(),
  taxTotal: z.number(),
  currency: z.string(),
  // Added to spec §3:
  paidOrdersCount: z.number(),
  invoicesCount: z.number(),
  type: z.enum(DATE_FILTERS),
  /** First and last local day of the range (both included), YYYY-MM-DD. */
  from: z.string(),
  to: z.string(),
  revenuePerDay: z.array(dayTotal),
  revenuePerPaymentType: z.array(
    z.object({ paymentTypeId: z.number().nullable(), title: z.string(), total: z.number() }),
  ),
  // Issue 10, voluntary tips:
  tipsTotal: z.number().optional(),
  tipsPerDay: z.array(dayTotal).optional(),
  tipsPerUser: z.array(z.object({ userId: z.number().nullable(), name: z.string(), total: z.number() })).optional(),
});
export type ReportResponse = z.infer<typeof reportAnswer>;

/** Name of the waiter of tips whose user was deleted. */
export const UNKNOWN_TIP_USER = 'Sin usuario';

/** Title of invoices paid without a payment type. */
export const UNSPECIFIED_PAYMENT_TYPE = 'Sin especificar';

/**
 * GET /reports/prep-times?type&from&to (issue 21, not in spec): how long the kitchen took, per
 * station and per item, per local day of the store. A line's time runs from its order (or, for a
 * held course, from when it was fired) to when a kitchen screen completed it, and counts on the
 * local day it was completed (a line ordered at 23:50 and finished at 00:10 counts 20 minutes on
 * the second day). A line that a station's routes and another's both take counts at each. Seconds,
 * rounded; p90 is the nearest-rank 90th percentile (the ceil(0.9·n)-th smallest time). Sorted by
 * day, then station (no station last) or item title.
 */
const prepFigures = { count: z.number(), avgSeconds: z.number(), p90Seconds: z.number() };
export const prepTimesAnswer = z.object({
  type: z.enum(DATE_FILTERS),
  from: z.string(),
  to: z.string(),
  perStation: z.array(
    z.object({ day: z.string(), stationId: z.number().nullable(), stationName: z.string(), ...prepFigures }),
  ),
  perItem: z.array(z.object({ day: z.string(), itemTitle: z.string(), ...prepFigures })),
});
export type PrepTimesResponse = z.infer<typeof prepTimesAnswer>;

/** The station name of lines no station takes (the default kitchen printer's). */
export const NO_STATION_NAME = 'Cocina general';
