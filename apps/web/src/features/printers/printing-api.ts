import { PRINT_ROUTING_API, PRINTING_API } from '@comandero/contracts';
import type { PrintRoutingBody } from '@comandero/contracts';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-call';
import { useSocketConnect, useSocketEvent } from '../../lib/socket';
import { withToast } from '../../lib/toast';
import { printersKeys, printingKeys } from './printers-keys';

/** A safety net only: the server's print_status event is what refreshes the status. */
const STATUS_POLL_MS = 30_000;

export function usePrintingStatus() {
  return useQuery({
    queryKey: printingKeys.status,
    queryFn: () => apiCall(PRINTING_API.status),
    refetchInterval: STATUS_POLL_MS,
  });
}

export function useHeldJobs() {
  return useQuery({
    queryKey: printingKeys.held,
    queryFn: () => apiCall(PRINTING_API.jobs, { query: { status: 'held' } }),
  });
}

/** Refetches the status and the held jobs when the server says a printer or its queue changed. */
export function usePrintingPushes(): () => void {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: printingKeys.all });
  useSocketEvent('print_status', refresh);
  useSocketEvent('print_failed', refresh);
  return refresh;
}

/**
 * The pushes, and a refetch after every reconnection too, since pushes sent while the socket was
 * down never arrive. (A glance elsewhere may skip that: the status poll catches up.)
 */
export function useLivePrinting(): void {
  useSocketConnect(usePrintingPushes());
}

export function usePrintRouting() {
  return useQuery({ queryKey: printersKeys.routing, queryFn: () => apiCall(PRINT_ROUTING_API.get) });
}

export function useSavePrintRouting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withToast((body: PrintRoutingBody) => apiCall(PRINT_ROUTING_API.save, { body })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: printersKeys.routing }),
  });
}

/** Reprint or discard a held job; the list and the printers' counts are read again afterwards. */
export function useHeldJobAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withToast(({ id, action }: { id: number; action: 'reprint' | 'discard' }) =>
      apiCall(PRINTING_API[action], { params: { id } }),
    ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: printingKeys.all }),
  });
}

/** The tickets of each order (the orders screen's reprint dialog), one query per order. */
export function useOrdersTickets(orderIds: readonly number[], enabled: boolean) {
  return useQueries({
    queries: orderIds.map((orderId) => ({
      queryKey: printingKeys.order(orderId),
      queryFn: () => apiCall(PRINTING_API.orderJobs, { params: { orderId } }),
      enabled,
    })),
  });
}

/** Reprint any past ticket: a toast with the server's answer; the queue's lists are read again. */
export function useReprintJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withToast((id: number) => apiCall(PRINTING_API.reprint, { params: { id } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: printingKeys.all }),
  });
}
