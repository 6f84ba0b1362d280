import type {
  KitchenAckVoidResponse,
  KitchenActionResponse,
  KitchenBumpResponse,
  KitchenRecallResponse,
  KitchenResponse,
} from '@comandero/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { floorText } from '../../i18n/orders';
import { api } from '../../lib/api-client';
import { useSocketStatus } from '../../lib/socket';
import { toastError } from '../../lib/toast';
import { KITCHEN_KEY } from '../../lib/floor/floor-keys';
import { useAfterFloorChange } from '../../lib/floor/use-live-refresh';
import { OFFLINE_POLL_MS } from '../../lib/floor/offline-poll';

export function useKitchen() {
  const offline = useSocketStatus() === 'offline';
  return useQuery({
    queryKey: KITCHEN_KEY,
    queryFn: () => api.get<KitchenResponse>('/kitchen'),
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
    ({ itemId, status }: KitchenItemMove) => api.post<KitchenActionResponse>(`/kitchen/${itemId}`, { status }),
    (arg) => arg.orderId,
  );
}

export type AckVoid = { itemId: number; orderId: number };

/** A cook saw a voided item: it leaves the ticket (issue 11). */
export function useAckVoid() {
  return useKitchenAction(
    ({ itemId }: AckVoid) => api.post<KitchenAckVoidResponse>(`/kitchen/items/${itemId}/ack-void`),
    (arg) => arg.orderId,
  );
}

export function useBumpOrder() {
  return useKitchenAction(
    (orderId: number) => api.post<KitchenBumpResponse>(`/kitchen/order/${orderId}/bump`),
    (orderId) => orderId,
  );
}

export function useRecallOrder() {
  return useKitchenAction(
    (orderId: number) => api.post<KitchenRecallResponse>(`/kitchen/order/${orderId}/recall`),
    (orderId) => orderId,
  );
}
