import type { BillLineBase, settleDiscountField } from '@comandero/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { auditRowOf, type Actor } from '../audit/audit.js';
import { discountAuditOf } from '../orders/order-settle-pay.js';
import { priceSaleLines } from '../orders/order-settle.js';
import { checkTip } from '../payments/tip-rule.js';
import type { DiscountedSale, NewOrderLine } from './new-order.js';

/** The priced cart's lines as one bill's lines, as the orders screen reads the stored ones. */
const billLinesOf = (lines: readonly NewOrderLine[]): BillLineBase[] =>
  lines.map((l) => {
    const taxed = l.tax_type === 'inclusive' || l.tax_type === 'exclusive';
    return {
      orderItemId: null,
      quantity: l.quantity,
      gross: l.line_total,
      baseTax: taxed ? l.tax_amount : 0,
      taxTitle: l.tax_title,
      taxRateBp: l.tax_rate_bp,
      taxType: l.tax_type,
    };
  });

/**
 * Issue 21: a discount on the POS's pay-and-send, priced and checked exactly as the orders screen's
 * settle does (the same bill pricing, bounds and reason; the tip against the discounted suggestion)
 * and stored the same way: the invoice's discounted figures and discount columns, and an
 * "invoice.discount" audit row. Whoever may pay at the POS may discount, as on the orders screen.
 */
export async function posDiscountOf(
  db: Db,
  lines: readonly NewOrderLine[],
  body: {
    discount: z.output<typeof settleDiscountField>;
    tip: number;
    confirmAboveSuggested: boolean | undefined;
  },
  deliveryType: string,
  actor: Actor | null,
  nowIso: string,
): Promise<DiscountedSale> {
  const pricing = await priceSaleLines(
    db,
    billLinesOf(lines),
    { discount: body.discount, tip: body.tip },
    deliveryType,
  );
  const { priced, discount } = pricing;
  checkTip(body.tip, priced.suggestedTip, pricing.setting.percent, body.confirmAboveSuggested);
  const record = discountAuditOf(pricing, null, nowIso)!;
  // A submit without a signed-in actor does not happen on this route; the row then names nobody.
  const who: Actor | { user: null; username: string; deviceName: null; ip: null } = actor ?? {
    user: null,
    username: '',
    deviceName: null,
    ip: null,
  };
  return {
    subTotal: priced.netTotal,
    taxTotal: priced.taxTotal,
    total: priced.total,
    discount: { total: priced.discountTotal, applied: discount },
    audit: await auditRowOf(db, who, record),
  };
}
