import { AUTH_API } from '@comandero/contracts';
import type { SessionUser } from '@comandero/contracts';
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import { apiCall } from './api-call';
import { getStoredUser, setStoredUser } from './session';

export const ME_QUERY_KEY = ['auth', 'me'] as const;

/**
 * The signed-in user: shown at once from browser storage, then confirmed with GET /auth/me so that
 * scope changes apply on the next load and a revoked session is noticed (the client then goes to /).
 */
export function useMeQuery() {
  const stored = getStoredUser();
  return useQuery({
    queryKey: ME_QUERY_KEY,
    queryFn: async () => {
      const { user } = await apiCall(AUTH_API.me);
      setStoredUser(user);
      return user;
    },
    initialData: stored ?? undefined,
    // Stored data is only a first paint: always ask the server once the shell mounts.
    initialDataUpdatedAt: 0,
    retry: false,
  });
}

const SessionUserContext = createContext<SessionUser | null>(null);

export function SessionUserProvider({ user, children }: { user: SessionUser; children: ReactNode }) {
  return <SessionUserContext.Provider value={user}>{children}</SessionUserContext.Provider>;
}

/** The current user inside the dashboard shell (which only renders once it is known). */
export function useSessionUser(): SessionUser {
  const user = useContext(SessionUserContext);
  if (!user) throw new Error('useSessionUser outside the dashboard shell');
  return user;
}
