import type { PricingTotals } from '@comandero/contracts';
import { priceCartLine } from '@comandero/contracts';
import { Money } from '../../components/money';
import { posText } from '../../i18n/pos';
import type { PosCartLine } from './cart-state';

/** Variant and add-on titles of a line, e.g. "Tres cuartos · + Aguacate, Patacón". */
export function choiceText(line: Pick<PosCartLine, 'variant' | 'addons'>): string {
  const parts: string[] = [];
  if (line.variant) parts.push(line.variant.title);
  if (line.addons && line.addons.length > 0) parts.push(`+ ${line.addons.map((a) => a.title).join(', ')}`);
  return parts.join(' · ');
}

/**
 * Items, taxes and total. "Total items" is the lines without their taxes (an inclusive tax taken
 * out), so the three rows add up to the centavo, as on the receipt.
 */
export function TotalsRows({
  totals,
  currency,
  discount,
}: {
  totals: PricingTotals;
  currency: string;
  /** Issue 21: a discount on the payment (centavos), already taken out of the totals. */
  discount?: number;
}) {
  return (
    <dl className="flex flex-col gap-1.5 text-[15px]" data-testid="pos-totals">
      {discount ? (
        <div className="flex justify-between gap-3 text-emerald-700">
          <dt>{posText.cart.discount}</dt>
          <dd data-total="discount">
            −<Money minor={discount} currency={currency} />
          </dd>
        </div>
      ) : null}
      <div className="flex justify-between gap-3 text-stone-600">
        <dt>{posText.cart.itemsTotal}</dt>
        <dd data-total="items">
          <Money minor={totals.netTotal} currency={currency} />
        </dd>
      </div>
      <div className="flex justify-between gap-3 text-stone-600">
        <dt>{posText.cart.taxTotal}</dt>
        <dd data-total="tax">
          <Money minor={totals.taxTotal} currency={currency} />
        </dd>
      </div>
      <div className="flex justify-between gap-3 pt-1 text-lg font-bold text-stone-900">
        <dt>{posText.cart.payableTotal}</dt>
        <dd data-total="payable">
          <Money minor={totals.payableTotal} currency={currency} />
        </dd>
      </div>
    </dl>
  );
}

/** The cart as the confirmation dialogs list it. */
export function OrderSummaryLines({ cart, currency }: { cart: PosCartLine[]; currency: string }) {
  return (
    <ul className="divide-y divide-stone-100 rounded-xl border border-stone-200">
      {cart.map((line) => {
        const choice = choiceText(line);
        return (
          <li key={line.key} className="flex items-start justify-between gap-3 px-4 py-2.5">
            <div className="min-w-0">
              <p className="font-medium text-stone-900">
                <span className="tabular-nums">{line.quantity} ×</span> {line.title}
              </p>
              {choice ? <p className="text-sm text-stone-500">{choice}</p> : null}
              {line.notes ? <p className="text-sm text-amber-700 italic">{line.notes}</p> : null}
            </div>
            <Money minor={priceCartLine(line).lineTotal} currency={currency} className="font-medium" />
          </li>
        );
      })}
    </ul>
  );
}
