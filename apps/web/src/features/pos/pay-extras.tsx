import {
  defaultDeliveryType,
  tipSuggestion,
  toMajor,
  type PosInitResponse,
  type PricingTotals,
} from '@comandero/contracts';
import { MoneyField } from '../../components/money-field';
import { readTip, TipSection, tipChoiceOf, type TipChoice } from '../../components/settle/tip-section';
import { billsText } from '../../i18n/bills';
import { formatMoney } from '../../lib/format';
import { isCashType, minorOf } from '../../lib/payment-plan';
import type { SettleDiscount, TipSettingView } from '@comandero/contracts';
import type { PosState } from './cart-state';

/** What "Pagar y enviar" adds to the spec's body (issue 18): the tip, and for the receipt the cash received. */
export type PayExtras = {
  tip: number;
  confirmAboveSuggested: boolean;
  tendered: number | null;
  paymentTypeTitle: string | null;
  /** Issue 21: a discount on the sale (percent or pesos, with a reason); the server prices it again. */
  discount?: SettleDiscount;
};

/** tip null: not touched yet, so the store's suggestion (known once the setting loads). */
export type PayExtrasState = { tip: TipChoice | null; tendered: string };

const choiceOf = (extras: PayExtrasState, suggested: number): TipChoice =>
  extras.tip ?? tipChoiceOf(toMajor(suggested));

/** Whether this cart pays a table that the store asks a tip for (dine-in at a table, by default). */
export function asksTip(state: PosState, setting: TipSettingView | undefined): boolean {
  if (!setting || state.tableId === null) return false;
  const service = state.deliveryType || defaultDeliveryType(state.tableId);
  return setting.ask[service] ?? false;
}

/** Centavos: the suggestion (rounded as the store chose), the tip, what is due, and the change. */
export function payFigures(
  extras: PayExtrasState,
  totals: PricingTotals,
  setting: TipSettingView | undefined,
  withTip: boolean,
) {
  const suggested = setting ? tipSuggestion(totals.netTotal, Math.round(setting.percent * 100), setting.roundTo) : 0;
  const choice = choiceOf(extras, suggested);
  const read = withTip ? readTip(choice, toMajor(suggested)) : { tip: 0, above: false, ok: true };
  const due = totals.payableTotal + (read.tip ?? 0);
  const tendered = minorOf(extras.tendered);
  return {
    suggested,
    tip: read.tip,
    above: read.above,
    due,
    tendered,
    change: tendered !== null && tendered >= due ? tendered - due : null,
    ok: read.ok && (tendered === null || tendered >= due),
    choice,
  };
}

/** The tip (where the store asks for it) and, for cash, the amount received and the change. */
export function PayExtrasFields({
  extras,
  onChange,
  totals,
  setting,
  withTip,
  paymentType,
  currency,
}: {
  extras: PayExtrasState;
  onChange: (extras: PayExtrasState) => void;
  totals: PricingTotals;
  setting: TipSettingView | undefined;
  withTip: boolean;
  paymentType: PosInitResponse['paymentTypes'][number] | undefined;
  currency: string;
}) {
  const f = payFigures(extras, totals, setting, withTip);
  const T = billsText.pay;
  return (
    <>
      {withTip && setting ? (
        <TipSection
          choice={f.choice}
          onChange={(tip) => onChange({ ...extras, tip })}
          suggestedTip={toMajor(f.suggested)}
          percent={setting.percent}
          currency={currency}
        />
      ) : null}
      {withTip ? (
        <p className="flex justify-between text-lg font-bold text-stone-900" data-testid="pos-due">
          <span>{T.due}</span>
          <span>{formatMoney(f.due, currency)}</span>
        </p>
      ) : null}
      {isCashType(paymentType) ? (
        <div className="grid grid-cols-1 items-end gap-2 min-[480px]:grid-cols-2">
          <MoneyField
            label={T.tendered}
            value={extras.tendered}
            onChange={(e) => onChange({ ...extras, tendered: e.target.value })}
            currency={currency}
            invalidMessage={T.amountInvalid}
          />
          <p className="pb-2 text-lg font-bold text-stone-900" data-testid="pos-change" role="status">
            {f.tendered !== null && f.change === null
              ? `${T.remaining}: ${formatMoney(f.due - f.tendered, currency)}`
              : `${T.change}: ${formatMoney(f.change ?? 0, currency)}`}
          </p>
        </div>
      ) : null}
    </>
  );
}

/** The extras to send and print, once the fields are acceptable. */
export function payExtrasOf(
  extras: PayExtrasState,
  totals: PricingTotals,
  setting: TipSettingView | undefined,
  withTip: boolean,
  paymentType: PosInitResponse['paymentTypes'][number] | undefined,
): PayExtras | null {
  const cash = isCashType(paymentType);
  const f = payFigures(extras, totals, setting, withTip);
  if (!f.ok || f.tip === null) return null;
  return {
    tip: toMajor(f.tip),
    confirmAboveSuggested: withTip && f.above && f.choice.confirmAbove,
    tendered: cash && f.tendered !== null ? toMajor(f.tendered) : null,
    paymentTypeTitle: paymentType?.title ?? null,
  };
}
