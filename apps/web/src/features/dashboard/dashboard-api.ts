import type { DashboardResponse } from '@comandero/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const DASHBOARD_QUERY_KEY = ['dashboard'] as const;

/** GET /dashboard: today's figures (the query client refetches them when the tab regains focus). */
export function useDashboard() {
  return useQuery({
    queryKey: DASHBOARD_QUERY_KEY,
    queryFn: () => api.get<DashboardResponse>('/dashboard'),
  });
}
