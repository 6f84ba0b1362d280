import { type CustomerAddBody, CUSTOMERS_API, CUSTOMERS_PER_PAGE, type CustomerUpdateBody } from '@comandero/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-call';
import { withToast } from '../../lib/toast';

export const CUSTOMERS_QUERY_KEY = ['customers'] as const;
// The dashboard counts new customers: its figures go stale with every change here.
const DASHBOARD_KEY = ['dashboard'] as const;

/** One page of GET /customers/paged, newest first; the previous page stays on screen while the next loads. */
export function useCustomersPage(page: number, filter: string) {
  return useQuery({
    queryKey: [...CUSTOMERS_QUERY_KEY, 'page', { page, filter }],
    queryFn: () =>
      apiCall(CUSTOMERS_API.paged, {
        query: { sort: 'created_at', page, perPage: CUSTOMERS_PER_PAGE, filter: filter || undefined },
      }),
    placeholderData: keepPreviousData,
  });
}

function useCustomerMutation<A, R extends { message?: unknown }>(fn: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withToast(fn),
    // After a failure too: a 404 or 409 means the list on screen was out of date.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: CUSTOMERS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY }),
      ]),
  });
}

export type SaveCustomer = { phone: null; body: CustomerAddBody } | { phone: string; body: CustomerUpdateBody };

/** Add (phone null) or update (the phone of the customer: it never changes). */
export function useSaveCustomer() {
  return useCustomerMutation(({ phone, body }: SaveCustomer) =>
    phone === null ? apiCall(CUSTOMERS_API.add, { body }) : apiCall(CUSTOMERS_API.update, { params: { phone }, body }),
  );
}

export function useDeleteCustomer() {
  return useCustomerMutation((phone: string) => apiCall(CUSTOMERS_API.remove, { params: { phone } }));
}
