import { hasAnyScope, type OrderItem } from '@comandero/contracts';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { getStoredUser } from '../../lib/session';
import { useVoidItem, useVoidReasons } from './orders-api';
import { noReason, reasonOf, ReasonPicker } from './reason-picker';
import { shiftText } from './shift-text';

const t = shiftText.void;

/** The kitchen has put work into the line: the server lets only admin or ORDERS void it. */
const started = (item: OrderItem) =>
  item.status === 'preparing' || item.status === 'completed' || item.status === 'delivered';

/** Whether this user may void the line; the server decides again. */
export function mayVoid(item: OrderItem): boolean {
  if (!started(item)) return true;
  const user = getStoredUser();
  return !!user && hasAnyScope(user, ['ORDERS']);
}

/**
 * Anular: the whole line, with a reason from the list or typed. Stays open on a refusal (the toast
 * says why), so the reason is not lost; closes once the server has voided it.
 */
export function VoidItemDialog({ item, onClose }: { item: OrderItem; onClose: () => void }) {
  const reasons = useVoidReasons();
  const voidItem = useVoidItem();
  const [choice, setChoice] = useState(noReason);
  const [error, setError] = useState<string>();
  const allowed = mayVoid(item);

  const submit = () => {
    const reason = reasonOf(choice);
    if (!reason) return setError(shiftText.reason.required);
    voidItem.mutate({ itemId: item.id, orderId: item.order_id, reason }, { onSuccess: onClose });
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !voidItem.isPending && onClose()}
      title={t.title}
      description={t.description(item.quantity, item.item_title)}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={voidItem.isPending}>
            {t.keep}
          </Button>
          <Button variant="danger" onClick={submit} loading={voidItem.isPending} disabled={!allowed}>
            {t.confirm}
          </Button>
        </>
      }
    >
      {started(item) ? (
        <p className="mb-4 flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2.5 text-sm text-amber-900">
          <IconAlertTriangle size={18} className="mt-0.5 shrink-0" aria-hidden />
          {allowed ? t.started : t.needsManager}
        </p>
      ) : null}
      <ReasonPicker
        reasons={reasons.data?.map((r) => r.title) ?? (reasons.isError ? [] : undefined)}
        value={choice}
        onChange={(next) => {
          setChoice(next);
          setError(undefined);
        }}
        error={error}
        disabled={!allowed || voidItem.isPending}
      />
    </Dialog>
  );
}
