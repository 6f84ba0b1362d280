import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-error';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A 4xx will not change on retry (and auth failures already refreshed once); network blips may.
      retry: (failures, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 1,
      staleTime: 15_000,
      // Asked even when the browser says it is offline: the service worker may answer from its cache
      // (an offline start of the POS); only the retries wait for the network to come back.
      networkMode: 'offlineFirst',
    },
  },
});
