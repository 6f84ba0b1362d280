import { DASHBOARD_API } from '@comandero/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-call';

export const DASHBOARD_QUERY_KEY = ['dashboard'] as const;

/** GET /dashboard: today's figures (the query client refetches them when the tab regains focus). */
export function useDashboard() {
  return useQuery({
    queryKey: DASHBOARD_QUERY_KEY,
    queryFn: () => apiCall(DASHBOARD_API.summary),
  });
}
