import {
  lineAddonGone,
  lineItemGone,
  lineVariantGone,
  POS_MESSAGES,
  priceLine,
  totalsOf,
  type CartLineInput,
  type PricingTotals,
} from '@comandero/contracts';
import { badRequest } from '../../http/http-error.js';
import type { NewOrderLine } from './new-order.js';
import type { Catalogue } from './order-submit.repository.js';

/**
 * Prices every line from the catalogue with the shared pricing module; whatever prices the client
 * sent were never read. A variant or add-on must belong to the line's own item, otherwise a cheap
 * option of another item could be attached.
 */
export function priceCartFromCatalogue(
  cart: CartLineInput[],
  { items, variants, addons, courses }: Catalogue,
  heldCourses: readonly number[] = [],
): { lines: NewOrderLine[]; totals: PricingTotals } {
  // Issue 21: a course named by a line or held must exist; lines of a held course wait to be fired.
  if (heldCourses.some((c) => !courses.has(c))) throw badRequest(POS_MESSAGES.courseInvalid);
  const held = new Set(heldCourses);
  const priced = cart.map((line) => {
    if (line.courseId !== null && !courses.has(line.courseId)) throw badRequest(POS_MESSAGES.courseInvalid);
    const item = items.get(line.itemId);
    if (!item) throw badRequest(lineItemGone(line.title));
    const variant = line.variantId === null ? null : variants.get(line.variantId);
    if (variant === undefined || (variant && variant.item_id !== item.id))
      throw badRequest(lineVariantGone(item.title));
    const chosen = line.addonIds.map((id) => addons.get(id));
    if (chosen.some((a) => !a || a.item_id !== item.id)) throw badRequest(lineAddonGone(item.title));
    const lineAddons = chosen as NonNullable<(typeof chosen)[number]>[];
    const p = priceLine({
      itemPrice: item.price,
      variantPrice: variant?.price ?? null,
      addonPrices: lineAddons.map((a) => a.price),
      quantity: line.quantity,
      taxRateBp: item.tax_rate_bp,
      taxType: item.tax_type,
    });
    const row: NewOrderLine = {
      item_id: item.id,
      item_title: item.title,
      variant_id: variant?.id ?? null,
      variant_title: variant?.title ?? null,
      variant_price: variant?.price ?? null,
      base_price: item.price,
      unit_price: p.unitPrice,
      quantity: line.quantity,
      line_total: p.lineTotal,
      tax_title: item.tax_title,
      tax_rate_bp: item.tax_rate_bp,
      tax_type: item.tax_type,
      tax_amount: p.taxAmount,
      notes: line.notes,
      course_id: line.courseId,
      held: line.courseId !== null && held.has(line.courseId) ? 1 : 0,
      addons: lineAddons.map((a) => ({ addon_id: a.id, title: a.title, price: a.price })),
    };
    return { row, p };
  });
  return { lines: priced.map((x) => x.row), totals: totalsOf(priced.map((x) => x.p)) };
}
