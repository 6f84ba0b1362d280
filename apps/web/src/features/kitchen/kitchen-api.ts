import { KITCHEN_API } from '@comandero/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { floorText } from '../../i18n/orders';
import { apiCall } from '../../lib/api-call';
import { useSocketStatus } from '../../lib/socket';
import { toastError } from '../../lib/toast';
import { KITCHEN_KEY } from '../../lib/floor/floor-keys';
import { useAfterFloorChange } from '../../lib/floor/use-live-refresh';
import { OFFLINE_POLL_MS } from '../../lib/floor/offline-poll';

/** The kitchen's tickets, all of them (station null) or one station's (issue 21). */
export function useKitchen(station: number | null = null) {
  const offline = useSocketStatus() === 'offline';
  return useQuery({
    // Under KITCHEN_KEY, so every floor change refetches every station's screen.
    queryKey: [...KITCHEN_KEY, station ?? 'all'],
    queryFn: () => apiCall(KITCHEN_API.list, station === null ? {} : { query: { stationId: station } }),
    staleTime: 0,
    refetchInterval: offline ? OFFLINE_POLL_MS : false,
  });
}

/**
 * Kitchen taps come in quick series: no loading toast (the tapped item shows its own spinner), and
 * one toast slot that each answer replaces instead of a growing stack on the wall screen.
 */
const TOAST_ID = 'kitchen-action';

function useKitchenAction<A, R extends { message: string }>(fn: (arg: A) => Promise<R>, orderIdOf: (arg: A) => number) {
  const afterChange = useAfterFloorChange();
  return useMutation<R, Error, A>({
    mutationFn: async (arg) => {
      try {
        const result = await fn(arg);
        toast.success(result.message, { id: TOAST_ID });
        return result;
      } catch (err) {
        toast.dismiss(TOAST_ID);
        toastError(err, floorText.actionFailed);
        throw err;
      }
    },
    // After a 409 too: another cook changed the ticket, so this screen was out of date.
    onSettled: (_data, _error, arg) => afterChange([orderIdOf(arg)]),
  });
}

export type KitchenItemMove = { itemId: number; orderId: number; status: 'preparing' | 'completed' };

export function useKitchenItemStatus() {
  return useKitchenAction(
    ({ itemId, status }: KitchenItemMove) =>
      apiCall(KITCHEN_API.setStatus, { params: { id: itemId }, body: { status } }),
    (arg) => arg.orderId,
  );
}

export type AckVoid = { itemId: number; orderId: number };

/** A cook saw a voided item: it leaves the ticket (issue 11). */
export function useAckVoid() {
  return useKitchenAction(
    ({ itemId }: AckVoid) => apiCall(KITCHEN_API.ackVoid, { params: { id: itemId } }),
    (arg) => arg.orderId,
  );
}

/** An order's move at one station (its lines only), or at every station (station null). */
export type StationMove = { orderId: number; station: number | null };

const stationQuery = (station: number | null) => (station === null ? {} : { query: { stationId: station } });

export function useBumpOrder() {
  return useKitchenAction(
    ({ orderId, station }: StationMove) => apiCall(KITCHEN_API.bump, { params: { orderId }, ...stationQuery(station) }),
    (arg) => arg.orderId,
  );
}

export function useRecallOrder() {
  return useKitchenAction(
    ({ orderId, station }: StationMove) =>
      apiCall(KITCHEN_API.recall, { params: { orderId }, ...stationQuery(station) }),
    (arg) => arg.orderId,
  );
}

/** The station picker's choices; they change only in settings. */
export function useKitchenStations() {
  return useQuery({
    queryKey: ['kitchen', 'stations'],
    queryFn: () => apiCall(KITCHEN_API.stations),
    staleTime: 60_000,
  });
}
