import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** The store's discount reasons, under the key settings edits them with (a new one shows at once). */
export function useDiscountReasons() {
  return useQuery({
    queryKey: ['orders', 'bills', 'discount-reasons'],
    queryFn: async () =>
      (await api.get<{ reasons: { id: number; title: string }[] }>('/orders/bills/discount-reasons')).reasons,
  });
}
