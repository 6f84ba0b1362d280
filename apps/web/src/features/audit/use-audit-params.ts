import { AUDIT_ACTIONS, type AuditAction } from '@comandero/contracts';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useDateFilter } from '../../components/date-filter';
import type { AuditFilter } from './audit-api';

const isAction = (v: string | null): v is AuditAction => (AUDIT_ACTIONS as readonly string[]).includes(v ?? '');

/**
 * The filters and page kept in the URL (?type&from&to&username&action&page), so reload and back
 * keep them; any filter change goes back to the first page.
 */
export function useAuditParams() {
  const [params, setParams] = useSearchParams();
  const [date, setDate] = useDateFilter();
  const rawAction = params.get('action');
  const filter: AuditFilter = {
    date,
    username: params.get('username') ?? '',
    action: isAction(rawAction) ? rawAction : '',
  };
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  const set = useCallback(
    (name: 'username' | 'action' | 'page', value: string) =>
      setParams(
        (prev) => {
          const p = new URLSearchParams(prev);
          if (value && !(name === 'page' && value === '1')) p.set(name, value);
          else p.delete(name);
          if (name !== 'page') p.delete('page');
          return p;
        },
        { replace: name !== 'page' },
      ),
    [setParams],
  );

  return {
    filter,
    page,
    setDate,
    setUsername: (v: string) => set('username', v),
    setAction: (v: string) => set('action', v),
    setPage: (n: number) => set('page', String(n)),
  };
}
