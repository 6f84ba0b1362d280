import { toMajor } from '@comandero/contracts';
import { useState, type ReactNode } from 'react';
import { billsText } from '../../i18n/bills';
import { Button } from '../button';
import { BillSummary, type SettleFigures } from './bill-summary';
import { readTip, TipSection, tipChoiceOf } from './tip-section';

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

/** The tip as a step of its own (split bill, orders screen): the summary, the tip section, then onward. */
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
  const [choice, setChoice] = useState(() => tipChoiceOf(chosen > 0 ? chosen : suggestedTip));
  const { tip, above, ok: canGo } = readTip(choice, suggestedTip);

  const next = () => {
    if (tip === null || !canGo) return;
    onNext(toMajor(tip), above && choice.confirmAbove);
  };

  return (
    <div className="flex flex-col gap-4" data-testid="tip-step">
      {summary ?? <BillSummary bill={figures} currency={currency} />}
      {children}
      <TipSection
        choice={choice}
        onChange={setChoice}
        suggestedTip={suggestedTip}
        percent={percent}
        currency={currency}
      />
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
