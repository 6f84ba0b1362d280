import { REPORTS_API } from '@comandero/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dateFilterQuery, isDateFilterValid, type DateFilterValue } from '../../components/date-filter';
import { apiCall } from '../../lib/api-call';
import { useReadAgainOn } from '../../lib/read-again-on';

export const REPORTS_KEY = ['reports'] as const;

/** GET /reports?type&from&to; the previous range stays on screen while the next one loads. */
export function useReport(filter: DateFilterValue) {
  const query = dateFilterQuery(filter);
  // An annulled sale leaves the figures at once, on every open report (as on the dashboard).
  useReadAgainOn('invoice_voided', REPORTS_KEY);
  return useQuery({
    queryKey: [...REPORTS_KEY, query],
    queryFn: () => apiCall(REPORTS_API.report, { query }),
    enabled: isDateFilterValid(filter),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: true,
  });
}

/** GET /reports/prep-times (issue 21): the kitchen's preparation times for the same range. */
export function usePrepTimes(filter: DateFilterValue) {
  const query = dateFilterQuery(filter);
  return useQuery({
    queryKey: [...REPORTS_KEY, 'prep-times', query],
    queryFn: () => apiCall(REPORTS_API.prepTimes, { query }),
    enabled: isDateFilterValid(filter),
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: true,
  });
}
