import type { KitchenOrder } from '@comandero/contracts';
import {
  IconArrowBackUp,
  IconHistory,
  IconMaximize,
  IconMinimize,
  IconRefresh,
  IconToolsKitchen2,
} from '@tabler/icons-react';
import { useRef, useState } from 'react';
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
import { AllDayCounts } from './all-day-counts';
import { useBumpOrder, useKitchen, useKitchenStations, useRecallOrder, type KitchenItemMove } from './kitchen-api';
import { KitchenTicket } from './kitchen-ticket';
import { useLastBumped, type LastBumped } from './last-bumped';
import { RecallDialog } from './recall-dialog';
import { StationPicker } from './station-picker';
import { useStationChoice } from './station-choice';
import { useFullscreen } from './use-fullscreen';

const stillInKitchen = (order: KitchenOrder, exceptItemId?: number) =>
  order.items.some((i) => i.id !== exceptItemId && (i.status === 'created' || i.status === 'preparing'));

/** /dashboard/kitchen (spec §2 Cocina): the wall screen of tickets, oldest first, live. */
export function KitchenPage() {
  const [choice, setChoice] = useStationChoice();
  const stations = useKitchenStations();
  // A station deleted since this device chose it: the screen falls back to all of them.
  const known = stations.data?.some((s) => s.id === choice) ?? true;
  const station = known ? choice : null;
  const kitchen = useKitchen(station);
  const { setting } = useKitchenSetting();
  const bump = useBumpOrder();
  const recall = useRecallOrder();
  const now = useNow(15_000);
  const bumped = useLastBumped();
  const [recentOpen, setRecentOpen] = useState(false);
  const board = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(board);
  useLiveRefresh(KITCHEN_KEY, playNewOrderChime);

  const finished = (order: KitchenOrder) =>
    bumped.add({ orderId: order.id, tokenNo: order.token_no, station, at: new Date().toISOString() });
  const onBump = (order: KitchenOrder) =>
    bump.mutate({ orderId: order.id, station }, { onSuccess: (r) => r.status === 'completed' && finished(order) });
  const onItemDone = (order: KitchenOrder, move: KitchenItemMove) => {
    if (!stillInKitchen(order, move.itemId)) finished(order);
  };
  const onRecall = (entry: LastBumped) =>
    recall.mutate(
      { orderId: entry.orderId, station: entry.station },
      // After a 409 too: nothing is left to recall there (recalled elsewhere, or the order closed).
      { onSettled: () => bumped.remove(entry) },
    );
  const stationName = (id: number | null) =>
    id === null ? kitchenText.allStations : (stations.data?.find((s) => s.id === id)?.name ?? kitchenText.station);
  // The newest ticket of this screen's station is one tap away; the rest are in the list.
  const latest = bumped.list.find((b) => b.station === station) ?? null;
  const recalling = recall.isPending ? recall.variables : null;
  const orders = kitchen.data ?? [];
  const showPicker = (stations.data?.length ?? 0) > 1;

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
          {showPicker && stations.data ? (
            <StationPicker stations={stations.data} value={station} onChange={setChoice} />
          ) : null}
          <LiveStatus />
          {latest ? (
            <Button
              variant="secondary"
              icon={<IconArrowBackUp size={20} />}
              loading={recall.isPending && recalling?.orderId === latest.orderId}
              title={kitchenText.recallHint}
              onClick={() => onRecall(latest)}
            >
              {kitchenText.recall(latest.tokenNo)}
            </Button>
          ) : null}
          {bumped.list.length > 0 ? (
            <Button variant="outline" icon={<IconHistory size={19} />} onClick={() => setRecentOpen(true)}>
              {kitchenText.recent(bumped.list.length)}
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
      <RecallDialog
        open={recentOpen}
        onOpenChange={setRecentOpen}
        bumped={bumped.list}
        stationName={stationName}
        recalling={recalling}
        onRecall={onRecall}
      />
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
        <div className="flex flex-col gap-4 lg:flex-row-reverse lg:items-start">
          <AllDayCounts orders={orders} />
          <div className="grid min-w-0 flex-1 grid-cols-[repeat(auto-fill,minmax(min(100%,300px),1fr))] 2xl:grid-cols-[repeat(auto-fill,minmax(360px,1fr))] items-start gap-4">
            {orders.map((order) => (
              <KitchenTicket
                key={order.id}
                order={order}
                now={now}
                setting={setting}
                bumping={bump.isPending && bump.variables.orderId === order.id}
                onBump={onBump}
                onItemDone={onItemDone}
              />
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
