import { CATEGORIES_API, MENU_API, PRINTERS_API, STATIONS_API } from '@comandero/contracts';
import type { PrinterBody, StationBody } from '@comandero/contracts';
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-call';
import { CATEGORIES_QUERY_KEY, MENU_ITEMS_QUERY_KEY } from '../../lib/query-keys';
import { withToast } from '../../lib/toast';
import { printersKeys, printingKeys } from './printers-keys';

// A printer's name shows on the stations, in the routing and in the status; a refused delete may
// mean a station changed meanwhile.
const both = [printersKeys.printers, printersKeys.stations, printersKeys.routing, printingKeys.status];

/**
 * A change with the settings toasts ("Por favor espere...", then the server's message or
 * "Algo salio mal!"), refetching the given lists afterwards, failed or not (a 404 or 409 means the
 * screen was out of date).
 */
function usePrintersMutation<A, R extends { message?: unknown }>(
  fn: (arg: A) => Promise<R>,
  invalidate: readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withToast(fn),
    onSettled: () => Promise.all(invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export function usePrinters() {
  return useQuery({ queryKey: printersKeys.printers, queryFn: () => apiCall(PRINTERS_API.list) });
}

export function useStations() {
  return useQuery({ queryKey: printersKeys.stations, queryFn: () => apiCall(STATIONS_API.list) });
}

/** The menu's categories and items, shared with Configuraciones' own pages through the same keys. */
export function useCategoryList() {
  return useQuery({ queryKey: CATEGORIES_QUERY_KEY, queryFn: () => apiCall(CATEGORIES_API.list) });
}

export function useMenuItemList() {
  return useQuery({ queryKey: MENU_ITEMS_QUERY_KEY, queryFn: () => apiCall(MENU_API.list) });
}

export function useSavePrinter() {
  return usePrintersMutation(
    ({ id, body }: { id: number | null; body: PrinterBody }) =>
      id === null ? apiCall(PRINTERS_API.add, { body }) : apiCall(PRINTERS_API.update, { params: { id }, body }),
    both,
  );
}

export function useDeletePrinter() {
  return usePrintersMutation((id: number) => apiCall(PRINTERS_API.remove, { params: { id } }), both);
}

/**
 * Prints the test page. The answer (taken or not, and why) is shown beside the printer, not as a
 * toast: the person is looking at the printer, then back at the screen.
 */
export function useTestPrinter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiCall(PRINTERS_API.test, { params: { id } }),
    // The test tells whether the printer is there now; the live status may say otherwise.
    onSettled: () => queryClient.invalidateQueries({ queryKey: printingKeys.status }),
  });
}

export function useSaveStation() {
  return usePrintersMutation(
    ({ id, body }: { id: number | null; body: StationBody }) =>
      id === null ? apiCall(STATIONS_API.add, { body }) : apiCall(STATIONS_API.update, { params: { id }, body }),
    [printersKeys.stations, printersKeys.routing],
  );
}

export function useDeleteStation() {
  return usePrintersMutation(
    (id: number) => apiCall(STATIONS_API.remove, { params: { id } }),
    [printersKeys.stations, printersKeys.routing],
  );
}
