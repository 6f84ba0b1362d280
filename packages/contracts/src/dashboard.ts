import { z } from 'zod';
import { reservationSchema } from './reservations.js';

/**
 * GET /dashboard (spec §3 Dashboard data, §2 Dashboard home). Every figure is for the store's
 * "today" (its time zone), except the top-selling items, which look at the last 7 days (today and
 * the 6 before) so the card has something to show in the morning. Prices are in pesos.
 */

/** How many top-selling items the card shows, and over which date filter they are counted. */
export const TOP_SELLING_LIMIT = 5;
export const TOP_SELLING_WINDOW = 'last_7days' as const;

/** Spec §3 Top item. */
export const topSellingItemSchema = z.object({
  /** Added: the menu item id. */
  id: z.number(),
  title: z.string(),
  /** The item's current menu price, in pesos. */
  price: z.number(),
  /**
   * Added (issue 18), only for an item with variants: its cheapest and dearest variant's prices in
   * pesos (a variant replaces the item's price, so `price` alone is never charged). Screens show
   * "desde {price_from}" when the two differ.
   */
  price_from: z.number().optional(),
  price_to: z.number().optional(),
  /**
   * Orders (not cancelled) placed in the window that contain the item on at least one line that is
   * not cancelled: an order with the item twice counts once. Ties are broken by title.
   */
  orders_count: z.number(),
});
export type TopSellingItem = z.infer<typeof topSellingItemSchema>;

export const dashboardAnswer = z.object({
  /** Today's reservations that are not cancelled, soonest first. */
  reservations: z.array(reservationSchema),
  topSellingItems: z.array(topSellingItemSchema),
  /** Orders placed today that are not cancelled. */
  ordersCount: z.number(),
  /** Customers registered today. */
  newCustomerCount: z.number(),
  /**
   * Customers who ordered today and have more than one order (not cancelled) in all, counting
   * today's and earlier ones: today's returning customers.
   */
  repeatedCustomerCount: z.number(),
  /** The store's currency code (COP). */
  currency: z.string(),
});
export type DashboardResponse = z.infer<typeof dashboardAnswer>;
