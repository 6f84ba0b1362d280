import type { BillSplitView, BillView, Order, OrderGroup } from '@comandero/contracts';
import {
  IconArrowMerge,
  IconArrowsExchange,
  IconCash,
  IconCircleCheck,
  IconClock,
  IconPrinter,
  IconReceipt2,
  IconX,
} from '@tabler/icons-react';
import { Suspense, useEffect } from 'react';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { Money } from '../../components/money';
import { floorText, ordersText } from '../../i18n/orders';
import { toMinor } from '@comandero/contracts';
import { formatElapsed, minutesSince } from '../../lib/floor/elapsed';
import { HeldCourses } from './held-courses';
import { OfflineMark } from './offline-mark';
import { OrderItemRow } from './order-item-row';
import { TableBills, useTableSplit, type BillAction } from '../bills';
import { billsText } from '../../i18n/bills';
import { shiftText } from './shift-text';
import { OrderTicketsAction } from '../printers';

export type GroupAction = 'cancel' | 'complete' | 'pay' | 'print' | 'split' | 'transfer' | 'merge';

export type OrderGroupCardProps = {
  group: OrderGroup;
  now: number;
  currency: string | undefined;
  onAction: (action: GroupAction, group: OrderGroup) => void;
  /** A bill of the table's split (issue 10): pay, discount or print it. */
  onBillAction?: (action: BillAction, bill: BillView, split: BillSplitView, group: OrderGroup) => void;
  /** When the order list was last fetched: a live refresh also refreshes the table's bills. */
  ordersUpdatedAt?: number;
};

function OrderBlock({ order, currency }: { order: Order; currency: string | undefined }) {
  const paid = order.payment_status === 'paid';
  return (
    <li
      className="border-t border-stone-100 pt-3 first:border-t-0 first:pt-0"
      data-testid="order"
      data-order-id={order.id}
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-stone-600">
        <span className="font-semibold text-stone-900">
          {ordersText.order} #{order.id}
        </span>
        <span aria-hidden>·</span>
        <span>
          {floorText.token} {order.token_no}
        </span>
        <span aria-hidden>·</span>
        <span className="truncate">{order.customer_name ?? ordersText.walkin}</span>
        <OfflineMark order={order} />
        <Badge tone={paid ? 'success' : 'warning'} className="ml-auto">
          {ordersText.payment[order.payment_status] ?? order.payment_status}
        </Badge>
      </div>
      <HeldCourses order={order} />
      <ul className="divide-y divide-stone-100" aria-label={`${ordersText.order} #${order.id}`}>
        {order.items.map((item) => (
          <OrderItemRow key={item.id} item={item} orderPaid={paid} />
        ))}
      </ul>
      <p className="flex justify-end gap-2 text-sm text-stone-600">
        {ordersText.total}
        <Money minor={toMinor(order.total)} currency={currency} className="font-semibold text-stone-900" />
      </p>
    </li>
  );
}

/** A table (or the Dine Out / Delivery group) with its open orders and the group actions (spec §2). */
export function OrderGroupCard({ group, now, currency, onAction, onBillAction, ordersUpdatedAt }: OrderGroupCardProps) {
  const oldest = group.orders[0]?.date;
  const minutes = oldest ? minutesSince(oldest, now) : 0;
  const unpaid = group.orders.filter((o) => o.payment_status !== 'paid');
  const total = group.orders.reduce((sum, o) => sum + toMinor(o.total), 0);
  const printable = group.orders.some((o) => o.items.some((i) => i.status !== 'cancelled'));
  const splitQuery = useTableSplit(group.table_id, unpaid.length > 0);
  const split = splitQuery.data ?? null;
  const { refetch, isEnabled } = splitQuery;
  // Another tablet paying or discounting a bill announces it as an order change.
  useEffect(() => {
    if (isEnabled && ordersUpdatedAt) void refetch();
  }, [ordersUpdatedAt, isEnabled, refetch]);
  // A table settled bill by bill is paid and cancelled through its bills only (the server agrees).
  const settling = split !== null;
  return (
    <section
      className="flex flex-col rounded-2xl border border-stone-200/80 bg-white shadow-card"
      aria-label={group.table_title}
      data-testid="order-group"
    >
      <header className="flex flex-wrap items-start justify-between gap-2 border-b border-stone-100 px-5 pt-4 pb-3">
        <div className="min-w-0">
          <h2 className="text-lg font-bold tracking-tight text-stone-900">{group.table_title}</h2>
          {group.floor && group.floor !== '-' ? <p className="text-sm text-stone-500">{group.floor}</p> : null}
        </div>
        <div className="flex flex-col items-end gap-0.5">
          <p className="flex items-center gap-1.5 text-sm font-medium text-stone-600" title={ordersText.since}>
            <IconClock size={17} aria-hidden />
            <span data-testid="group-elapsed">{formatElapsed(minutes)}</span>
          </p>
          <Money minor={total} currency={currency} className="text-base font-bold text-stone-900" />
        </div>
      </header>
      {/* The bills first: while a table is settled part by part, they are what the cashier acts on. */}
      {split ? (
        <TableBills
          split={split}
          currency={currency}
          onAction={(action, bill) => onBillAction?.(action, bill, split, group)}
        />
      ) : null}
      <ul className="flex flex-1 flex-col gap-3 px-5 py-3">
        {group.orders.map((order) => (
          <OrderBlock key={order.id} order={order} currency={currency} />
        ))}
      </ul>
      <div
        className="grid grid-cols-1 gap-2 rounded-b-2xl min-[420px]:grid-cols-2 border-t border-stone-100 bg-stone-50/70 px-4 py-3"
        role="group"
        aria-label={ordersText.actions.label(group.table_title)}
      >
        <Button
          icon={<IconCash size={19} />}
          disabled={unpaid.length === 0 || settling}
          onClick={() => onAction('pay', group)}
        >
          {ordersText.actions.pay}
        </Button>
        {group.table_id !== null && !settling ? (
          <Button
            variant="outline"
            icon={<IconReceipt2 size={19} />}
            disabled={unpaid.length === 0}
            onClick={() => onAction('split', group)}
          >
            {billsText.split.action}
          </Button>
        ) : null}
        <Button variant="outline" icon={<IconCircleCheck size={19} />} onClick={() => onAction('complete', group)}>
          {ordersText.actions.complete}
        </Button>
        <Button
          variant="outline"
          icon={<IconPrinter size={19} />}
          disabled={!printable}
          onClick={() => onAction('print', group)}
        >
          {ordersText.actions.print}
        </Button>
        <Suspense fallback={null}>
          <OrderTicketsAction orderIds={group.order_ids} title={group.table_title} />
        </Suspense>
        {group.table_id !== null ? (
          <>
            <Button
              variant="outline"
              icon={<IconArrowsExchange size={19} />}
              disabled={settling}
              title={settling ? shiftText.move.splitOpen : undefined}
              onClick={() => onAction('transfer', group)}
            >
              {shiftText.move.transfer}
            </Button>
            <Button
              variant="outline"
              icon={<IconArrowMerge size={19} />}
              disabled={settling}
              title={settling ? shiftText.move.splitOpen : undefined}
              onClick={() => onAction('merge', group)}
            >
              {shiftText.move.merge}
            </Button>
          </>
        ) : null}
        <Button
          variant="danger-outline"
          icon={<IconX size={19} />}
          disabled={unpaid.length === 0 || settling}
          title={unpaid.length === 0 ? ordersText.cancel.onlyUnpaid : undefined}
          onClick={() => onAction('cancel', group)}
        >
          {ordersText.actions.cancel}
        </Button>
      </div>
    </section>
  );
}
