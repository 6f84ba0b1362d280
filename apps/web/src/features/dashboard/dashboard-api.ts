import { DASHBOARD_API } from '@comandero/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-call';
import { useSocketEvent } from '../../lib/socket';

export const DASHBOARD_QUERY_KEY = ['dashboard'] as const;

/** GET /dashboard: today's figures (the query client refetches them when the tab regains focus). */
export function useDashboard() {
  const queryClient = useQueryClient();
  // An annulled sale leaves today's figures at once, on every open dashboard.
  useSocketEvent('invoice_voided', () => void queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY }));
  return useQuery({
    queryKey: DASHBOARD_QUERY_KEY,
    queryFn: () => apiCall(DASHBOARD_API.summary),
  });
}
