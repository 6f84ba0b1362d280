import {
  priceBill,
  toMinor,
  type BillLineBase,
  type Discount,
  type PricedBill,
  type settleDiscountField,
  type SettleQuote,
  type TipSettingView,
} from '@comandero/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/types.js';
import { discountFromBody } from '../payments/discount.js';
import { pricedFigures } from '../payments/priced-view.js';
import { cashPaymentTypeIds } from '../payments/tenders.js';
import { asksTipFor, readTipSetting } from '../settings/tip-setting.repository.js';
import type { OrderRecord } from './order-read.repository.js';
import { chargedLines } from './order-view.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** The charged lines of orders as one bill's lines: their stored snapshot, centavos. */
export function billLinesOf(records: readonly OrderRecord[]): BillLineBase[] {
  return records.flatMap((o) =>
    chargedLines(o.items).map((i) => {
      const taxed = i.tax_type === 'inclusive' || i.tax_type === 'exclusive';
      return {
        orderItemId: i.id,
        quantity: i.quantity,
        gross: i.line_total,
        baseTax: taxed ? i.tax_amount : 0,
        taxTitle: i.tax_title,
        taxRateBp: i.tax_rate_bp,
        taxType: i.tax_type,
      };
    }),
  );
}

export type OrdersPricing = {
  priced: PricedBill;
  discount: Discount | null;
  setting: TipSettingView & { bp: number };
  askTip: boolean;
};

/**
 * Orders paid together priced as one bill, by the same module and store tip setting as a split
 * bill: the discount spread over the lines, taxes on the discounted prices, the suggested tip
 * rounded as the store chose, and the tip (centavos) added after the taxes. Without a discount the
 * total is the orders' own stored total.
 */
export function priceOrders(
  db: Executor,
  records: readonly OrderRecord[],
  opts: { discount?: z.output<typeof settleDiscountField> | null; tip?: number | null },
): Promise<OrdersPricing> {
  return priceSaleLines(db, billLinesOf(records), opts, records[0]?.delivery_type);
}

/**
 * The same pricing for lines not stored yet (issue 21: a discount on the POS's pay-and-send), so a
 * sale discounted at the POS is charged exactly as if it had been settled on the orders screen.
 */
export async function priceSaleLines(
  db: Executor,
  lines: BillLineBase[],
  opts: { discount?: z.output<typeof settleDiscountField> | null; tip?: number | null },
  deliveryType: string | null | undefined,
): Promise<OrdersPricing> {
  const setting = await readTipSetting(db);
  const gross = lines.reduce((a, l) => a + l.gross, 0);
  const discount = opts.discount ? discountFromBody(opts.discount, gross) : null;
  const priced = priceBill(lines, {
    billDiscount: discount,
    tip: opts.tip ?? 0,
    tipBp: setting.bp,
    tipRoundTo: setting.roundTo,
  });
  return { priced, discount, setting, askTip: asksTipFor(setting, deliveryType) };
}

/** The quote the orders screen's pay steps show (pesos). */
export async function quoteOf(db: Executor, pricing: OrdersPricing): Promise<SettleQuote> {
  const { priced, discount, setting } = pricing;
  return {
    ...pricedFigures(priced, discount),
    tipPercent: setting.percent,
    askTip: pricing.askTip,
    tipRoundTo: setting.roundTo,
    cashPaymentTypeIds: await cashPaymentTypeIds(db),
  };
}

export const tipMinorOf = (tip: number | undefined) => (tip === undefined ? 0 : toMinor(tip));
