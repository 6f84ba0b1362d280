import type { BillSplitResponse, BillView } from '@comandero/contracts';
import { TipForm } from '../../components/settle/tip-form';
import { useBillTip } from './bills-api';

/** The tip of one bill of a split, stored on the bill before its payments (see TipForm). */
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
  const setTip = useBillTip();
  return (
    <TipForm
      figures={bill}
      suggestedTip={bill.suggestedTip}
      tip={bill.tip}
      percent={percent}
      currency={currency}
      pending={setTip.isPending}
      onCancel={onCancel}
      onNext={(tip, confirmAboveSuggested) =>
        setTip.mutate({ billId: bill.id, tip, confirmAboveSuggested }, { onSuccess: onDone })
      }
    />
  );
}
