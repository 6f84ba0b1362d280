import { parseMoneyInput, toMinor, type BillDiscountView, type SettleDiscount } from '@comandero/contracts';
import { useState } from 'react';
import { billsText } from '../../i18n/bills';
import { useDiscountReasons } from '../../lib/discount-reasons';
import { formatMoney } from '../../lib/format';
import { Button } from '../button';
import { MoneyField } from '../money-field';
import { Select } from '../select';
import { TextField } from '../text-field';

const T = billsText.discount;
const OTHER = '__other__';

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
  const [kind, setKind] = useState<'percent' | 'amount'>('percent');
  const [value, setValue] = useState('');
  const [reason, setReason] = useState('');
  const [freeText, setFreeText] = useState('');
  const read = parseMoneyInput(value);
  const amount = read.ok ? read.value : null;
  const reasonText = reason === OTHER ? freeText.trim() : reason;
  const valid = amount !== null && amount > 0 && (kind === 'amount' || amount <= 100) && reasonText.length > 0;

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
        <Select
          label={T.kind}
          value={kind}
          onChange={(e) => setKind(e.target.value as 'percent' | 'amount')}
          options={[
            { value: 'percent', label: T.percent },
            { value: 'amount', label: T.amount },
          ]}
        />
        {kind === 'amount' ? (
          <MoneyField
            label={T.value}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            currency={currency}
            invalidMessage={T.valueInvalid}
          />
        ) : (
          <TextField
            label={`${T.value} (%)`}
            inputMode="decimal"
            value={value}
            onChange={(e) => setValue(e.target.value)}
          />
        )}
      </div>
      <Select
        label={T.reason}
        value={reason}
        placeholder="—"
        onChange={(e) => setReason(e.target.value)}
        options={[
          ...(reasons.data ?? []).map((r) => ({ value: r.title, label: r.title })),
          { value: OTHER, label: T.otherReason },
        ]}
      />
      {reason === OTHER ? (
        <TextField
          label={T.freeReason}
          value={freeText}
          maxLength={120}
          onChange={(e) => setFreeText(e.target.value)}
        />
      ) : null}
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
