import { IDEMPOTENCY_HEADER, INVOICES_API } from '@comandero/contracts';
import toast from 'react-hot-toast';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dateFilterQuery, isDateFilterValid, type DateFilterValue } from '../../components/date-filter';
import { apiCall } from '../../lib/api-call';
import { useSingleAttempt } from '../../lib/idempotency-keys';
import { useReadAgainOn } from '../../lib/read-again-on';

export const INVOICES_KEY = ['invoices'] as const;

const ordersKey = (orderIds: number[]) => [...INVOICES_KEY, 'orders', orderIds] as const;

/** GET /invoices?type&from&to, newest first. */
export function useInvoices(filter: DateFilterValue, enabled: boolean) {
  const query = dateFilterQuery(filter);
  return useQuery({
    queryKey: [...INVOICES_KEY, 'list', query],
    queryFn: () => apiCall(INVOICES_API.list, { query }),
    enabled: enabled && isDateFilterValid(filter),
    placeholderData: keepPreviousData,
  });
}

/** GET /invoices/search?q; the caller never sends blank text (spec §5: it is ignored). */
export function useInvoiceSearch(q: string) {
  return useQuery({
    queryKey: [...INVOICES_KEY, 'search', q],
    queryFn: () => apiCall(INVOICES_API.search, { query: { q } }),
    enabled: q !== '',
  });
}

/** GET /invoices/init: print and store settings for reprinting a receipt. */
export function useInvoicesInit() {
  return useQuery({
    queryKey: [...INVOICES_KEY, 'init'],
    queryFn: () => apiCall(INVOICES_API.init),
    staleTime: 5 * 60_000,
  });
}

// The screen shows the orders and the invoice's own totals, so only the orders of the answer are kept.
const fetchOrders = async (orderIds: number[]) => (await apiCall(INVOICES_API.orders, { body: { orderIds } })).orders;

/** POST /invoices/orders for one invoice's orders, loaded when its row is opened. */
export function useInvoiceOrders(orderIds: number[]) {
  return useQuery({
    queryKey: ordersKey(orderIds),
    queryFn: () => fetchOrders(orderIds),
    // A paid order still moves through the kitchen, but not by the second.
    staleTime: 30_000,
  });
}

/** The same orders for a reprint, reusing an opened row's fresh answer. */
export function useFetchInvoiceOrders() {
  const queryClient = useQueryClient();
  return (orderIds: number[]) =>
    queryClient.fetchQuery({ queryKey: ordersKey(orderIds), queryFn: () => fetchOrders(orderIds), staleTime: 30_000 });
}

const detailKey = (invoiceId: number) => [...INVOICES_KEY, 'detail', invoiceId] as const;
const fetchDetail = (invoiceId: number) => apiCall(INVOICES_API.detail, { params: { id: invoiceId } });
// A paid invoice does not change: its detail is read again only after a while.
const DETAIL_STALE_MS = 5 * 60_000;

/** GET /invoices/{id}/detail: payments, each tax, tip and discounts, and the split bill it paid. */
export function useInvoiceDetail(invoiceId: number) {
  return useQuery({
    queryKey: detailKey(invoiceId),
    queryFn: () => fetchDetail(invoiceId),
    staleTime: DETAIL_STALE_MS,
  });
}

/** The same detail for a reprint, reusing an opened row's answer. */
export function useFetchInvoiceDetail() {
  const queryClient = useQueryClient();
  return (invoiceId: number) =>
    queryClient.fetchQuery({
      queryKey: detailKey(invoiceId),
      queryFn: () => fetchDetail(invoiceId),
      staleTime: DETAIL_STALE_MS,
    });
}

/**
 * The sales figures an annulled sale changes: this screen's lists and details, and the reports and
 * dashboard (their keys as those features name them; only invalidated, never read, from here).
 */
const SALES_KEYS = [INVOICES_KEY, ['reports'], ['dashboard']] as const;

/**
 * POST /invoices/{id}/void: one attempt at a time, with one Idempotency-Key for its retries, so a
 * double tap or a retried request annuls once and answers the same.
 */
export function useVoidInvoice(invoiceId: number) {
  const queryClient = useQueryClient();
  const attempt = useSingleAttempt();
  return useMutation({
    mutationFn: (reason: string) =>
      attempt(`${invoiceId}:${reason}`, (key) =>
        apiCall(INVOICES_API.void, {
          params: { id: invoiceId },
          body: { reason },
          headers: { [IDEMPOTENCY_HEADER]: key },
        }),
      ),
    // Here, not in the dialog's own callback: reading the sale again shows it "Anulada", which takes the
    // dialog away, and a callback given to mutate() never runs once its component is gone.
    onSuccess: (answer) => {
      if (answer) toast.success(answer.message);
      return Promise.all(SALES_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}

/** Another screen annulled a sale: Facturas reads its lists and details again. */
export function useInvoicesLive() {
  useReadAgainOn('invoice_voided', INVOICES_KEY);
}
