import { toMajor, toMinor, type BillSplitResponse, type BillView } from '@comandero/contracts';
import { useState } from 'react';
import { Button } from '../../components/button';
import { MoneyField, moneyFieldText } from '../../components/money-field';
import { billsText } from '../../i18n/bills';
import { formatMoney } from '../../lib/format';
import { useBillTip } from './bills-api';
import { BillSummary } from './bill-summary';
import { minorOf } from './payment-plan';

const T = billsText.pay;

/**
 * Ley 1935 de 2018: the cashier asks before charging. The suggestion is the bill's (the store's
 * percent before taxes); less or nothing is one tap, more needs the customer's explicit request ticked.
 */
export function TipStep({
  bill,
  percent,
  currency,
  onDone,
  onCancel,
}: {
  bill: BillView;
  percent: number;
  currency: string | undefined;
  onDone: (res: BillSplitResponse) => void;
  onCancel: () => void;
}) {
  const [text, setText] = useState(() => moneyFieldText(bill.tip > 0 ? bill.tip : bill.suggestedTip));
  const [confirmAbove, setConfirmAbove] = useState(false);
  const setTip = useBillTip();
  const tip = minorOf(text) ?? (text.trim() === '' ? 0 : null);
  const above = tip !== null && tip > toMinor(bill.suggestedTip);
  const canGo = tip !== null && (!above || confirmAbove);

  const next = () => {
    if (tip === null || !canGo) return;
    setTip.mutate(
      { billId: bill.id, tip: toMajor(tip), confirmAboveSuggested: above && confirmAbove },
      { onSuccess: onDone },
    );
  };

  return (
    <div className="flex flex-col gap-4" data-testid="tip-step">
      <BillSummary bill={bill} currency={currency} />
      <section className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50/60 p-4">
        <h3 className="font-semibold text-stone-900">{T.tipTitle}</h3>
        <p className="text-sm text-stone-700" data-testid="tip-notice">
          {T.tipNotice}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setText(moneyFieldText(0))}>
            {T.noTip}
          </Button>
          <Button variant="outline" onClick={() => setText(moneyFieldText(bill.suggestedTip))}>
            {T.suggested} · {formatMoney(toMinor(bill.suggestedTip), currency)}
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
          {T.tipSuggested(formatMoney(toMinor(bill.suggestedTip), currency), percent)}
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
        <Button variant="outline" onClick={onCancel} disabled={setTip.isPending}>
          {billsText.split.cancel}
        </Button>
        <Button onClick={next} disabled={!canGo} loading={setTip.isPending}>
          {T.next}
        </Button>
      </div>
    </div>
  );
}
