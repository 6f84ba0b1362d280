import { CUSTOMERS_API, RESERVATIONS_API } from '@comandero/contracts';
import type { Customer, ReservationAddBody, ReservationUpdateBody } from '@comandero/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dateFilterQuery, type DateFilterValue } from '../../components/date-filter';
import { reservationsText as t } from '../../i18n/reservations';
import { apiCall } from '../../lib/api-call';
import { withToast } from '../../lib/toast';

export const RESERVATIONS_QUERY_KEY = ['reservations'] as const;
// Today's reservations are on the dashboard: a change here makes its card stale.
const DASHBOARD_KEY = ['dashboard'] as const;

export function useReservationsInit() {
  return useQuery({
    queryKey: [...RESERVATIONS_QUERY_KEY, 'init'],
    queryFn: () => apiCall(RESERVATIONS_API.init),
  });
}

/** A search (code, phone or name, over all dates) when `q` is set, otherwise the date filter's list. */
export function useReservations(filter: DateFilterValue, q: string, enabled: boolean) {
  return useQuery({
    queryKey: q ? [...RESERVATIONS_QUERY_KEY, 'search', q] : [...RESERVATIONS_QUERY_KEY, 'list', filter],
    queryFn: () =>
      q
        ? apiCall(RESERVATIONS_API.search, { query: { q } })
        : apiCall(RESERVATIONS_API.list, { query: dateFilterQuery(filter) }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /customers/{phone}: the phone lookup of the reservation form. */
export function lookUpCustomer(phone: string): Promise<Customer> {
  return apiCall(CUSTOMERS_API.get, { params: { phone } });
}

function useReservationMutation<A, R extends { message?: unknown }>(fn: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withToast(fn, { fallback: t.actionFailed }),
    // After a failure too: a 404 or a 409 means the list on screen was out of date.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: RESERVATIONS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY }),
      ]),
  });
}

export type SaveReservation = { id: null; body: ReservationAddBody } | { id: number; body: ReservationUpdateBody };

export function useSaveReservation() {
  return useReservationMutation((input: SaveReservation) =>
    input.id === null
      ? apiCall(RESERVATIONS_API.add, { body: input.body })
      : apiCall(RESERVATIONS_API.update, { params: { id: input.id }, body: input.body }),
  );
}

export function useDeleteReservation() {
  return useReservationMutation((id: number) => apiCall(RESERVATIONS_API.remove, { params: { id } }));
}
