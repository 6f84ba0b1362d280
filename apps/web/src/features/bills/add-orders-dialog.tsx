import { toMinor, type BillSplitView, type OutsideOrderView } from '@comandero/contracts';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { Money } from '../../components/money';
import { useAddBillOrders } from './bills-api';
import { outsideOrdersText as T } from './outside-orders-text';

/** Picks the unpaid bill that takes the given outside orders; each bill is one large button. */
export function AddOrdersDialog({
  split,
  orders,
  currency,
  onClose,
}: {
  split: BillSplitView;
  orders: OutsideOrderView[];
  currency: string | undefined;
  onClose: () => void;
}) {
  const add = useAddBillOrders();
  const open = split.bills.filter((b) => b.status === 'open');
  const total = orders.reduce((sum, o) => sum + toMinor(o.total), 0);
  return (
    <Dialog
      open
      onOpenChange={(next) => {
        if (!next && !add.isPending) onClose();
      }}
      title={orders.length === 1 ? T.dialogOne(orders[0].id) : T.dialogAll(orders.length)}
      description={
        <>
          {T.dialogHint} <Money minor={total} currency={currency} className="font-semibold text-stone-900" />.
        </>
      }
      size="sm"
      footer={
        <Button variant="outline" disabled={add.isPending} onClick={onClose}>
          {T.cancel}
        </Button>
      }
    >
      <ul className="flex flex-col gap-2">
        {open.map((bill) => (
          <li key={bill.id}>
            <Button
              variant="outline"
              size="lg"
              fullWidth
              aria-label={T.pick(bill.label)}
              disabled={add.isPending}
              onClick={() =>
                add.mutate({ billId: bill.id, orderIds: orders.map((o) => o.id) }, { onSuccess: () => onClose() })
              }
            >
              <span className="flex-1 text-left">{bill.label}</span>
              <Money minor={toMinor(bill.total)} currency={currency} />
            </Button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
