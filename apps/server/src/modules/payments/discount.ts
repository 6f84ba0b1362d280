import { BILLS_MESSAGES as M, toMinor, type Discount } from '@comandero/contracts';
import { badRequest } from '../../http/http-error.js';

/**
 * A discount as a pay body sends it (a percent, or pesos) in stored units: basis points or centavos.
 * A percent above 100 or an amount above what it discounts (`base`, centavos) is refused, as on bills.
 */
export function discountFromBody(
  body: { kind: 'percent' | 'amount'; value: number; reason: string },
  base: number,
): Discount {
  if (body.kind === 'percent') {
    const valueBp = Math.round(body.value * 100);
    if (valueBp > 10_000) throw badRequest(M.discountTooLarge);
    return { kind: 'percent', valueBp, reason: body.reason };
  }
  const value = toMinor(body.value);
  if (value > base) throw badRequest(M.discountTooLarge);
  return { kind: 'amount', value, reason: body.reason };
}

/** The stored columns of a discount (invoices, bills and bill lines keep the same three). */
export const discountColumns = (d: Discount | null) => ({
  discount_kind: d?.kind ?? null,
  discount_value: d === null ? null : d.kind === 'percent' ? d.valueBp : d.value,
  discount_reason: d?.reason ?? null,
});
