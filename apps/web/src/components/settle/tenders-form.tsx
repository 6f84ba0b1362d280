import { toMajor, toMinor, type PayBillBody } from '@comandero/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useRef, useState, type ReactNode } from 'react';
import { billsText } from '../../i18n/bills';
import { formatMoney } from '../../lib/format';
import { payBodyOf, planOf, type PaymentRow, type PaymentTypeOption } from '../../lib/payment-plan';
import { Button } from '../button';
import { IconButton } from '../icon-button';
import { MoneyField, moneyFieldText } from '../money-field';
import { Select } from '../select';
import { BillSummary, type SettleFigures } from './bill-summary';

const T = billsText.pay;

export type TendersFormProps = {
  /** The figures with the tip (pesos); `due` is what the tenders must cover. */
  figures: SettleFigures;
  types: readonly PaymentTypeOption[];
  currency: string | undefined;
  pending: boolean;
  onBack: () => void;
  onSubmit: (body: PayBillBody) => void;
  /** The pay button's words before the amount ("Cobrar", "Cobrar y completar"). */
  confirmLabel?: string;
  /** Shown between the summary and the tenders (the orders screen's discount when no tip is asked). */
  children?: ReactNode;
};

/**
 * One or several tenders; cash asks for the amount received and shows the change. The payment is
 * sent only once the tenders cover the total plus the tip, and the server checks the same rules.
 */
export function TendersForm({
  figures,
  types,
  currency,
  pending,
  onBack,
  onSubmit,
  confirmLabel,
  children,
}: TendersFormProps) {
  const nextKey = useRef(1);
  const due = toMinor(figures.due);
  const [rows, setRows] = useState<PaymentRow[]>(() => [
    { key: 0, typeId: String(types[0]?.id ?? ''), amount: moneyFieldText(figures.due), tendered: '' },
  ]);
  const { plan, remaining, ready } = planOf(rows, due, types);
  const money = (minor: number) => formatMoney(minor, currency);
  const edit = (key: number, change: Partial<PaymentRow>) =>
    setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...change } : r)));

  const add = () =>
    setRows((rs) => [
      ...rs,
      {
        key: nextKey.current++,
        typeId: String(types[0]?.id ?? ''),
        amount: moneyFieldText(toMajor(remaining)),
        tendered: '',
      },
    ]);

  const submit = () => {
    if (!ready || pending) return;
    onSubmit(payBodyOf(rows, plan));
  };

  return (
    <div className="flex flex-col gap-4" data-testid="payments-step">
      <BillSummary bill={figures} currency={currency} withTip />
      {children}
      {types.length === 0 ? <p className="text-sm text-stone-600">{T.noPaymentTypes}</p> : null}
      <ol className="flex flex-col gap-3">
        {rows.map((row, i) => (
          <li
            key={row.key}
            className="flex flex-col gap-2 rounded-xl border border-stone-200 p-3"
            data-testid="payment-row"
          >
            <div className="flex items-start gap-2">
              <div className="grid min-w-0 flex-1 grid-cols-1 gap-2 min-[480px]:grid-cols-2">
                <Select
                  label={`${T.paymentType} ${i + 1}`}
                  value={row.typeId}
                  onChange={(e) => edit(row.key, { typeId: e.target.value })}
                  options={types.map((t) => ({ value: String(t.id), label: t.title }))}
                />
                <MoneyField
                  label={`${T.amount} ${i + 1}`}
                  value={row.amount}
                  onChange={(e) => edit(row.key, { amount: e.target.value })}
                  currency={currency}
                  invalidMessage={T.amountInvalid}
                />
              </div>
              {rows.length > 1 ? (
                <IconButton
                  label={`${T.removePayment} ${i + 1}`}
                  icon={<IconTrash size={19} />}
                  variant="danger"
                  className="mt-6"
                  onClick={() => setRows((rs) => rs.filter((r) => r.key !== row.key))}
                />
              ) : null}
            </div>
            {plan[i].cash ? (
              <div className="grid grid-cols-1 items-end gap-2 min-[480px]:grid-cols-2">
                <MoneyField
                  label={`${T.tendered} ${i + 1}`}
                  value={row.tendered}
                  onChange={(e) => edit(row.key, { tendered: e.target.value })}
                  currency={currency}
                  invalidMessage={T.amountInvalid}
                />
                <p className="pb-2 text-lg font-bold text-stone-900" data-testid="payment-change">
                  {T.change}: {money(plan[i].change)}
                </p>
              </div>
            ) : null}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="outline" icon={<IconPlus size={19} />} onClick={add} disabled={rows.length >= 10}>
          {T.addPayment}
        </Button>
        <p className="font-semibold" data-testid="payments-remaining" role="status">
          {remaining > 0 ? `${T.remaining}: ${money(remaining)}` : T.covered}
        </p>
      </div>
      <div className="sticky bottom-0 -mx-6 -mb-6 flex flex-wrap justify-end gap-3 border-t border-stone-100 bg-white px-6 py-3">
        <Button variant="outline" onClick={onBack} disabled={pending}>
          {T.back}
        </Button>
        <Button onClick={submit} disabled={!ready || pending} loading={pending}>
          {confirmLabel ?? T.confirm} {money(due)}
        </Button>
      </div>
    </div>
  );
}
