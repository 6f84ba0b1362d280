import { toMinor, type BillView, type PayBillResponse } from '@comandero/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { Button } from '../../components/button';
import { IconButton } from '../../components/icon-button';
import { MoneyField, moneyFieldText } from '../../components/money-field';
import { Select } from '../../components/select';
import { billsText } from '../../i18n/bills';
import { formatMoney } from '../../lib/format';
import { toMajor } from '@comandero/contracts';
import { useSingleAttempt } from '../../lib/idempotency-keys';
import { usePayBill } from './bills-api';
import { BillSummary } from './bill-summary';
import { payBodyOf, planOf, type PaymentRow, type PaymentTypeOption } from './payment-plan';

const T = billsText.pay;

/** Several payments on one bill; the bill closes only once they cover its total plus the tip. */
export function PaymentsStep({
  bill,
  types,
  currency,
  onBack,
  onPaid,
}: {
  bill: BillView;
  types: readonly PaymentTypeOption[];
  currency: string | undefined;
  onBack: () => void;
  onPaid: (res: PayBillResponse) => void;
}) {
  const nextKey = useRef(1);
  const due = toMinor(bill.due);
  const [rows, setRows] = useState<PaymentRow[]>(() => [
    { key: 0, typeId: String(types[0]?.id ?? ''), amount: moneyFieldText(bill.due), tendered: '' },
  ]);
  const pay = usePayBill();
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

  const attempt = useSingleAttempt();
  const submit = () => {
    if (!ready) return;
    const body = { billId: bill.id, ...payBodyOf(rows, plan) };
    attempt(JSON.stringify(body), (idempotencyKey) => pay.mutateAsync({ ...body, idempotencyKey })).then(
      (res) => res && onPaid(res),
      () => undefined, // the toast already says why
    );
  };

  return (
    <div className="flex flex-col gap-4" data-testid="payments-step">
      <BillSummary bill={bill} currency={currency} withTip />
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
        <Button variant="outline" onClick={onBack} disabled={pay.isPending}>
          {T.back}
        </Button>
        <Button onClick={submit} disabled={!ready} loading={pay.isPending}>
          {T.confirm} {money(due)}
        </Button>
      </div>
    </div>
  );
}
