import type { OrderItem } from '@comandero/contracts';
import { IconBan } from '@tabler/icons-react';
import { useState } from 'react';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { ordersText } from '../../i18n/orders';
import { cn } from '../../lib/cn';
import { coursesText } from './courses-text';
import { ItemStatusSelect } from './item-status-select';
import { useUpdateItemStatus } from './orders-api';
import { shiftText } from './shift-text';
import { VoidItemDialog } from './void-item-dialog';

/**
 * One line of an order: quantity, title, variant, add-ons and notes, with its status control and
 * Anular. Choosing "Cancelado" in the status control asks for the reason too (issue 11): on this
 * screen a line is never cancelled without one. A paid order's lines cannot be voided.
 */
export function OrderItemRow({ item, orderPaid = false }: { item: OrderItem; orderPaid?: boolean }) {
  const update = useUpdateItemStatus();
  const [voiding, setVoiding] = useState(false);
  const pendingStatus = update.isPending ? update.variables.status : undefined;
  const onStatus = (status: NonNullable<typeof pendingStatus>) => {
    if (status === 'cancelled') return setVoiding(true);
    update.mutate({ itemId: item.id, orderId: item.order_id, status }, { onError: () => undefined });
  };
  const cancelled = (pendingStatus ?? item.status) === 'cancelled';
  const canVoid = !cancelled && !orderPaid;
  return (
    <li
      className="flex flex-wrap items-start gap-x-3 gap-y-2 py-2.5"
      aria-label={item.item_title}
      data-testid="order-item"
      data-status={item.status}
    >
      <span
        className="mt-1 grid h-8 min-w-8 place-items-center rounded-lg bg-stone-100 px-1.5 text-sm font-bold text-stone-800 tabular-nums"
        aria-label={`${ordersText.quantity} ${item.quantity}`}
      >
        {item.quantity}×
      </span>
      <div className={cn('min-w-40 flex-1', cancelled && 'text-stone-500 line-through')}>
        <p className="text-[15px] leading-snug font-semibold text-stone-900">{item.item_title}</p>
        {item.course_title ? (
          <p className="flex flex-wrap items-center gap-1.5 text-sm text-stone-600" data-testid="item-course">
            {item.course_title}
            {item.held && !cancelled ? <Badge tone="warning">{coursesText.heldBadge}</Badge> : null}
          </p>
        ) : null}
        {item.variant_title ? <p className="text-sm text-stone-600">{item.variant_title}</p> : null}
        {item.addons.length > 0 ? (
          <p className="text-sm text-stone-600">+ {item.addons.map((a) => a.title).join(', ')}</p>
        ) : null}
        {item.notes ? (
          <p className="mt-0.5 text-sm text-amber-800 italic">
            {ordersText.notes}: {item.notes}
          </p>
        ) : null}
      </div>
      <div className="ml-auto flex shrink-0 items-center gap-2">
        {canVoid ? (
          <Button
            variant="danger-outline"
            className="px-3"
            icon={<IconBan size={18} />}
            aria-label={shiftText.void.actionLabel(item.item_title)}
            onClick={() => setVoiding(true)}
          >
            {shiftText.void.action}
          </Button>
        ) : null}
        {/* Issue 21: a held line moves only once its course is fired (the server refuses it too). */}
        <ItemStatusSelect
          item={item}
          pendingStatus={pendingStatus}
          disabled={item.held === true && !cancelled}
          onChange={onStatus}
        />
      </div>
      {item.voided_at ? (
        <p className="w-full pl-11 text-sm font-medium text-red-700" data-testid="void-note">
          {item.void_reason ? shiftText.void.voidedWith(item.void_reason) : shiftText.void.voided}
        </p>
      ) : null}
      {voiding ? <VoidItemDialog item={item} onClose={() => setVoiding(false)} /> : null}
    </li>
  );
}
