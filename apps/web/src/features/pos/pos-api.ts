import type { Customer, PosInitResponse } from '@comandero/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const POS_INIT_KEY = ['pos', 'init'] as const;

export function usePosInit() {
  return useQuery({
    queryKey: POS_INIT_KEY,
    queryFn: async () => {
      try {
        return await api.get<PosInitResponse>('/pos/init');
      } catch (err) {
        // Spec §8: a failed POS init is only logged (the screen offers a retry).
        console.error('POS init failed', err);
        throw err;
      }
    },
    staleTime: 60_000,
  });
}

/** GET /customers/{phone}: the POS passes the phone as the id (spec §7). */
export function useCustomerLookup() {
  return useMutation({
    mutationFn: (phone: string) => api.get<Customer>(`/customers/${encodeURIComponent(phone)}`),
  });
}
