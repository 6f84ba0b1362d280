import { CASH_DRAWER_API } from '@comandero/contracts';
import type { CashMovementBody, CloseDrawerBody, OpenDrawerBody } from '@comandero/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-call';
import { withToast } from '../../lib/toast';

export const CASH_DRAWER_KEY = ['cash-drawer'] as const;
const CURRENT_KEY = [...CASH_DRAWER_KEY, 'current'] as const;
const reportKey = (sessionId: number) => [...CASH_DRAWER_KEY, 'report', sessionId] as const;

/** This terminal's open drawer (the api client sends the terminal id); cheap, so the POS never waits on it. */
export function useCurrentDrawer() {
  return useQuery({
    queryKey: CURRENT_KEY,
    queryFn: () => apiCall(CASH_DRAWER_API.current),
    staleTime: 30_000,
  });
}

/** The X report of an open session, or the stored Z of a closed one. */
export function useDrawerReport(sessionId: number | null) {
  return useQuery({
    queryKey: reportKey(sessionId ?? 0),
    queryFn: () => apiCall(CASH_DRAWER_API.report, { params: { id: String(sessionId) } }),
    enabled: sessionId !== null,
    staleTime: 0,
  });
}

export function useDrawerHistory(page: number) {
  return useQuery({
    queryKey: [...CASH_DRAWER_KEY, 'history', page],
    queryFn: () => apiCall(CASH_DRAWER_API.history, { query: { page } }),
    placeholderData: keepPreviousData,
  });
}

/** A drawer write with the server's toasts; every drawer query is refetched afterwards, refusals included. */
function useDrawerWrite<A, R extends { message?: string }>(fn: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation<R, Error, A>({
    mutationFn: withToast(fn),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CASH_DRAWER_KEY }),
  });
}

export const useOpenDrawer = () => useDrawerWrite((body: OpenDrawerBody) => apiCall(CASH_DRAWER_API.open, { body }));

export const useCashMovement = () =>
  useDrawerWrite(({ sessionId, ...body }: CashMovementBody & { sessionId: number }) =>
    apiCall(CASH_DRAWER_API.move, { params: { id: sessionId }, body }),
  );

export const useCloseDrawer = () =>
  useDrawerWrite(({ sessionId, body }: { sessionId: number; body: CloseDrawerBody }) =>
    apiCall(CASH_DRAWER_API.close, { params: { id: sessionId }, body }),
  );
