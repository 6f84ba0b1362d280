import { toMinor, type BillView } from '@comandero/contracts';
import { useState } from 'react';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { Select } from '../../components/select';
import { DiscountReasonFields, DiscountValueFields, useDiscountDraft } from '../../components/settle/discount-fields';
import { billsText } from '../../i18n/bills';
import { billLineText } from './split-allocation';
import { formatMoney } from '../../lib/format';
import { useBillDiscount, useDiscountReasons, useRemoveBillDiscount } from './bills-api';

const T = billsText.discount;

/** Discounts of one unpaid bill: on a line or on the whole bill, with a reason; removable until paid. */
export function DiscountDialog({
  bill,
  currency,
  onClose,
}: {
  bill: BillView;
  currency?: string;
  onClose: () => void;
}) {
  const reasons = useDiscountReasons();
  const apply = useBillDiscount();
  const remove = useRemoveBillDiscount();
  const [target, setTarget] = useState('bill');
  const draft = useDiscountDraft();
  const { kind, amount, reasonText, valid } = draft;

  const submit = () => {
    if (!valid || amount === null) return;
    apply.mutate({
      billId: bill.id,
      lineId: target === 'bill' ? null : Number(target),
      kind,
      value: amount,
      reason: reasonText,
    });
  };

  const given = [
    ...bill.lines
      .filter((l) => l.discount)
      .map((l) => ({ lineId: l.id as number | null, what: l.title, d: l.discount! })),
    ...(bill.billDiscount ? [{ lineId: null, what: T.onBill, d: bill.billDiscount }] : []),
  ];

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`${T.title} · ${bill.label}`} size="md">
      <div className="flex flex-col gap-4" data-testid="discount-dialog">
        {given.length > 0 ? (
          <ul className="flex flex-col gap-2">
            {given.map((g) => (
              <li
                key={`${g.lineId}`}
                className="flex items-center justify-between gap-2 rounded-xl bg-stone-50 px-3 py-1"
              >
                <span className="text-sm">
                  {g.what}: −{formatMoney(toMinor(g.d.amount), currency)} ({g.d.reason})
                </span>
                <Button
                  variant="danger-outline"
                  size="sm"
                  className="min-h-11"
                  loading={remove.isPending}
                  onClick={() => remove.mutate({ billId: bill.id, lineId: g.lineId })}
                >
                  {T.remove(g.what)}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        <Select
          label={T.target}
          value={target}
          onChange={(e) => setTarget(e.target.value)}
          options={[
            { value: 'bill', label: T.onBill },
            ...bill.lines.map((l) => ({ value: String(l.id), label: billLineText(l) })),
          ]}
        />
        <DiscountValueFields draft={draft} currency={currency} />
        <DiscountReasonFields draft={draft} reasons={reasons.data} />
        <div className="sticky bottom-0 -mx-6 -mb-6 flex flex-wrap justify-end gap-3 border-t border-stone-100 bg-white px-6 py-3">
          <Button variant="outline" onClick={onClose}>
            {billsText.pay.close}
          </Button>
          <Button onClick={submit} disabled={!valid} loading={apply.isPending}>
            {T.apply}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
