import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { emitWhenConnected, useSocketConnect, useSocketEvent } from '../socket';
import { FLOOR_KEYS } from './floor-keys';

/**
 * Keeps a floor screen's query live: refetched on new_order and order_update (spec §4), and after
 * every reconnection, since pushes sent while the socket was down never arrive.
 */
export function useLiveRefresh(queryKey: QueryKey, onNewOrder?: () => void): void {
  const queryClient = useQueryClient();
  // An event during a fetch restarts it (the default cancelRefetch): that fetch may have read the
  // database before the change the event announces.
  const refresh = () => void queryClient.invalidateQueries({ queryKey });
  useSocketEvent('new_order', () => {
    refresh();
    onNewOrder?.();
  });
  useSocketEvent('order_update', refresh);
  useSocketConnect(refresh);
}

/** After a change made on this screen: refetch every floor list here and tell the other screens. */
export function useAfterFloorChange() {
  const queryClient = useQueryClient();
  return (orderIds: number[]) => {
    // spec §4 Realtime: screens emit order_update_backend after changes.
    emitWhenConnected('order_update_backend', { orderIds });
    return Promise.all(FLOOR_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };
}
