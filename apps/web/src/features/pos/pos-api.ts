import { CUSTOMERS_API, POS_API } from '@comandero/contracts';
import type { PosInitResponse } from '@comandero/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-call';
import { POS_INIT_QUERY_KEY } from '../../lib/query-keys';

export function fetchPosInit(): Promise<PosInitResponse> {
  return apiCall(POS_API.init);
}

export function usePosInit() {
  return useQuery({
    queryKey: POS_INIT_QUERY_KEY,
    queryFn: async () => {
      try {
        return await fetchPosInit();
      } catch (err) {
        // Logged for support; the page shows the §8 load error with a retry.
        console.error('POS init failed', err);
        throw err;
      }
    },
    // The server caches /pos/init per catalogue version, so asking again on every visit is cheap and
    // settings changes reach the POS as soon as the cashier opens it.
    staleTime: 0,
  });
}

/** GET /customers/{phone}: the POS passes the phone as the id (spec §7). */
export function useCustomerLookup() {
  return useMutation({
    mutationFn: (phone: string) => apiCall(CUSTOMERS_API.get, { params: { phone } }),
  });
}
