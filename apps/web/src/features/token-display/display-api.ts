import { KITCHEN_API } from '@comandero/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-call';
import { useSocketStatus } from '../../lib/socket';
import { DISPLAY_TOKENS_KEY } from '../../lib/floor/floor-keys';
import { OFFLINE_POLL_MS } from '../../lib/floor/offline-poll';

export function useDisplayTokens() {
  const offline = useSocketStatus() === 'offline';
  return useQuery({
    queryKey: DISPLAY_TOKENS_KEY,
    queryFn: () => apiCall(KITCHEN_API.displayTokens),
    staleTime: 0,
    // Nobody touches a TV: keep retrying a failed load instead of stopping after one try.
    retry: true,
    retryDelay: (attempt) => Math.min(30_000, 2_000 * 2 ** attempt),
    refetchInterval: offline ? OFFLINE_POLL_MS : false,
  });
}
