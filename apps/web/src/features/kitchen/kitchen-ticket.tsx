import {
  ticketAgeOf,
  voidAwaitsKitchen,
  type KitchenOrder,
  type KitchenSetting,
  type TicketAge,
} from '@comandero/contracts';
import { IconCheck, IconClock, IconPlayerPlay } from '@tabler/icons-react';
import { kitchenText } from '../../i18n/kitchen';
import { floorText } from '../../i18n/orders';
import { cn } from '../../lib/cn';
import { minutesSince } from '../../lib/floor/elapsed';
import { useAckVoid, useKitchenItemStatus, type KitchenItemMove } from './kitchen-api';
import { KitchenItem } from './kitchen-item';
import { VoidedItem } from './voided-item';

const HEADER: Record<TicketAge, string> = {
  fresh: 'bg-stone-900 text-white',
  amber: 'bg-amber-400 text-stone-950',
  red: 'bg-red-600 text-white',
};
const BORDER: Record<TicketAge, string> = {
  fresh: 'border-stone-300',
  amber: 'border-amber-400 ring-2 ring-amber-400',
  red: 'border-red-600 ring-4 ring-red-600',
};

export type KitchenTicketProps = {
  order: KitchenOrder;
  now: number;
  /** When tickets turn amber and red (store settings). */
  setting: KitchenSetting;
  bumping: boolean;
  onBump: (order: KitchenOrder) => void;
  /** An item was finished here; the page learns whether that emptied the ticket. */
  onItemDone: (order: KitchenOrder, move: KitchenItemMove) => void;
};

/** A kitchen ticket: token, table or service, minutes waiting (amber, then red) and the lines. */
export function KitchenTicket({ order, now, setting, bumping, onBump, onItemDone }: KitchenTicketProps) {
  const move = useKitchenItemStatus();
  const ack = useAckVoid();
  // A void the kitchen has seen is done with: the line leaves the ticket.
  const lines = order.items.filter((i) => !i.voided_at || voidAwaitsKitchen(i));
  const canBump = order.items.some((i) => i.status === 'created' || i.status === 'preparing');
  const ackingItem = ack.isPending ? ack.variables.itemId : null;
  const minutes = minutesSince(order.date, now);
  const age = ticketAgeOf(minutes, setting);
  const where = order.table_title ?? floorText.service[order.delivery_type];
  const hasCreated = order.items.some((i) => i.status === 'created');
  const bumpKind = hasCreated ? 'start' : 'complete';
  const busyItem = move.isPending ? move.variables.itemId : null;

  return (
    <article
      className={cn('flex flex-col overflow-hidden rounded-2xl border bg-white shadow-card', BORDER[age])}
      aria-label={kitchenText.ticketLabel(order.token_no)}
      data-testid="kitchen-ticket"
      data-age={age}
      data-order-id={order.id}
    >
      <header className={cn('flex items-center gap-3 px-4 py-3', HEADER[age])}>
        <p
          className="text-4xl leading-none font-black tabular-nums"
          aria-label={`${kitchenText.token} ${order.token_no}`}
        >
          #{order.token_no}
        </p>
        <p className="line-clamp-2 min-w-0 flex-1 text-xl leading-tight font-bold break-words 2xl:text-2xl">{where}</p>
        <p className="flex items-center gap-1 text-2xl font-black tabular-nums" data-testid="ticket-minutes">
          <IconClock size={22} aria-hidden />
          {kitchenText.minutes(minutes)}
        </p>
      </header>
      <ul className="flex-1 divide-y divide-stone-200" aria-label={kitchenText.itemsLabel(order.token_no)}>
        {lines.map((item) =>
          voidAwaitsKitchen(item) ? (
            <VoidedItem
              key={item.id}
              item={item}
              busy={ackingItem === item.id}
              onAck={() => ack.mutate({ itemId: item.id, orderId: order.id })}
            />
          ) : (
            <KitchenItem
              key={item.id}
              item={item}
              busy={busyItem === item.id}
              onAdvance={(status) => {
                const m = { itemId: item.id, orderId: order.id, status };
                move.mutate(m, { onSuccess: () => status === 'completed' && onItemDone(order, m) });
              }}
            />
          ),
        )}
      </ul>
      {canBump ? (
        <button
          type="button"
          onClick={() => onBump(order)}
          disabled={bumping}
          aria-label={kitchenText.bumpLabel[bumpKind](order.token_no)}
          className={cn(
            'flex h-14 items-center justify-center gap-2 border-t text-lg font-bold transition-colors disabled:opacity-60',
            hasCreated
              ? 'border-stone-200 bg-stone-100 text-stone-900 hover:bg-stone-200'
              : 'border-emerald-700 bg-emerald-600 text-white hover:bg-emerald-700',
          )}
        >
          {hasCreated ? <IconPlayerPlay size={22} aria-hidden /> : <IconCheck size={22} aria-hidden />}
          {kitchenText.bump[bumpKind]}
        </button>
      ) : null}
    </article>
  );
}
