import {
  CUSTOMERS_PER_PAGE,
  type Customer,
  type CustomerAddBody,
  type CustomersPage,
  type CustomerUpdateBody,
} from '@comandero/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { withToast } from '../../lib/toast';

export const CUSTOMERS_QUERY_KEY = ['customers'] as const;
// The dashboard counts new customers: its figures go stale with every change here.
const DASHBOARD_KEY = ['dashboard'] as const;

type Saved = { message: string; customer: Customer };

/** One page of GET /customers/paged, newest first; the previous page stays on screen while the next loads. */
export function useCustomersPage(page: number, filter: string) {
  return useQuery({
    queryKey: [...CUSTOMERS_QUERY_KEY, 'page', { page, filter }],
    queryFn: () =>
      api.get<CustomersPage>('/customers/paged', {
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

export type SaveCustomer = { phone: string | null; body: CustomerAddBody | CustomerUpdateBody };

/** Add (phone null) or update (the phone of the customer: it never changes). */
export function useSaveCustomer() {
  return useCustomerMutation(({ phone, body }: SaveCustomer) =>
    phone === null
      ? api.post<Saved>('/customers/add', body)
      : api.post<Saved>(`/customers/${encodeURIComponent(phone)}/update`, body),
  );
}

export function useDeleteCustomer() {
  return useCustomerMutation((phone: string) =>
    api.del<{ message: string }>(`/customers/${encodeURIComponent(phone)}/delete`),
  );
}
