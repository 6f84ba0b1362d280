import { EINVOICE_DOCUMENTS_API, INVOICES_API, type EinvoiceDocumentStatus } from '@comandero/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dateFilterQuery, isDateFilterValid, type DateFilterValue } from '../../components/date-filter';
import { apiCall } from '../../lib/api-call';

export const EINVOICE_DOCUMENTS_KEY = ['einvoice-documents'] as const;

/** GET /einvoice/documents for the period, a status and a search, with the counts per status. */
export function useEinvoiceDocuments(filter: DateFilterValue, status: EinvoiceDocumentStatus | null, q: string) {
  const query = { ...dateFilterQuery(filter), ...(status ? { status } : {}), ...(q ? { q } : {}) };
  return useQuery({
    queryKey: [...EINVOICE_DOCUMENTS_KEY, 'list', query],
    queryFn: () => apiCall(EINVOICE_DOCUMENTS_API.list, { query }),
    enabled: isDateFilterValid(filter),
    placeholderData: keepPreviousData,
  });
}

/** POST /einvoice/documents/:id/retry: the transmission worker sends it again; the list refreshes. */
export function useRetryDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiCall(EINVOICE_DOCUMENTS_API.retry, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EINVOICE_DOCUMENTS_KEY }),
  });
}

/** The store's currency, from the invoices' init answer (the same cache entry Facturas fills). */
export function useStoreCurrency(): string {
  const init = useQuery({
    queryKey: ['invoices', 'init'],
    queryFn: () => apiCall(INVOICES_API.init),
    staleTime: 5 * 60_000,
  });
  return init.data?.storeSettings.currency ?? 'COP';
}
