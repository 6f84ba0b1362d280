import { hasAnyScope, toMinor, type BillSplitView, type BillView } from '@comandero/contracts';
import { IconArrowMerge, IconCash, IconDiscount, IconPrinter, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Money } from '../../components/money';
import { billsText } from '../../i18n/bills';
import { billLineText } from './split-allocation';
import { getStoredUser } from '../../lib/session';
import { useCancelSplit, useMergeBill } from './bills-api';
import { OutsideOrders } from './outside-orders';

const T = billsText.bills;

export type BillAction = 'pay' | 'discount' | 'print';

/** Who may discount (admin or ORDERS); the server checks it again on every discount. */
export function canDiscount(): boolean {
  const user = getStoredUser();
  return !!user && hasAnyScope(user, ['ORDERS']);
}

/** The unpaid bill a part goes back into: the previous unpaid one, else the next. */
function mergeTarget(split: BillSplitView, bill: BillView): BillView | undefined {
  const open = split.bills.filter((b) => b.status === 'open' && b.id !== bill.id);
  return [...open].reverse().find((b) => b.partIndex < bill.partIndex) ?? open[0];
}

/** A table's split on its card: each part, its total, paid or not, and what can be done with it. */
export function TableBills({
  split,
  currency,
  onAction,
}: {
  split: BillSplitView;
  currency: string | undefined;
  onAction: (action: BillAction, bill: BillView) => void;
}) {
  const merge = useMergeBill();
  const cancel = useCancelSplit();
  const [confirming, setConfirming] = useState(false);
  const mayDiscount = canDiscount();
  // Once a part is paid the split is money on record; the server refuses to cancel it too.
  const cancellable = split.status === 'open' && split.bills.every((b) => b.status !== 'paid');
  return (
    <section
      className="border-b border-stone-100 bg-amber-50/40 px-5 py-3"
      aria-label={T.heading}
      data-testid="table-bills"
    >
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold tracking-wide text-stone-500 uppercase">{T.heading}</h3>
        {cancellable ? (
          <Button variant="outline" icon={<IconX size={19} />} onClick={() => setConfirming(true)}>
            {T.cancelSplit}
          </Button>
        ) : null}
      </div>
      <ul className="flex flex-col gap-2">
        {split.bills.map((bill) => {
          const paid = bill.status === 'paid';
          const into = paid ? undefined : mergeTarget(split, bill);
          return (
            <li
              key={bill.id}
              className="flex flex-col gap-2 rounded-xl border border-stone-200 p-3"
              data-testid="bill-card"
              aria-label={bill.label}
            >
              <div className="flex items-center gap-2">
                <span className="font-semibold text-stone-900">{bill.label}</span>
                <Badge tone={paid ? 'success' : 'warning'}>{paid ? T.paid : T.open}</Badge>
                <Money
                  minor={toMinor(paid ? bill.due : bill.total)}
                  currency={currency}
                  className="ml-auto font-bold"
                />
              </div>
              <p className="text-sm text-stone-600">{bill.lines.map(billLineText).join(', ')}</p>
              <div className="flex flex-wrap gap-2">
                {paid ? (
                  <Button variant="outline" icon={<IconPrinter size={19} />} onClick={() => onAction('print', bill)}>
                    {T.receipt}
                  </Button>
                ) : (
                  <>
                    <Button icon={<IconCash size={19} />} onClick={() => onAction('pay', bill)}>
                      {T.pay}
                    </Button>
                    <Button
                      variant="outline"
                      icon={<IconDiscount size={19} />}
                      disabled={!mayDiscount}
                      title={mayDiscount ? undefined : billsText.discount.noPermission}
                      onClick={() => onAction('discount', bill)}
                    >
                      {T.discount}
                    </Button>
                    {into ? (
                      <Button
                        variant="outline"
                        icon={<IconArrowMerge size={19} />}
                        aria-label={T.mergeInto(bill.label, into.label)}
                        loading={merge.isPending}
                        onClick={() => merge.mutate({ billId: bill.id, intoBillId: into.id })}
                      >
                        {T.merge}
                      </Button>
                    ) : null}
                  </>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <OutsideOrders split={split} currency={currency} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          if (!open && !cancel.isPending) setConfirming(false);
        }}
        title={T.cancelSplitTitle}
        message={T.cancelSplitConfirm}
        confirmLabel={T.cancelSplitYes}
        cancelLabel={T.cancelSplitNo}
        pending={cancel.isPending}
        onConfirm={() => cancel.mutate({ splitId: split.id }, { onSettled: () => setConfirming(false) })}
      />
    </section>
  );
}
