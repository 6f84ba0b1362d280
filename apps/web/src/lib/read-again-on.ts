import type { ServerToClientEvents } from '@comandero/contracts';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useSocketEvent } from './socket';

/** A screen's answers under `queryKey` are read again when the server pushes `event` (e.g. a void). */
export function useReadAgainOn<E extends keyof ServerToClientEvents>(event: E, queryKey: QueryKey): void {
  const queryClient = useQueryClient();
  useSocketEvent<E>(event, () => void queryClient.invalidateQueries({ queryKey }));
}
