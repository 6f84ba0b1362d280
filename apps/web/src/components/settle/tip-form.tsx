import { toMajor, toMinor } from '@comandero/contracts';
import { useState, type ReactNode } from 'react';
import { billsText } from '../../i18n/bills';
import { formatMoney } from '../../lib/format';
import { minorOf } from '../../lib/payment-plan';
import { Button } from '../button';
import { MoneyField, moneyFieldText } from '../money-field';
import { BillSummary, type SettleFigures } from './bill-summary';

const T = billsText.pay;

export type TipFormProps = {
  /** The figures before the tip (pesos), as the server priced them. */
  figures: SettleFigures;
  /** pesos, already rounded as the store chose */
  suggestedTip: number;
  /** The tip already chosen (pesos); 0 starts from the suggestion. */
  tip: number;
  percent: number;
  currency: string | undefined;
  pending: boolean;
  /** tip in pesos, and whether the customer asked for more than suggested */
  onNext: (tip: number, confirmAboveSuggested: boolean) => void;
  onCancel: () => void;
  cancelLabel?: string;
  /** Replaces the bill summary (the orders screen keeps the spec's own summary). */
  summary?: ReactNode;
  /** Shown above the tip, e.g. the orders screen's discount. */
  children?: ReactNode;
};

/**
 * Ley 1935 de 2018: the cashier asks before charging, on every way to pay a table. The suggestion
 * is the store's percent before taxes, rounded as it chose; less or nothing is one tap, more needs
 * the customer's explicit request ticked.
 */
export function TipForm({
  figures,
  suggestedTip,
  tip: chosen,
  percent,
  currency,
  pending,
  onNext,
  onCancel,
  cancelLabel,
  summary,
  children,
}: TipFormProps) {
  const [text, setText] = useState(() => moneyFieldText(chosen > 0 ? chosen : suggestedTip));
  const [confirmAbove, setConfirmAbove] = useState(false);
  const tip = minorOf(text) ?? (text.trim() === '' ? 0 : null);
  const above = tip !== null && tip > toMinor(suggestedTip);
  const canGo = tip !== null && (!above || confirmAbove);

  const next = () => {
    if (tip === null || !canGo) return;
    onNext(toMajor(tip), above && confirmAbove);
  };

  return (
    <div className="flex flex-col gap-4" data-testid="tip-step">
      {summary ?? <BillSummary bill={figures} currency={currency} />}
      {children}
      <section className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50/60 p-4">
        <h3 className="font-semibold text-stone-900">{T.tipTitle}</h3>
        <p className="text-sm text-stone-700" data-testid="tip-notice">
          {T.tipNotice}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setText(moneyFieldText(0))}>
            {T.noTip}
          </Button>
          <Button variant="outline" onClick={() => setText(moneyFieldText(suggestedTip))}>
            {T.suggested} · {formatMoney(toMinor(suggestedTip), currency)}
          </Button>
        </div>
        <MoneyField
          label={T.tipLabel}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setConfirmAbove(false);
          }}
          currency={currency}
          blankValue={0}
          invalidMessage={T.tipInvalid}
        />
        <p className="text-sm text-stone-600">
          {T.tipSuggested(formatMoney(toMinor(suggestedTip), currency), percent)}
        </p>
        {above ? (
          <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-stone-800">
            <input
              type="checkbox"
              className="size-6"
              checked={confirmAbove}
              onChange={(e) => setConfirmAbove(e.target.checked)}
            />
            {T.confirmAbove(percent)}
          </label>
        ) : null}
      </section>
      <div className="sticky bottom-0 -mx-6 -mb-6 flex flex-wrap justify-end gap-3 border-t border-stone-100 bg-white px-6 py-3">
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          {cancelLabel ?? billsText.split.cancel}
        </Button>
        <Button onClick={next} disabled={!canGo} loading={pending}>
          {T.next}
        </Button>
      </div>
    </div>
  );
}
