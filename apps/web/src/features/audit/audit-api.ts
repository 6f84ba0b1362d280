import { AUDIT_API, AUDIT_PER_PAGE, type AuditAction } from '@comandero/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dateFilterQuery, isDateFilterValid, type DateFilterValue } from '../../components/date-filter';
import { apiCall } from '../../lib/api-call';

export const AUDIT_KEY = ['audit'] as const;

export type AuditFilter = { date: DateFilterValue; username: string; action: AuditAction | '' };

/** The query GET /audit and GET /audit/csv take; blank filters are left out. */
export function auditQuery(filter: AuditFilter): Record<string, string> {
  return {
    ...dateFilterQuery(filter.date),
    ...(filter.username ? { username: filter.username } : {}),
    ...(filter.action ? { action: filter.action } : {}),
  };
}

/** One page of GET /audit, newest first; the previous page stays on screen while the next loads. */
export function useAuditPage(filter: AuditFilter, page: number) {
  const query = { ...auditQuery(filter), page: String(page), perPage: String(AUDIT_PER_PAGE) };
  return useQuery({
    queryKey: [...AUDIT_KEY, 'page', query],
    queryFn: () => apiCall(AUDIT_API.page, { query }),
    enabled: isDateFilterValid(filter.date),
    placeholderData: keepPreviousData,
  });
}

/** Everyone who appears in the log, for the user filter. */
export function useAuditUsernames() {
  return useQuery({
    queryKey: [...AUDIT_KEY, 'usernames'],
    queryFn: () => apiCall(AUDIT_API.usernames),
  });
}
