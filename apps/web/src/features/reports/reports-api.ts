import type { ReportResponse } from '@comandero/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dateFilterQuery, isDateFilterValid, type DateFilterValue } from '../../components/date-filter';
import { api } from '../../lib/api-client';

export const REPORTS_KEY = ['reports'] as const;

/** GET /reports?type&from&to; the previous range stays on screen while the next one loads. */
export function useReport(filter: DateFilterValue) {
  const query = dateFilterQuery(filter);
  return useQuery({
    queryKey: [...REPORTS_KEY, query],
    queryFn: () => api.get<ReportResponse>('/reports', { query }),
    enabled: isDateFilterValid(filter),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: true,
  });
}
