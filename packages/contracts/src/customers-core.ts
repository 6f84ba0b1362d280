/**
 * A customer's phone as the POS looks it up. Apart from customers.ts, with no zod: the POS fetches its
 * customer search dialog right after it comes up, and a zod import there would evaluate zod in the
 * middle of the cold start (issue 22, apps/web/vite-lean-contracts.ts).
 */

/**
 * A phone as staff type it ("300 123-4567", "(300) 123.4567") reduced to the digits and a leading +,
 * so a lookup finds the customer however the number was spaced.
 */
export function normalizePhone(phone: string): string {
  return phone.trim().replace(/[\s\-.()]/g, '');
}

/** What a new customer's phone must be once normalised: digits, optionally after a +. */
export const STORED_PHONE = /^\+?\d{5,20}$/;
