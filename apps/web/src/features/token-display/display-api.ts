import type { DisplayTokensResponse } from '@comandero/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { useSocketStatus } from '../../lib/socket';
import { DISPLAY_TOKENS_KEY } from '../../lib/floor/floor-keys';
import { OFFLINE_POLL_MS } from '../../lib/floor/offline-poll';

export function useDisplayTokens() {
  const offline = useSocketStatus() === 'offline';
  return useQuery({
    queryKey: DISPLAY_TOKENS_KEY,
    queryFn: () => api.get<DisplayTokensResponse>('/display/tokens'),
    staleTime: 0,
    // Nobody touches a TV: keep retrying a failed load instead of stopping after one try.
    retry: true,
    retryDelay: (attempt) => Math.min(30_000, 2_000 * 2 ** attempt),
    refetchInterval: offline ? OFFLINE_POLL_MS : false,
  });
}
