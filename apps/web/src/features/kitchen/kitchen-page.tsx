import type { KitchenOrder } from '@comandero/contracts';
import { IconArrowBackUp, IconMaximize, IconMinimize, IconRefresh, IconToolsKitchen2 } from '@tabler/icons-react';
import { useRef } from 'react';
import { Button } from '../../components/button';
import { EmptyState, ErrorState, LoadingState } from '../../components/states';
import { kitchenText } from '../../i18n/kitchen';
import { floorText } from '../../i18n/orders';
import { cn } from '../../lib/cn';
import { useKitchenSetting } from '../../lib/kitchen-setting';
import { playNewOrderChime } from '../../lib/sound';
import { KITCHEN_KEY } from '../../lib/floor/floor-keys';
import { LiveStatus } from '../../components/live-status';
import { SoundToggle } from '../../components/sound-toggle';
import { useLiveRefresh } from '../../lib/floor/use-live-refresh';
import { useNow } from '../../lib/floor/use-now';
import { useBumpOrder, useKitchen, useRecallOrder, type KitchenItemMove } from './kitchen-api';
import { KitchenTicket } from './kitchen-ticket';
import { useLastBumped } from './last-bumped';
import { useFullscreen } from './use-fullscreen';

const stillInKitchen = (order: KitchenOrder, exceptItemId?: number) =>
  order.items.some((i) => i.id !== exceptItemId && (i.status === 'created' || i.status === 'preparing'));

/** /dashboard/kitchen (spec §2 Cocina): the wall screen of tickets, oldest first, live. */
export function KitchenPage() {
  const kitchen = useKitchen();
  const { setting } = useKitchenSetting();
  const bump = useBumpOrder();
  const recall = useRecallOrder();
  const now = useNow(15_000);
  const [lastBumped, setLastBumped] = useLastBumped();
  const board = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(board);
  useLiveRefresh(KITCHEN_KEY, playNewOrderChime);

  const finished = (order: KitchenOrder) => setLastBumped({ orderId: order.id, tokenNo: order.token_no });
  const onBump = (order: KitchenOrder) =>
    bump.mutate(order.id, { onSuccess: (r) => r.status === 'completed' && finished(order) });
  const onItemDone = (order: KitchenOrder, move: KitchenItemMove) => {
    if (!stillInKitchen(order, move.itemId)) finished(order);
  };
  const orders = kitchen.data ?? [];

  return (
    <div
      ref={board}
      className={cn('flex flex-col gap-5', fullscreen.active && 'h-dvh overflow-y-auto bg-paper p-6')}
      data-testid="kitchen-board"
    >
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <span className="grid size-12 place-items-center rounded-2xl bg-stone-900 text-white">
            <IconToolsKitchen2 size={26} aria-hidden />
          </span>
          <div>
            <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-[28px]">{kitchenText.title}</h1>
            <p className="text-[15px] text-stone-500">
              {kitchen.data ? kitchenText.pending(orders.length) : kitchenText.subtitle}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <LiveStatus />
          {lastBumped ? (
            <Button
              variant="secondary"
              icon={<IconArrowBackUp size={20} />}
              loading={recall.isPending}
              title={kitchenText.recallHint}
              onClick={() =>
                recall.mutate(lastBumped.orderId, { onSettled: (_r, error) => !error && setLastBumped(null) })
              }
            >
              {kitchenText.recall(lastBumped.tokenNo)}
            </Button>
          ) : null}
          <SoundToggle />
          <Button
            variant="outline"
            icon={<IconRefresh size={19} className={kitchen.isFetching ? 'animate-spin' : undefined} />}
            onClick={() => void kitchen.refetch()}
          >
            {floorText.refresh}
          </Button>
          {fullscreen.supported ? (
            <Button
              variant="outline"
              icon={fullscreen.active ? <IconMinimize size={19} /> : <IconMaximize size={19} />}
              onClick={fullscreen.toggle}
            >
              {fullscreen.active ? kitchenText.exitFullscreen : kitchenText.fullscreen}
            </Button>
          ) : null}
        </div>
      </header>
      {kitchen.isPending ? (
        <LoadingState message={floorText.loading} />
      ) : kitchen.isError && !kitchen.data ? (
        <ErrorState
          message={floorText.loadError}
          action={<Button onClick={() => void kitchen.refetch()}>{floorText.retry}</Button>}
        />
      ) : orders.length === 0 ? (
        <EmptyState
          message={kitchenText.empty}
          action={<p className="text-sm text-stone-500">{kitchenText.emptyHint}</p>}
        />
      ) : (
        <div className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,320px),1fr))] 2xl:grid-cols-[repeat(auto-fill,minmax(380px,1fr))] items-start gap-4">
          {orders.map((order) => (
            <KitchenTicket
              key={order.id}
              order={order}
              now={now}
              setting={setting}
              bumping={bump.isPending && bump.variables === order.id}
              onBump={onBump}
              onItemDone={onItemDone}
            />
          ))}
        </div>
      )}
    </div>
  );
}
