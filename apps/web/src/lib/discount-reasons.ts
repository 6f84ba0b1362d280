import { DISCOUNT_REASONS_API } from '@comandero/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from './api-call';

/** The store's discount reasons, under the key settings edits them with (a new one shows at once). */
export function useDiscountReasons() {
  return useQuery({
    queryKey: ['orders', 'bills', 'discount-reasons'],
    queryFn: async () => (await apiCall(DISCOUNT_REASONS_API.list)).reasons,
  });
}
