import { DASHBOARD_API } from '@comandero/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-call';
import { useReadAgainOn } from '../../lib/read-again-on';

export const DASHBOARD_QUERY_KEY = ['dashboard'] as const;

/** GET /dashboard: today's figures (the query client refetches them when the tab regains focus). */
export function useDashboard() {
  // An annulled sale leaves today's figures at once, on every open dashboard.
  useReadAgainOn('invoice_voided', DASHBOARD_QUERY_KEY);
  return useQuery({
    queryKey: DASHBOARD_QUERY_KEY,
    queryFn: () => apiCall(DASHBOARD_API.summary),
  });
}
