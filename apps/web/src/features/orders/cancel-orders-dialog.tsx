import type { OrderGroup } from '@comandero/contracts';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { ordersText } from '../../i18n/orders';
import { useCancelOrders, useVoidReasons } from './orders-api';
import { noReason, reasonOf, ReasonPicker } from './reason-picker';
import { shiftText } from './shift-text';

/**
 * Cancel a table's unpaid orders: the spec's confirmation text, and a reason (issue 11) that the
 * server keeps with the orders. Closes once the orders are cancelled or refused.
 */
export function CancelOrdersDialog({ group, onClose }: { group: OrderGroup; onClose: () => void }) {
  const reasons = useVoidReasons();
  const cancel = useCancelOrders();
  const [choice, setChoice] = useState(noReason);
  const [error, setError] = useState<string>();
  const orderIds = group.orders.filter((o) => o.payment_status !== 'paid').map((o) => o.id);

  const submit = () => {
    const reason = reasonOf(choice);
    if (!reason) return setError(shiftText.reason.required);
    cancel.mutate({ orderIds, reason }, { onSettled: onClose });
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !cancel.isPending && onClose()}
      title={ordersText.cancel.title}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={cancel.isPending}>
            {ordersText.cancel.keep}
          </Button>
          <Button variant="danger" onClick={submit} loading={cancel.isPending}>
            {ordersText.cancel.confirm}
          </Button>
        </>
      }
    >
      <div className="mb-4 flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-red-50 text-red-600">
          <IconAlertTriangle size={20} aria-hidden />
        </span>
        <p className="pt-2 text-[15px] text-stone-700">{ordersText.cancel.message}</p>
      </div>
      <ReasonPicker
        reasons={reasons.data?.map((r) => r.title) ?? (reasons.isError ? [] : undefined)}
        value={choice}
        onChange={(next) => {
          setChoice(next);
          setError(undefined);
        }}
        error={error}
        disabled={cancel.isPending}
      />
      <p className="mt-3 text-sm text-stone-500">{shiftText.cancel.reasonHint}</p>
    </Dialog>
  );
}
