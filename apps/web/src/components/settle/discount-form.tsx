import { toMinor, type BillDiscountView, type SettleDiscount } from '@comandero/contracts';
import { useState } from 'react';
import { billsText } from '../../i18n/bills';
import { useDiscountReasons } from '../../lib/discount-reasons';
import { formatMoney } from '../../lib/format';
import { Button } from '../button';
import { DiscountReasonFields, DiscountValueFields, useDiscountDraft } from './discount-fields';

const T = billsText.discount;

/**
 * A discount on the whole payment, with a reason from the store's list or typed; the server prices
 * it and refuses one above the total. Closed, it is one button (most tables pay without one).
 */
export function DiscountForm({
  applied,
  currency,
  pending,
  onApply,
  onRemove,
}: {
  applied: BillDiscountView | null;
  currency: string | undefined;
  pending: boolean;
  onApply: (discount: SettleDiscount) => void;
  onRemove: () => void;
}) {
  const reasons = useDiscountReasons();
  const [open, setOpen] = useState(false);
  const draft = useDiscountDraft();
  const { kind, amount, reasonText, valid } = draft;

  if (applied) {
    return (
      <div
        className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-stone-50 px-3 py-1"
        data-testid="settle-discount"
      >
        <span className="text-sm">
          {T.onBill}: −{formatMoney(toMinor(applied.amount), currency)} ({applied.reason})
        </span>
        <Button variant="danger-outline" size="sm" className="min-h-11" loading={pending} onClick={onRemove}>
          {T.remove(T.onBill)}
        </Button>
      </div>
    );
  }
  if (!open) {
    return (
      <div>
        <Button variant="outline" onClick={() => setOpen(true)}>
          {T.title}
        </Button>
      </div>
    );
  }
  return (
    <section className="flex flex-col gap-3 rounded-xl border border-stone-200 p-3" aria-label={T.title}>
      <div className="grid grid-cols-1 gap-2 min-[480px]:grid-cols-2">
        <DiscountValueFields draft={draft} currency={currency} />
      </div>
      <DiscountReasonFields draft={draft} reasons={reasons.data} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={() => setOpen(false)} disabled={pending}>
          {billsText.pay.back}
        </Button>
        <Button
          disabled={!valid}
          loading={pending}
          onClick={() => valid && amount !== null && onApply({ kind, value: amount, reason: reasonText })}
        >
          {T.apply}
        </Button>
      </div>
    </section>
  );
}
