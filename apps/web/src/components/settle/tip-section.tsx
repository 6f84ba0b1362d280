import { toMinor } from '@comandero/contracts';
import { billsText } from '../../i18n/bills';
import { formatMoney } from '../../lib/format';
import { minorOf } from '../../lib/payment-plan';
import { Button } from '../button';
import { MoneyField, moneyFieldText } from '../money-field';

const T = billsText.pay;

export type TipChoice = { text: string; confirmAbove: boolean };

/** The typed tip in centavos (blank is none), whether it passes the suggestion, and whether it may go. */
export function readTip(choice: TipChoice, suggestedTip: number) {
  const tip = minorOf(choice.text) ?? (choice.text.trim() === '' ? 0 : null);
  const above = tip !== null && tip > toMinor(suggestedTip);
  return { tip, above, ok: tip !== null && (!above || choice.confirmAbove) };
}

export const tipChoiceOf = (pesos: number): TipChoice => ({ text: moneyFieldText(pesos), confirmAbove: false });

/**
 * Ley 1935 de 2018: the voluntary tip, asked before charging on every way to pay a table (split bill,
 * orders screen, POS). The notice, none or the suggestion in one tap, any other amount typed; more
 * than suggested only with the customer's request ticked. The server applies the same ceiling.
 */
export function TipSection({
  choice,
  onChange,
  suggestedTip,
  percent,
  currency,
}: {
  choice: TipChoice;
  onChange: (choice: TipChoice) => void;
  /** pesos, rounded as the store chose */
  suggestedTip: number;
  percent: number;
  currency: string | undefined;
}) {
  const { above } = readTip(choice, suggestedTip);
  return (
    <section className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50/60 p-4">
      <h3 className="font-semibold text-stone-900">{T.tipTitle}</h3>
      <p className="text-sm text-stone-700" data-testid="tip-notice">
        {T.tipNotice}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => onChange(tipChoiceOf(0))}>
          {T.noTip}
        </Button>
        <Button variant="outline" onClick={() => onChange(tipChoiceOf(suggestedTip))}>
          {T.suggested} · {formatMoney(toMinor(suggestedTip), currency)}
        </Button>
      </div>
      <MoneyField
        label={T.tipLabel}
        value={choice.text}
        onChange={(e) => onChange({ text: e.target.value, confirmAbove: false })}
        currency={currency}
        blankValue={0}
        invalidMessage={T.tipInvalid}
      />
      <p className="text-sm text-stone-600">{T.tipSuggested(formatMoney(toMinor(suggestedTip), currency), percent)}</p>
      {above ? (
        <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-stone-800">
          <input
            type="checkbox"
            className="size-6"
            checked={choice.confirmAbove}
            onChange={(e) => onChange({ ...choice, confirmAbove: e.target.checked })}
          />
          {T.confirmAbove(percent)}
        </label>
      ) : null}
    </section>
  );
}
